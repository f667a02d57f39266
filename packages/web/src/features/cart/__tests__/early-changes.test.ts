import type { CartEvent, CartRecordedEvent, CartRecording } from "@proshop/core";
import { describe, expect, it } from "vitest";
import { keepEarlyChanges } from "../early-changes.ts";
import { testProduct } from "./cart-fixtures.ts";

/** A cart actor that records what it is sent and lets the test emit its `cart.recorded` events. */
const fakeCart = () => {
  const listeners = new Set<(event: CartRecordedEvent) => void>();
  const sent: CartEvent[] = [];
  return {
    sent,
    listeners,
    record: (change: CartRecordedEvent["change"]) => {
      for (const listener of [...listeners]) listener({ type: "cart.recorded", at: 0, change });
    },
    on: (_type: "cart.recorded", listener: (event: CartRecordedEvent) => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    send: (event: CartEvent) => sent.push(event),
  };
};

/** A live cart whose start the test finishes; `attached` stands for the recorder being in place. */
const fakeLiveCart = () => {
  let finish!: () => void;
  let fail!: (error: unknown) => void;
  const started = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const live = {
    attached: false,
    recording: () => (live.attached ? ({} as CartRecording) : null),
    ready: () => started,
    finish,
    fail,
  };
  return live;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const product = testProduct("P-1");

describe("keepEarlyChanges", () => {
  it("makes the customer's changes from before the start again, in order, once the start is done", async () => {
    const cart = fakeCart();
    const live = fakeLiveCart();
    keepEarlyChanges(cart, live);
    cart.record({ type: "cart.add", product, quantity: 2 });
    cart.record({ type: "cart.setQuantity", lineId: "P-1", quantity: 5 });
    cart.record({ type: "cart.chooseShipping", method: "Rush", charge: 1995 });
    cart.record({ type: "cart.remove", lineId: "P-1" });
    expect(cart.sent).toEqual([]);

    live.finish();
    await settle();
    expect(cart.sent).toEqual([
      { type: "cart.add", product, quantity: 2 },
      { type: "cart.setQuantity", lineId: "P-1", quantity: 5 },
      { type: "cart.chooseShipping", method: "Rush", charge: 1995 },
      { type: "cart.remove", lineId: "P-1" },
    ]);
  });

  it("leaves alone what a recorder already took and what the customer did not do", async () => {
    const cart = fakeCart();
    const live = fakeLiveCart();
    keepEarlyChanges(cart, live);
    cart.record({ type: "cart.loaded", cart: { lines: [] } } as unknown as CartRecordedEvent["change"]);
    live.attached = true;
    cart.record({ type: "cart.add", product, quantity: 1 });
    live.finish();
    await settle();
    expect(cart.sent).toEqual([]);
  });

  it("stops listening once the start is done, and makes the changes again when the start failed", async () => {
    const cart = fakeCart();
    const live = fakeLiveCart();
    keepEarlyChanges(cart, live);
    cart.record({ type: "cart.add", product, quantity: 3 });
    live.fail(new Error("offline"));
    await settle();
    expect(cart.sent).toEqual([{ type: "cart.add", product, quantity: 3 }]);
    expect(cart.listeners.size).toBe(0);
    cart.record({ type: "cart.add", product, quantity: 4 });
    expect(cart.sent).toHaveLength(1);
  });
});
