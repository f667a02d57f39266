import type { ShopProduct } from "../entities/product.ts";
import { SHOP_SORT_FIELDS, type ShopSortBy } from "../entities/shop-state.ts";

/** A sort order; `null` in the shop state means catalogue order (as the server sends it). */
export type SortBy = ShopSortBy;
export type SortField = SortBy["field"];
export type SortDirection = SortBy["direction"];

export const isSortField = (value: unknown): value is SortField =>
  typeof value === "string" && (SHOP_SORT_FIELDS as readonly string[]).includes(value);

export const isSortDirection = (value: unknown): value is SortDirection => value === "asc" || value === "desc";

const NUMERIC_FIELDS: ReadonlySet<SortField> = new Set(["price_in_cents", "stock"]);

const collators = new Map<string, Intl.Collator>();

/**
 * The collator texts are sorted with: the catalogue's language, numbers inside text in numeric
 * order ("Teat 2" before "Teat 10"), case and accents only breaking ties, as a reader expects.
 */
export const collatorFor = (language: string): Intl.Collator => {
  let collator = collators.get(language);
  if (collator === undefined) {
    collator = new Intl.Collator(language || "en", { numeric: true, sensitivity: "variant" });
    collators.set(language, collator);
  }
  return collator;
};

/**
 * Compares two products on one field, ascending. Text is compared with the language's
 * collator, numbers as numbers.
 */
export const compareOnField = (field: SortField, collator: Intl.Collator) =>
  NUMERIC_FIELDS.has(field)
    ? (a: ShopProduct, b: ShopProduct): number => (a[field] as number) - (b[field] as number)
    : (a: ShopProduct, b: ShopProduct): number => collator.compare(a[field] as string, b[field] as string);

/**
 * Sorts a copy of the products. Products that compare equal keep their catalogue order in
 * both directions (descending reverses the field, not the ties), so paging is stable.
 * `language` picks the collator; it defaults to the products' own language.
 */
export const sortProducts = (
  products: readonly ShopProduct[],
  sortBy: SortBy | null,
  language: string = products[0]?.language ?? "en",
): ShopProduct[] => {
  if (sortBy === null) return [...products];
  const compare = compareOnField(sortBy.field, collatorFor(language));
  const sign = sortBy.direction === "asc" ? 1 : -1;
  // Array.prototype.sort is stable, which keeps ties in catalogue order.
  return [...products].sort((a, b) => sign * compare(a, b));
};

/** The choices of the sort menu, each with its message `shop.sort.{id}`. */
export const SORT_OPTIONS: ReadonlyArray<{ readonly id: string; readonly sortBy: SortBy | null }> = [
  { id: "catalogue", sortBy: null },
  { id: "name_asc", sortBy: { field: "SKUName", direction: "asc" } },
  { id: "name_desc", sortBy: { field: "SKUName", direction: "desc" } },
  { id: "price_asc", sortBy: { field: "price_in_cents", direction: "asc" } },
  { id: "price_desc", sortBy: { field: "price_in_cents", direction: "desc" } },
  { id: "reference_asc", sortBy: { field: "ctn", direction: "asc" } },
  { id: "stock_desc", sortBy: { field: "stock", direction: "desc" } },
];

/** Message id of the sort menu entry for a sort order; an order the menu lacks shows as catalogue order. */
export const sortOptionMessageId = (sortBy: SortBy | null): string => {
  const option = SORT_OPTIONS.find(
    (o) => (o.sortBy === null && sortBy === null) || (o.sortBy !== null && sortBy !== null && o.sortBy.field === sortBy.field && o.sortBy.direction === sortBy.direction),
  );
  return `shop.sort.${option?.id ?? "catalogue"}`;
};
