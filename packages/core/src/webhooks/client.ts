import { Context, Effect, Layer } from "effect";
import { FetchHttpClient, type HttpClient } from "effect/http";
import { HttpApi, HttpApiClient } from "effect/http-api";
import {
  WebhooksApi,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointList,
  type WebhookEndpointWithSecret,
  type WebhookTestResult,
} from "../contract/webhooks.ts";
import { ActingCustomer } from "../services/acting-customer.ts";
import { ApiConfig, authorizedHttpClient, settleApiCall, type ApiCallFailed } from "../services/api-client.ts";
import { TokenStore } from "../services/token-store.ts";

/** The webhooks group alone, so a client of it carries nothing else of the contract. */
const WebhooksCalls = HttpApi.make("proshop").add(WebhooksApi);

/**
 * The webhook calls (support agents: `proshop webhooks`), derived from the contract and sent
 * through the same HTTP client as `ApiClient` (bearer token, refusals as `ApiCallFailed`).
 */
export class WebhooksClient extends Context.Service<
  WebhooksClient,
  {
    list(): Effect.Effect<WebhookEndpointList, ApiCallFailed>;
    add(endpoint: WebhookEndpointCreate): Effect.Effect<WebhookEndpointWithSecret, ApiCallFailed>;
    deliveries(endpointId: number, filter?: { readonly status?: WebhookDeliveryStatus; readonly limit?: number }): Effect.Effect<WebhookDeliveryList, ApiCallFailed>;
    redeliver(deliveryId: number): Effect.Effect<WebhookDelivery, ApiCallFailed>;
    test(endpointId: number): Effect.Effect<WebhookTestResult, ApiCallFailed>;
    rotateSecret(endpointId: number): Effect.Effect<WebhookEndpointWithSecret, ApiCallFailed>;
    disable(endpointId: number): Effect.Effect<WebhookEndpoint, ApiCallFailed>;
    enable(endpointId: number): Effect.Effect<WebhookEndpoint, ApiCallFailed>;
  }
>()("@proshop/core/webhooks/WebhooksClient") {
  /** The client over whatever `HttpClient`, token store and acting customer are provided. */
  static readonly layerWithoutHttp: Layer.Layer<WebhooksClient, never, HttpClient.HttpClient | TokenStore | ActingCustomer | ApiConfig> = Layer.effect(
    WebhooksClient,
  )(Effect.suspend(() => makeClient));

  /** Production, over `fetch`, sharing the token store and acting customer of the app's runtime. */
  static readonly layer = (config: ApiConfig["Service"]): Layer.Layer<WebhooksClient, never, TokenStore | ActingCustomer> =>
    WebhooksClient.layerWithoutHttp.pipe(Layer.provide(FetchHttpClient.layer), Layer.provide(Layer.succeed(ApiConfig)(config)));
}

const makeClient = Effect.gen(function* () {
  const config = yield* ApiConfig;
  const httpClient = yield* authorizedHttpClient;
  const api = (yield* HttpApiClient.makeWith(WebhooksCalls, { httpClient, baseUrl: config.baseUrl })).webhooks;
  const byId = (id: number) => ({ params: { id } });
  return WebhooksClient.of({
    list: Effect.fn("WebhooksClient.list")(() => settleApiCall(api.listWebhooks())),
    add: Effect.fn("WebhooksClient.add")((endpoint: WebhookEndpointCreate) => settleApiCall(api.addWebhook({ payload: endpoint }))),
    deliveries: Effect.fn("WebhooksClient.deliveries")((endpointId: number, filter: { readonly status?: WebhookDeliveryStatus; readonly limit?: number } = {}) =>
      settleApiCall(api.listWebhookDeliveries({ params: { id: endpointId }, query: filter })),
    ),
    redeliver: Effect.fn("WebhooksClient.redeliver")((deliveryId: number) => settleApiCall(api.redeliverWebhook(byId(deliveryId)))),
    test: Effect.fn("WebhooksClient.test")((endpointId: number) => settleApiCall(api.testWebhook(byId(endpointId)))),
    rotateSecret: Effect.fn("WebhooksClient.rotateSecret")((endpointId: number) => settleApiCall(api.rotateWebhookSecret(byId(endpointId)))),
    disable: Effect.fn("WebhooksClient.disable")((endpointId: number) => settleApiCall(api.disableWebhook(byId(endpointId)))),
    enable: Effect.fn("WebhooksClient.enable")((endpointId: number) => settleApiCall(api.enableWebhook(byId(endpointId)))),
  });
});
