import type { ShopProduct } from "../entities/product.ts";

/** One tick box of the filter panel: a title products carry, how many do, and whether it is ticked. */
export interface FilterOption {
  readonly title: string;
  readonly count: number;
  readonly checked: boolean;
}

/**
 * Rebuilds the filter panel from the products on show (the selected category). Each title is
 * counted once per product that carries it, even if the server repeats it on one product.
 * Titles are listed alphabetically so the panel does not jump around between categories.
 * Titles in `keepChecked` stay ticked when they still exist (used after a product update);
 * a category change passes nothing, so it starts with no filter ticked.
 */
export const buildFilters = (
  products: readonly ShopProduct[],
  keepChecked: ReadonlySet<string> = new Set(),
): FilterOption[] => {
  const counts = new Map<string, number>();
  for (const product of products) {
    const seen = product.filters.length > 1 ? new Set(product.filters) : product.filters;
    for (const title of seen) counts.set(title, (counts.get(title) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([title, count]) => ({ title, count, checked: keepChecked.has(title) }));
};

/** Ticks an unticked filter and unticks a ticked one; an unknown title changes nothing. */
export const toggleFilter = (filters: readonly FilterOption[], title: string): FilterOption[] =>
  filters.map((f) => (f.title === title ? { ...f, checked: !f.checked } : f));

/** Unticks every filter. */
export const clearFilters = (filters: readonly FilterOption[]): FilterOption[] =>
  filters.map((f) => (f.checked ? { ...f, checked: false } : f));

/** The ticked titles. */
export const checkedTitles = (filters: readonly FilterOption[]): string[] =>
  filters.filter((f) => f.checked).map((f) => f.title);

/**
 * Keeps the products carrying ANY ticked title (the ticks widen within the panel, they do not
 * narrow); with nothing ticked every product stays.
 */
export const applyCheckedFilters = (
  products: readonly ShopProduct[],
  checked: readonly string[],
): ShopProduct[] => {
  if (checked.length === 0) return [...products];
  const wanted = new Set(checked);
  return products.filter((p) => p.filters.some((title) => wanted.has(title)));
};
