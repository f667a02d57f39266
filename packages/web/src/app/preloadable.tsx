import { use, type ComponentType, type ReactElement } from "react";

/** A lazily loaded screen that can start loading before it renders. */
export type PreloadableScreen<P extends object> = ((props: P) => ReactElement) & {
  /** Loads the module (once); resolves when it is ready. */
  readonly preload: () => Promise<{ readonly default: ComponentType<P> }>;
};

type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

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
    const promise: Tracked<{ readonly default: ComponentType<P> }> = load();
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
  const Screen = (props: P) => {
    const { default: Component } = use(preload() as Promise<{ readonly default: ComponentType<P> }>);
    return <Component {...props} />;
  };
  return Object.assign(Screen, { preload }) as PreloadableScreen<P>;
};
