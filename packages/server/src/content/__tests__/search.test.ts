import { contentFilter, contentOrderingsString, contentQueryString, type ContentOrdering } from "@proshop/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { resolveDocumentUrl } from "../link-resolver.ts";
import { masterRefOf, repositoryRoot } from "../repository.ts";
import { searchDocuments, type SearchPageBody } from "../search.ts";
import { readSearchRequest } from "../search-request.ts";
import { formatPublicationDate } from "../wire-document.ts";
import { sampleDocuments, storedDocument } from "./documents.ts";

const API = "http://shop.test/content/api/v2";
const REF = masterRefOf(sampleDocuments);

interface Query {
  readonly filters?: ReadonlyArray<string>;
  readonly orderings?: ReadonlyArray<ContentOrdering>;
  readonly lang?: string;
  readonly page?: number;
  readonly pageSize?: number;
  readonly extra?: Readonly<Record<string, string>>;
}

/** Search URL parameters exactly as core's client writes them. */
const paramsOf = (query: Query): URLSearchParams => {
  const params = new URLSearchParams({ ref: REF });
  const q = contentQueryString(query.filters ?? []);
  if (q !== undefined) params.set("q", q);
  const orderings = contentOrderingsString(query.orderings ?? []);
  if (orderings !== undefined) params.set("orderings", orderings);
  if (query.lang !== undefined) params.set("lang", query.lang);
  if (query.page !== undefined) params.set("page", String(query.page));
  if (query.pageSize !== undefined) params.set("pageSize", String(query.pageSize));
  for (const [name, value] of Object.entries(query.extra ?? {})) params.set(name, value);
  return params;
};

const search = (query: Query, documents = sampleDocuments): SearchPageBody => {
  const params = paramsOf(query);
  const request = readSearchRequest(params);
  if (Result.isFailure(request)) throw new Error(`refused: ${JSON.stringify(request.failure)}`);
  return searchDocuments(documents, request.success, { apiBase: API, requestUrl: new URL(`${API}/documents/search?${params}`) });
};

const ids = (query: Query) => search(query).results.map((document) => document.id);

const refusal = (params: Record<string, string>) => {
  const request = readSearchRequest(new URLSearchParams({ ref: REF, ...params }));
  return Result.isFailure(request) ? request.failure : undefined;
};

