import { ContentClient, contentFilter } from "@proshop/core";
import { buildContentDocuments, FAQ_ENTRIES } from "@proshop/fixtures/seed/index";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { CONTENT_API_PATH } from "../routes.ts";

/*
 * The whole server (startServer, seeded shop): the content service serves the seeded FAQ and
 * bundle texts to core's ContentClient, next to the tool routes and the web fallback.
 */

const seeded = buildContentDocuments();

describe.each(testDatabases())("seeded content through the whole server ($name)", (database) => {
  let server: RunningServer;
  useTestServer(database, (running) => ({ server } = running));

  const run = <A, E>(program: Effect.Effect<A, E, ContentClient>, lang?: string) =>
    Effect.runPromise(
      program.pipe(
        Effect.provide(ContentClient.layer({ endpoint: `${server.url}${CONTENT_API_PATH}`, ...(lang === undefined ? {} : { defaultParams: { lang } }) })),
      ),
    );

  it("serves every seeded FAQ entry in each language, ordered by subject and rank", async () => {
    for (const lang of ["fr-fr", "es-es", "nl-nl"]) {
      const faqs = await run(
        Effect.flatMap(ContentClient, (content) =>
          content.getAllByType("faq", { orderings: [{ field: "my.faq.subject" }, { field: "my.faq.rank" }] }),
        ),
        lang,
      );
      expect(faqs, lang).toHaveLength(FAQ_ENTRIES.length);
      expect(new Set(faqs.map((document) => document.lang))).toEqual(new Set([lang]));
      const expected = seeded
        .filter((document) => document.type === "faq" && document.lang === lang)
        .sort((a, b) => (a.data.subject === b.data.subject ? Number(a.data["rank"]) - Number(b.data["rank"]) : a.data.subject < b.data.subject ? -1 : 1))
        .map((document) => document.id);
      expect(faqs.map((document) => document.id), lang).toEqual(expected);
    }
  });

  it("finds a subject's questions by tag and a bundle text by uid, with the other languages named", async () => {
    const bundle = seeded.find((document) => document.type === "bundle" && document.lang === "es-es")!;
    const result = await run(
      Effect.flatMap(ContentClient, (content) =>
        Effect.all({
          delivery: content.getAllByTag("delivery"),
          bundle: content.getByUID("bundle", bundle.uid, { lang: "es-es" }),
          search: content.search({ filters: [contentFilter.fulltext("document", "tire-lait")], lang: "fr-fr" }),
        }),
      ),
      "fr-fr",
    );
    expect(result.delivery.map((document) => document.id).sort()).toEqual(
      seeded.filter((document) => document.lang === "fr-fr" && document.tags.includes("delivery")).map((document) => document.id).sort(),
    );
    expect(result.bundle).toMatchObject({ id: bundle.id, lang: "es-es", data: { title: bundle.data.title, body: bundle.data.body } });
    expect(result.bundle.alternate_languages?.map((alternate) => alternate.lang).sort()).toEqual(["fr-fr", "nl-nl"]);
    expect(result.search.total_results_size).toBeGreaterThan(0);
  });

  it("mounts health, OpenAPI, content and the web fallback without one shadowing another", async () => {
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: "ok", database: database.name });
    const openapi = (await (await fetch(`${server.url}/admin/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toContain("/auth/login");
    const root = await fetch(`${server.url}${CONTENT_API_PATH}`, { headers: { accept: "text/html" } });
    expect(root.headers.get("content-type")).toMatch(/^application\/json/);
    const unknownApi = await fetch(`${server.url}/admin/no-such-call`, { headers: { accept: "text/html" } });
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toMatchObject({ error: { code: "request.not_found" } });
    // The web app, or the page saying it is not built yet.
    const page = await fetch(`${server.url}/cart`, { headers: { accept: "text/html" } });
    expect([200, 503]).toContain(page.status);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  });
});

describe.each(testDatabases())("a private content service, CONTENT_ACCESS_TOKEN ($name)", (database) => {
  let server: RunningServer;
  useTestServer(database, (running) => ({ server } = running), { contentAccessToken: "content-s3cret" });

  it("answers 401 without the token and the seeded content with it", async () => {
    const endpoint = `${server.url}${CONTENT_API_PATH}`;
    expect((await fetch(endpoint)).status).toBe(401);
    expect((await fetch(`${endpoint}?access_token=wrong`)).status).toBe(401);
    const faqs = await Effect.runPromise(
      Effect.flatMap(ContentClient, (content) => content.getAllByType("faq")).pipe(
        Effect.provide(ContentClient.layer({ endpoint, accessToken: "content-s3cret", defaultParams: { lang: "fr-fr" } })),
      ),
    );
    expect(faqs.length).toBe(seeded.filter((document) => document.type === "faq" && document.lang === "fr-fr").length);
  });
});
