import type { QueuedOrderApi } from "@proshop/core";
import { orderQueue } from "./order-queue.ts";

/** Background Sync's tag, and the service worker's message that asks the tab to send (public/sw-sync.js). */
export const QUEUE_SYNC_TAG = "proshop-order-queue";
const SYNC_MESSAGE = "proshop.syncQueue";
/** A queue left pending (the server did not answer) is tried again this often while the tab is open. */
const RETRY_MS = 60_000;

export interface QueueSyncOptions {
  /** The signed-in user whose orders are sent; null signed out (nothing is sent). */
  readonly userId: () => string | null;
  readonly api: QueuedOrderApi;
  readonly now: () => number;
}

/**
 * Sends the queue when the network may be back (issue 37): at once (a start or a log-in), on the
 * browser's `online`, when Background Sync wakes the service worker, and every minute while
 * orders wait. One send at a time in this tab; a call meanwhile sends again after it, so an
 * order queued during a send is not left behind. `sync` is returned for the log-in.
 */
let started: { readonly sync: () => void } | null = null;

/** "Send now" on the queue's list: the tab's sync, once started. */
export const syncQueueNow = (): void => started?.sync();

export const startQueueSync = (options: QueueSyncOptions): { readonly sync: () => void; readonly stop: () => void } => {
  let running = false;
  let again = false;
  const sync = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      do {
        again = false;
        const userId = options.userId();
        if (userId !== null) await orderQueue.sync(userId, options.api, options.now).catch(() => undefined);
      } while (again);
      running = false;
    })();
  };
  const onMessage = (event: MessageEvent): void => {
    if ((event.data as { readonly type?: unknown } | null)?.type === SYNC_MESSAGE) sync();
  };
  window.addEventListener("online", sync);
  navigator.serviceWorker?.addEventListener("message", onMessage);
  const timer = window.setInterval(sync, RETRY_MS);
  started = { sync };
  sync();
  return {
    sync,
    stop: () => {
      started = null;
      window.removeEventListener("online", sync);
      navigator.serviceWorker?.removeEventListener("message", onMessage);
      window.clearInterval(timer);
    },
  };
};

/** Asks Background Sync to wake the app when the network is back, where the browser has it. */
export const requestBackgroundSync = async (): Promise<void> => {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { readonly sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register(QUEUE_SYNC_TAG).catch(() => undefined);
};
