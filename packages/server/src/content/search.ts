import type { StoredContentDocument } from "./document.ts";
import { matchesAll } from "./matching.ts";
import { sortDocuments } from "./orderings.ts";
import type { SearchRequest } from "./search-request.ts";
import { toWireDocument, type WireContentDocument } from "./wire-document.ts";

/** One page of `documents/search` (core's `ContentSearchPage`). */
export interface SearchPageBody {
  readonly page: number;
  readonly results_per_page: number;
  readonly results_size: number;
  readonly total_results_size: number;
  readonly total_pages: number;
  readonly next_page: string | null;
  readonly prev_page: string | null;
  readonly results: ReadonlyArray<WireContentDocument>;
}

export interface SearchContext {
  /** `http://host/content/api/v2`. */
  readonly apiBase: string;
  /** The URL as asked; next and previous pages repeat it with another `page`. */
  readonly requestUrl: URL;
}

const pageUrl = (requestUrl: URL, page: number): string => {
  const url = new URL(requestUrl);
  url.searchParams.set("page", String(page));
  return url.toString();
};

/**
 * Filters (language, then `q`), sorts and cuts one page. A page past the end is empty but
 * still says how many results there are, as the mirrored API does.
 */
export const searchDocuments = (
  all: ReadonlyArray<StoredContentDocument>,
  request: SearchRequest,
  context: SearchContext,
): SearchPageBody => {
  const inLanguage = request.lang === "*" ? all : all.filter((document) => document.lang === request.lang);
  const found = sortDocuments(
    inLanguage.filter((document) => matchesAll(document, request.predicates)),
    request.orderings,
  );
  const totalPages = Math.ceil(found.length / request.pageSize);
  const first = (request.page - 1) * request.pageSize;
  const results = found
    .slice(first, first + request.pageSize)
    .map((document) => toWireDocument(document, { apiBase: context.apiBase, ref: request.ref, linkRoutes: request.linkRoutes, all }));
  return {
    page: request.page,
    results_per_page: request.pageSize,
    results_size: results.length,
    total_results_size: found.length,
    total_pages: totalPages,
    next_page: request.page < totalPages ? pageUrl(context.requestUrl, request.page + 1) : null,
    prev_page: request.page > 1 ? pageUrl(context.requestUrl, request.page - 1) : null,
    results,
  };
};
