import { DEFAULT_LOCALE, messageLocaleOf, type MessageLocale } from "@proshop/core";

/** Where the chosen language survives a reload. */
export const LOCALE_STORAGE_KEY = "proshop.locale";

const readStoredLocale = (): string | null => {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
};

export const storeLocale = (language: string): void => {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts until the tab closes.
  }
};

/** The language the tab starts with: the stored choice, else French (SPEC 1's default). */
export const startingLocale = (): string => readStoredLocale() ?? DEFAULT_LOCALE;

/** The message set the tab starts with, before the shop config is known (main.tsx loads it first). */
export const initialMessageLocale = (): MessageLocale => messageLocaleOf(startingLocale());
