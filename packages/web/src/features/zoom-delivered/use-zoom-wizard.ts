import { DEFAULT_FORM_SIGNING_SECRET, ZoomDeliveredClient, zoomWizardMachine, type ZoomSubmitInput } from "@proshop/core";
import { useActorRef } from "@xstate/react";
import { fromPromise } from "xstate";
import { Effect } from "effect";
import { useRuntime, useSessionActor } from "../../app/services-context.tsx";

/**
 * The wizard's actor, its two slots filled with core's ZoomDeliveredClient on the app's runtime
 * (same token and acting company as every other call). A 401 ends the session, as for the
 * shop's own calls.
 */
export const useZoomWizard = () => {
  const runtime = useRuntime();
  const session = useSessionActor();
  const client = ZoomDeliveredClient.layer({
    baseUrl: window.location.origin,
    formSigningSecret: DEFAULT_FORM_SIGNING_SECRET,
    currentLocation: () => window.location.href,
  });
  const call = <A, E>(effect: Effect.Effect<A, E, ZoomDeliveredClient>) =>
    effect.pipe(
      Effect.tapError((error) =>
        Effect.sync(() => {
          if ((error as { status?: unknown }).status === 401) session.send({ type: "session.forceLogout" });
        }),
      ),
      Effect.provide(client),
    );
  return useActorRef(
    zoomWizardMachine.provide({
      actors: {
        // core's actorFromEffect, over the tab's runtime that arrives after the first paint.
        loadKits: fromPromise(({ signal }) => runtime.runPromise(call(ZoomDeliveredClient.use((zoom) => zoom.listKits())), { signal })),
        submit: fromPromise(({ input, signal }: { input: ZoomSubmitInput; signal: AbortSignal }) =>
          runtime.runPromise(call(ZoomDeliveredClient.use((zoom) => zoom.submit(input.order, input.idempotencyKey))), { signal }),
        ),
      },
    }),
  );
};
