/*
 * When the tab's Effect chunk may be asked for (issue 18): after the browser's first contentful
 * paint, so its download, parse and run never come before the first screen's content. A React
 * commit (even the frame after it) is not that paint: on /login the chunk was asked for before
 * Chromium's FCP in 2 of 3 Lighthouse runs.
 */

export interface FirstPaintEnvironment {
  readonly PerformanceObserver?: typeof PerformanceObserver;
  readonly performance?: Pick<Performance, "getEntriesByName">;
  readonly document?: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
}

export interface FirstPaintOptions {
  /**
   * Settles when the first render has been committed and a frame has passed: what stands in where
   * no paint can be observed (no paint timing, a hidden tab, which paints nothing).
   */
  readonly whenUnobservable: Promise<unknown>;
  /** Asked for anyway this long after the start if no contentful paint has come. */
  readonly fallbackMs?: number;
  readonly environment?: FirstPaintEnvironment;
}

/** A contentful paint is expected well within this on a slow phone (Lighthouse's 4x CPU: ~1.5-3 s). */
export const FIRST_PAINT_FALLBACK_MS = 5_000;

/** Settles (in a task of its own) once the first contentful paint has happened, or its stand-ins. */
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
      setTimeout(resolve, 0);
    };
    const unobservable = (): void => void options.whenUnobservable.then(finish, finish);
    const onVisibility = (): void => {
      if (document?.visibilityState === "hidden") unobservable();
    };
    const timer = setTimeout(finish, options.fallbackMs ?? FIRST_PAINT_FALLBACK_MS);
    if (Observer === undefined || !(Observer.supportedEntryTypes ?? []).includes("paint") || document?.visibilityState === "hidden") {
      unobservable();
      return;
    }
    if ((environment.performance?.getEntriesByName("first-contentful-paint", "paint").length ?? 0) > 0) {
      finish();
      return;
    }
    document?.addEventListener("visibilitychange", onVisibility);
    observer = new Observer((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) finish();
    });
    observer.observe({ type: "paint", buffered: true });
  });
};
