import { shopConfigLanguages } from "../entities/shop-config.ts";

/** The language switcher (SPEC 2) for the locales of the shop config. */
export interface LanguageSwitcher {
  /** Two-letter language codes, in the config's order, without duplicates. */
  readonly languages: readonly string[];
  /** Shown only when there is a choice: two languages or more. */
  readonly visible: boolean;
  /** The only language, when there is exactly one: it is selected without asking. */
  readonly autoSelected: string | null;
}

/**
 * Builds the switcher from the config's `locale`, a single tag or a list (`"fr_FR"`,
 * `["fr_FR", "nl_BE"]`); each tag gives its first two characters as the language code. A
 * single string holding a comma-separated list (`"fr_FR,nl_BE"`) is read as that list, as
 * some configs are typed by hand.
 */
export const languageSwitcher = (locale: string | readonly string[] | null | undefined): LanguageSwitcher => {
  const tags = typeof locale === "string" ? locale.split(",") : locale;
  const languages = shopConfigLanguages({ locale: tags ?? null });
  return {
    languages,
    visible: languages.length >= 2,
    autoSelected: languages.length === 1 ? languages[0]! : null,
  };
};

/** The footer shows a language column only when there is more than one locale. */
export const showsLanguageColumn = (switcher: LanguageSwitcher): boolean => switcher.languages.length > 1;

/**
 * The language to use: the auto-selected one when there is only one, the current one when the
 * shop offers it, otherwise the shop's first language. Without any shop language, the current
 * one stays.
 */
export const effectiveLanguage = (current: string, switcher: LanguageSwitcher): string => {
  if (switcher.autoSelected !== null) return switcher.autoSelected;
  const language = current.slice(0, 2).toLowerCase();
  return switcher.languages.includes(language) ? language : (switcher.languages[0] ?? current);
};
