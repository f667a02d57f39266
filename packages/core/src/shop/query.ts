import type { ShopProduct } from "../entities/product.ts";
import { matchesAttribute, type AttributeFilter } from "./attribute.ts";
import { BUNDLE_CATEGORY_KEY, isBundleProduct, type CategorySelector } from "./category.ts";
import type { FilterOption } from "./filters.ts";
import { normaliseKeyword, searchTextOf } from "./search.ts";
import { collatorFor, type SortBy, type SortField } from "./sort.ts";

/*
 * The listing query: category + ticked filters + keyword + attribute + sort + one page, in one
 * pass, fast enough to run on every keystroke over 100,000 products.
 *
 * It gives exactly the result of the plain rules composed (productsInCategory, then
 * applyCheckedFilters, searchProducts, matchesAttribute, sortProducts, then a slice); a
 * property test holds it to that. Speed comes from an index built once per product list (kept
 * in a WeakMap keyed by the list, so a new list from a product update gets a new index and the
 * old one is garbage): category and filter-title postings, the folded search texts joined
 * into one string that `indexOf` scans natively, and sort permutations built on first use.
 * Scratch buffers live in the index and are reused, so a query allocates little beyond its page.
 */

/** Products per listing page. */
export const LISTING_PAGE_SIZE = 24;

/** Pages a listing of `total` products fills; at least 1, so "page 1 of 1" reads right for none. */
export const listingPageCount = (total: number): number => Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));

export interface CatalogueQuery {
  readonly category: CategorySelector;
  /** Ticked filter titles; a product carrying any of them stays. */
  readonly checkedFilters: readonly string[];
  readonly keyword: string;
  readonly sortBy: SortBy | null;
  readonly attribute?: AttributeFilter | null;
  /** 1-based page; out-of-range pages are clamped to the first or last page. */
  readonly page?: number;
  readonly pageSize?: number;
}

export interface CataloguePage {
  readonly items: ShopProduct[];
  /** Products matching the query, over all pages. */
  readonly total: number;
  readonly page: number;
  /** At least 1, so "page 1 of 1" reads right for an empty result. */
  readonly pageCount: number;
  readonly pageSize: number;
}

/** Separates products inside the joined search string; keywords cannot contain it. */
const PRODUCT_SEPARATOR = "\u0001";
const EMPTY = new Int32Array(0);

interface SortOrder {
  /** Product indices in sorted order. */
  readonly perm: Int32Array;
  /** Position of each product in `perm`. */
  readonly rank: Int32Array;
}

/** What a product list is prepared into, once. */
export interface CatalogueIndex {
  readonly products: readonly ShopProduct[];
  readonly language: string;
  readonly texts: readonly string[];
  readonly haystack: string;
  /** Where each product's text starts in `haystack`; one extra entry past the end. */
  readonly starts: Int32Array;
  /** Product indices (ascending) per category id, key and link, and per `PKG`. */
  readonly byCategory: ReadonlyMap<string, Int32Array>;
  /** Product indices (ascending) per filter title. */
  readonly byTitle: ReadonlyMap<string, Int32Array>;
  /** Titles in panel order and, per product, the ids of its distinct titles. */
  readonly titles: readonly string[];
  readonly titleIds: Int32Array;
  readonly titleStarts: Int32Array;
  readonly orders: Map<string, SortOrder>;
  // Scratch space reused by every query on this index.
  readonly filterMark: Uint32Array;
  readonly keywordMark: Uint32Array;
  readonly resultMark: Uint32Array;
  readonly result: Int32Array;
  readonly spare: Int32Array;
  epoch: number;
}

const indexes = new WeakMap<readonly ShopProduct[], CatalogueIndex>();

const push = (map: Map<string, number[]>, key: string, i: number): void => {
  const list = map.get(key);
  if (list === undefined) map.set(key, [i]);
  else if (list[list.length - 1] !== i) list.push(i);
};

const toPostings = (map: Map<string, number[]>): Map<string, Int32Array> =>
  new Map([...map].map(([key, list]) => [key, Int32Array.from(list)]));

