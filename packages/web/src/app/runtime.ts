import { ApiClient, DEFAULT_FORM_SIGNING_SECRET, makeShopRuntime, shopServicesLayer, type ApiCallFailed, type SyncKeyValueStore } from "@proshop/core";
import type { ApiCall } from "./api-call.ts";
import { browserKeyValueStore } from "./key-value-store.ts";

/*
 * The tab's Effect runtime and core's ApiClient on it (issue 18: loaded after the first paint,
 * through effect-services.ts; nothing of the first screen imports this module).
 */

/** The one services runtime of the tab: API client on the page's own origin (the server serves both). */
export const createBrowserRuntime = (origin: string = window.location.origin, store: SyncKeyValueStore = browserKeyValueStore()) =>
  makeShopRuntime(
    shopServicesLayer({
      api: {
        baseUrl: origin,
        formSigningSecret: DEFAULT_FORM_SIGNING_SECRET,
        currentLocation: () => window.location.href,
      },
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
