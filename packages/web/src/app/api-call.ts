import type { ApiCallFailed, ApiClient } from "@proshop/core";
import type { Effect } from "effect";

/*
 * WHY only types here: this module is part of the first screen's code, which must not load
 * Effect's HTTP stack (issue 18). The implementation over the runtime is runtime.ts's
 * `createApiCall`, reached through effect-services.ts once that chunk has arrived.
 */

/** One call of core's ApiClient on the tab's runtime, as a promise (React effects, xstate's fromPromise). */
export type ApiCall = <A>(use: (api: ApiClient["Service"]) => Effect.Effect<A, ApiCallFailed>, signal?: AbortSignal) => Promise<A>;

/** A 404 answer as null (a coupon code the server does not know), any other failure as is. */
export const nullWhenNotFound = (error: unknown): null => {
  if ((error as Partial<ApiCallFailed> | null)?.status === 404) return null;
  throw error;
};
