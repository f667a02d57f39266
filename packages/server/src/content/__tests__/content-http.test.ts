import {
  ContentClient,
  contentFilter,
  contentQueryString,
  ContentSearchPage,
  ContentRepository,
} from "@proshop/core";
import { Effect, Layer, Schema } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../app.ts";
import { Db } from "../../db/client.ts";
import { contentDocuments } from "../../db/schema.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { serveRoutes, useTestServer, type ServedRoutes } from "../../__tests__/test-server.ts";
import { CONTENT_API_PATH, contentRoutesWith } from "../routes.ts";
import { ContentStore } from "../store.ts";
import { sampleDocuments, storedDocument } from "./documents.ts";

/*
 * The content service over real HTTP on a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), read with fetch and with core's ContentClient.
 */

/** 120 extra French documents of type "note" for paging. */
const notes = Array.from({ length: 120 }, (_, i) =>
  storedDocument({ id: `note-${String(i).padStart(3, "0")}`, type: "note", tags: ["note"], data: { title: `Note ${i}`, body: "", subject: "note", n: i } }),
);

describe.each(testDatabases())("content service over HTTP ($name)", (database) => {
  let served: RunningServer;
  let privateRepo: ServedRoutes;
  let endpoint: string;

  useTestServer(database, async ({ server }) => {
    served = server;
    // The test's own documents instead of the seeded ones, so every expectation is exact.
    await served.db.delete(contentDocuments);
    await served.db.insert(contentDocuments).values(
      [...sampleDocuments, ...notes].map((document) => ({
        id: document.id,
        uid: document.uid,
        type: document.type,
        lang: document.lang,
        tags: [...document.tags],
        data: document.data as typeof contentDocuments.$inferInsert.data,
        firstPublicationDate: document.firstPublicationDate,
        lastPublicationDate: document.lastPublicationDate,
      })),
    );
    // A private repository (CONTENT_ACCESS_TOKEN) over the same database.
    const store = ContentStore.layer.pipe(Layer.provide(Layer.succeed(Db, served.db)));
    privateRepo = await serveRoutes(contentRoutesWith({ accessToken: "s3cret-token" }).pipe(Layer.provide(store)));
    endpoint = `${served.url}${CONTENT_API_PATH}`;
  });

  afterAll(async () => {
    await privateRepo?.close();
  });

  const getJson = async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const masterRef = async (): Promise<string> => {
    const root = Schema.decodeUnknownSync(ContentRepository)((await getJson(endpoint)).body);
    return root.refs.find((ref) => ref.isMasterRef)!.ref;
  };

  const search = async (params: Record<string, string>) => {
    const query = new URLSearchParams({ ref: await masterRef(), ...params });
    return getJson(`${endpoint}/documents/search?${query}`);
  };

  it("answers the repository root with the master ref, types, languages, tags and the search form", async () => {
    const response = await fetch(endpoint);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    const root = Schema.decodeUnknownSync(ContentRepository)(body);
    expect(root.refs).toEqual([{ id: "master", ref: expect.any(String), label: "Master", isMasterRef: true }]);
    expect(root.tags).toEqual(["authentication", "bundle", "delivery", "faq", "note", "payment"]);
    expect(body["types"]).toEqual({ bundle: "Bundle", faq: "FAQ", note: "note" });
    expect(root.forms["everything"]).toMatchObject({ method: "GET", action: `${endpoint}/documents/search` });
    // The trailing-slash form answers the same.
    expect((await getJson(`${endpoint}/`)).body).toEqual(body);
  });

  it("searches by type, id, uid and tag, in one language or all", async () => {
    const ids = async (params: Record<string, string>) => {
      const { status, body } = await search(params);
      expect(status).toBe(200);
      return Schema.decodeUnknownSync(ContentSearchPage)(body).results.map((document) => document.id);
    };
    const q = (...filters: Array<string>) => contentQueryString(filters)!;
    expect(await ids({ q: q(contentFilter.at("document.type", "faq")) })).toEqual(["faq-login-fr", "faq-delivery-fr", "faq-payment-fr"]);
    expect(await ids({ q: q(contentFilter.at("document.type", "faq")), lang: "es-es" })).toEqual(["faq-login-es"]);
    expect(await ids({ q: q(contentFilter.at("document.id", "faq-login-nl")), lang: "*" })).toEqual(["faq-login-nl"]);
    expect(await ids({ q: q(contentFilter.at("document.type", "faq"), contentFilter.at("my.faq.uid", "payment")) })).toEqual(["faq-payment-fr"]);
    expect(await ids({ q: q(contentFilter.any("document.tags", ["bundle", "delivery"])) })).toEqual(["faq-delivery-fr", "bundle-starter-fr"]);
    expect(await ids({ q: q(contentFilter.fulltext("document", "tire-lait")) })).toEqual(["faq-delivery-fr", "bundle-starter-fr"]);
    expect(await ids({ q: q(contentFilter.at("document.type", "faq")), orderings: "[my.faq.rank desc]" })).toEqual([
      "faq-login-fr",
      "faq-delivery-fr",
      "faq-payment-fr",
    ]);
  });

  it("pages up to 100 documents with links to the neighbouring pages", async () => {
    const q = contentQueryString([contentFilter.at("document.type", "note")])!;
    const first = await search({ q, pageSize: "100" });
    expect(first.body).toMatchObject({ page: 1, results_per_page: 100, results_size: 100, total_results_size: 120, total_pages: 2, prev_page: null });
    const next = await getJson(first.body["next_page"] as string);
    expect(next.body).toMatchObject({ page: 2, results_size: 20, next_page: null });
    expect((next.body["results"] as Array<{ id: string }>).map((document) => document.id)).toEqual(notes.slice(100).map((note) => note.id));
    expect((await search({ q, pageSize: "101" })).status).toBe(400);
  });

  it("refuses a missing ref and malformed queries with 400, an unknown ref with 404 'Ref could not be found'", async () => {
    const missingRef = await getJson(`${endpoint}/documents/search`);
    expect(missingRef).toMatchObject({ status: 400, body: { type: "api_validation_error" } });
    const unknownRef = await getJson(`${endpoint}/documents/search?ref=not-a-ref`);
    expect(unknownRef).toMatchObject({ status: 404, body: { type: "api_notfound_error", message: "Ref could not be found" } });
    expect(await search({ q: "[[at(document.type" })).toMatchObject({ status: 400, body: { type: "parsing-error" } });
    expect(await search({ orderings: "rank" })).toMatchObject({ status: 400 });
    expect(await search({ lang: "fr_FR!" })).toMatchObject({ status: 400 });
  });

  it("answers anything else under /content with a 404 that is not JSON (repository not found)", async () => {
    const response = await fetch(`${served.url}/content/api/v3`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Repository not found");
  });

  it("requires the access token of a private repository: 401 without or with a wrong one", async () => {
    const privateEndpoint = `${privateRepo.url}${CONTENT_API_PATH}`;
    expect(await fetch(privateEndpoint).then((response) => response.status)).toBe(401);
    const wrong = await fetch(`${privateEndpoint}?access_token=nope`);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Invalid access token" });
    expect((await fetch(`${privateEndpoint}/documents/search?ref=x&access_token=nope`)).status).toBe(401);
    expect((await fetch(`${privateEndpoint}?access_token=s3cret-token`)).status).toBe(200);
    expect((await fetch(privateEndpoint, { headers: { authorization: "Token s3cret-token" } })).status).toBe(200);
  });

  describe("core's ContentClient against the live service", () => {
    const run = <A, E>(program: Effect.Effect<A, E, ContentClient>, options: { readonly endpoint?: string; readonly accessToken?: string } = {}) =>
      Effect.runPromise(program.pipe(Effect.provide(ContentClient.layer({ endpoint: options.endpoint ?? endpoint, ...options }))));
    const client = <A, E>(use: (content: ContentClient["Service"]) => Effect.Effect<A, E>) => Effect.flatMap(ContentClient, use);

    it("reads the repository, the master ref, documents by id, uid, type and tag, and previews", async () => {
      const result = await run(
        client((content) =>
          Effect.all({
            master: content.getMasterRef(),
            byId: content.getByID("faq-payment-fr"),
            byUid: content.getByUID("faq", "login", { lang: "nl-nl" }),
            faqs: content.getAllByType("faq", { lang: "*" }),
            tagged: content.getAllByTag("bundle"),
            first: content.getFirst({ filters: [contentFilter.at("document.type", "faq")], orderings: [{ field: "my.faq.rank" }] }),
            spanish: content.search({ filters: [contentFilter.at("document.type", "faq")], lang: "es-es" }),
          }),
        ),
      );
      expect(result.master.ref).toBe(await masterRef());
      expect(result.byId).toMatchObject({ id: "faq-payment-fr", uid: "payment", lang: "fr-fr", data: { title: "Moyens de paiement" } });
      expect(result.byUid).toMatchObject({ id: "faq-login-nl", lang: "nl-nl" });
      expect(result.faqs.map((document) => document.id).sort()).toEqual(
        ["faq-delivery-fr", "faq-login-es", "faq-login-fr", "faq-login-nl", "faq-payment-fr"].sort(),
      );
      expect(result.tagged.map((document) => document.id)).toEqual(["bundle-starter-fr"]);
      expect(result.first.id).toBe("faq-delivery-fr");
      expect(result.spanish.results.map((document) => document.id)).toEqual(["faq-login-es"]);

      const preview = await run(client((content) => content.preview({ documentId: "faq-login-es", token: result.master.ref })));
      expect(preview.lang).toBe("es-es");
    });

    it("reads every page of a large type", async () => {
      const all = await run(client((content) => content.getAllByType("note")));
      expect(all.map((document) => document.id)).toEqual(notes.map((note) => note.id));
    });

    it("gets the errors of SPEC 8", async () => {
      const failure = <A, E>(program: Effect.Effect<A, E, ContentClient>, options?: { readonly endpoint?: string; readonly accessToken?: string }) =>
        run(Effect.flip(program), options);
      expect(await failure(client((content) => content.getByID("no-such-document")))).toMatchObject({ _tag: "ContentNoDocuments" });
      expect(await failure(client((content) => content.getRefByLabel("Autumn release")))).toMatchObject({ _tag: "ContentRefNotFound" });
      expect(await failure(client((content) => content.search({ filters: ["[near(document.type)]"] })))).toMatchObject({
        _tag: "ContentInvalidQuery",
        detail: expect.stringMatching(/unknown predicate "near"/),
      });
      expect(await failure(client((content) => content.search({ ref: "expired-ref" })))).toMatchObject({
        _tag: "ContentInvalidResponse",
        status: 404,
      });
      expect(
        await failure(
          client((content) => content.getRepository()),
          { endpoint: `${privateRepo.url}${CONTENT_API_PATH}`, accessToken: "wrong" },
        ),
      ).toMatchObject({ _tag: "ContentForbidden", status: 401, detail: "Invalid access token" });
      expect(await failure(client((content) => content.getRepository()), { endpoint: `${served.url}/content/api/v1` })).toMatchObject({
        _tag: "ContentRepositoryNotFound",
      });
      const privately = await run(client((content) => content.getByID("faq-payment-fr")), {
        endpoint: `${privateRepo.url}${CONTENT_API_PATH}`,
        accessToken: "s3cret-token",
      });
      expect(privately.id).toBe("faq-payment-fr");
    });
  });
});
