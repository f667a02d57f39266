import type { SnapshotFrom } from "xstate";
import type { Category } from "../entities/category.ts";
import type { ShopProduct } from "../entities/product.ts";
import type { CmsBundle, ShopFilter } from "../entities/shop-state.ts";
import { attributeFilterOf, type AttributeFilter } from "./attribute.ts";
import { findCategory, homeCategories, isUnknownCategory } from "./category.ts";
import { checkedTitles } from "./filters.ts";
import { listingSearchOf, type ListingChoices } from "./listing-address.ts";
import type { shopMachine } from "./machine.ts";
import { LISTING_PAGE_SIZE, listingPageCount, type CataloguePage } from "./query.ts";
import type { SortBy } from "./sort.ts";

/** What the shop's selectors read: a snapshot of `shopMachine`. */
export type ShopSnapshot = SnapshotFrom<typeof shopMachine>;

export type ShopStatus = "idle" | "loading" | "ready" | "failed";

export const selectShopStatus = (snapshot: ShopSnapshot): ShopStatus =>
  snapshot.matches("loading")
    ? "loading"
    : snapshot.matches("ready")
      ? "ready"
      : snapshot.matches("failed")
        ? "failed"
        : "idle";

export const selectIsShopLoading = (snapshot: ShopSnapshot): boolean => snapshot.matches("loading");

/** Shop-wide maintenance from the shop config (the organisation's own is the session's). */
export const selectIsShopInMaintenance = (snapshot: ShopSnapshot): boolean => snapshot.context.maintenance;

/** The listing page on show: 24 products of `filteredProducts`, with the totals for the pager. */
export const selectListingPage = (snapshot: ShopSnapshot): CataloguePage => {
  const { filteredProducts, page } = snapshot.context;
  const pageCount = listingPageCount(filteredProducts.length);
  const current = Math.min(page, pageCount);
  const start = (current - 1) * LISTING_PAGE_SIZE;
  return {
    items: filteredProducts.slice(start, start + LISTING_PAGE_SIZE),
    total: filteredProducts.length,
    page: current,
    pageCount,
    pageSize: LISTING_PAGE_SIZE,
  };
};

/** The same page of the same products: `selectListingPage` answers a new object for every snapshot. */
export const sameListingPage = (a: CataloguePage, b: CataloguePage): boolean =>
  a.total === b.total && a.page === b.page && a.items.length === b.items.length && a.items.every((product, index) => product === b.items[index]);

/** The listing's choices in force, as its address says them (the page clamped to what exists). */
export const selectListingChoices = (snapshot: ShopSnapshot): ListingChoices => ({
  keyword: snapshot.context.keyword,
  filters: checkedTitles(snapshot.context.filters),
  sortBy: snapshot.context.sortBy,
  attribute: selectAttributeFilter(snapshot),
  page: Math.min(snapshot.context.page, listingPageCount(snapshot.context.filteredProducts.length)),
});

/** The query string of the listing on show ("" for the default listing). */
export const selectListingSearch = (snapshot: ShopSnapshot): string => listingSearchOf(selectListingChoices(snapshot));

export const selectShopFilters = (snapshot: ShopSnapshot): readonly ShopFilter[] => snapshot.context.filters;

export const selectCheckedFilterCount = (snapshot: ShopSnapshot): number =>
  snapshot.context.filters.reduce((n, f) => (f.checked ? n + 1 : n), 0);

/** Filters in force: the ticked titles and the attribute filter (the panel's "clear" undoes them all). */
export const selectActiveFilterCount = (snapshot: ShopSnapshot): number =>
  selectCheckedFilterCount(snapshot) + (selectAttributeFilter(snapshot) === null ? 0 : 1);

export const selectShopKeyword = (snapshot: ShopSnapshot): string => snapshot.context.keyword;

export const selectShopSortBy = (snapshot: ShopSnapshot): SortBy | null => snapshot.context.sortBy;

/** The category being shown, when the selector names a known category (not for `PKG` or all). */
export const selectActiveCategory = (snapshot: ShopSnapshot): Category | undefined =>
  findCategory(snapshot.context.categories, snapshot.context.categoryActive);

/** The address names a category the loaded shop does not have: "category not found" rather than an empty listing. */
export const selectIsCategoryNotFound = (snapshot: ShopSnapshot): boolean =>
  snapshot.matches("ready") && isUnknownCategory(snapshot.context.categories, snapshot.context.products, snapshot.context.categoryActive);

/** Categories for the shop home, top level, in their order. */
export const selectHomeCategories = (snapshot: ShopSnapshot): Category[] => homeCategories(snapshot.context.categories);

/**
 * "No categories could be fetched" on the shop home: once loading is over and there is no
 * category to show, whether the call failed or answered an empty list.
 */
export const selectNoCategoriesMessage = (snapshot: ShopSnapshot): string | null =>
  snapshot.context.initialized && snapshot.context.categories.length === 0 ? "shop.no_categories" : null;

/** The no-results message when the shop is loaded and the query matches nothing. */
export const selectNoResultsMessage = (snapshot: ShopSnapshot): string | null =>
  snapshot.matches("ready") && snapshot.context.filteredProducts.length === 0 ? "shop.no_results" : null;

/** The attribute filter in force (from the panel or a link), or null. */
export const selectAttributeFilter = (snapshot: ShopSnapshot): AttributeFilter | null =>
  attributeFilterOf(snapshot.context.filterOnAttribute, snapshot.context.filterByValue);

/** Message id of the last loading failure, if any. */
export const selectShopError = (snapshot: ShopSnapshot): string | null => snapshot.context.error;

/** Bundle texts for a language; empty until the content service answered for it. */
export const selectCmsBundles = (snapshot: ShopSnapshot, language: string): readonly CmsBundle[] =>
  snapshot.context.bundlesFromCMSbyLng[language] ?? [];

/** The product a detail page shows, by its ctn (routes `/{ctn}` and `/c-p/.../{ctn}`). */
export const selectProductByCtn = (snapshot: ShopSnapshot, ctn: string): ShopProduct | undefined =>
  snapshot.context.products.find((p) => p.ctn === ctn);

/** Related products of a product page, matched by ctn or part_no, in the order the product lists them. */
export const selectRelatedProducts = (snapshot: ShopSnapshot, product: ShopProduct): ShopProduct[] => {
  const related = product.related ?? [];
  if (related.length === 0) return [];
  const { products } = snapshot.context;
  return related.flatMap((ref) => {
    const found = products.find((p) => p !== product && (p.ctn === ref || p.part_no === ref));
    return found === undefined ? [] : [found];
  });
};
