import { CHUNK_TIMEOUT_MS, ChunkLoadError } from "@proshop/core";
import { use, type ComponentType, type ReactElement } from "react";

/** A lazily loaded screen that can start loading before it renders. */
export type PreloadableScreen<P extends object> = ((props: P) => ReactElement) & {
  /** Loads the module (once); resolves when it is ready. */
  readonly preload: () => Promise<{ readonly default: ComponentType<P> }>;
};

type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

// WHY not forgetting a failure at once: React renders a failed screen again before showing the
// error boundary, and a fresh import each time would never let the failure show.
const failedResetters = new Set<() => void>();

/** The error boundary's retry: screens whose module failed load again on their next render. */
export const retryFailedScreens = (): void => {
  for (const reset of failedResetters) reset();
};

/** The chunk a failed dynamic import names (its file), else "?". */
const chunkOf = (error: unknown): string => /\/assets\/([^/\s?]+)/.exec(String((error as Error | undefined)?.message ?? error))?.[1] ?? "?";

/**
 * Loads a screen's module, failing with core's ChunkLoadError: "timeout" after SPEC 9's
 * 120000 ms, "missing" when the server no longer has the file (a new deployment), else "error".
 */
const withChunkFailure = <T,>(load: () => Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError("?", "timeout")), CHUNK_TIMEOUT_MS);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      async (error: unknown) => {
        clearTimeout(timer);
        const chunk = chunkOf(error);
        let missing = false;
        try {
          missing = chunk !== "?" && (await fetch(`/assets/${chunk}`, { method: "HEAD", cache: "no-store" })).status === 404;
        } catch {
          // Offline: an error, not a missing file.
        }
        reject(new ChunkLoadError(chunk, missing ? "missing" : "error", { cause: error }));
      },
    );
  });

/**
 * Like React.lazy, plus `preload()`. WHY not React.lazy: a lazy component suspends on its first
 * render even when its module arrived long before, so the route shows its fallback and React
 * holds the reveal back (~300 ms) on the shop's first load. Here the loaded module is read
 * synchronously: `use` reads a promise whose `status` is already "fulfilled" without suspending
 * (the fields React itself puts on promises it tracks).
 */
export const preloadable = <P extends object>(load: () => Promise<{ readonly default: ComponentType<P> }>): PreloadableScreen<P> => {
  let loading: Tracked<{ readonly default: ComponentType<P> }> | undefined;
  const preload = () => {
    if (loading !== undefined) return loading;
    const promise: Tracked<{ readonly default: ComponentType<P> }> = withChunkFailure(load);
    promise.status = "pending";
    promise.then(
      (module) => {
        promise.status = "fulfilled";
        promise.value = module;
      },
      (error: unknown) => {
        promise.status = "rejected";
        promise.reason = error;
      },
    );
    loading = promise;
    return promise;
  };
  failedResetters.add(() => {
    if (loading?.status === "rejected") loading = undefined;
  });
  const Screen = (props: P) => {
    const { default: Component } = use(preload() as Promise<{ readonly default: ComponentType<P> }>);
    return <Component {...props} />;
  };
  return Object.assign(Screen, { preload }) as PreloadableScreen<P>;
};
