import { Context, Effect, Layer } from "effect";
import { FetchHttpClient, HttpClient } from "effect/http";
import { HttpApi, HttpApiClient } from "effect/http-api";
import { IntegrationKeysApi } from "../contract/integration.ts";
import type { IntegrationKeyCreate, IntegrationKeyCreated, IntegrationKeyList, IntegrationKeyRecord } from "../contract/integration-bodies.ts";
import { ActingCustomer } from "../services/acting-customer.ts";
import { ApiConfig, authorizedHttpClient, settleApiCall, type ApiCallFailed } from "../services/api-client.ts";
import { TokenStore } from "../services/token-store.ts";

/** The keys group alone, so a client of it carries nothing else of the contract. */
const IntegrationKeysCalls = HttpApi.make("proshop").add(IntegrationKeysApi);

/**
 * Support's calls on the integration API's machine keys (issue 34), derived from the contract and
 * sent through the same HTTP client as `ApiClient` (bearer token, refusals as `ApiCallFailed`).
 * A service of its own, like Zoom! Delivered's: only the CLI's `integration keys` loads it.
 */
export class IntegrationKeysClient extends Context.Service<
  IntegrationKeysClient,
  {
    /** POST /admin/integration/keys: the new key, shown this once. */
    create(request: IntegrationKeyCreate): Effect.Effect<IntegrationKeyCreated, ApiCallFailed>;
    /** GET /admin/integration/keys: the keys of the agent's markets (or of one). */
    list(market?: string): Effect.Effect<IntegrationKeyList, ApiCallFailed>;
    /** DELETE /admin/integration/keys/{id}: the key stops working at once. */
    revoke(id: number): Effect.Effect<IntegrationKeyRecord, ApiCallFailed>;
  }
>()("@proshop/core/integration/IntegrationKeysClient") {
  static readonly layerWithoutHttp: Layer.Layer<IntegrationKeysClient, never, HttpClient.HttpClient | TokenStore | ActingCustomer | ApiConfig> =
    Layer.effect(IntegrationKeysClient)(Effect.suspend(() => makeClient));

  /** Production, over `fetch`, sharing the token store and acting customer of the app's runtime. */
  static readonly layer = (config: ApiConfig["Service"]): Layer.Layer<IntegrationKeysClient, never, TokenStore | ActingCustomer> =>
    IntegrationKeysClient.layerWithoutHttp.pipe(Layer.provide(FetchHttpClient.layer), Layer.provide(Layer.succeed(ApiConfig)(config)));
}

const makeClient = Effect.gen(function* () {
  const config = yield* ApiConfig;
  const httpClient = yield* authorizedHttpClient;
  const api = (yield* HttpApiClient.makeWith(IntegrationKeysCalls, { httpClient, baseUrl: config.baseUrl })).integrationKeys;
  return IntegrationKeysClient.of({
    create: Effect.fn("IntegrationKeysClient.create")((request: IntegrationKeyCreate) => settleApiCall(api.createIntegrationKey({ payload: request }))),
    list: Effect.fn("IntegrationKeysClient.list")((market?: string) => settleApiCall(api.listIntegrationKeys({ query: market === undefined ? {} : { market } }))),
    revoke: Effect.fn("IntegrationKeysClient.revoke")((id: number) => settleApiCall(api.revokeIntegrationKey({ params: { id } }))),
  });
});
