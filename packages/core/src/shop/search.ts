import type { ShopProduct } from "../entities/product.ts";

/**
 * Separates the fields inside a product's search text so a keyword never matches across two
 * fields (the end of the name glued to the start of the ctn). Keywords cannot contain it:
 * `normaliseKeyword` drops control characters.
 */
export const FIELD_SEPARATOR = "\u0000";

const searchTexts = new WeakMap<ShopProduct, string>();

/**
 * The lowercased text a keyword is searched in: SKU name, description, ctn, SKU, part_no and
 * part_skey. Computed once per product object and kept in a WeakMap, so it is dropped with the
 * product and recomputed only for the products a list update replaces.
 */
export const searchTextOf = (product: ShopProduct): string => {
  let text = searchTexts.get(product);
  if (text === undefined) {
    text = [product.SKUName, product.SKUDescription, product.ctn, product.SKU, product.part_no, product.part_skey]
      .join(FIELD_SEPARATOR)
      .toLowerCase();
    searchTexts.set(product, text);
  }
  return text;
};

/**
 * The keyword as it is searched: lowercased, trimmed, control characters removed. Inner spaces
 * are kept: "breast pump" looks for that phrase, as a shop's search box does.
 */
export const normaliseKeyword = (keyword: string): string =>
  // eslint-disable-next-line no-control-regex
  keyword.replace(/[\u0000-\u001f]/g, "").trim().toLowerCase();

/** True when one of the searched fields contains the keyword, ignoring case. An empty keyword matches all. */
export const matchesKeyword = (product: ShopProduct, keyword: string): boolean => {
  const needle = normaliseKeyword(keyword);
  return needle === "" || searchTextOf(product).includes(needle);
};

/** The products matching the keyword, in their given order. */
export const searchProducts = (products: readonly ShopProduct[], keyword: string): ShopProduct[] => {
  const needle = normaliseKeyword(keyword);
  return needle === "" ? [...products] : products.filter((p) => searchTextOf(p).includes(needle));
};
