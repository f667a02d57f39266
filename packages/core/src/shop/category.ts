import type { Category } from "../entities/category.ts";
import type { ShopProduct } from "../entities/product.ts";

/** The category key that stands for "all bundles" rather than for one category. */
export const BUNDLE_CATEGORY_KEY = "PKG";

/**
 * What the shop was asked to show: a category id, key or link (ids come as numbers or strings
 * from the API, links from the URL), `PKG` for bundles, or `null` for the whole catalogue.
 */
export type CategorySelector = string | number | null;

/** True for a bundle item: filed under `PKG` or carrying bundle information. */
export const isBundleProduct = (product: ShopProduct): boolean =>
  product.category.key === BUNDLE_CATEGORY_KEY || (product.bundle_info !== undefined && product.bundle_info !== null);

/**
 * True when the product belongs to the selected category. Ids are compared as strings because
 * the API sends numbers while a URL segment is always text.
 */
export const isInCategory = (product: ShopProduct, selector: CategorySelector): boolean => {
  if (selector === null) return true;
  const wanted = String(selector);
  if (wanted === BUNDLE_CATEGORY_KEY) return isBundleProduct(product);
  const { id, key, link } = product.category;
  return String(id) === wanted || key === wanted || link === wanted;
};

/** The products of the selected category, in catalogue order. */
export const productsInCategory = (
  products: readonly ShopProduct[],
  selector: CategorySelector,
): ShopProduct[] => (selector === null ? [...products] : products.filter((p) => isInCategory(p, selector)));

/** The category the selector names (by id, key or link), if the shop knows it. */
export const findCategory = (categories: readonly Category[], selector: CategorySelector): Category | undefined => {
  if (selector === null) return undefined;
  const wanted = String(selector);
  return categories.find((c) => String(c.id) === wanted || c.key === wanted || c.link === wanted);
};

/**
 * True when the selector names a category the shop does not have: no category of that id, key
 * or link, and no product filed under it (an address with a wrong id). Never for the whole
 * catalogue or bundles, and never without a category list (its call failed: the shop cannot tell).
 */
export const isUnknownCategory = (
  categories: readonly Category[],
  products: readonly ShopProduct[],
  selector: CategorySelector,
): boolean =>
  selector !== null &&
  String(selector) !== BUNDLE_CATEGORY_KEY &&
  categories.length > 0 &&
  findCategory(categories, selector) === undefined &&
  !products.some((product) => isInCategory(product, selector));

/**
 * The key to remember as `categoryKeyActive`: the category's key when it is known, `PKG` for
 * bundles, otherwise the selector itself (a link typed in the address bar may arrive before
 * the categories do).
 */
export const categoryKeyOf = (categories: readonly Category[], selector: CategorySelector): string | null => {
  if (selector === null) return null;
  if (String(selector) === BUNDLE_CATEGORY_KEY) return BUNDLE_CATEGORY_KEY;
  return findCategory(categories, selector)?.key ?? String(selector);
};

/** Top-level categories for the shop home, in their `sort_order`, then by name. */
export const homeCategories = (categories: readonly Category[]): Category[] =>
  categories
    .filter((c) => c.parent === undefined || c.parent === null)
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));

/** Sub-categories of a category, in their `sort_order`. */
export const childCategories = (categories: readonly Category[], parent: Category): Category[] =>
  categories
    .filter((c) => c.parent !== undefined && c.parent !== null && String(c.parent) === String(parent.id))
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
