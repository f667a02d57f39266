import type { ShopProduct } from "../entities/product.ts";
import { nextOrderAvailability } from "./availability.ts";

/**
 * At or below this many units (and above zero) a product shows "low stock". Ten covers a
 * typical professional order of one or two boxes, so the warning appears while an order can
 * still be served in full.
 */
export const LOW_STOCK_THRESHOLD = 10;

/** The stock states of SPEC 4, with what the label needs. */
export type StockState =
  | { readonly state: "in_stock"; readonly stock: number }
  | { readonly state: "low_stock"; readonly stock: number }
  | { readonly state: "out_of_stock" }
  | { readonly state: "not_available_online" }
  | { readonly state: "download_only" }
  | { readonly state: "available_next_year"; readonly year: number }
  | { readonly state: "available_from"; readonly date: string };

export type StockStateName = StockState["state"];

/**
 * The stock state shown on a product, first rule that applies:
 * 1. download only (educational material): always obtainable, stock does not matter;
 * 2. not available online (`online: false`): ordered through the sales rep, not here;
 * 3. an availability gate (yearly maximum reached, or `available_from` after `today`);
 * 4. out of stock (0 or less), low stock (up to `LOW_STOCK_THRESHOLD`), in stock.
 * `today` is `YYYY-MM-DD`; the rule never reads the clock.
 */
export const stockStateOf = (product: ShopProduct, today: string): StockState => {
  if (product.download_only === true) return { state: "download_only" };
  if (product.online === false) return { state: "not_available_online" };
  const next = nextOrderAvailability(product, today);
  if (next.kind === "next_year") return { state: "available_next_year", year: next.year };
  if (next.kind === "from_date") return { state: "available_from", date: next.date };
  if (product.stock <= 0) return { state: "out_of_stock" };
  if (product.stock <= LOW_STOCK_THRESHOLD) return { state: "low_stock", stock: product.stock };
  return { state: "in_stock", stock: product.stock };
};

/** True for the states in which the product can be put in the cart. */
export const isOrderable = (stock: StockState): boolean =>
  stock.state === "in_stock" || stock.state === "low_stock" || stock.state === "download_only";

/** How serious a stock state is, for the colour an adapter gives its label (the words say it all). */
export type StockTone = "success" | "warning" | "error" | "info";

export const STOCK_TONE: Readonly<Record<StockStateName, StockTone>> = {
  in_stock: "success",
  low_stock: "warning",
  out_of_stock: "error",
  not_available_online: "error",
  download_only: "info",
  available_next_year: "warning",
  available_from: "warning",
};

/** Message id and parameters for a stock state label; dates are formatted for the locale. */
export const stockMessage = (
  stock: StockState,
  locale: string,
): { readonly id: string; readonly params: Record<string, string | number> } => {
  switch (stock.state) {
    case "in_stock":
    case "low_stock":
      return { id: `shop.stock.${stock.state}`, params: { count: stock.stock } };
    case "available_next_year":
      return { id: "shop.stock.available_next_year", params: { year: stock.year } };
    case "available_from":
      return { id: "shop.stock.available_from", params: { date: formatDay(stock.date, locale) } };
    default:
      return { id: `shop.stock.${stock.state}`, params: {} };
  }
};

/** Formats `YYYY-MM-DD` as a long date (`1 mars 2027`), read as a calendar day, not a UTC instant. */
export const formatDay = (day: string, locale: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
};
