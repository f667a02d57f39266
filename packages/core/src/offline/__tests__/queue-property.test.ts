import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QueuedOrder } from "../queued-order.ts";
import type { QueuedOrderApi } from "../send-queued-order.ts";
import { inMemoryQueueLock, syncQueuedOrders, type QueuedOrderStore } from "../sync-queue.ts";
import { aQueuedOrder, cartLine, FakeOrderServer } from "./fake-order-server.ts";

/*
 * Whatever happens between queueing and the network coming back (offline spells, a submit
 * placed whose answer is lost, a tab reloaded at any step, two tabs syncing at once), the server
 * places each queued order exactly once, under its key, and the device never loses one.
 * Prices do not change here, so every order must end up placed.
 */

const PRICES: Readonly<Record<string, number>> = { TEAT: 450, PUMP: 15_000, WIPES: 300 };
const USERS = ["rep-1", "rep-2"] as const;

type Action =
  | { readonly kind: "queue"; readonly user: string; readonly lines: ReadonlyArray<{ readonly part: string; readonly quantity: number }> }
  | { readonly kind: "offline" }
  | { readonly kind: "online" }
  | { readonly kind: "loseSubmitAnswer" }
  /** Tabs syncing at once; `reloadAt`: the step boundary at which that tab is reloaded (null: never). */
  | { readonly kind: "sync"; readonly tabs: ReadonlyArray<{ readonly user: string; readonly reloadAt: number | null }> };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("queue" as const),
      user: fc.constantFrom(...USERS),
      lines: fc.uniqueArray(fc.record({ part: fc.constantFrom(...Object.keys(PRICES)), quantity: fc.integer({ min: 1, max: 5 }) }), {
        minLength: 1,
        maxLength: 3,
        selector: (line) => line.part,
      }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "offline" as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: "online" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "loseSubmitAnswer" as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("sync" as const),
      tabs: fc.array(fc.record({ user: fc.constantFrom(...USERS), reloadAt: fc.option(fc.nat({ max: 8 }), { nil: null }) }), { minLength: 1, maxLength: 2 }),
    }),
  },
);

class Reloaded extends Error {}

/** The device's IndexedDB: one map that every tab reads and writes. */
const deviceStore = () => {
  const map = new Map<string, QueuedOrder>();
  const store: QueuedOrderStore = {
    list: async (userId) => [...map.values()].filter((order) => order.userId === userId),
    put: async (order) => {
      map.set(order.key, order);
    },
  };
  return { map, store };
};

/**
 * One tab. Its server calls are released in an order the scheduler picks. It counts the step
 * boundaries it crosses (before each call, when each answer arrives, before each write); at
 * `reloadAt` the tab is reloaded: from then on nothing it does reaches the server or the store,
 * what it wrote stays, and an answer in flight is lost (the server may have committed it).
 */
const tab = (server: FakeOrderServer, store: QueuedOrderStore, scheduler: fc.Scheduler, reloadAt: number | null) => {
  let boundaries = 0;
  const boundary = () => {
    if (reloadAt !== null && boundaries++ >= reloadAt) throw new Reloaded("the tab was reloaded");
  };
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    await scheduler.schedule(Promise.resolve(), "request");
    boundary();
    const answer = await run().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    boundary();
    if (answer.ok) return answer.value;
    throw answer.error;
  };
  const api: QueuedOrderApi = {
    priceOrder: (...args) => call(() => server.api.priceOrder(...args)),
    submitOrder: (...args) => call(() => server.api.submitOrder(...args)),
  };
  const tabStore: QueuedOrderStore = {
    list: async (userId) => {
      boundary();
      return store.list(userId);
    },
    put: async (order) => {
      boundary();
      await store.put(order);
    },
  };
  return { api, store: tabStore };
};

describe("queue-property", () => {
  it("places every queued order exactly once whatever the network, reloads and tabs do", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { maxLength: 14 }), fc.scheduler(), async (actions, scheduler) => {
        const server = new FakeOrderServer();
        const { map, store } = deviceStore();
        const lock = inMemoryQueueLock();
        const queued: QueuedOrder[] = [];
        const now = () => 5_000;

        const placedAtMostOnce = () => {
          for (const [key, count] of server.placements) expect(count, key).toBeLessThanOrEqual(1);
        };
        const noneLost = () => {
          for (const order of queued) expect(map.has(order.key), order.key).toBe(true);
        };

        for (const action of actions) {
          switch (action.kind) {
            case "queue": {
              const order = aQueuedOrder(
                action.lines.map((line) => cartLine(line.part, PRICES[line.part]!, line.quantity)),
                { userId: action.user },
              );
              queued.push(order);
              await store.put(order);
              break;
            }
            case "offline":
              server.online = false;
              break;
            case "online":
              server.online = true;
              break;
            case "loseSubmitAnswer":
              server.loseNextSubmitAnswer = true;
              break;
            case "sync": {
              const syncs = action.tabs.map(async (spec) => {
                const device = tab(server, store, scheduler, spec.reloadAt);
                // Which tab asks for the lock first is the scheduler's pick.
                await scheduler.schedule(Promise.resolve(), `tab of ${spec.user}`);
                return syncQueuedOrders({ userId: spec.user, store: device.store, lock, api: device.api, now });
              });
              await scheduler.waitFor(Promise.allSettled(syncs));
              break;
            }
          }
          placedAtMostOnce();
          noneLost();
        }

        // The network is back for good and nothing fails: one sync per user sends what is left.
        server.online = true;
        server.loseNextSubmitAnswer = false;
        for (const user of USERS) {
          const outcome = await syncQueuedOrders({ userId: user, store, lock, api: server.api, now });
          expect(outcome.offline).toBe(false);
          expect(outcome.failed).toEqual([]);
        }

        placedAtMostOnce();
        noneLost();
        for (const order of queued) {
          const stored = map.get(order.key)!;
          expect(stored.state.kind, `${order.key} ${JSON.stringify(stored.state)}`).toBe("placed");
          expect(stored.state.kind === "placed" ? stored.state.orderNr : null).toBe(server.placedUnder(order.key));
          expect(server.placements.get(order.key)).toBe(1);
        }
        // Only queued orders were ever placed.
        expect([...server.placements.keys()].sort()).toEqual(queued.map((order) => order.key).sort());
      }),
      { numRuns: 300 },
    );
  });
});
