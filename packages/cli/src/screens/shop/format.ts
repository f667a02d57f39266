import type { LimitUnit, Translate } from "@proshop/core";
import { money, type MoneyContext } from "../../output/market-money.ts";

/** A unit price as the web shows it: the market's currency for the locale, "Free" for a free (promotional) item. */
export const priceText = (cents: number, t: Translate, market: MoneyContext): string => (cents === 0 ? t("shop.product.free") : money(market, cents));

/** A limit's number in its unit: amounts in cents in the market's currency, units and orders as they are. */
export const limitValueText = (value: number, unit: LimitUnit, market: MoneyContext): string =>
  unit === "cents" ? money(market, value) : String(value);

/** Catalogue descriptions may carry HTML; the terminal shows their text on one paragraph. */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
