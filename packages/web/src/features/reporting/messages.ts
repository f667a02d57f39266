import { translatorOf, type MessageLocale, type MessageTree, type Translate } from "@proshop/core";
import { loadMessages } from "../../app/messages.ts";

/*
 * The reporting area's words: the shop's browser table (shared words: forms, validation) and the
 * area's own table (virtual:proshop-messages/reporting/<locale>, core's lazyBrowserFeatures), loaded together when the area starts,
 * so the shop's first load never carries them.
 */

const importers: Record<MessageLocale, () => Promise<{ readonly default: MessageTree }>> = {
  fr: () => import("virtual:proshop-messages/reporting/fr"),
  es: () => import("virtual:proshop-messages/reporting/es"),
  nl: () => import("virtual:proshop-messages/reporting/nl"),
  en: () => import("virtual:proshop-messages/reporting/en"),
};

const translators = new Map<MessageLocale, Promise<Translate>>();

/** The translator of a locale over both tables (loaded once). */
export const reportingTranslator = (locale: MessageLocale): Promise<Translate> => {
  let translator = translators.get(locale);
  if (translator === undefined) {
    translator = Promise.all([loadMessages(locale), importers[locale]()]).then(([base, own]) => translatorOf({ ...base, ...own.default }, locale));
    translator.catch(() => translators.delete(locale));
    translators.set(locale, translator);
  }
  return translator;
};