describe("content search", () => {
  it("filters by type, id, uid, tags, with the main language by default and * for all", () => {
    expect(ids({ filters: [contentFilter.at("document.type", "faq")] })).toEqual(["faq-login-fr", "faq-delivery-fr", "faq-payment-fr"]);
    expect(ids({ filters: [contentFilter.at("document.type", "faq")], lang: "nl-nl" })).toEqual(["faq-login-nl"]);
    expect(ids({ filters: [contentFilter.at("document.type", "faq")], lang: "NL-nl" })).toEqual(["faq-login-nl"]);
    expect(ids({ filters: [contentFilter.at("document.id", "faq-login-es")], lang: "*" })).toEqual(["faq-login-es"]);
    expect(ids({ filters: [contentFilter.at("document.id", "faq-login-es")] })).toEqual([]);
    expect(ids({ filters: [contentFilter.at("document.type", "faq"), contentFilter.at("my.faq.uid", "delivery-times")] })).toEqual([
      "faq-delivery-fr",
    ]);
    // A uid filter of another type finds nothing, even when the uid exists.
    expect(ids({ filters: [contentFilter.at("my.bundle.uid", "delivery-times")] })).toEqual([]);
    expect(ids({ filters: [contentFilter.any("document.tags", ["payment", "bundle"])] })).toEqual(["faq-payment-fr", "bundle-starter-fr"]);
    expect(ids({ filters: [contentFilter.at("document.tags", ["faq", "delivery"])] })).toEqual(["faq-delivery-fr"]);
    expect(ids({ filters: [contentFilter.at("document.tags", "delivery")] })).toEqual(["faq-delivery-fr"]);
    expect(ids({ filters: [contentFilter.in("document.id", ["faq-payment-fr", "nope"])] })).toEqual(["faq-payment-fr"]);
    expect(ids({ lang: "*" })).toHaveLength(sampleDocuments.length);
    expect(ids({ lang: "de-de" })).toEqual([]);
  });

  it("reads data fields under my.<type>, with not, has and missing", () => {
    expect(ids({ filters: [contentFilter.at("my.faq.subject", "delivery")] })).toEqual(["faq-delivery-fr"]);
    expect(ids({ filters: [contentFilter.at("document.type", "faq"), contentFilter.not("my.faq.subject", "delivery")] })).toEqual([
      "faq-login-fr",
      "faq-payment-fr",
    ]);
    expect(ids({ filters: [contentFilter.has("my.faq.rank")] })).toEqual(["faq-login-fr", "faq-delivery-fr"]);
    expect(ids({ filters: [contentFilter.missing("my.faq.rank")] })).toEqual(["faq-payment-fr"]);
    // An empty text counts as missing.
    expect(ids({ filters: [contentFilter.missing("my.bundle.video")] })).toEqual(["bundle-starter-fr"]);
    expect(ids({ filters: [contentFilter.any("my.faq.rank", [1])] })).toEqual(["faq-delivery-fr"]);
  });

  it("compares publication dates as epoch milliseconds", () => {
    const published = sampleDocuments.find((document) => document.id === "faq-delivery-fr")!.lastPublicationDate;
    expect(ids({ filters: [contentFilter.at("document.last_publication_date", published)] })).toEqual(["faq-delivery-fr"]);
  });

  it("searches text in any language, ignoring case, accents and HTML", () => {
    expect(ids({ filters: [contentFilter.fulltext("document", "TIRE-LAIT")] })).toEqual(["faq-delivery-fr", "bundle-starter-fr"]);
    expect(ids({ filters: [contentFilter.fulltext("document", "creme")] })).toEqual(["faq-delivery-fr"]);
    expect(ids({ filters: [contentFilter.fulltext("my.faq.title", "livraison")] })).toEqual(["faq-delivery-fr"]);
    expect(ids({ filters: [contentFilter.fulltext("document", "contraseña")], lang: "es-es" })).toEqual(["faq-login-es"]);
    // Words match from their start, and every word must occur.
    expect(ids({ filters: [contentFilter.fulltext("document", "ivraison")] })).toEqual([]);
    expect(ids({ filters: [contentFilter.fulltext("document", "livraison paiement")] })).toEqual([]);
    expect(ids({ filters: [contentFilter.fulltext("document", "strong")] })).toEqual([]);
  });

  it("sorts by orderings, missing values last, ties by id", () => {
    expect(ids({ filters: [contentFilter.at("document.type", "faq")], orderings: [{ field: "my.faq.rank" }] })).toEqual([
      "faq-delivery-fr",
      "faq-login-fr",
      "faq-payment-fr",
    ]);
    expect(ids({ filters: [contentFilter.at("document.type", "faq")], orderings: [{ field: "my.faq.rank", direction: "desc" }] })).toEqual([
      "faq-login-fr",
      "faq-delivery-fr",
      "faq-payment-fr",
    ]);
    expect(ids({ orderings: [{ field: "document.last_publication_date", direction: "desc" }, { field: "document.id" }] })).toEqual([
      "faq-login-fr",
      "faq-delivery-fr",
      "bundle-starter-fr",
      "faq-payment-fr",
    ]);
    expect(ids({ orderings: [{ field: "my.faq.title" }], filters: [contentFilter.at("document.type", "faq")] })).toEqual([
      "faq-login-fr",
      "faq-delivery-fr",
      "faq-payment-fr",
    ]);
  });

  it("pages results with totals and links to the neighbouring pages", () => {
    const many = Array.from({ length: 250 }, (_, i) => storedDocument({ id: `doc-${String(i).padStart(3, "0")}` }));
    const page = (n: number, pageSize?: number) => {
      const params = paramsOf({ page: n, ...(pageSize === undefined ? {} : { pageSize }) });
      const request = readSearchRequest(params);
      if (Result.isFailure(request)) throw new Error("refused");
      return searchDocuments(many, request.success, { apiBase: API, requestUrl: new URL(`${API}/documents/search?${params}`) });
    };
    const first = page(1, 100);
    expect(first).toMatchObject({ page: 1, results_per_page: 100, results_size: 100, total_results_size: 250, total_pages: 3, prev_page: null });
    expect(new URL(first.next_page!).searchParams.get("page")).toBe("2");
    expect(new URL(first.next_page!).searchParams.get("ref")).toBe(REF);
    const last = page(3, 100);
    expect(last.results.map((document) => document.id)).toEqual(Array.from({ length: 50 }, (_, i) => `doc-${200 + i}`));
    expect(last.next_page).toBeNull();
    expect(new URL(last.prev_page!).searchParams.get("page")).toBe("2");
    expect(page(1).results_per_page).toBe(20);
    expect(page(4, 100)).toMatchObject({ results_size: 0, total_results_size: 250, next_page: null });
    expect(search({ lang: "de-de" })).toMatchObject({ total_results_size: 0, total_pages: 0, results: [] });
  });

  it("shapes each document as the client reads it", () => {
    const [document] = search({
      filters: [contentFilter.at("document.id", "faq-login-fr")],
      extra: { routes: JSON.stringify([{ type: "faq", path: "/:lang/faq/:uid" }]) },
    }).results;
    expect(document).toMatchObject({
      id: "faq-login-fr",
      uid: "login",
      type: "faq",
      lang: "fr-fr",
      url: "/fr-fr/faq/login",
      tags: ["faq", "authentication"],
      first_publication_date: "2025-01-02T09:30:00+0000",
      last_publication_date: "2025-01-06T09:30:00+0000",
      slugs: ["comment-me-connecter"],
      data: { title: "Comment me connecter ?", subject: "authentication" },
    });
    expect(document?.alternate_languages).toEqual([
      { id: "faq-login-nl", uid: "login", type: "faq", lang: "nl-nl" },
      { id: "faq-login-es", uid: "login", type: "faq", lang: "es-es" },
    ]);
    const href = new URL(document!.href);
    expect(href.searchParams.get("q")).toBe('[[at(document.id, "faq-login-fr")]]');
    expect(href.searchParams.get("ref")).toBe(REF);
    expect(formatPublicationDate(new Date(0))).toBe("1970-01-01T00:00:00+0000");
  });

  it("resolves routes with optional and unknown placeholders", () => {
    const [faq] = sampleDocuments;
    expect(resolveDocumentUrl(faq!, [{ type: "faq", path: "/faq/:uid" }])).toBe("/faq/login");
    expect(resolveDocumentUrl(faq!, [{ type: "faq", path: "/faq/:category?/:uid" }])).toBe("/faq/login");
    expect(resolveDocumentUrl(faq!, [{ type: "faq", path: "/faq/:category/:uid" }])).toBeNull();
    expect(resolveDocumentUrl(faq!, [{ type: "bundle", path: "/bundle/:uid" }])).toBeNull();
  });

  it("refuses bad parameters with the mirrored API's error shapes", () => {
    expect(readSearchRequest(new URLSearchParams({ q: "[]" }))).toMatchObject({
      failure: { status: 400, body: { type: "api_validation_error", message: expect.stringMatching(/ref is required/) } },
    });
    expect(refusal({ q: "[[at(document.type" })).toMatchObject({ status: 400, body: { type: "parsing-error" } });
    expect(refusal({ q: '[[at(document.colour, "red")]]' })).toMatchObject({
      status: 400,
      body: { type: "parsing-error", message: expect.stringMatching(/unknown field "document.colour"/) },
    });
    expect(refusal({ q: '[[at(document, "red")]]' })).toMatchObject({ status: 400 });
    expect(refusal({ q: '[[at(faq.title, "red")]]' })).toMatchObject({ status: 400 });
    expect(refusal({ q: '[[at(my.faq, "red")]]' })).toMatchObject({ status: 400 });
    expect(refusal({ orderings: "my.faq.rank" })).toMatchObject({ status: 400, body: { type: "parsing-error" } });
    expect(refusal({ orderings: "[my.faq.rank sideways]" })).toMatchObject({ status: 400 });
    expect(refusal({ orderings: "[color]" })).toMatchObject({ status: 400 });
    for (const pageSize of ["0", "101", "2.5", "ten", "-1"]) expect(refusal({ pageSize }), pageSize).toMatchObject({ status: 400 });
    for (const page of ["0", "x"]) expect(refusal({ page }), page).toMatchObject({ status: 400 });
    expect(refusal({ pageSize: "100" })).toBeUndefined();
    expect(refusal({ lang: "fr fr" })).toMatchObject({ status: 400 });
    expect(refusal({ routes: "{not json" })).toMatchObject({ status: 400, body: { type: "api_validation_error" } });
    expect(refusal({ routes: '[{"type":"faq","path":"faq"}]' })).toMatchObject({ status: 400 });
    // Accepted and ignored.
    expect(refusal({ brokenRoute: "/404", integrationFieldsRef: "x", fetchLinks: "faq.title" })).toBeUndefined();
  });

  it("reads several q parameters as one AND", () => {
    const params = new URLSearchParams({ ref: REF });
    params.append("q", contentQueryString([contentFilter.at("document.type", "faq")])!);
    params.append("q", contentQueryString([contentFilter.at("my.faq.subject", "payment")])!);
    const request = readSearchRequest(params);
    if (Result.isFailure(request)) throw new Error("refused");
    expect(searchDocuments(sampleDocuments, request.success, { apiBase: API, requestUrl: new URL(API) }).results.map((d) => d.id)).toEqual([
      "faq-payment-fr",
    ]);
  });
});

