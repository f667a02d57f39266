import { Effect, Layer, ManagedRuntime, Schema } from "effect";

/** Effect's core and Schema: the first step of importing the Effect services (effect-import.ts). */
export const libraryStep = [Effect.void, Layer.empty, ManagedRuntime.make, Schema.String] as const;
