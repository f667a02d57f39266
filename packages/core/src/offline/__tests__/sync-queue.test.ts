import { afterEach, describe, expect, it, vi } from "vitest";
import type { QueuedOrder } from "../queued-order.ts";
import type { QueuedOrderApi } from "../send-queued-order.ts";
import { inMemoryQueueLock, syncQueuedOrders, type QueuedOrderStore } from "../sync-queue.ts";
import { aQueuedOrder, cartLine, FakeOrderServer, refusal } from "./fake-order-server.ts";

const now = () => 9_000;

/** The device's store, shared by every tab; `puts` records each write as `key:state`. */
const mapStore = (orders: ReadonlyArray<QueuedOrder> = []) => {
  const map = new Map(orders.map((order) => [order.key, order]));
  const puts: string[] = [];
  const store: QueuedOrderStore = {
    list: async (userId) => [...map.values()].filter((order) => order.userId === userId),
    put: async (order) => {
      puts.push(`${order.key}:${order.state.kind}`);
      map.set(order.key, order);
    },
  };
  return { map, puts, store };
};

/** Every server call answers after `ms` of (fake) time, so two tabs' syncs overlap. */
const slow = (api: QueuedOrderApi, ms: number): QueuedOrderApi => ({
  priceOrder: (...args) => new Promise((resolve) => setTimeout(resolve, ms)).then(() => api.priceOrder(...args)),
  submitOrder: (...args) => new Promise((resolve) => setTimeout(resolve, ms)).then(() => api.submitOrder(...args)),
});

afterEach(() => {
  vi.useRealTimers();
});

describe("sync-queue", () => {
  it("places each order once when two tabs sync at the same moment under one lock", async () => {
    vi.useFakeTimers();
    const server = new FakeOrderServer();
    const first = aQueuedOrder([cartLine("TEAT", 450, 2)]);
    const second = aQueuedOrder([cartLine("PUMP", 15_000, 1)]);
    const { map, puts, store } = mapStore([first, second]);
    const lock = inMemoryQueueLock();
    const api = slow(server.api, 1_000);

    const tabs = Promise.all([
      syncQueuedOrders({ userId: "rep-1", store, lock, api, now }),
      syncQueuedOrders({ userId: "rep-1", store, lock, api, now }),
    ]);
    await vi.runAllTimersAsync();
    const [a, b] = await tabs;

    expect(a.orders.map((order) => order.state.kind)).toEqual(["placed", "placed"]);
    // The second tab read the store again inside the lock: nothing left to send.
    expect(b.orders.map((order) => order.state.kind)).toEqual(["placed", "placed"]);
    expect(server.calls).toEqual(["price -", "submit D1", "price -", "submit D2"]);
    expect([...server.placements.values()]).toEqual([1, 1]);
    // Every state is written before the next server call.
    expect(puts).toEqual([`${first.key}:priced`, `${first.key}:placed`, `${second.key}:priced`, `${second.key}:placed`]);
    expect([...map.values()].map((order) => order.state.kind)).toEqual(["placed", "placed"]);
  });

  it("never sends another user's order", async () => {
    const server = new FakeOrderServer();
    const mine = aQueuedOrder([cartLine("TEAT", 450, 1)]);
    const theirs = aQueuedOrder([cartLine("PUMP", 15_000, 1)], { userId: "rep-2" });
    // Even a store that hands back everything does not make it send theirs.
    const { map, store } = mapStore([mine, theirs]);
    const leaky: QueuedOrderStore = { ...store, list: async () => [...map.values()] };

    const outcome = await syncQueuedOrders({ userId: "rep-1", store: leaky, lock: inMemoryQueueLock(), api: server.api, now });
    expect(outcome.orders.map((order) => order.key)).toEqual([mine.key]);
    expect(map.get(theirs.key)!.state.kind).toBe("queued");
    expect(server.placements.has(theirs.key)).toBe(false);
  });

  it("stops when the network goes again, leaving the order at hand pending as last written", async () => {
    const server = new FakeOrderServer();
    const first = aQueuedOrder([cartLine("TEAT", 450, 1)]);
    const second = aQueuedOrder([cartLine("WIPES", 300, 1)]);
    const { map, store } = mapStore([first, second]);
    let calls = 0;
    const flaky: QueuedOrderApi = {
      priceOrder: (...args) => server.api.priceOrder(...args),
      submitOrder: (...args) => {
        calls++;
        server.online = false;
        return server.api.submitOrder(...args);
      },
    };
    const outcome = await syncQueuedOrders({ userId: "rep-1", store, lock: inMemoryQueueLock(), api: flaky, now });
    expect(outcome.offline).toBe(true);
    expect(outcome.orders.map((order) => order.state.kind)).toEqual(["priced", "queued"]);
    expect(map.get(first.key)!.state.kind).toBe("priced");
    expect(calls).toBe(1);

    server.online = true;
    const later = await syncQueuedOrders({ userId: "rep-1", store, lock: inMemoryQueueLock(), api: server.api, now });
    expect(later).toMatchObject({ offline: false, failed: [] });
    expect(later.orders.map((order) => order.state.kind)).toEqual(["placed", "placed"]);
  });

  it("sends the other orders when one is refused or its write fails", async () => {
    const server = new FakeOrderServer();
    const refused = aQueuedOrder([cartLine("TEAT", 450, 1)]);
    const unwritable = aQueuedOrder([cartLine("WIPES", 300, 1)]);
    const fine = aQueuedOrder([cartLine("PUMP", 15_000, 1)]);
    const { map, store } = mapStore([refused, unwritable, fine]);
    const api: QueuedOrderApi = {
      priceOrder: (custNo, request) =>
        request.lines[0]!.part_no === "TEAT" ? Promise.reject(refusal(403, "orders.customer_blocked", "This customer may not order.")) : server.api.priceOrder(custNo, request),
      submitOrder: server.api.submitOrder,
    };
    const picky: QueuedOrderStore = {
      ...store,
      put: (order) => (order.key === unwritable.key ? Promise.reject(new Error("QuotaExceededError")) : store.put(order)),
    };
    const outcome = await syncQueuedOrders({ userId: "rep-1", store: picky, lock: inMemoryQueueLock(), api, now });
    expect(outcome.orders.map((order) => order.state.kind)).toEqual(["refused", "queued", "placed"]);
    expect(outcome.orders[0]!.state).toEqual({ kind: "refused", code: "orders.customer_blocked", text: "This customer may not order." });
    expect(outcome.failed.map((failure) => failure.key)).toEqual([unwritable.key]);
    expect(map.get(fine.key)!.state.kind).toBe("placed");
  });

  it("releases the lock after a sync that failed", async () => {
    const lock = inMemoryQueueLock();
    await expect(lock(() => Promise.reject(new Error("tab crashed")))).rejects.toThrow("tab crashed");
    expect(await lock(async () => "next")).toBe("next");
  });
});
