import { browserCatalogue, reportingBrowserCatalogue } from "@proshop/core/messages";
import { MESSAGE_LOCALES, type MessageLocale } from "@proshop/core";
import type { Plugin } from "vite";

/** `import("virtual:proshop-messages/fr")`: one locale's browser messages (see messages.ts). */
const MESSAGES_MODULE_PREFIX = "virtual:proshop-messages/";
/** `import("virtual:proshop-reporting-messages/fr")`: the reporting area's own (features/reporting, issue 14). */
const REPORTING_MESSAGES_MODULE_PREFIX = "virtual:proshop-reporting-messages/";

const tables = [
  { prefix: REPORTING_MESSAGES_MODULE_PREFIX, catalogue: reportingBrowserCatalogue },
  { prefix: MESSAGES_MODULE_PREFIX, catalogue: browserCatalogue },
] as const;

/**
 * Builds each locale's message table as its own module at build time, from core's feature files.
 * WHY: those files hold every locale side by side, so importing them ships all four languages
 * (and the terminal's messages) in the first load; this way the browser fetches one table.
 */
export const messagesPlugin = (): Plugin => ({
  name: "proshop-messages",
  resolveId: (id) => (tables.some(({ prefix }) => id.startsWith(prefix)) ? `\0${id}` : undefined),
  load(id) {
    const table = tables.find(({ prefix }) => id.startsWith(`\0${prefix}`));
    if (table === undefined) return undefined;
    const locale = id.slice(table.prefix.length + 1);
    if (!(MESSAGE_LOCALES as ReadonlyArray<string>).includes(locale)) this.error(`no messages for locale "${locale}"`);
    // WHY JSON.parse of a string: engines parse JSON faster than the same object literal.
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(table.catalogue(locale as MessageLocale)))});`;
  },
});
