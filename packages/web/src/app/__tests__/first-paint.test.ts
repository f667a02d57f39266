import { describe, expect, it, vi } from "vitest";
import { afterFirstContentfulPaint, LCP_QUIET_MS, type FirstPaintEnvironment } from "../first-paint.ts";

/**
 * A paint-timing stand-in: `paint()` delivers a first-contentful-paint entry to the observers;
 * with `largestPaint`, `largestPaint()` delivers a new largest-contentful-paint candidate.
 */
const paintTiming = (
  options: { readonly supported?: boolean; readonly painted?: boolean; readonly hidden?: boolean; readonly largestPaint?: boolean } = {},
) => {
  type Callback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;
  const observed = { paint: [] as Callback[], "largest-contentful-paint": [] as Callback[] };
  const listeners: Array<() => void> = [];
  const document = {
    visibilityState: options.hidden === true ? "hidden" : "visible",
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
    removeEventListener: () => undefined,
    images: [],
  };
  class Observer {
    static supportedEntryTypes = [
      ...(options.supported === false ? [] : ["paint"]),
      ...(options.largestPaint === true ? ["largest-contentful-paint"] : []),
      "resource",
    ];
    readonly callback: Callback;
    constructor(callback: Callback) {
      this.callback = callback;
    }
    observe({ type }: { readonly type: keyof typeof observed }) {
      observed[type].push(this.callback);
    }
    disconnect() {}
  }
  const environment = {
    PerformanceObserver: Observer,
    performance: { getEntriesByName: (name: string) => (options.painted === true && name === "first-contentful-paint" ? [{}] : []) },
    document,
  } as unknown as FirstPaintEnvironment;
  return {
    environment,
    largestPaintObservers: observed["largest-contentful-paint"],
    paint: () => observed.paint.forEach((observer) => observer({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) })),
    largestPaint: () => observed["largest-contentful-paint"].forEach((observer) => observer({ getEntriesByName: () => [] })),
    hide: () => {
      document.visibilityState = "hidden";
      listeners.forEach((listener) => listener());
    },
  };
};

const settled = (promise: Promise<unknown>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

describe("first-paint", () => {
  it("waits for the first contentful paint, not for the commit", async () => {
    vi.useFakeTimers();
    try {
      const timing = paintTiming();
      const state = settled(afterFirstContentfulPaint({ whenUnobservable: Promise.resolve(), environment: timing.environment }));
      await vi.advanceTimersByTimeAsync(1000);
      expect(state.done).toBe(false);
      timing.paint();
      await vi.advanceTimersByTimeAsync(1);
      expect(state.done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("goes at once when the paint has already happened", async () => {
    const timing = paintTiming({ painted: true });
    await afterFirstContentfulPaint({ whenUnobservable: new Promise(() => undefined), environment: timing.environment });
  });

  it("falls back on a timer when no paint comes", async () => {
    vi.useFakeTimers();
    try {
      const state = settled(afterFirstContentfulPaint({ whenUnobservable: new Promise(() => undefined), fallbackMs: 4000, environment: paintTiming().environment }));
      await vi.advanceTimersByTimeAsync(3999);
      expect(state.done).toBe(false);
      await vi.advanceTimersByTimeAsync(2);
      expect(state.done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("takes the commit's frame where no paint can be observed (no paint timing, a hidden tab)", async () => {
    for (const timing of [paintTiming({ supported: false }), paintTiming({ hidden: true })]) {
      await afterFirstContentfulPaint({ whenUnobservable: Promise.resolve(), fallbackMs: 60_000, environment: timing.environment });
    }
    const hiddenLater = paintTiming();
    const waiting = afterFirstContentfulPaint({ whenUnobservable: Promise.resolve(), fallbackMs: 60_000, environment: hiddenLater.environment });
    hiddenLater.hide();
    await waiting;
  });

  it("with the first screen's content to wait for, waits for it and for its pictures loading in the window after the paint", async () => {
    const timing = paintTiming({ painted: true });
    let shown = (): void => undefined;
    const contentShown = new Promise<void>((resolve) => (shown = resolve));
    const loaded: Array<() => void> = [];
    const picture = (loading: string, top: number) => ({
      complete: false,
      loading,
      getBoundingClientRect: () => ({ top, bottom: top + 100, left: 0, right: 100 }),
      addEventListener: (type: string, listener: () => void) => void (type === "load" && loaded.push(listener)),
    });
    // Eager, lazy in the window, lazy below it (never loads): the first two are waited for.
    const images = [picture("eager", 0), picture("lazy", 500), picture("lazy", 2000)];
    const environment = {
      ...timing.environment,
      innerHeight: 800,
      innerWidth: 400,
      document: { ...timing.environment.document!, images: images as unknown as HTMLImageElement[] },
    };
    const state = settled(afterFirstContentfulPaint({ whenUnobservable: Promise.resolve(), contentShown, fallbackMs: 60_000, environment }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.done).toBe(false);
    shown();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.done).toBe(false);
    expect(loaded).toHaveLength(2);
    loaded[0]!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.done).toBe(false);
    loaded[1]!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.done).toBe(true);
  });

  it("then waits until no new largest-contentful-paint candidate has come for a while", async () => {
    vi.useFakeTimers();
    try {
      const timing = paintTiming({ painted: true, largestPaint: true });
      const state = settled(
        afterFirstContentfulPaint({ whenUnobservable: Promise.resolve(), contentShown: Promise.resolve(), fallbackMs: 60_000, environment: timing.environment }),
      );
      await vi.advanceTimersByTimeAsync(LCP_QUIET_MS - 100);
      expect(timing.largestPaintObservers).toHaveLength(1);
      expect(state.done).toBe(false);
      // A later, larger paint: the quiet time starts again.
      timing.largestPaint();
      await vi.advanceTimersByTimeAsync(LCP_QUIET_MS - 100);
      expect(state.done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(state.done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("goes at once on the user's first key or pointer press, paint or not", async () => {
    const inputs = new Map<string, () => void>();
    const timing = paintTiming();
    const environment = {
      ...timing.environment,
      addEventListener: (type: string, listener: () => void) => void inputs.set(type, listener),
      removeEventListener: (type: string) => void inputs.delete(type),
    } as FirstPaintEnvironment;
    const state = settled(afterFirstContentfulPaint({ whenUnobservable: Promise.resolve(), fallbackMs: 60_000, environment }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.done).toBe(false);
    expect([...inputs.keys()].sort()).toEqual(["keydown", "pointerdown"]);
    inputs.get("keydown")!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.done).toBe(true);
    expect(inputs.size).toBe(0);
  });
});
