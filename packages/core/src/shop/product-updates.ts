import type { ShopProduct } from "../entities/product.ts";

/** Stock the shop assumes for a product it knows only from a translation feed (SPEC 9). */
export const DEFAULT_STOCK = 99;

/**
 * What identifies a product across feeds: its part_no, plus the bundle it belongs to for bundle
 * items (the same part can be sold alone and inside several bundles, at other prices).
 */
export const catalogueKeyOf = (product: ShopProduct): string => {
  const bundle = product.bundle_info;
  return bundle === undefined || bundle === null
    ? product.part_no
    : `${product.part_no}@${bundle.package_skey}_${bundle.package_code}_${bundle.package_group}`;
};

const byKey = (products: readonly ShopProduct[]): Map<string, ShopProduct> =>
  new Map(products.map((p) => [catalogueKeyOf(p), p]));

/**
 * Applies a fresh stock and price feed.
 * - A known product takes the feed's stock and prices and keeps everything else, its texts and
 *   its `incomplete` flag included (only a translation feed brings texts).
 * - A product the shop does not know yet is appended, marked `incomplete`: the feed has its
 *   price but the shop has no texts of its own for it in this language.
 * - A product the feed does not mention is kept as it was: a feed may update only a few
 *   products (e.g. after an order), it never removes products.
 */
export const mergeStockAndPrices = (
  products: readonly ShopProduct[],
  fresh: readonly ShopProduct[],
): ShopProduct[] => {
  const freshByKey = byKey(fresh);
  const known = new Set<string>();
  const updated = products.map((product) => {
    const key = catalogueKeyOf(product);
    known.add(key);
    const update = freshByKey.get(key);
    if (update === undefined) return product;
    return {
      ...product,
      stock: update.stock,
      price: update.price,
      price_in_cents: update.price_in_cents,
      price_as_string: update.price_as_string,
    };
  });
  const unknown = fresh.filter((p) => !known.has(catalogueKeyOf(p))).map((p) => ({ ...p, incomplete: true }));
  return unknown.length === 0 ? updated : [...updated, ...unknown];
};

/**
 * Applies a fresh translation feed (a language switch or new texts): the feed becomes the
 * product list, in its order, because the texts define what is on sale in that language.
 * Each product keeps the stock and prices the shop already had for it; a product new to the
 * shop gets the default stock of 99 until a stock feed says otherwise. The feed's texts make a
 * product complete, so its own `incomplete` flag is taken as sent.
 */
export const mergeTranslations = (
  products: readonly ShopProduct[],
  translated: readonly ShopProduct[],
): ShopProduct[] => {
  const current = byKey(products);
  return translated.map((product) => {
    const existing = current.get(catalogueKeyOf(product));
    if (existing === undefined) return { ...product, stock: DEFAULT_STOCK };
    return {
      ...product,
      stock: existing.stock,
      price: existing.price,
      price_in_cents: existing.price_in_cents,
      price_as_string: existing.price_as_string,
    };
  });
};

/** Which feed a product list update comes from (`shop.productsUpdated`). */
export type ProductUpdateKind = "stockAndPrices" | "translations";

export const applyProductUpdate = (
  products: readonly ShopProduct[],
  kind: ProductUpdateKind,
  fresh: readonly ShopProduct[],
): ShopProduct[] => (kind === "stockAndPrices" ? mergeStockAndPrices(products, fresh) : mergeTranslations(products, fresh));
