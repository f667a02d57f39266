import {
  effectiveLanguage,
  languageSwitcher,
  messageLocaleOf,
  selectConfigProblem,
  selectShopConfig,
  translatorOf,
  type LanguageSwitcher,
  type MessageLocale,
  type MessageTree,
  type Translate,
} from "@proshop/core";
import { useSelector } from "@xstate/react";
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { loadedMessagesCount, loadMessages, messagesFor, onMessagesLoaded } from "./messages.ts";
import { startingLocale, storeLocale } from "./stored-locale.ts";
import { useSessionActor } from "./services-context.tsx";

export interface I18n {
  /** The chosen language code ("fr", "nl"...); messages follow `messageLocale`. */
  readonly locale: string;
  /** The message set in use: fr, es, nl, or en for anything else (SPEC 2). */
  readonly messageLocale: MessageLocale;
  readonly t: Translate;
  readonly switcher: LanguageSwitcher;
  /** The language switcher's locale change. */
  readonly setLocale: (language: string) => void;
}

/** The browser's preferred language ("en-US" gives "en"). */
const browserLanguage = (): string => (typeof navigator === "undefined" ? "en" : (navigator.language.split("-")[0] ?? "en").toLowerCase());

const I18nContext = createContext<I18n | null>(null);

const NO_MESSAGES: MessageTree = {};

/**
 * The locale's message table, loading it when missing; meanwhile the table already shown stands
 * in (same ids), so a language switch never blanks the page.
 */
const useMessages = (locale: MessageLocale): MessageTree => {
  useSyncExternalStore(onMessagesLoaded, loadedMessagesCount);
  useEffect(() => {
    loadMessages(locale).catch(() => undefined); // retried inside; the stand-in stays shown
  }, [locale]);
  return messagesFor(locale) ?? NO_MESSAGES;
};

/**
 * The language of the shop (SPEC 2): a stored choice, else French (SPEC 1's default); once the hostname's
 * config is known, core's `effectiveLanguage` keeps it only if the shop offers it (a single
 * language is auto-selected, otherwise the shop's first). Sets `<html lang>`.
 */
export const I18nProvider = ({ children, initialLocale }: { readonly children: ReactNode; readonly initialLocale?: string }) => {
  const session = useSessionActor();
  const config = useSelector(session, selectShopConfig);
  const switcher = useMemo(() => languageSwitcher(config?.locale ?? null), [config]);
  const [chosen, setChosen] = useState<string>(
    // SPEC 1: the shop's first language is the default; a stored choice wins when the shop offers it.
    () => initialLocale ?? startingLocale(),
  );
  // No shop for this address (or its config failed): the browser's language, the only hint left.
  const configProblem = useSelector(session, selectConfigProblem);
  const locale = config === null ? (configProblem !== null ? browserLanguage() : chosen) : effectiveLanguage(chosen, switcher);
  const messageLocale = messageLocaleOf(locale);
  const messages = useMessages(messageLocale);
  const t = useMemo(() => translatorOf(messages, messageLocale), [messages, messageLocale]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // Remember the language the shop settled on for this host (localStorage is per host), so the
  // next visit loads that language's words first instead of French's and then its own. A choice
  // in the switcher (setChosen) is stored here too: the switcher exists only once config is known.
  useEffect(() => {
    if (config !== null) storeLocale(locale);
  }, [config, locale]);

  const value = useMemo<I18n>(() => ({ locale, messageLocale, t, switcher, setLocale: setChosen }), [locale, messageLocale, t, switcher]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};

export const useI18n = (): I18n => {
  const i18n = useContext(I18nContext);
  if (i18n === null) throw new Error("useI18n: wrap the tree in <I18nProvider>");
  return i18n;
};

/** The translate function of the active locale. */
export const useT = (): Translate => useI18n().t;

/**
 * A part of the app whose words come from `t`: a feature's own messages over the app's, loaded
 * with the feature (see features/zoom-delivered/zoom-messages.ts). The shared controls inside
 * (form fields, their errors) translate with it too.
 */
export const I18nOverride = ({ t, children }: { readonly t: Translate; readonly children: ReactNode }) => {
  const i18n = useI18n();
  const value = useMemo<I18n>(() => ({ ...i18n, t }), [i18n, t]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};
