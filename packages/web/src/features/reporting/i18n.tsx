import { MESSAGE_LOCALES, messageLocaleOf, type MessageLocale, type Translate } from "@proshop/core";
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { startingLocale, storeLocale } from "../../app/stored-locale.ts";
import { reportingTranslator } from "./messages.ts";

/*
 * The reporting area speaks French, Spanish, Dutch and English: the account's language once
 * signed in, else the tab's stored choice; the language select changes it for this tab.
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
  children,
}: {
  readonly initial: MessageLocale;
  /** The starting locale's translator, loaded before the first render. */
  readonly translate: Translate;
  /** The signed-in account's language; it wins until the user picks another. */
  readonly accountLocale: string | null;
  readonly children: ReactNode;
}) => {
  const [chosen, setChosen] = useState<MessageLocale | null>(null);
  const locale = chosen ?? (accountLocale === null ? initial : messageLocaleOf(accountLocale));
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
        setChosen(next);
      },
      locales: MESSAGE_LOCALES,
    }),
    [locale, loaded],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};

export const useReportingI18n = (): ReportingI18n => {
  const i18n = useContext(I18nContext);
  if (i18n === null) throw new Error("useReportingI18n: wrap the tree in <ReportingI18nProvider>");
  return i18n;
};

export const useRt = (): Translate => useReportingI18n().t;