/** Builds the index of a product list (or returns the one already built for this very list). */
export const prepareCatalogue = (products: readonly ShopProduct[]): CatalogueIndex => {
  const cached = indexes.get(products);
  if (cached !== undefined) return cached;
  const n = products.length;
  const texts: string[] = new Array<string>(n);
  const starts = new Int32Array(n + 1);
  const byCategory = new Map<string, number[]>();
  const byTitle = new Map<string, number[]>();
  let offset = 0;
  for (let i = 0; i < n; i++) {
    const product = products[i]!;
    const text = searchTextOf(product);
    texts[i] = text;
    starts[i] = offset;
    offset += text.length + 1;
    const { id, key, link } = product.category;
    push(byCategory, String(id), i);
    push(byCategory, key, i);
    push(byCategory, link, i);
    if (isBundleProduct(product)) push(byCategory, BUNDLE_CATEGORY_KEY, i);
    for (const title of product.filters) push(byTitle, title, i);
  }
  starts[n] = offset;
  const titles = [...byTitle.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const titleNumber = new Map(titles.map((title, t) => [title, t]));
  const titleStarts = new Int32Array(n + 1);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    titleStarts[i] = ids.length;
    const own = products[i]!.filters;
    for (let k = 0; k < own.length; k++) {
      const t = titleNumber.get(own[k]!)!;
      // Distinct titles only: a server may repeat a title on one product.
      if (own.indexOf(own[k]!) === k) ids.push(t);
    }
  }
  titleStarts[n] = ids.length;
  const index: CatalogueIndex = {
    products,
    language: products[0]?.language ?? "en",
    texts,
    haystack: texts.join(PRODUCT_SEPARATOR),
    starts,
    byCategory: toPostings(byCategory),
    byTitle: toPostings(byTitle),
    titles,
    titleIds: Int32Array.from(ids),
    titleStarts,
    orders: new Map(),
    filterMark: new Uint32Array(n),
    keywordMark: new Uint32Array(n),
    resultMark: new Uint32Array(n),
    result: new Int32Array(n),
    spare: new Int32Array(n),
    epoch: 0,
  };
  indexes.set(products, index);
  return index;
};

/** A fresh mark value for the scratch arrays; they are wiped on the rare wrap-around. */
const nextEpoch = (index: CatalogueIndex): number => {
  if (index.epoch >= 0xfffffffe) {
    index.filterMark.fill(0);
    index.keywordMark.fill(0);
    index.resultMark.fill(0);
    index.epoch = 0;
  }
  index.epoch += 1;
  return index.epoch;
};

/**
 * The sort permutation for a field and direction, built on first use. Text fields are ranked
 * through their distinct values (one collator sort of the distinct values, then integer
 * compares), which is much cheaper than collating every pair of products. Ties keep catalogue
 * order in both directions, as `sortProducts` does.
 */
export const sortOrderOf = (index: CatalogueIndex, sortBy: SortBy): SortOrder => {
  const cacheKey = `${sortBy.field}:${sortBy.direction}`;
  const cached = index.orders.get(cacheKey);
  if (cached !== undefined) return cached;
  const n = index.products.length;
  const keys = sortKeys(index, sortBy.field);
  const perm = new Int32Array(n);
  for (let i = 0; i < n; i++) perm[i] = i;
  if (sortBy.direction === "asc") perm.sort((a, b) => keys[a]! - keys[b]! || a - b);
  else perm.sort((a, b) => keys[b]! - keys[a]! || a - b);
  const rank = new Int32Array(n);
  for (let r = 0; r < n; r++) rank[perm[r]!] = r;
  const order = { perm, rank };
  index.orders.set(cacheKey, order);
  return order;
};

const sortKeys = (index: CatalogueIndex, field: SortField): Float64Array => {
  const { products } = index;
  const n = products.length;
  const keys = new Float64Array(n);
  if (field === "price_in_cents" || field === "stock") {
    for (let i = 0; i < n; i++) keys[i] = products[i]![field];
    return keys;
  }
  const distinct = [...new Set(products.map((p) => p[field]))].sort(collatorFor(index.language).compare);
  // Equal under the collator must mean equal keys, or ties would not fall back to catalogue order.
  const collator = collatorFor(index.language);
  const ordinal = new Map<string, number>();
  let current = -1;
  for (let d = 0; d < distinct.length; d++) {
    if (d === 0 || collator.compare(distinct[d - 1]!, distinct[d]!) !== 0) current++;
    ordinal.set(distinct[d]!, current);
  }
  for (let i = 0; i < n; i++) keys[i] = ordinal.get(products[i]![field])!;
  return keys;
};

/** Marks the products whose search text contains the needle, scanning the joined text natively. */
const markKeywordMatches = (index: CatalogueIndex, needle: string, mark: number): void => {
  const { haystack, starts, keywordMark } = index;
  const last = starts.length - 1;
  let product = 0;
  let position = haystack.indexOf(needle, 0);
  while (position !== -1) {
    // The owner of `position`: the last product starting at or before it (galloping search from
    // the previous owner, since positions only grow).
    let step = 1;
    let low = product;
    let high = product + 1;
    while (high < last && starts[high]! <= position) {
      low = high;
      high = Math.min(last, high + step);
      step *= 2;
    }
    while (high - low > 1) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! <= position) low = middle;
      else high = middle;
    }
    product = low;
    keywordMark[product] = mark;
    position = haystack.indexOf(needle, starts[product + 1]!);
  }
};

