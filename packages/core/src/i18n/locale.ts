/** The shop's languages; `fr` is the default, anything else falls back to English. */
export const SHOP_LOCALES = ["fr", "es", "nl"] as const;
export const MESSAGE_LOCALES = ["fr", "es", "nl", "en"] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];
export const DEFAULT_LOCALE: MessageLocale = "fr";
export const FALLBACK_LOCALE: MessageLocale = "en";

/** Picks the message set for any locale tag: fr, es, nl by their first two letters, otherwise en. */
export const messageLocaleOf = (tag: string | null | undefined): MessageLocale => {
  const language = (tag ?? "").slice(0, 2).toLowerCase();
  return language === "fr" || language === "es" || language === "nl" ? language : FALLBACK_LOCALE;
};
