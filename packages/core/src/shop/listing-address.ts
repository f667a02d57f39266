import { attributeFilterOf, type AttributeFilter } from "./attribute.ts";
import { SORT_OPTIONS, sortOptionMessageId, type SortBy } from "./sort.ts";

/*
 * The listing's choices in its address (`/c-p?q=bib&filter=Cotton&sort=price_asc&page=2`), so a
 * reload, a bookmark or a shared link shows the same products. One key per choice: `q` the
 * keyword, `filter` once per ticked title, `sort` a sort menu id, `page`, and `attribute` with
 * `value` for a product-type filter. Whatever an address holds is bounded and checked here: an
 * unknown sort, a page that is no number or a control character is dropped, not obeyed.
 */

/** What the address asks the listing to show. */
export interface ListingChoices {
  readonly keyword: string;
  readonly filters: readonly string[];
  readonly sortBy: SortBy | null;
  readonly attribute: AttributeFilter | null;
  readonly page: number;
}

const LISTING_KEYS = ["q", "filter", "sort", "page", "attribute", "value"] as const;
/** Longest keyword, title or attribute an address may carry; longer text is cut. */
export const LISTING_TEXT_MAX = 200;
/** Most ticked titles an address may carry. */
export const LISTING_FILTERS_MAX = 50;
const PAGE_MAX = 100_000;
// C0 and C1 controls: never part of a keyword or title, and a NUL can break what they reach.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

const cleanText = (text: string): string => text.replace(CONTROL, "").slice(0, LISTING_TEXT_MAX);

const sortId = (sortBy: SortBy | null): string => sortOptionMessageId(sortBy).slice("shop.sort.".length);

/**
 * The query string (with its `?`, or "" for the default listing) that says the choices. Defaults
 * are left out: no keyword, no ticks, catalogue order, page 1.
 */
export const listingSearchOf = (choices: ListingChoices): string => {
  const params = new URLSearchParams();
  if (choices.keyword !== "") params.set("q", choices.keyword);
  for (const title of choices.filters) params.append("filter", title);
  const sort = sortId(choices.sortBy);
  if (sort !== "catalogue") params.set("sort", sort);
  if (choices.page > 1) params.set("page", String(choices.page));
  if (choices.attribute !== null) {
    params.set("attribute", choices.attribute.attribute);
    params.set("value", choices.attribute.value);
  }
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
};

/**
 * The choices a query string asks for, or null when it names none of the listing's keys (a link
 * without them keeps what the listing shows). Text is cleaned and bounded, duplicates dropped.
 */
export const listingChoicesOf = (search: string): ListingChoices | null => {
  const params = new URLSearchParams(search);
  if (!LISTING_KEYS.some((key) => params.has(key))) return null;
  const filters = [...new Set(params.getAll("filter").map(cleanText).filter((title) => title !== ""))].slice(0, LISTING_FILTERS_MAX);
  const sort = SORT_OPTIONS.find((option) => option.id === params.get("sort"));
  const page = Number(params.get("page") ?? "1");
  return {
    keyword: cleanText(params.get("q") ?? ""),
    filters,
    sortBy: sort?.sortBy ?? null,
    attribute: attributeFilterOf(cleanText(params.get("attribute") ?? ""), params.has("value") ? cleanText(params.get("value") ?? "") : null),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, PAGE_MAX) : 1,
  };
};
