import { CART_STORAGE_KEY, memoryKeyValueStore } from "@proshop/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeStoredCart } from "../stored-cart-writer.ts";
import { startCartActor } from "./live-cart-harness.ts";
import { testProduct } from "./cart-fixtures.ts";

const storedQuantity = (store: ReturnType<typeof memoryKeyValueStore>): number | null => {
  const text = store.getItem(CART_STORAGE_KEY);
  return text === null ? null : (JSON.parse(text) as { quantity: number }).quantity;
};

describe("writeStoredCart", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes the last change of a burst once the delay has passed, and at once when the page goes away", async () => {
    const { actor } = startCartActor();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: "idle" })).toBe(true));
    vi.useFakeTimers();
    const store = memoryKeyValueStore();
    const stop = writeStoredCart(actor, store, 300);
    actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    vi.advanceTimersByTime(299);
    expect(storedQuantity(store)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(storedQuantity(store)).toBe(3);

    actor.send({ type: "cart.add", product: testProduct("P2"), quantity: 1 });
    window.dispatchEvent(new Event("pagehide"));
    expect(storedQuantity(store)).toBe(4);

    actor.send({ type: "cart.add", product: testProduct("P2"), quantity: 1 });
    stop();
    expect(storedQuantity(store)).toBe(5);
    actor.send({ type: "cart.add", product: testProduct("P2"), quantity: 1 });
    vi.advanceTimersByTime(1000);
    expect(storedQuantity(store)).toBe(5);
    actor.stop();
  });
});
