import { quickOrderMessages, translatorOf, type Translate } from "@proshop/core";
import { useMemo } from "react";
import { useI18n } from "../../app/i18n.tsx";

/**
 * The translator of the quick order screens: the page's own words (`quickOrder.*`, core's
 * quick-order.ts, which only this lazily loaded chunk carries) and the app's for the rest
 * (limits, cart, navigation). WHY: the shop's first load does not download words for a page
 * most visits never open.
 */
export const useQuickOrderT = (): Translate => {
  const { t, messageLocale } = useI18n();
  return useMemo(() => {
    const own = translatorOf(quickOrderMessages[messageLocale], messageLocale);
    return (id, params) => (id.startsWith("quickOrder.") ? own(id, params) : t(id, params));
  }, [t, messageLocale]);
};
