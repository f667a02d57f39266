/*
 * The public page's words: French, Spanish, Dutch or English, from `?lang=`, else the visitor's
 * pick kept in this browser, else the browser's languages (what it sends as Accept-Language),
 * else English. One small table per language (core's `publicPage` and `expectedOccupancy`
 * messages, built by messages-plugin.ts); looked up here without core's translator, whose
 * library the shop's shared chunk carries.
 */

export const PUBLIC_LOCALES = ["fr", "es", "nl", "en"] as const;
export type PublicLocale = (typeof PUBLIC_LOCALES)[number];

/** Each language's name in that language, for the switcher. */
export const LOCALE_NAMES: Readonly<Record<PublicLocale, string>> = { fr: "Français", es: "Español", nl: "Nederlands", en: "English" };

const STORAGE_KEY = "proshop.public.locale";

const localeOf = (tag: string | null | undefined): PublicLocale | null => {
  const language = (tag ?? "").slice(0, 2).toLowerCase();
  return PUBLIC_LOCALES.find((locale) => locale === language) ?? null;
};

/** The language to start in. */
export const startingLocale = (search: string, languages: ReadonlyArray<string>, stored: string | null): PublicLocale =>
  localeOf(new URLSearchParams(search).get("lang")) ?? localeOf(stored) ?? languages.map(localeOf).find((locale) => locale !== null) ?? "en";

export const readStoredLocale = (): string | null => {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

export const storeLocale = (locale: PublicLocale): void => {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage off (a third-party iframe may have none): the choice lasts until the page closes.
  }
};

type Table = { readonly [key: string]: string | Table };
export type Words = (id: string, params?: Readonly<Record<string, string | number>>) => string;

const importers: Record<PublicLocale, () => Promise<{ readonly default: unknown }>> = {
  fr: () => import("virtual:proshop-messages/public-occupancy/fr"),
  es: () => import("virtual:proshop-messages/public-occupancy/es"),
  nl: () => import("virtual:proshop-messages/public-occupancy/nl"),
  en: () => import("virtual:proshop-messages/public-occupancy/en"),
};

/** A counted message: its number's parameter and a form per plural category (core's PluralMessage). */
const formOf = (found: Table, params: Readonly<Record<string, string | number>>, locale: string): string | Table | undefined => {
  const count = Number(params[typeof found["count"] === "string" ? found["count"] : "count"]);
  const form = Number.isFinite(count) ? new Intl.PluralRules(locale).select(count) : "other";
  return found[form] ?? found["other"];
};

/** The words of a table in `locale`: `{{name}}` filled from `params`, a counted message in its plural form; an unknown id comes back as itself. */
export const wordsOf =
  (table: Table, locale = "en"): Words =>
  (id, params = {}) => {
    let found = id.split(".").reduce<string | Table | undefined>((node, key) => (node === undefined || typeof node === "string" ? undefined : node[key]), table);
    if (found !== undefined && typeof found !== "string" && typeof found["other"] === "string") found = formOf(found, params, locale);
    if (typeof found !== "string") return id;
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };

export const loadWords = async (locale: PublicLocale): Promise<Words> => wordsOf((await importers[locale]()).default as Table, locale);
