import { formatEuros, type LimitUnit, type Translate } from "@proshop/core";

/** A unit price as the web shows it: EUR for the locale, "Free" for a free (promotional) item. */
export const priceText = (cents: number, t: Translate, locale: string): string => (cents === 0 ? t("shop.product.free") : formatEuros(cents, locale));

/** A limit's number in its unit: amounts in cents as EUR for the locale, units and orders as they are. */
export const limitValueText = (value: number, unit: LimitUnit, locale: string): string =>
  unit === "cents" ? formatEuros(value, locale) : String(value);

/** Catalogue descriptions may carry HTML; the terminal shows their text on one paragraph. */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
