import { translatorOf, type MessageLocale, type MessageTree, type Translate } from "@proshop/core";
import { use, useMemo } from "react";
import { useI18n } from "../../app/i18n.tsx";

/*
 * The wizard's own words (core's `zoomDelivered.*`), one table per locale, loaded with the
 * wizard's screens so the shop's first load does not carry them (see app/messages-plugin.ts).
 */

const importers: Record<MessageLocale, () => Promise<{ readonly default: MessageTree }>> = {
  fr: () => import("virtual:proshop-messages/zoom-delivered/fr"),
  es: () => import("virtual:proshop-messages/zoom-delivered/es"),
  nl: () => import("virtual:proshop-messages/zoom-delivered/nl"),
  en: () => import("virtual:proshop-messages/zoom-delivered/en"),
};

// One promise per locale for the tab's life: `use` needs the same promise on every render.
const loading = new Map<MessageLocale, Promise<Translate>>();

const zoomTranslator = (locale: MessageLocale): Promise<Translate> => {
  let translator = loading.get(locale);
  if (translator === undefined) {
    translator = importers[locale]().then((module) => translatorOf(module.default, locale));
    // A failed load may be tried again by the next render.
    translator.catch(() => loading.delete(locale));
    loading.set(locale, translator);
  }
  return translator;
};

/**
 * The app's translate function, plus the wizard's words (give it to the wizard's screens with
 * `I18nOverride`). Suspends (the route's loading overlay shows) until the locale's table has arrived.
 */
export const useZoomT = (): Translate => {
  const { t, messageLocale } = useI18n();
  const zoom = use(zoomTranslator(messageLocale));
  return useMemo(() => (id, params) => (id.startsWith("zoomDelivered.") ? zoom(id, params) : t(id, params)), [t, zoom]);
};
