import { DateTime, Result } from "effect";
import { Headers } from "effect/http";

/*
 * Pure helpers of the content client: the `q` filter language, the search URL and the
 * retry-after delay. No effects, no I/O, so they are tested as plain functions.
 */

/** A value a filter compares with. */
export type ContentFilterValue = string | number | boolean | Date | ReadonlyArray<string | number>;

const formatValue = (value: ContentFilterValue): string => {
  if (Array.isArray(value)) return `[${value.map((item) => formatValue(item as string | number)).join(", ")}]`;
  if (value instanceof Date) return String(value.getTime());
  if (typeof value === "string") return JSON.stringify(value);
  return String(value);
};

const filter =
  (name: string) =>
  (path: string, ...values: ReadonlyArray<ContentFilterValue>): string =>
    `[${name}(${[path, ...values.map(formatValue)].join(", ")})]`;

/**
 * Builders for the `q` filter language, e.g. `contentFilter.at("document.type", "faq")` gives
 * `[at(document.type, "faq")]`. Several filters are combined with AND.
 */
export const contentFilter = {
  at: (path: string, value: ContentFilterValue) => filter("at")(path, value),
  not: (path: string, value: ContentFilterValue) => filter("not")(path, value),
  any: (path: string, values: ReadonlyArray<string | number>) => filter("any")(path, values),
  in: (path: string, values: ReadonlyArray<string>) => filter("in")(path, values),
  has: (path: string) => filter("has")(path),
  missing: (path: string) => filter("missing")(path),
  fulltext: (path: string, text: string) => filter("fulltext")(path, text),
} as const;

/** One sort key of `orderings`; `desc` puts the largest first. */
export interface ContentOrdering {
  readonly field: string;
  readonly direction?: "asc" | "desc";
}

/** How a document type maps to a URL on the site (the repository resolves `url` with it). */
export interface ContentRoute {
  readonly type: string;
  readonly path: string;
  readonly resolvers?: Readonly<Record<string, string>>;
}

/** The parameters of `documents/search` (SPEC 7), typed. */
export interface ContentQueryParams {
  /** Filters (already formatted by `contentFilter`), combined with AND. */
  readonly filters?: ReadonlyArray<string>;
  /** The content version to read; the master ref when absent. */
  readonly ref?: string;
  readonly orderings?: ReadonlyArray<ContentOrdering>;
  readonly pageSize?: number;
  readonly page?: number;
  /** `fr-fr`, `nl-nl`... or `*` for every language. */
  readonly lang?: string;
  readonly routes?: ReadonlyArray<ContentRoute>;
  readonly brokenRoute?: string;
  readonly integrationFieldsRef?: string;
  readonly accessToken?: string;
}

/** The `q` parameter: `[` + filters + `]`, or nothing without filters. */
export const contentQueryString = (filters: ReadonlyArray<string>): string | undefined =>
  filters.length === 0 ? undefined : `[${filters.join("")}]`;

/** `[my.faq.rank desc,document.first_publication_date]` */
export const contentOrderingsString = (orderings: ReadonlyArray<ContentOrdering>): string | undefined =>
  orderings.length === 0
    ? undefined
    : `[${orderings.map(({ field, direction }) => (direction === "desc" ? `${field} desc` : field)).join(",")}]`;

/** The repository root URL, with the access token when there is one. */
export const contentRepositoryUrl = (endpoint: string, accessToken?: string): string => {
  const url = new URL(endpoint);
  if (accessToken !== undefined) url.searchParams.set("access_token", accessToken);
  return url.toString();
};

/** The full `documents/search` URL for a query. Parameters keep a stable order so equal queries give equal URLs (the cache key). */
export const contentSearchUrl = (endpoint: string, params: ContentQueryParams): string => {
  const url = new URL(`${endpoint.replace(/\/+$/, "")}/documents/search`);
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined) url.searchParams.set(name, String(value));
  };
  set("ref", params.ref);
  set("q", contentQueryString(params.filters ?? []));
  set("orderings", contentOrderingsString(params.orderings ?? []));
  set("pageSize", params.pageSize);
  set("page", params.page);
  set("lang", params.lang);
  set("routes", params.routes === undefined ? undefined : JSON.stringify(params.routes));
  set("brokenRoute", params.brokenRoute);
  set("integrationFieldsRef", params.integrationFieldsRef);
  set("access_token", params.accessToken);
  return url.toString();
};

/** Wait used when a 429 carries no usable `retry-after` (SPEC 8). */
export const DEFAULT_RETRY_AFTER_MS = 1000;

/**
 * Milliseconds to wait after a 429. `retry-after` is read as HTTP defines it (RFC 9110):
 * a number of seconds, or an HTTP date. Absent or unreadable gives the 1000 ms default; a
 * date in the past gives 0.
 */
export const retryAfterMillis = (header: string | undefined, nowMillis: number): number => {
  if (header === undefined || header.trim() === "") return DEFAULT_RETRY_AFTER_MS;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Headers.parseHttpDate(value);
  return Result.isSuccess(date) ? Math.max(0, DateTime.toEpochMillis(date.success) - nowMillis) : DEFAULT_RETRY_AFTER_MS;
};
