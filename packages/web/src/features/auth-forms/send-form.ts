import type { AuthOutcome } from "@proshop/core";
import { Effect } from "effect";
import type { TabRuntime } from "../../app/deferred-services.ts";
import { formRefusalOf } from "./refusal.ts";

type RuntimeServices = TabRuntime extends { runPromise: <A, E>(effect: Effect.Effect<A, E, infer R>) => Promise<A> } ? R : never;

/**
 * Runs a form's call on the tab's services; a failure rejects with a FormRefusal (the server's
 * message id when the catalogue words it, else `fallback`), which useForm shows.
 */
export const sendForm = async <A, E>(
  runtime: TabRuntime,
  call: Effect.Effect<A, E, RuntimeServices>,
  fallback: string,
): Promise<A> => {
  const outcome = await runtime.runPromise(
    call.pipe(
      Effect.map((value) => ({ ok: true as const, value })),
      Effect.catch((error: E) => Effect.succeed({ ok: false as const, error })),
    ),
  );
  if (!outcome.ok) throw formRefusalOf(outcome.error, fallback);
  return outcome.value;
};

/** The auth calls whose refusal is an answer (SPEC 7: "non-200 gives success false with server message"). */
export const sendAuthForm = async (runtime: TabRuntime, call: Effect.Effect<AuthOutcome, never, RuntimeServices>, fallback: string) => {
  const outcome = await sendForm(runtime, call, fallback);
  if (!outcome.success) throw formRefusalOf(outcome.failure, fallback);
  return outcome;
};