/**
 * Fills `index.result` with the matching product indices, in listing order, and returns how
 * many there are. The buffer is overwritten by the next query on the same index.
 */
const runQuery = (index: CatalogueIndex, query: CatalogueQuery): number => {
  const n = index.products.length;
  const candidates: Int32Array | null =
    query.category === null ? null : (index.byCategory.get(String(query.category)) ?? EMPTY);
  const candidateCount = candidates === null ? n : candidates.length;

  let filterMark = 0;
  if (query.checkedFilters.length > 0) {
    filterMark = nextEpoch(index);
    for (const title of query.checkedFilters) {
      const list = index.byTitle.get(title);
      if (list !== undefined) for (let k = 0; k < list.length; k++) index.filterMark[list[k]!] = filterMark;
    }
  }

  const needle = normaliseKeyword(query.keyword);
  // Few candidates: test their own texts. Many: one native scan of the joined text is cheaper
  // than a call per product.
  const scanAll = needle !== "" && candidateCount * 4 > n;
  let keywordMark = 0;
  if (scanAll) {
    keywordMark = nextEpoch(index);
    markKeywordMatches(index, needle, keywordMark);
  }

  const attribute = query.attribute ?? null;
  const { result, texts, products } = index;
  let count = 0;
  for (let k = 0; k < candidateCount; k++) {
    const i = candidates === null ? k : candidates[k]!;
    if (filterMark !== 0 && index.filterMark[i] !== filterMark) continue;
    if (needle !== "") {
      if (scanAll ? index.keywordMark[i] !== keywordMark : !texts[i]!.includes(needle)) continue;
    }
    if (attribute !== null && !matchesAttribute(products[i]!, attribute)) continue;
    result[count++] = i;
  }

  if (query.sortBy !== null && count > 1) {
    const { perm, rank } = sortOrderOf(index, query.sortBy);
    if (count * 8 > n) {
      // Many results: walk the whole permutation once and keep the marked ones.
      const mark = nextEpoch(index);
      for (let k = 0; k < count; k++) index.resultMark[result[k]!] = mark;
      let out = 0;
      for (let r = 0; r < n; r++) {
        const i = perm[r]!;
        if (index.resultMark[i] === mark) result[out++] = i;
      }
    } else {
      // Few results: sort their ranks (a native numeric sort) and map ranks back to products.
      const ranks = index.spare.subarray(0, count);
      for (let k = 0; k < count; k++) ranks[k] = rank[result[k]!]!;
      ranks.sort();
      for (let k = 0; k < count; k++) result[k] = perm[ranks[k]!]!;
    }
  }
  return count;
};

/** One page of the listing for the query (page size 24 unless asked otherwise). */
export const queryCatalogue = (products: readonly ShopProduct[], query: CatalogueQuery): CataloguePage => {
  const index = prepareCatalogue(products);
  const total = runQuery(index, query);
  const pageSize = Math.max(1, Math.floor(query.pageSize ?? LISTING_PAGE_SIZE));
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(pageCount, Math.max(1, Math.floor(query.page ?? 1)));
  const start = (page - 1) * pageSize;
  const end = Math.min(total, start + pageSize);
  const items: ShopProduct[] = [];
  for (let k = start; k < end; k++) items.push(products[index.result[k]!]!);
  return { items, total, page, pageCount, pageSize };
};

/** Every product matching the query, in listing order (the shop state's `filteredProducts`). */
export const filterCatalogue = (products: readonly ShopProduct[], query: CatalogueQuery): ShopProduct[] => {
  const index = prepareCatalogue(products);
  const total = runQuery(index, query);
  const out = new Array<ShopProduct>(total);
  for (let k = 0; k < total; k++) out[k] = products[index.result[k]!]!;
  return out;
};

/**
 * The filter panel for a category, from the index: same result as
 * `buildFilters(productsInCategory(products, category), keepChecked)`, without a Set per product.
 */
export const filtersForCategory = (
  products: readonly ShopProduct[],
  category: CategorySelector,
  keepChecked: ReadonlySet<string> = new Set(),
): FilterOption[] => {
  const index = prepareCatalogue(products);
  const counts = new Int32Array(index.titles.length);
  const members = category === null ? null : (index.byCategory.get(String(category)) ?? EMPTY);
  const count = members === null ? products.length : members.length;
  for (let k = 0; k < count; k++) {
    const i = members === null ? k : members[k]!;
    for (let t = index.titleStarts[i]!; t < index.titleStarts[i + 1]!; t++) { const id = index.titleIds[t]!; counts[id] = counts[id]! + 1; }
  }
  const filters: FilterOption[] = [];
  for (let t = 0; t < index.titles.length; t++) {
    const title = index.titles[t]!;
    if (counts[t]! > 0) filters.push({ title, count: counts[t]!, checked: keepChecked.has(title) });
  }
  return filters;
};
