import { DEFAULT_FORM_SIGNING_SECRET, ZoomDeliveredClient, type ApiCallFailed } from "@proshop/core";
import { Effect } from "effect";
import { useCallback } from "react";
import { useRuntime, useSessionActor } from "../../app/services-context.tsx";

/**
 * Runs one call of core's ZoomDeliveredClient on the app's runtime (same token and acting
 * company as every other call) and answers a promise; a 401 ends the session, as for the shop's
 * own calls. The deliveries screens use it; the wizard fills its machine's slots the same way.
 */
export const useZoomCall = () => {
  const runtime = useRuntime();
  const session = useSessionActor();
  return useCallback(
    <A>(use: (zoom: ZoomDeliveredClient["Service"]) => Effect.Effect<A, ApiCallFailed>): Promise<A> =>
      runtime.runPromise(
        ZoomDeliveredClient.use(use).pipe(
          Effect.tapError((error) =>
            Effect.sync(() => {
              if (error.status === 401) session.send({ type: "session.forceLogout" });
            }),
          ),
          Effect.provide(
            ZoomDeliveredClient.layer({ baseUrl: window.location.origin, formSigningSecret: DEFAULT_FORM_SIGNING_SECRET, currentLocation: () => window.location.href }),
          ),
        ),
      ),
    [runtime, session],
  );
};

/** The message id of a failed call when it is one of Zoom! Delivered's own refusals, else null. */
export const zoomRefusalOf = (error: unknown): string | null => {
  const messageId = (error as { messageId?: unknown } | null)?.messageId;
  return typeof messageId === "string" && messageId.startsWith("zoomDelivered.") ? messageId : null;
};
