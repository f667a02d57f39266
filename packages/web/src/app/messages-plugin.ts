import { browserCatalogue, browserFeatureCatalogue, lazyBrowserFeatures, type LazyBrowserFeature } from "@proshop/core/messages";
import { MESSAGE_LOCALES, type MessageLocale } from "@proshop/core";
import type { Plugin } from "vite";

/**
 * `import("virtual:proshop-messages/fr")`: one locale's browser messages (see messages.ts);
 * `import("virtual:proshop-messages/zoom-delivered/fr")` (or `reporting/fr`): one on-demand feature's (core's
 * `lazyBrowserFeatures`), loaded with that feature's screens.
 */
const MESSAGES_MODULE_PREFIX = "virtual:proshop-messages/";

/**
 * Builds each locale's message table as its own module at build time, from core's feature files.
 * WHY: those files hold every locale side by side, so importing them ships all four languages
 * (and the terminal's messages) in the first load; this way the browser fetches one table.
 */
export const messagesPlugin = (): Plugin => ({
  name: "proshop-messages",
  resolveId: (id) => (id.startsWith(MESSAGES_MODULE_PREFIX) ? `\0${id}` : undefined),
  load(id) {
    if (!id.startsWith(`\0${MESSAGES_MODULE_PREFIX}`)) return undefined;
    const [first = "", second] = id.slice(MESSAGES_MODULE_PREFIX.length + 1).split("/");
    const feature = second === undefined ? null : first;
    const locale = second ?? first;
    if (!(MESSAGE_LOCALES as ReadonlyArray<string>).includes(locale)) this.error(`no messages for locale "${locale}"`);
    if (feature !== null && !(feature in lazyBrowserFeatures)) this.error(`no messages for feature "${feature}"`);
    const table =
      feature === null ? browserCatalogue(locale as MessageLocale) : browserFeatureCatalogue(feature as LazyBrowserFeature, locale as MessageLocale);
    // WHY JSON.parse of a string: engines parse JSON faster than the same object literal.
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(table))});`;
  },
});
