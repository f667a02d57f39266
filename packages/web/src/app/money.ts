import { formatMoney, selectShopConfig, shopCurrency } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useCallback } from "react";
import { useI18n } from "./i18n.tsx";
import { useSessionActor } from "./services-context.tsx";

/** The shop config's currency (SPEC 9: the market's ISO 4217 code, EUR when it names none). */
export const useShopCurrency = (): string => shopCurrency(useSelector(useSessionActor(), selectShopConfig));

/** Formats cents in the shop config's currency (SPEC 9) for the reader's locale. */
export const useFormatMoney = (): ((cents: number) => string) => {
  const { locale } = useI18n();
  const currency = useShopCurrency();
  return useCallback((cents: number) => formatMoney(cents, locale, currency), [locale, currency]);
};
