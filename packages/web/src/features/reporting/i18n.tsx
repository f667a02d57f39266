import { MESSAGE_LOCALES, messageLocaleOf, type MessageLocale, type Translate } from "@proshop/core";
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { startingLocale, storeLocale } from "../../app/stored-locale.ts";
import { readChosenLocale, storeChosenLocale } from "./chosen-locale.ts";
import { reportingTranslator } from "./messages.ts";

/*
 * The reporting area speaks French, Spanish, Dutch and English: the account's language once
 * signed in, else the tab's stored choice; the language select changes it, and a signed-in
 * account's pick is kept in this browser so it outlives a reload (issue 35 item 10).
 */

export interface ReportingI18n {
  readonly locale: MessageLocale;
  readonly t: Translate;
  readonly setLocale: (locale: MessageLocale) => void;
  /** Locales the area offers, for the language select. */
  readonly locales: ReadonlyArray<MessageLocale>;
}

const I18nContext = createContext<ReportingI18n | null>(null);

/** The locale the area starts in: the stored choice, else French. */
export const startingReportingLocale = (): MessageLocale => messageLocaleOf(startingLocale());

export const ReportingI18nProvider = ({
  initial,
  translate,
  accountLocale,
  accountId,
  children,
}: {
  readonly initial: MessageLocale;
  /** The starting locale's translator, loaded before the first render. */
  readonly translate: Translate;
  /** The signed-in account's language; it wins until the user picks another. */
  readonly accountLocale: string | null;
  /** The signed-in account, whose pick in this browser wins over its stored language. */
  readonly accountId: number | null;
  readonly children: ReactNode;
}) => {
  const [chosen, setChosen] = useState<MessageLocale | null>(null);
  const kept = accountId === null ? null : readChosenLocale(accountId);
  const locale = chosen ?? kept ?? (accountLocale === null ? initial : messageLocaleOf(accountLocale));
  const [loaded, setLoaded] = useState<{ readonly locale: MessageLocale; readonly t: Translate }>({ locale: initial, t: translate });
  useEffect(() => {
    let live = true;
    reportingTranslator(locale).then(
      (t) => live && setLoaded({ locale, t }),
      () => undefined, // the words of the previous language stay until these load
    );
    document.documentElement.lang = locale;
    return () => {
      live = false;
    };
  }, [locale]);
  const value = useMemo<ReportingI18n>(
    () => ({
      locale,
      t: loaded.t,
      setLocale: (next) => {
        storeLocale(next);
        if (accountId !== null) storeChosenLocale(accountId, next);
        setChosen(next);
      },
      locales: MESSAGE_LOCALES,
    }),
    [locale, loaded, accountId],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};

export const useReportingI18n = (): ReportingI18n => {
  const i18n = useContext(I18nContext);
  if (i18n === null) throw new Error("useReportingI18n: wrap the tree in <ReportingI18nProvider>");
  return i18n;
};

export const useRt = (): Translate => useReportingI18n().t;
