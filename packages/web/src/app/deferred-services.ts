import type { ApiCall } from "./api-call.ts";
import type { EffectServices } from "./effect-services.ts";
import { nextTask } from "./next-task.ts";
import type { BrowserRuntime } from "./runtime.ts";

/*
 * Issue 18: the first screen (login, the shop's shell and home) renders from React and XState
 * alone; Effect's runtime and core's ApiClient come as one chunk after it (effect-services.ts).
 * These stand-ins have the shape the screens already use: a call made before the chunk is
 * there waits for it, it is not lost.
 */

/** The part of the Effect runtime the screens use: `runPromise`, and `dispose` when the tab's services stop. */
export interface TabRuntime {
  readonly runPromise: BrowserRuntime["runPromise"];
  readonly dispose: () => Promise<void>;
}

export interface DeferredServices {
  /** Resolves once the Effect services' chunk has arrived and they are built. */
  readonly ready: () => Promise<EffectServices>;
  readonly runtime: TabRuntime;
  readonly api: ApiCall;
}

/** Stand-ins for the runtime and the API calls over Effect services that `ready` will bring. */
export const deferServices = (ready: () => Promise<EffectServices>): DeferredServices => ({
  ready,
  runtime: {
    runPromise: ((effect, options) => ready().then((services) => services.runtime.runPromise(effect, options))) as BrowserRuntime["runPromise"],
    dispose: () => ready().then((services) => services.runtime.dispose()),
  },
  api: (use, signal) => ready().then((services) => services.api(use, signal)),
});

/**
 * The Effect services, loaded once by `load` after `after` settles; a load that failed (the
 * chunk did not come) is tried again by the next call that needs them. Each call that waited for
 * them goes on in a task of its own (see `nextTask`), not all in the one the chunk arrived in.
 */
export const loadOnce = (after: Promise<unknown>, load: () => Promise<EffectServices>): (() => Promise<EffectServices>) => {
  let loading: Promise<EffectServices> | null = null;
  let loaded: EffectServices | null = null;
  return () => {
    if (loaded !== null) return Promise.resolve(loaded);
    loading ??= after.then(load).then(
      (services) => (loaded = services),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading.then(async (services) => {
      await nextTask();
      return services;
    });
  };
};
