import rosetta from "rosetta";
import { MESSAGE_LOCALES, FALLBACK_LOCALE, messageLocaleOf, type MessageLocale } from "./locale.ts";
import { isMessageIn, type MessageTree } from "./define.ts";
import { renderMessage, type Translate } from "./translate.ts";
import { apiMessages } from "./messages/api.ts";
import { cartMessages } from "./messages/cart.ts";
import { checkoutMessages } from "./messages/checkout.ts";
import { commonMessages } from "./messages/common.ts";
import { contentMessages } from "./messages/content.ts";
import { formsMessages } from "./messages/forms.ts";
import { limitsMessages } from "./messages/limits.ts";
import { liveCartMessages } from "./messages/live-cart.ts";
import { mailMessages } from "./messages/mail.ts";
import { mailOrdersMessages } from "./messages/mail-orders.ts";
import { navigationMessages } from "./messages/navigation.ts";
import { ordersMessages } from "./messages/orders.ts";
import { outboxMessages } from "./messages/outbox.ts";
import { accountsMessages } from "./messages/accounts.ts";
import { sessionMessages } from "./messages/session.ts";
import { shopMessages } from "./messages/shop.ts";
import { webMessages } from "./messages/web.ts";
import { webFormsMessages } from "./messages/web-forms.ts";
import { webShopMessages } from "./messages/web-shop.ts";
import { webCartMessages } from "./messages/web-cart.ts";
import { orderTrackingMessages } from "./messages/order-tracking.ts";
import { cliShopMessages } from "./messages/cli-shop.ts";
import { cliMessages } from "./messages/cli.ts";
import { quickOrderMessages } from "./messages/quick-order.ts";
import { reorderMessages } from "./messages/reorder.ts";
import { offlineMessages } from "./messages/offline.ts";
import { zoomDeliveredMessages } from "./messages/zoom-delivered.ts";
import { reportingMessages } from "./messages/reporting.ts";
import { reportsMessages } from "./messages/reports.ts";
import { alertsMessages } from "./messages/alerts.ts";
import { publicPageMessages, publicSettingsMessages } from "./messages/public-occupancy.ts";
import { expectedOccupancyMessages } from "./messages/expected-occupancy.ts";
import { webhooksMessages } from "./messages/webhooks.ts";
import { integrationMessages } from "./messages/integration.ts";
import { supportToolsMessages } from "./messages/support-tools.ts";

/** The feature files a browser shows: everything but the terminal's and the mails' messages. */
const browserFeatures: ReadonlyArray<Record<MessageLocale, MessageTree>> = [
  apiMessages,
  cartMessages,
  checkoutMessages,
  commonMessages,
  contentMessages,
  formsMessages,
  limitsMessages,
  liveCartMessages,
  navigationMessages,
  ordersMessages,
  sessionMessages,
  shopMessages,
  webMessages,
  webFormsMessages,
  webShopMessages,
  webCartMessages,
  orderTrackingMessages,
  reorderMessages,
  // The representative's offline ordering (issue 37): the banner and the queue show in the shop itself.
  offlineMessages,
];

/**
 * Features whose screens the web loads on demand: their messages come with them (one table per
 * feature and locale, see `browserFeatureCatalogue`), so the shop's first load does not carry them.
 */
/** The reporting area's table: its screens (issue 14) and its scheduled reports (issue 15). */
const reportingArea = Object.fromEntries(
  MESSAGE_LOCALES.map((locale): [MessageLocale, MessageTree] => [
    locale,
    // The public page's settings of the location form (issue 36) come with the area's words.
    // The expected occupancy's words (issue 36) too: the dashboard and the kiosk show it.
    { ...reportingMessages[locale], ...reportsMessages[locale], ...publicSettingsMessages[locale], ...expectedOccupancyMessages[locale], ...alertsMessages[locale] },
  ]),
) as unknown as Record<MessageLocale, MessageTree>;

/** The public occupancy page's table (issue 36): its own words and the expected day's summary ("usually quiet after 16:00"). */
const publicOccupancyPage = Object.fromEntries(
  MESSAGE_LOCALES.map((locale): [MessageLocale, MessageTree] => [locale, { ...publicPageMessages[locale], ...expectedOccupancyMessages[locale] }]),
) as unknown as Record<MessageLocale, MessageTree>;

/** The public occupancy page (issue 36) loads only its own table: no shop, no reporting area. */
export const lazyBrowserFeatures = { "zoom-delivered": zoomDeliveredMessages, reporting: reportingArea, "public-occupancy": publicOccupancyPage } as const;
export type LazyBrowserFeature = keyof typeof lazyBrowserFeatures;

const features: ReadonlyArray<Record<MessageLocale, MessageTree>> = [
  ...browserFeatures,
  ...Object.values(lazyBrowserFeatures),
  mailMessages,
  // The e-mails about an order (issue 34).
  mailOrdersMessages,
  cliShopMessages,
  cliMessages,
  // The quick order page brings its own words (quick-order.ts), so the browser's table leaves them out.
  quickOrderMessages,
  outboxMessages,
  // Approvals and membership (issues 11, 12): refusals are worded by the server, the rest is CLI and mail.
  accountsMessages,
  // Webhooks (issue 34): refusals worded by the server, the CLI's words and the mail to support.
  webhooksMessages,
  // The integration API (issue 34): refusals worded by the server, and the CLI's key commands.
  integrationMessages,
  // Support's tools of issue 35: cart explain per user, the pending accounts' digest, a host's maintenance.
  supportToolsMessages,
];

const merged = (locale: MessageLocale, from: ReadonlyArray<Record<MessageLocale, MessageTree>>): MessageTree =>
  Object.assign({}, ...from.map((feature) => feature[locale]));

/** Every locale's full message table, built once from the feature files. */
export const catalogues: Record<MessageLocale, MessageTree> = Object.fromEntries(
  MESSAGE_LOCALES.map((locale) => [locale, merged(locale, features)]),
) as Record<MessageLocale, MessageTree>;

/**
 * One locale's messages for the browser. WHY apart: the web app loads only its active
 * locale's table, built from this at build time, instead of every locale of every feature.
 */
export const browserCatalogue = (locale: MessageLocale): MessageTree => merged(locale, browserFeatures);

/** One on-demand feature's messages in one locale, for the browser (see `lazyBrowserFeatures`). */
export const browserFeatureCatalogue = (feature: LazyBrowserFeature, locale: MessageLocale): MessageTree =>
  merged(locale, [lazyBrowserFeatures[feature]]);

const i18n = rosetta<MessageTree>(catalogues);

/**
 * A translator for one locale. A message missing in that locale falls back to English;
 * an unknown id comes back as the id itself, so a gap is visible rather than blank.
 */
export const translator = (locale: string): Translate => {
  const lang = messageLocaleOf(locale);
  return (id, params) =>
    renderMessage(i18n, lang, lang, id, params ?? {}) || renderMessage(i18n, FALLBACK_LOCALE, FALLBACK_LOCALE, id, params ?? {}) || id;
};

/** True when the id names a message (a leaf) in every locale. */
export const hasMessage = (id: string): boolean =>
  MESSAGE_LOCALES.every((locale) => isMessageIn(catalogues[locale], id));
