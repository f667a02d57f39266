import { type Effect, Layer, ManagedRuntime } from "effect";
import { fromPromise, type PromiseActorLogic } from "xstate";
import { ApiClient, type ApiConfig } from "./api-client.ts";
import { ContentClient, type ContentClientOptions } from "./content-client.ts";
import { Storage, type SyncKeyValueStore } from "./storage.ts";
import { TokenStore } from "./token-store.ts";

/*
 * The bridge between Effect services and XState machines. Machines declare their side effects
 * as named actor slots; an adapter fills them with `actorFromEffect(runtime, ...)`, so a
 * machine never knows about Effect and a service never knows about XState.
 */

/** Everything an adapter gives to build the shop's services. */
export interface ShopServicesOptions {
  readonly api: ApiConfig["Service"];
  readonly content: ContentClientOptions;
  /** Where the token (and other persisted values) live: `localStorage` on the web, a file in the CLI. */
  readonly store: SyncKeyValueStore;
}

/** The production services of the shop, over `fetch` and the adapter's key-value store. */
export const shopServicesLayer = (options: ShopServicesOptions) =>
  Layer.mergeAll(ApiClient.layer(options.api), ContentClient.layer(options.content)).pipe(
    Layer.provideMerge(TokenStore.layer),
    Layer.provideMerge(Storage.layerFrom(options.store)),
  );

/** The services a `shopServicesLayer` runtime offers. */
export type ShopServices = Layer.Success<ReturnType<typeof shopServicesLayer>>;

/**
 * One runtime per app (per browser tab, per CLI process): services are built once, on first
 * use, and shared by every actor. Call `dispose()` when the app stops.
 */
export const makeShopRuntime = <R, E>(layer: Layer.Layer<R, E>): ManagedRuntime.ManagedRuntime<R, E> =>
  ManagedRuntime.make(layer);

/**
 * An XState promise actor that runs an Effect on the runtime. The actor's input is passed to
 * `run`; success is the actor's output (`onDone`), a failure rejects with the typed error
 * itself (e.g. `ApiCallFailed`, so `onError` sees its `status`, `body` and `messageId`).
 * Stopping the actor (leaving the state that invoked it) interrupts the effect.
 *
 *   machine.provide({ actors: { loadUser: actorFromEffect(runtime, () => ApiClient.use((api) => api.getCurrentUser())) } })
 */
export const actorFromEffect = <Output, Input, E, R, RuntimeError>(
  runtime: ManagedRuntime.ManagedRuntime<R, RuntimeError>,
  run: (input: Input) => Effect.Effect<Output, E, R>,
): PromiseActorLogic<Output, Input> => fromPromise<Output, Input>(({ input, signal }) => runtime.runPromise(run(input), { signal }));