describe("content repository root", () => {
  it("lists the master ref, types, languages, tags and the search form", () => {
    const root = repositoryRoot(sampleDocuments, { apiBase: API, accessTokenRequired: false });
    expect(root.refs).toEqual([{ id: "master", ref: REF, label: "Master", isMasterRef: true }]);
    expect(root.types).toEqual({ bundle: "Bundle", faq: "FAQ" });
    expect(root.languages.map((language) => language.id)).toEqual(["es-es", "fr-fr", "nl-nl"]);
    expect(root.tags).toEqual(["authentication", "bundle", "delivery", "faq", "payment"]);
    expect(root.forms.everything).toMatchObject({ method: "GET", action: `${API}/documents/search` });
    expect(Object.keys(root.forms.everything.fields)).not.toContain("access_token");
    expect(Object.keys(repositoryRoot([], { apiBase: API, accessTokenRequired: true }).forms.everything.fields)).toContain("access_token");
  });

  it("derives the master ref from the content: stable for the same documents, new when one changes", () => {
    expect(masterRefOf([...sampleDocuments].reverse())).toBe(REF);
    const republished = sampleDocuments.map((document, i) => (i === 0 ? { ...document, lastPublicationDate: new Date() } : document));
    expect(masterRefOf(republished)).not.toBe(REF);
    expect(masterRefOf(sampleDocuments.slice(1))).not.toBe(REF);
  });
});
