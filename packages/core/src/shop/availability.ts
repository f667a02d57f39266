import type { ShopProduct } from "../entities/product.ts";

/**
 * When the active company can next order a product:
 * - `now`: nothing holds it back;
 * - `next_year`: the company reached the product's yearly maximum (`ordered_this_year` >=
 *   `max_per_year`), so it can order again on 1 January of `year`;
 * - `from_date`: the product has an `available_from` date after today.
 * When both hold, the later day wins, because that is when ordering really becomes possible.
 */
export type NextOrderAvailability =
  | { readonly kind: "now" }
  | { readonly kind: "next_year"; readonly year: number }
  | { readonly kind: "from_date"; readonly date: string };

/** `YYYY-MM-DD` of a date in the runtime's local time; rules take "today" as a parameter. */
export const isoDay = (date: Date): string => {
  const pad = (n: number): string => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * True when a yearly maximum exists and is used up. Only a positive `max_per_year` is a limit:
 * null, absent, 0 and -1 mean "no yearly limit", as the API uses them for unlimited.
 */
export const isYearlyMaximumReached = (product: ShopProduct): boolean => {
  const max = product.max_per_year;
  return typeof max === "number" && max > 0 && (product.ordered_this_year ?? 0) >= max;
};

/**
 * When the product can next be ordered. `today` is `YYYY-MM-DD` (see `isoDay`); an
 * `available_from` with a time part is compared on its date only.
 */
export const nextOrderAvailability = (product: ShopProduct, today: string): NextOrderAvailability => {
  const from = product.available_from ? product.available_from.slice(0, 10) : null;
  const dateGate = from !== null && from > today ? from : null;
  const nextYear = Number(today.slice(0, 4)) + 1;
  const yearGate = isYearlyMaximumReached(product) ? `${nextYear}-01-01` : null;
  if (dateGate !== null && (yearGate === null || dateGate > yearGate)) return { kind: "from_date", date: dateGate };
  if (yearGate !== null) return { kind: "next_year", year: nextYear };
  return { kind: "now" };
};
