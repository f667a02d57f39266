import { ApiClient, type ApiCallFailed } from "@proshop/core";
import type { Effect } from "effect";
import type { BrowserRuntime } from "./runtime.ts";

/** One call of core's ApiClient on the tab's runtime, as a promise (React effects, xstate's fromPromise). */
export type ApiCall = <A>(use: (api: ApiClient["Service"]) => Effect.Effect<A, ApiCallFailed>, signal?: AbortSignal) => Promise<A>;

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

/** A 404 answer as null (a coupon code the server does not know), any other failure as is. */
export const nullWhenNotFound = (error: unknown): null => {
  if ((error as Partial<ApiCallFailed> | null)?.status === 404) return null;
  throw error;
};
