import type { LiveCartState, LiveCartSync } from "./live-cart-sync.ts";

/*
 * The tab's live cart until its sync has arrived with the Effect services (issue 18: after the
 * largest contentful paint). The session may be signed in before that (its first calls need no
 * Effect), so the state is `starting`: the company's cart is not known yet (early-changes.ts keeps
 * what the customer changes meanwhile). A flush has nothing to send. Then every call goes to the
 * real sync, and the screens that watch it are told.
 */

const WAITING: LiveCartState = { status: "starting", custNo: null, error: null, failures: 0 };

export const deferredLiveCart = (arriving: Promise<LiveCartSync>): LiveCartSync => {
  let sync: LiveCartSync | null = null;
  let stopped = false;
  const listeners = new Map<() => void, () => void>();
  const ready = arriving.then((arrived) => {
    if (stopped) {
      arrived.stop();
      return arrived;
    }
    sync = arrived;
    for (const listener of listeners.keys()) {
      listeners.set(listener, arrived.subscribe(listener));
      listener();
    }
    return arrived;
  });
  // A sync that never arrives (its chunk failed for good): the next call tries the chunk again.
  ready.catch(() => undefined);
  return {
    getState: () => (sync === null ? WAITING : sync.getState()),
    subscribe(listener) {
      listeners.set(listener, sync === null ? () => undefined : sync.subscribe(listener));
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
    recording: () => (sync === null ? null : sync.recording()),
    flush: (options) => sync?.flush(options),
    refresh: () => ready.then((arrived) => arrived.refresh()),
    ready: () => ready.then((arrived) => arrived.ready()),
    stop() {
      stopped = true;
      sync?.stop();
      for (const unsubscribe of listeners.values()) unsubscribe();
      listeners.clear();
    },
  };
};
