import {
  ApiClient,
  DEFAULT_FORM_SIGNING_SECRET,
  makeShopRuntime,
  shopServicesLayer,
  Storage,
  TokenStore,
  type ApiCallFailed,
  type QueuedOrderApi,
  type SyncKeyValueStore,
} from "@proshop/core";
import { Effect, Layer } from "effect";
import type { ApiCall } from "./api-call.ts";
import { browserKeyValueStore } from "./key-value-store.ts";

/*
 * The tab's Effect runtime and core's ApiClient on it (issue 18: loaded after the first paint,
 * through effect-services.ts; nothing of the first screen imports this module).
 */

/** The one services runtime of the tab: API client on the page's own origin (the server serves both). */
const browserApiConfig = (origin: string) => ({
  baseUrl: origin,
  formSigningSecret: DEFAULT_FORM_SIGNING_SECRET,
  currentLocation: () => window.location.href,
});

export const createBrowserRuntime = (origin: string = window.location.origin, store: SyncKeyValueStore = browserKeyValueStore()) =>
  makeShopRuntime(
    shopServicesLayer({
      api: browserApiConfig(origin),
      content: { endpoint: `${origin}/content/api/v2` },
      store,
    }),
  );

export type BrowserRuntime = ReturnType<typeof createBrowserRuntime>;

/**
 * The web's calls go through core's ApiClient, the one client that sets the bearer token and
 * the acting customer and turns refusals into `ApiCallFailed`. A 401 means the session is over
 * (expired or revoked): `onUnauthorized` is told (the app sends `session.forceLogout`, SPEC 4).
 */
export const createApiCall =
  (runtime: BrowserRuntime, onUnauthorized: () => void = () => undefined): ApiCall =>
  (use, signal) =>
    runtime.runPromise(ApiClient.use(use), signal === undefined ? undefined : { signal }).catch((error: unknown) => {
      if ((error as Partial<ApiCallFailed> | null)?.status === 401) onUnauthorized();
      throw error;
    });

/**
 * The calls that send a queued order (issue 37), each acting for the order's own company (its
 * `custNo`; "" for the user's own), never for the office the tab acts for now.
 */
export const createQueuedOrderApi = (origin: string, store: SyncKeyValueStore): QueuedOrderApi => {
  const run = <A>(custNo: string, use: (api: ApiClient["Service"]) => Effect.Effect<A, ApiCallFailed>): Promise<A> =>
    Effect.runPromise(
      ApiClient.use(use).pipe(
        Effect.provide(
          ApiClient.layerActingFor(browserApiConfig(origin), custNo === "" ? null : custNo).pipe(
            Layer.provide(TokenStore.layer),
            Layer.provide(Storage.layerFrom(store)),
          ),
        ),
      ),
    );
  return {
    priceOrder: (custNo, request) => run(custNo, (api) => api.priceOrder(request)),
    submitOrder: (custNo, orderNr, body, key) =>
      run(custNo, (api) => api.submitOrder(orderNr, body, key)).then((answer) => ({ order_nr: answer.order_nr, total: answer.total })),
  };
};
