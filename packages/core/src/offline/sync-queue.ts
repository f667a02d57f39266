import { isPending, type QueuedOrder } from "./queued-order.ts";
import { QueuedOrderNoAnswer, sendQueuedOrder, type QueuedOrderApi } from "./send-queued-order.ts";

/** Where queued orders are kept (IndexedDB on the web), shared by every tab of the device. */
export interface QueuedOrderStore {
  /** The user's queued orders, in any state. */
  list(userId: string): Promise<ReadonlyArray<QueuedOrder>>;
  /** Writes one order under its key, replacing what was there. */
  put(order: QueuedOrder): Promise<void>;
}

/**
 * Runs `run` while no other tab syncs: the web passes Web Locks
 * (`navigator.locks.request("proshop-order-queue", run)`), which the browser releases when a tab
 * closes or reloads.
 */
export type QueueLock = <T>(run: () => Promise<T>) => Promise<T>;

export interface SyncQueuedOrdersInput {
  readonly userId: string;
  readonly store: QueuedOrderStore;
  readonly lock: QueueLock;
  readonly api: QueuedOrderApi;
  readonly now: () => number;
}

export interface SyncQueuedOrdersOutcome {
  /** The user's queued orders as the sync left them, oldest first. */
  readonly orders: ReadonlyArray<QueuedOrder>;
  /** The server stopped answering: the pending orders left wait for the network again. */
  readonly offline: boolean;
  /** Orders whose step broke on something else than the server's answer (the store failed, a bug); left as last written. */
  readonly failed: ReadonlyArray<{ readonly key: string; readonly error: unknown }>;
}

/**
 * Sends the user's pending orders, one step at a time, each step's state written before the next
 * server call. Inside the lock the queue is read from the store again, never from memory: another
 * tab may have sent an order meanwhile, and sending it again from a stale copy would price a new
 * draft for an order already placed. The first time the server does not answer, the sync stops
 * (offline again): the order at hand stays pending as written. A refusal is an order's state,
 * never an error, so it does not hold the others back; nor does one order's unexpected failure.
 */
export const syncQueuedOrders = (input: SyncQueuedOrdersInput): Promise<SyncQueuedOrdersOutcome> =>
  input.lock(async () => {
    const { userId, store, api, now } = input;
    const stored = [...(await store.list(userId))].filter((order) => order.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt);
    const orders: QueuedOrder[] = [];
    const failed: Array<{ key: string; error: unknown }> = [];
    let offline = false;
    for (const order of stored) {
      let current = order;
      try {
        while (!offline && isPending(current)) {
          const next = await sendQueuedOrder(current, api, now);
          await store.put(next);
          current = next;
        }
      } catch (error) {
        if (error instanceof QueuedOrderNoAnswer) offline = true;
        else failed.push({ key: order.key, error });
      }
      orders.push(current);
    }
    return { orders, offline, failed };
  });

/**
 * A lock for one JavaScript realm (tests, the CLI): runs one `run` at a time, in call order. A
 * `run` that fails releases it like one that succeeds.
 */
export const inMemoryQueueLock = (): QueueLock => {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const result = tail.then(run);
    tail = result.catch(() => undefined);
    return result;
  };
};
