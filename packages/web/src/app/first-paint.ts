/*
 * When the tab's Effect chunk may be asked for (issue 18): after the browser's first contentful
 * paint, so its download, parse and run never come before the first screen's content. A React
 * commit (even the frame after it) is not that paint: on /login the chunk was asked for before
 * Chromium's FCP in 2 of 3 Lighthouse runs.
 *
 * A first contentful paint can be the shell alone (the top bar, "Loading") while the session's
 * first answers are still on their way; asked for then, the chunk competed with the screen's own
 * content (the shop home's category pictures, its LCP element, requested at the same moment). So,
 * when told when the first screen's content is there (`contentShown`), it also waits for that,
 * for the pictures then loading in the window, and for a frame after them.
 *
 * Then until the largest contentful paint has settled (no new candidate for LCP_QUIET_MS):
 * Lighthouse's simulated LCP counts every request started before the observed LCP, so a chunk
 * asked for between the first paint and the LCP made the simulated LCP later than main's while
 * the page painted sooner. A user's first key or pointer press asks for it at once.
 */

export interface FirstPaintEnvironment {
  readonly PerformanceObserver?: typeof PerformanceObserver;
  readonly performance?: Pick<Performance, "getEntriesByName">;
  readonly document?: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener"> & { readonly images?: ArrayLike<HTMLImageElement> };
  readonly requestAnimationFrame?: (callback: () => void) => unknown;
  readonly innerHeight?: number;
  readonly innerWidth?: number;
  readonly addEventListener?: (type: string, listener: () => void, options?: AddEventListenerOptions) => void;
  readonly removeEventListener?: (type: string, listener: () => void, options?: EventListenerOptions) => void;
}

export interface FirstPaintOptions {
  /**
   * Settles when the first render has been committed and a frame has passed: what stands in where
   * no paint can be observed (no paint timing, a hidden tab, which paints nothing).
   */
  readonly whenUnobservable: Promise<unknown>;
  /** Settles when the first screen's content is rendered (the session's first answers are in). */
  readonly contentShown?: Promise<unknown>;
  /** Asked for anyway this long after the start if the paint (or the content) has not come. */
  readonly fallbackMs?: number;
  readonly environment?: FirstPaintEnvironment;
}

/** A contentful paint is expected well within this on a slow phone (Lighthouse's 4x CPU: ~1.5-3 s). */
export const FIRST_PAINT_FALLBACK_MS = 5_000;

/** How long without a new largest-contentful-paint candidate counts as settled. */
export const LCP_QUIET_MS = 800;

/** The inputs that mean the user is acting: the chunk is asked for at once. */
const USER_INPUTS = ["pointerdown", "keydown"] as const;

/** Whether this browser reports performance entries of `type` (paint timing, largest paint). */
export const observesEntries = (Observer: typeof PerformanceObserver | undefined, type: string): Observer is typeof PerformanceObserver =>
  Observer !== undefined && (Observer.supportedEntryTypes ?? []).includes(type);

/** Settles (in a task of its own) once the first contentful paint and the first screen's content have been painted, or their stand-ins. */
export const afterFirstContentfulPaint = (options: FirstPaintOptions): Promise<void> => {
  const environment: FirstPaintEnvironment = options.environment ?? globalThis;
  const Observer = environment.PerformanceObserver;
  const document = environment.document;
  return new Promise<void>((resolve) => {
    let done = false;
    let observer: PerformanceObserver | undefined;
    const finish = (): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      observer?.disconnect();
      document?.removeEventListener("visibilitychange", onVisibility);
      for (const input of USER_INPUTS) environment.removeEventListener?.(input, finish, { capture: true });
      setTimeout(resolve, 0);
    };
    for (const input of USER_INPUTS) environment.addEventListener?.(input, finish, { capture: true });
    const unobservable = (): void => void options.whenUnobservable.then(finish, finish);
    const onVisibility = (): void => {
      if (document?.visibilityState === "hidden") unobservable();
    };
    const timer = setTimeout(finish, options.fallbackMs ?? FIRST_PAINT_FALLBACK_MS);
    if (!observesEntries(Observer, "paint") || document?.visibilityState === "hidden") {
      unobservable();
      return;
    }
    document?.addEventListener("visibilitychange", onVisibility);
    const frame = (): Promise<void> =>
      new Promise((next) => (environment.requestAnimationFrame === undefined ? setTimeout(next, 0) : environment.requestAnimationFrame(() => next())));
    /** The first screen's content, its eager pictures loaded, and a frame to paint them. */
    const contentPainted = async (): Promise<void> => {
      if (options.contentShown === undefined) return;
      await options.contentShown.catch(() => undefined);
      // React commits the content a little after the state that asks for it: two frames.
      await frame();
      await frame();
      // The pictures loading now: the eager ones, and the lazy ones already in the window (the
      // mobile shop home's LCP element is one of those: asked for then, the chunk's run delayed
      // their loading by ~300 ms).
      const inWindow = (image: HTMLImageElement): boolean => {
        if (typeof image.getBoundingClientRect !== "function") return false;
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.right > 0 && box.top < (environment.innerHeight ?? 0) && box.left < (environment.innerWidth ?? 0);
      };
      const pictures = Array.from(document?.images ?? []).filter((image) => !image.complete && (image.loading !== "lazy" || inWindow(image)));
      await Promise.all(
        pictures.map(
          (image) =>
            new Promise<void>((loaded) => {
              image.addEventListener("load", () => loaded(), { once: true });
              image.addEventListener("error", () => loaded(), { once: true });
            }),
        ),
      );
      await frame();
      await largestPaintSettled();
    };
    /** No new largest-contentful-paint candidate for LCP_QUIET_MS (at once where none can be observed). */
    const largestPaintSettled = (): Promise<void> =>
      new Promise<void>((settled) => {
        if (!observesEntries(Observer, "largest-contentful-paint")) return settled();
        let quiet = setTimeout(() => settle(), LCP_QUIET_MS);
        const candidates = new Observer(() => {
          clearTimeout(quiet);
          quiet = setTimeout(() => settle(), LCP_QUIET_MS);
        });
        const settle = (): void => {
          candidates.disconnect();
          settled();
        };
        candidates.observe({ type: "largest-contentful-paint", buffered: true });
      });
    const painted = (): void => void contentPainted().then(finish, finish);
    if ((environment.performance?.getEntriesByName("first-contentful-paint", "paint").length ?? 0) > 0) {
      painted();
      return;
    }
    observer = new Observer((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer?.disconnect();
      painted();
    });
    observer.observe({ type: "paint", buffered: true });
  });
};
