import type { LiveCartState, LiveCartSync } from "./live-cart-sync.ts";

/*
 * The tab's live cart until its sync has arrived with the Effect services (issue 18: after the
 * first paint). Until then nobody can be signed in (the session's calls wait for the same
 * chunk), so there is nothing to record: the state is `off` and a flush has nothing to send.
 * Then every call goes to the real sync, and the screens that watch it are told.
 */

const OFF: LiveCartState = { status: "off", custNo: null, error: null, failures: 0 };

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
  // A sync that never arrives (its chunk failed for good) leaves the live cart off, as without a company.
  ready.catch(() => undefined);
  return {
    getState: () => (sync === null ? OFF : sync.getState()),
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
