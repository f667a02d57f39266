import { MESSAGE_LOCALES, type MessageLocale } from "@proshop/core";

/*
 * The language an account picked in the reporting area, kept in this browser per account, so a
 * reload stays in it (issue 35 item 10) instead of falling back to the account's stored language,
 * and another account signing in at the same desk keeps its own.
 */

const keyOf = (accountId: number): string => `proshop.reporting.locale.${accountId}`;

export const readChosenLocale = (accountId: number): MessageLocale | null => {
  try {
    const stored = window.localStorage.getItem(keyOf(accountId));
    return MESSAGE_LOCALES.find((locale) => locale === stored) ?? null;
  } catch {
    return null;
  }
};

export const storeChosenLocale = (accountId: number, locale: MessageLocale): void => {
  try {
    window.localStorage.setItem(keyOf(accountId), locale);
  } catch {
    // Storage disabled: the choice lasts until the tab closes.
  }
};
