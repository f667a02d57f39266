import { Effect, Schema } from "effect";
import { HttpClient } from "effect/http";
import { HttpApi, HttpApiClient, HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { describe, expect, it } from "vitest";
import { ShopCallsApi } from "../../contract/shop-calls.ts";
import { fakeHttpClient, jsonResponse, type FakeHandler } from "../fake-http.ts";
import { lazyApiClient } from "../lazy-api-client.ts";

/*
 * lazyApiClient against HttpApiClient.makeWith: the same groups and endpoints, the same requests
 * sent and the same answers decoded, with each group's codecs built on its first call.
 */

class Refused extends Schema.Error<Refused>("Refused")({ code: Schema.String }, { httpApiStatus: 409 }) {}

const Item = Schema.Struct({ id: Schema.Number, name: Schema.String });

const TestApi = HttpApi.make("test")
  .add(
    HttpApiGroup.make("items")
      .add(HttpApiEndpoint.get("getItem", "/items/:id", { params: { id: Schema.NumberFromString }, success: Item, error: Refused }))
      .add(HttpApiEndpoint.post("addItem", "/items", { payload: Schema.Struct({ name: Schema.String }), success: Item })),
  )
  .add(HttpApiGroup.make("search").add(HttpApiEndpoint.get("find", "/search", { query: { q: Schema.String }, success: Schema.Array(Item) })));

// The client's type as makeWith gives it for TestApi.
type TestClient = Effect.Success<ReturnType<typeof makeTestClient>>;
const makeTestClient = (httpClient: HttpClient.HttpClient) => HttpApiClient.makeWith(TestApi, { httpClient });

/** Runs `use` over the lazy client and over makeWith's, each against `handler`; the answers and requests of both. */
const both = async <A>(use: (client: TestClient) => Effect.Effect<A, unknown, unknown>, handler: FakeHandler) => {
  const run = async (make: typeof lazyApiClient) => {
    const fake = fakeHttpClient(handler);
    const program = Effect.gen(function* () {
      const httpClient = yield* HttpClient.HttpClient;
      const client = yield* make(TestApi, { httpClient, baseUrl: "http://shop.test/api" });
      return yield* use(client as unknown as TestClient);
    }) as Effect.Effect<A, unknown, HttpClient.HttpClient>;
    const result = await Effect.runPromise(Effect.result(program).pipe(Effect.provide(fake.layer)));
    return { result, requests: fake.requests.map(({ method, url, body }) => ({ method, url: url.href, body })) };
  };
  return { lazy: await run(lazyApiClient), eager: await run(HttpApiClient.makeWith as unknown as typeof lazyApiClient) };
};

describe("lazyApiClient", () => {
  it("has every group and endpoint of the shop's calls that makeWith has", async () => {
    const shape = (client: object) =>
      Object.fromEntries(Object.entries(client).map(([group, calls]) => [group, Object.keys(calls as object).sort()]));
    const program = Effect.gen(function* () {
      const httpClient = yield* HttpClient.HttpClient;
      const lazy = yield* lazyApiClient(ShopCallsApi, { httpClient, baseUrl: "http://shop.test" });
      const eager = yield* HttpApiClient.makeWith(ShopCallsApi, { httpClient, baseUrl: "http://shop.test" });
      return { lazy: shape(lazy), eager: shape(eager) };
    });
    const { lazy, eager } = await Effect.runPromise(program.pipe(Effect.provide(fakeHttpClient(() => jsonResponse({})).layer)));
    expect(Object.keys(eager).length).toBeGreaterThan(5);
    expect(lazy).toEqual(eager);
  });

  it("sends the same requests and decodes the same answers as makeWith, in every group", async () => {
    const item = { id: 7, name: "Tire-lait" };
    const handler: FakeHandler = (request) =>
      request.url.pathname.startsWith("/api/search") ? jsonResponse([item]) : jsonResponse(request.method === "POST" ? { ...item, id: 8 } : item);
    const { lazy, eager } = await both(
      (client) =>
        Effect.all([client.items.getItem({ params: { id: 7 } }), client.items.addItem({ payload: { name: "Valve" } }), client.search.find({ query: { q: "lait" } })]),
      handler,
    );
    expect(lazy.result).toEqual(eager.result);
    expect(lazy.result._tag).toBe("Success");
    expect(lazy.requests).toEqual(eager.requests);
    expect(lazy.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      "GET http://shop.test/api/items/7",
      "POST http://shop.test/api/items",
      "GET http://shop.test/api/search?q=lait",
    ]);
  });

  it("gives the endpoint's typed error and refuses a malformed answer, as makeWith does", async () => {
    const refused = await both((client) => client.items.getItem({ params: { id: 1 } }), () => jsonResponse({ _tag: "Refused", code: "taken" }, { status: 409 }));
    expect(refused.lazy.result).toEqual(refused.eager.result);
    expect(refused.lazy.result._tag).toBe("Failure");
    const malformed = await both((client) => client.items.getItem({ params: { id: 1 } }), () => jsonResponse({ id: "seven" }));
    expect(malformed.lazy.result._tag).toBe("Failure");
    expect(String(malformed.lazy.result)).toBe(String(malformed.eager.result));
  });

  it("answers calls made at once before their group was built, and later ones", async () => {
    const program = Effect.gen(function* () {
      const httpClient = yield* HttpClient.HttpClient;
      const client = yield* lazyApiClient(TestApi, { httpClient, baseUrl: "http://shop.test" });
      const first = yield* Effect.all(
        Array.from({ length: 5 }, (_, id) => client.items.getItem({ params: { id } })),
        { concurrency: "unbounded" },
      );
      const later = yield* client.items.getItem({ params: { id: 9 } });
      return [...first, later].map((item) => item.id);
    }) as Effect.Effect<number[], unknown, HttpClient.HttpClient>;
    const fake = fakeHttpClient((request) => jsonResponse({ id: Number(request.url.pathname.split("/").at(-1)), name: "x" }));
    expect(await Effect.runPromise(program.pipe(Effect.provide(fake.layer)))).toEqual([0, 1, 2, 3, 4, 9]);
    expect(fake.requests).toHaveLength(6);
  });
});
