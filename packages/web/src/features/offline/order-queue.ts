import {
  confirmChangedOrder,
  decodeQueuedOrders,
  inMemoryQueueLock,
  isPending,
  isWaitingForConfirmation,
  queueOrder,
  type QueueOrderInput,
  syncQueuedOrders,
  type QueuedOrder,
  type QueuedOrderApi,
  type QueueLock,
  type SyncQueuedOrdersOutcome,
} from "@proshop/core";
import { deleteStoredOrder, listStoredOrders, putStoredOrder } from "./kept-store.ts";

/*
 * The device's queue of orders placed offline (issue 37), shared by the tabs: kept in IndexedDB,
 * sent by core's `syncQueuedOrders` under a Web Lock (one tab at a time; the browser releases it
 * when a tab closes), and every change told to the other tabs over a BroadcastChannel, so each
 * list shows the same states.
 */

const NAME = "proshop-order-queue";

const lock: QueueLock =
  typeof navigator !== "undefined" && navigator.locks != null
    ? <T,>(run: () => Promise<T>) => navigator.locks.request(NAME, run) as Promise<T>
    : inMemoryQueueLock();

const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(NAME);
const listeners = new Set<() => void>();
const tellHere = (): void => {
  for (const listener of listeners) listener();
};
channel?.addEventListener("message", tellHere);
const changed = (): void => {
  tellHere();
  channel?.postMessage("changed");
};

const store = {
  list: async (userId: string): Promise<ReadonlyArray<QueuedOrder>> => decodeQueuedOrders(await listStoredOrders(userId)),
  put: async (order: QueuedOrder): Promise<void> => {
    await putStoredOrder(order);
    changed();
  },
};

export const orderQueue = {
  /** The user's queued orders in every state, oldest first. */
  list: store.list,
  /** How many of the user's orders are not sent yet (pending, or waiting for a confirmation). */
  unsent: async (userId: string): Promise<number> =>
    (await store.list(userId)).filter((order) => isPending(order) || isWaitingForConfirmation(order)).length,
  /** A confirmed order placed offline joins the queue. */
  queue: (input: QueueOrderInput): Promise<void> => store.put(queueOrder(input)),
  /** Sends the user's pending orders (no-op while another tab is sending them: it waits its turn). */
  sync: (userId: string, api: QueuedOrderApi, now: () => number): Promise<SyncQueuedOrdersOutcome> =>
    syncQueuedOrders({ userId, store, lock, api, now }),
  /** The representative accepted the server's new figures: placed at them by the next sync. */
  confirm: async (order: QueuedOrder): Promise<void> => store.put(confirmChangedOrder(order)),
  remove: async (key: string): Promise<void> => {
    await lock(() => deleteStoredOrder(key));
    changed();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
