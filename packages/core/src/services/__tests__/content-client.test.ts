import { Effect } from "effect";
import { TestClock } from "effect/testing";
import { describe, expect, it } from "vitest";
import { ContentClient } from "../content-client.ts";
import { jsonResponse, textResponse, type FakeRequest } from "../fake-http.ts";
import {
  doc,
  ENDPOINT,
  repository,
  repositoryServer,
  runContent,
  runContentAdvancing,
  searchPage,
} from "./content-test-kit.ts";

const searches = (requests: ReadonlyArray<FakeRequest>) =>
  requests.filter(({ url }) => url.pathname.endsWith("/documents/search"));

describe("content-client", () => {
  describe("repository and refs", () => {
    it("reads refs, forms and tags from the repository root, with the access token", async () => {
      const { result, requests } = await runContent(
        Effect.flatMap(ContentClient, (content) => content.getRepository()),
        repositoryServer(0),
        { accessToken: "secret-token" },
      );
      expect(result.refs.map((ref) => ref.ref)).toEqual(["master-ref-1", "spring-release-ref"]);
      expect(result.tags).toEqual(["faq", "bundle"]);
      expect(Object.keys(result.forms)).toEqual(["everything"]);
      expect(requests).toHaveLength(1);
      expect(requests[0]?.url.origin + requests[0]!.url.pathname).toBe(ENDPOINT);
      expect(requests[0]?.url.searchParams.get("access_token")).toBe("secret-token");
      expect(requests[0]?.method).toBe("GET");
    });

    it("finds the master ref and refs by label or id", async () => {
      const { result } = await runContent(
        Effect.gen(function* () {
          const content = yield* ContentClient;
          return [
            (yield* content.getMasterRef()).ref,
            (yield* content.getRefByLabel("Spring campaign")).ref,
            (yield* content.getRefById("spring")).ref,
          ];
        }),
        repositoryServer(0),
      );
      expect(result).toEqual(["master-ref-1", "spring-release-ref", "spring-release-ref"]);
    });

    it("fails with 'Ref could not be found' for an unknown label and for a repository without master ref", async () => {
      const unknownLabel = await runContent(
        Effect.flip(Effect.flatMap(ContentClient, (content) => content.getRefByLabel("Autumn"))),
        repositoryServer(0),
      );
      expect(unknownLabel.result._tag).toBe("ContentRefNotFound");
      expect(unknownLabel.result.messageId).toBe("content.ref_not_found");

      const noMaster = await runContent(
        Effect.flip(Effect.flatMap(ContentClient, (content) => content.search())),
        () => jsonResponse({ ...repository, refs: repository.refs.filter((ref) => !ref.isMasterRef) }),
      );
      expect(noMaster.result).toMatchObject({ _tag: "ContentRefNotFound", wanted: "master" });
    });
  });

  describe("search", () => {
    it("reads the master ref first and sends every search parameter", async () => {
      const { result, requests } = await runContent(
        Effect.flatMap(ContentClient, (content) =>
          content.search({
            filters: ['[at(document.type, "faq")]'],
            orderings: [{ field: "my.faq.rank", direction: "desc" }],
            pageSize: 10,
            page: 2,
            lang: "nl-nl",
            routes: [{ type: "faq", path: "/faq/:uid" }],
            brokenRoute: "/404",
          }),
        ),
        repositoryServer(25),
        { accessToken: "tok" },
      );
      expect(result.page).toBe(2);
      expect(result.results.map((document) => document.id)).toEqual(Array.from({ length: 10 }, (_, i) => `doc-${i + 11}`));
      const params = searches(requests)[0]!.url.searchParams;
      expect(Object.fromEntries(params)).toEqual({
        ref: "master-ref-1",
        q: '[[at(document.type, "faq")]]',
        orderings: "[my.faq.rank desc]",
        pageSize: "10",
        page: "2",
        lang: "nl-nl",
        routes: '[{"type":"faq","path":"/faq/:uid"}]',
        brokenRoute: "/404",
        integrationFieldsRef: "integration-ref-7",
        access_token: "tok",
      });
    });

    it("uses the ref the caller gives without reading the repository", async () => {
      const { requests } = await runContent(
        Effect.flatMap(ContentClient, (content) => content.search({ ref: "spring-release-ref" })),
        repositoryServer(3),
      );
      expect(requests).toHaveLength(1);
      expect(requests[0]?.url.searchParams.get("ref")).toBe("spring-release-ref");
    });

    it("applies the default language and routes unless the call sets its own", async () => {
      const { requests } = await runContent(
        Effect.gen(function* () {
          const content = yield* ContentClient;
          yield* content.search();
          yield* content.search({ lang: "es-es" });
        }),
        repositoryServer(3),
        { defaultParams: { lang: "fr-fr", brokenRoute: "/not-found" } },
      );
      const [first, second] = searches(requests);
      expect(first?.url.searchParams.get("lang")).toBe("fr-fr");
      expect(second?.url.searchParams.get("lang")).toBe("es-es");
      expect(second?.url.searchParams.get("brokenRoute")).toBe("/not-found");
    });
  });

  describe("documents by id, uid, type and tag", () => {
    it("gets a document by id with an at(document.id) filter", async () => {
      const { result, requests } = await runContent(
        Effect.flatMap(ContentClient, (content) => content.getByID("doc-1")),
        repositoryServer(1),
      );
      expect(result.id).toBe("doc-1");
      expect(searches(requests)[0]?.url.searchParams.get("q")).toBe('[[at(document.id, "doc-1")]]');
    });

    it("gets a document by type and uid", async () => {
      const { requests } = await runContent(
        Effect.flatMap(ContentClient, (content) => content.getByUID("faq", "shipping-times")),
        repositoryServer(1),
      );
      expect(searches(requests)[0]?.url.searchParams.get("q")).toBe(
        '[[at(document.type, "faq")][at(my.faq.uid, "shipping-times")]]',
      );
    });

    it("fails with 'No documents were returned' when nothing matches", async () => {
      const { result } = await runContent(
        Effect.flip(Effect.flatMap(ContentClient, (content) => content.getByID("missing"))),
        repositoryServer(0),
      );
      expect(result._tag).toBe("ContentNoDocuments");
      expect(result.messageId).toBe("content.no_documents");
    });

    it("gets all documents of a type and of a tag", async () => {
      const { result, requests } = await runContent(
        Effect.gen(function* () {
          const content = yield* ContentClient;
          return [(yield* content.getAllByType("faq")).length, (yield* content.getAllByTag("bundle")).length];
        }),
        repositoryServer(7),
      );
      expect(result).toEqual([7, 7]);
      const [byType, byTag] = searches(requests);
      expect(byType?.url.searchParams.get("q")).toBe('[[at(document.type, "faq")]]');
      expect(byTag?.url.searchParams.get("q")).toBe('[[any(document.tags, ["bundle"])]]');
    });

    it("previews a document at the preview token, in any language", async () => {
      const { result, requests } = await runContent(
        Effect.flatMap(ContentClient, (content) => content.preview({ documentId: "doc-1", token: "preview-token-42" })),
        repositoryServer(1),
      );
      expect(result.id).toBe("doc-1");
      expect(requests).toHaveLength(1);
      const params = requests[0]!.url.searchParams;
      expect(params.get("ref")).toBe("preview-token-42");
      expect(params.get("lang")).toBe("*");
      expect(params.get("q")).toBe('[[at(document.id, "doc-1")]]');
    });
  });

  describe("fetch all", () => {
    it("reads pages of 100 with a 500 ms pause between pages, all at the same ref", async () => {
      const { result, requests } = await runContentAdvancing(
        Effect.flatMap(ContentClient, (content) => content.getAll()),
        repositoryServer(250),
      );
      expect(result.map((document) => document.id)).toEqual(Array.from({ length: 250 }, (_, i) => `doc-${i + 1}`));
      const pages = searches(requests);
      expect(pages.map(({ url }) => url.searchParams.get("page"))).toEqual(["1", "2", "3"]);
      expect(pages.every(({ url }) => url.searchParams.get("pageSize") === "100")).toBe(true);
      expect(pages.every(({ url }) => url.searchParams.get("ref") === "master-ref-1")).toBe(true);
      expect(pages.map(({ at }) => at)).toEqual([0, 500, 1000]);
    });

    it("does not pause after the last page", async () => {
      const { requests } = await runContentAdvancing(
        Effect.flatMap(ContentClient, (content) => content.getAll()),
        repositoryServer(40),
      );
      expect(searches(requests).map(({ at }) => at)).toEqual([0]);
    });
  });

  describe("errors (SPEC 8)", () => {
    const failWith = async (response: () => Response) =>
      (await runContent(Effect.flip(Effect.flatMap(ContentClient, (content) => content.getRepository())), response)).result;

    it("reports 400 as an invalid query with the repository's explanation", async () => {
      const error = await failWith(() => jsonResponse({ message: "unexpected token at 12", type: "parsing-error" }, { status: 400 }));
      expect(error).toMatchObject({ _tag: "ContentInvalidQuery", detail: "unexpected token at 12" });
      expect(error.messageId).toBe("content.invalid_query");
    });

    it("reports 401 and 403 as an authorisation error", async () => {
      for (const status of [401, 403]) {
        const error = await failWith(() => jsonResponse({ error: "Invalid access token" }, { status }));
        expect(error).toMatchObject({ _tag: "ContentForbidden", status, detail: "Invalid access token" });
        expect(error.messageId).toBe("content.forbidden");
      }
    });

    it("reports a 404 with an unparsable body as 'repository not found'", async () => {
      const error = await failWith(() => textResponse("<html>Not Found</html>", { status: 404 }));
      expect(error._tag).toBe("ContentRepositoryNotFound");
      expect(error.messageId).toBe("content.repository_not_found");
    });

    it("reports a 404 with a JSON body, and any other status, as an invalid API response", async () => {
      for (const response of [
        () => jsonResponse({ message: "no such document" }, { status: 404 }),
        () => textResponse("Bad gateway", { status: 502 }),
        () => jsonResponse({}, { status: 500 }),
        () => jsonResponse({}, { status: 302 }),
      ]) {
        const error = await failWith(response);
        expect(error._tag).toBe("ContentInvalidResponse");
        expect(error.messageId).toBe("content.invalid_response");
      }
    });

    it("reports a success whose body is not JSON or not the promised shape as an invalid API response", async () => {
      expect((await failWith(() => textResponse("<html></html>"))).messageId).toBe("content.invalid_response");
      expect((await failWith(() => jsonResponse({ refs: "nope" }))).messageId).toBe("content.invalid_response");
    });

    it("reports a request that got no answer as unreachable", async () => {
      const error = await failWith(() => {
        throw new TypeError("fetch failed");
      });
      expect(error._tag).toBe("ContentUnreachable");
      expect(error.messageId).toBe("content.unreachable");
    });
  });

  describe("429 rate limit", () => {
    const limitedOnce = (headers: Record<string, string>) => {
      let calls = 0;
      return () => (++calls === 1 ? jsonResponse({}, { status: 429, headers }) : jsonResponse(repository));
    };

    it("waits the retry-after seconds, then retries", async () => {
      const { result, requests } = await runContentAdvancing(
        Effect.flatMap(ContentClient, (content) => content.getRepository()),
        limitedOnce({ "retry-after": "2" }),
      );
      expect(result.refs).toHaveLength(2);
      expect(requests.map(({ at }) => at)).toEqual([0, 2000]);
    });

    it("waits 1000 ms when retry-after is missing", async () => {
      const { requests } = await runContentAdvancing(
        Effect.flatMap(ContentClient, (content) => content.getRepository()),
        limitedOnce({}),
      );
      expect(requests.map(({ at }) => at)).toEqual([0, 1000]);
    });

    it("waits until an HTTP-date retry-after", async () => {
      const { requests } = await runContentAdvancing(
        Effect.flatMap(ContentClient, (content) => content.getRepository()),
        limitedOnce({ "retry-after": new Date(3000).toUTCString() }),
      );
      expect(requests.map(({ at }) => at)).toEqual([0, 3000]);
    });

    it("gives up after 5 retries", async () => {
      const { result, requests } = await runContentAdvancing(
        Effect.flip(Effect.flatMap(ContentClient, (content) => content.getRepository())),
        () => jsonResponse({}, { status: 429, headers: { "retry-after": "1" } }),
      );
      expect(result).toMatchObject({ _tag: "ContentRateLimited", attempts: 6 });
      expect(result.messageId).toBe("content.rate_limited");
      expect(requests.map(({ at }) => at)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    });
  });

  describe("cache", () => {
    it("answers the same query from memory for 5000 ms, then asks again", async () => {
      const { result, requests } = await runContent(
        Effect.gen(function* () {
          const content = yield* ContentClient;
          const first = yield* content.getAllByType("faq");
          yield* TestClock.adjust("4999 millis");
          const second = yield* content.getAllByType("faq");
          yield* TestClock.adjust("1 millis");
          yield* content.getAllByType("faq");
          return { first, second };
        }),
        repositoryServer(3),
      );
      expect(result.second).toEqual(result.first);
      // Root and search once, again after expiry: 4 requests, not 6.
      expect(requests.map(({ url, at }) => `${url.pathname.endsWith("/search") ? "search" : "root"}@${at}`)).toEqual([
        "root@0",
        "search@0",
        "root@5000",
        "search@5000",
      ]);
    });

    it("does not keep failures", async () => {
      let calls = 0;
      const { result, requests } = await runContent(
        Effect.gen(function* () {
          const content = yield* ContentClient;
          const failed = yield* Effect.flip(content.getRepository());
          const repo = yield* content.getRepository();
          return [failed._tag, repo.refs.length] as const;
        }),
        () => (++calls === 1 ? jsonResponse({}, { status: 500 }) : jsonResponse(repository)),
      );
      expect(result).toEqual(["ContentInvalidResponse", 2]);
      expect(requests).toHaveLength(2);
    });

    it("keeps different queries apart", async () => {
      const { requests } = await runContent(
        Effect.gen(function* () {
          const content = yield* ContentClient;
          yield* content.getByID("doc-1");
          yield* content.getByID("doc-2");
          yield* content.getByID("doc-1");
        }),
        ({ url }) =>
          url.pathname.endsWith("/documents/search") ? jsonResponse(searchPage(1, 1, 1, (n) => doc(n))) : jsonResponse(repository),
      );
      expect(searches(requests)).toHaveLength(2);
    });
  });
});
