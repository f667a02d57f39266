import { Effect, Fiber, Layer } from "effect";
import { TestClock } from "effect/testing";
import { ContentClient, type ContentClientOptions } from "../content-client.ts";
import { fakeHttpClient, jsonResponse, type FakeHandler } from "../fake-http.ts";

/* Shared fixtures of the content client tests: a fake repository and runners on TestClock. */

export const ENDPOINT = "https://proshop.cdn.cms.test/api/v2";

export const repository = {
  refs: [
    { id: "master", ref: "master-ref-1", label: "Master", isMasterRef: true },
    { id: "spring", ref: "spring-release-ref", label: "Spring campaign", isMasterRef: false },
  ],
  forms: { everything: { method: "GET" } },
  tags: ["faq", "bundle"],
  integrationFieldsRef: "integration-ref-7",
};

export const doc = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `doc-${n}`,
  uid: `uid-${n}`,
  type: "faq",
  tags: ["faq"],
  lang: "fr-fr",
  data: { title: `Question ${n}` },
  ...overrides,
});

/** One page of a result set of `total` documents cut in pages of `pageSize`. */
export const searchPage = (total: number, page: number, pageSize: number, make = doc) => {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize;
  const results = Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, i) => make(first + i + 1));
  return {
    page,
    results_per_page: pageSize,
    results_size: results.length,
    total_results_size: total,
    total_pages: totalPages,
    next_page: page < totalPages ? `${ENDPOINT}/documents/search?page=${page + 1}` : null,
    prev_page: page > 1 ? `${ENDPOINT}/documents/search?page=${page - 1}` : null,
    results,
  };
};

/** A repository that answers the root with `repository` and searches with `total` documents. */
export const repositoryServer =
  (total: number): FakeHandler =>
  ({ url }) => {
    if (!url.pathname.endsWith("/documents/search")) return jsonResponse(repository);
    const pageSize = Number(url.searchParams.get("pageSize") ?? "20");
    const page = Number(url.searchParams.get("page") ?? "1");
    return jsonResponse(searchPage(total, page, pageSize));
  };

const clientLayer = (handler: FakeHandler, options: Partial<ContentClientOptions>) => {
  const fake = fakeHttpClient(handler);
  const layer = ContentClient.layerWithoutHttp({ endpoint: ENDPOINT, ...options }).pipe(
    Layer.provide(fake.layer),
    Layer.provideMerge(TestClock.layer()),
  );
  return { layer, requests: fake.requests };
};

/** Runs a program on TestClock; time moves only when the program calls `TestClock.adjust`. */
export const runContent = async <A, E>(
  program: Effect.Effect<A, E, ContentClient>,
  handler: FakeHandler,
  options: Partial<ContentClientOptions> = {},
) => {
  const { layer, requests } = clientLayer(handler, options);
  const result = await Effect.runPromise(program.pipe(Effect.provide(layer)));
  return { result, requests };
};

/** Lets pending promises (the fake server's answers) settle; no time passes on any clock that matters. */
const settle = Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve))).pipe(Effect.repeat({ times: 4 }));

/**
 * Runs a program that sleeps (retry-after waits, page pauses) while moving TestClock forward
 * in 100 ms steps, letting the fake server answer between steps. Nothing waits for real time.
 */
export const runContentAdvancing = async <A, E>(
  program: Effect.Effect<A, E, ContentClient>,
  handler: FakeHandler,
  options: Partial<ContentClientOptions> = {},
) => {
  const { layer, requests } = clientLayer(handler, options);
  const result = await Effect.runPromise(
    Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(program);
      for (let step = 0; step < 1000 && fiber.pollUnsafe() === undefined; step++) {
        yield* settle;
        if (fiber.pollUnsafe() !== undefined) break;
        yield* TestClock.adjust("100 millis");
      }
      return yield* Fiber.join(fiber);
    }).pipe(Effect.provide(layer)),
  );
  return { result, requests };
};
