import { Context, Effect, Layer } from "effect";
import { FetchHttpClient, HttpClient } from "effect/http";
import { HttpApi, HttpApiClient } from "effect/http-api";
import type { ZoomDeliveredOrder } from "../entities/zoom-delivered.ts";
import { ActingCustomer } from "../services/acting-customer.ts";
import { ApiConfig, authorizedHttpClient, settleApiCall, TEST_API_CONFIG, type ApiCallFailed } from "../services/api-client.ts";
import { TokenStore } from "../services/token-store.ts";
import { ZoomDeliveredApi, type ZoomDeliveryDetail, type ZoomDeliveryListPage, type ZoomDeliveryReceipt, type ZoomKitsAnswer } from "./contract.ts";

/** The Zoom! Delivered group alone, so a client of it carries nothing else of the contract. */
const ZoomDeliveredCalls = HttpApi.make("proshop").add(ZoomDeliveredApi);

/**
 * The Zoom! Delivered calls, derived from the contract and sent through the same HTTP client as
 * `ApiClient` (bearer token, X-Customer-Number, refusals as `ApiCallFailed`). A service of its
 * own, not methods of `ApiClient`, so only the screens and commands of the feature load it.
 */
export class ZoomDeliveredClient extends Context.Service<
  ZoomDeliveredClient,
  {
    /** GET /admin/zoom-delivered/kits: the practice, its patients' country and the kits it may order. */
    listKits(): Effect.Effect<ZoomKitsAnswer, ApiCallFailed>;
    /**
     * POST /admin/zoom-delivered/deliveries: places the delivery. `idempotencyKey` (one per
     * attempt, e.g. `crypto.randomUUID()`) makes a retry answer the delivery already placed.
     */
    submit(order: ZoomDeliveredOrder, idempotencyKey: string): Effect.Effect<ZoomDeliveryReceipt, ApiCallFailed>;
    /** GET /admin/zoom-delivered/deliveries: one page, newest first. */
    listDeliveries(paging?: { readonly page?: number; readonly pageSize?: number }): Effect.Effect<ZoomDeliveryListPage, ApiCallFailed>;
    /** GET /admin/zoom-delivered/deliveries/{order_nr}: one delivery; another company's (or another market's) is 404. */
    getDelivery(orderNr: string): Effect.Effect<ZoomDeliveryDetail, ApiCallFailed>;
  }
>()("@proshop/core/zoom-delivered/ZoomDeliveredClient") {
  /** The client over whatever `HttpClient`, token store and acting customer are provided. */
  static readonly layerWithoutHttp: Layer.Layer<ZoomDeliveredClient, never, HttpClient.HttpClient | TokenStore | ActingCustomer | ApiConfig> =
    Layer.effect(ZoomDeliveredClient)(Effect.suspend(() => makeClient));

  /** Production, over `fetch`, sharing the token store and acting customer of the app's runtime. */
  static readonly layer = (config: ApiConfig["Service"]): Layer.Layer<ZoomDeliveredClient, never, TokenStore | ActingCustomer> =>
    ZoomDeliveredClient.layerWithoutHttp.pipe(Layer.provide(FetchHttpClient.layer), Layer.provide(Layer.succeed(ApiConfig)(config)));

  /** Tests: over a fake `HttpClient`, with an in-memory token and acting customer. */
  static readonly layerTest = (
    http: Layer.Layer<HttpClient.HttpClient>,
    options: { readonly token?: string | null; readonly customerNumber?: string | null } = {},
  ): Layer.Layer<ZoomDeliveredClient | TokenStore | ActingCustomer> =>
    ZoomDeliveredClient.layerWithoutHttp.pipe(
      Layer.provide(http),
      Layer.provide(Layer.succeed(ApiConfig)(TEST_API_CONFIG)),
      Layer.provideMerge(TokenStore.layerMemory(options.token ?? null)),
      Layer.provideMerge(ActingCustomer.layerMemory(options.customerNumber ?? null)),
    );
}

const makeClient = Effect.gen(function* () {
  const config = yield* ApiConfig;
  const httpClient = yield* authorizedHttpClient;
  const api = (yield* HttpApiClient.makeWith(ZoomDeliveredCalls, { httpClient, baseUrl: config.baseUrl })).zoomDelivered;
  return ZoomDeliveredClient.of({
    listKits: Effect.fn("ZoomDeliveredClient.listKits")(() => settleApiCall(api.listZoomKits())),
    submit: Effect.fn("ZoomDeliveredClient.submit")((order: ZoomDeliveredOrder, idempotencyKey: string) =>
      settleApiCall(api.submitZoomDelivery({ headers: { "idempotency-key": idempotencyKey }, payload: order })),
    ),
    listDeliveries: Effect.fn("ZoomDeliveredClient.listDeliveries")((paging: { readonly page?: number; readonly pageSize?: number } = {}) =>
      settleApiCall(
        api.listZoomDeliveries({
          query: {
            ...(paging.page === undefined ? {} : { page: paging.page }),
            ...(paging.pageSize === undefined ? {} : { pageSize: paging.pageSize }),
          },
        }),
      ),
    ),
    getDelivery: Effect.fn("ZoomDeliveredClient.getDelivery")((orderNr: string) =>
      settleApiCall(api.getZoomDelivery({ params: { order_nr: orderNr } })),
    ),
  });
});
