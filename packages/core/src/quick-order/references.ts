import type { ShopProduct } from "../entities/product.ts";
import { queryCatalogue } from "../shop/query.ts";

/*
 * References a buyer types: a product's part number, its SKU or its ctn, in any case. A
 * reference names the plain product before a bundle item that would share it, and a part
 * number before a SKU before a ctn.
 */

const normalised = (reference: string): string => reference.trim().toLowerCase();

const isBundleItem = (product: ShopProduct): boolean => product.bundle_info !== undefined && product.bundle_info !== null;

const referenceIndexes = new WeakMap<readonly ShopProduct[], ReadonlyMap<string, ShopProduct>>();

/** Reference → product, built once per product list (kept while the list lives). */
const referenceIndexOf = (products: readonly ShopProduct[]): ReadonlyMap<string, ShopProduct> => {
  let index = referenceIndexes.get(products);
  if (index !== undefined) return index;
  const built = new Map<string, ShopProduct>();
  // Lowest priority first, so a better claim on the same reference overwrites it.
  const passes: Array<[(product: ShopProduct) => string, boolean]> = [];
  for (const bundle of [true, false]) {
    for (const field of [(p: ShopProduct) => p.ctn, (p: ShopProduct) => p.SKU, (p: ShopProduct) => p.part_no]) passes.push([field, bundle]);
  }
  for (const [field, bundle] of passes) {
    for (let i = products.length - 1; i >= 0; i--) {
      const product = products[i]!;
      if (isBundleItem(product) !== bundle) continue;
      const key = normalised(field(product));
      if (key !== "") built.set(key, product);
    }
  }
  index = built;
  referenceIndexes.set(products, index);
  return index;
};

/** The product a reference names in this catalogue, or undefined. */
export const productByReference = (products: readonly ShopProduct[], reference: string): ShopProduct | undefined =>
  referenceIndexOf(products).get(normalised(reference));

/** How well a product answers what was typed: an exact reference, a reference starting so, anything else. */
const rankOf = (product: ShopProduct, typed: string): number => {
  const references = [product.part_no, product.SKU, product.ctn].map(normalised);
  if (references.includes(typed)) return 0;
  if (references.some((reference) => reference.startsWith(typed))) return 1;
  return 2;
};

/**
 * Completion for a reference being typed: products of the loaded catalogue whose part number,
 * SKU, ctn, name or description contains the text (core's catalogue index answers it), those
 * whose reference matches or starts with it first, then in catalogue order.
 */
export const suggestProducts = (products: readonly ShopProduct[], typed: string, limit = 8): ShopProduct[] => {
  const needle = normalised(typed);
  if (needle === "") return [];
  // A page of candidates is enough: the ranking only reorders what the index found first.
  const { items } = queryCatalogue(products, { category: null, checkedFilters: [], keyword: needle, sortBy: null, pageSize: Math.max(limit * 6, 48) });
  return items
    .map((product, order) => ({ product, order, rank: rankOf(product, needle) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.product);
};
