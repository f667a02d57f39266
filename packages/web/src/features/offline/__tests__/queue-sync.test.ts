import "fake-indexeddb/auto";
import { initialCartState, type QueuedOrderApi } from "@proshop/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { orderQueue } from "../order-queue.ts";
import { startQueueSync } from "../queue-sync.ts";

const noAnswer = { _tag: "ApiCallFailed", status: null, body: "Wrong Services", messageId: "content.wrong_services" };

/** A server that answers only while `online`, and counts the orders it placed per key. */
const fakeServer = () => {
  let online = false;
  const placed = new Map<string, number>();
  const api: QueuedOrderApi = {
    priceOrder: async () => {
      if (!online) throw noAnswer;
      return { order_nr: "D-1", lines: [], subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 };
    },
    submitOrder: async (_custNo, orderNr, _body, key) => {
      if (!online) throw noAnswer;
      placed.set(key, (placed.get(key) ?? 0) + 1);
      return { order_nr: orderNr, total: 0 };
    },
  };
  return { api, placed, goOnline: () => (online = true) };
};

const stateOf = async (userId: string, key: string) => (await orderQueue.list(userId)).find((order) => order.key === key)?.state.kind;

let stop = (): void => undefined;
afterEach(() => stop());

describe("sending the queue when the network may be back", () => {
  it("tries at start, waits offline, and sends once on the browser's online", async () => {
    const server = fakeServer();
    await orderQueue.queue({ key: "k-1", userId: "1", custNo: "100234", companyName: "Maternité", keptAt: 1, now: 2, cart: initialCartState, payment: { method: "cod", type: "creditcard" } });
    expect(await orderQueue.unsent("1")).toBe(1);
    stop = startQueueSync({ userId: () => "1", api: server.api, now: () => 3 }).stop;
    await vi.waitFor(async () => expect(await stateOf("1", "k-1")).toBe("queued"));

    server.goOnline();
    window.dispatchEvent(new Event("online"));
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(async () => expect(await stateOf("1", "k-1")).toBe("placed"));
    expect(server.placed.get("k-1")).toBe(1);
    expect(await orderQueue.unsent("1")).toBe(0);
  });

  it("sends nothing signed out, nor another user's orders", async () => {
    const server = fakeServer();
    server.goOnline();
    await orderQueue.queue({ key: "k-2", userId: "2", custNo: "", companyName: "", keptAt: 1, now: 2, cart: initialCartState, payment: { method: "cod", type: "creditcard" } });
    let user: string | null = null;
    const sync = startQueueSync({ userId: () => user, api: server.api, now: () => 3 });
    stop = sync.stop;
    user = "3";
    sync.sync();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stateOf("2", "k-2")).toBe("queued");
    expect(server.placed.size).toBe(0);
  });
});
