import { cartMachine, type CartState } from "@proshop/core";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { createCartSaver } from "../saver.ts";
import { products } from "./shop-fixture.tsx";

const startedCart = (limits = {}) =>
  createActor(cartMachine.provide({ actors: { loadCart: fromPromise<CartState | null, { key: string }>(async () => null) } }), { input: { limits } }).start();
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const paid = products.find((p) => p.price_in_cents > 0 && p.stock > 20 && p.online !== false && p.available_from == null)!;

describe("saver", () => {
  it("saves once per accepted change, one call at a time, and once more for changes made meanwhile", async () => {
    const cart = startedCart();
    await settle();
    const releases: Array<() => void> = [];
    const saved: number[] = [];
    const saver = createCartSaver(
      cart,
      () =>
        new Promise<void>((resolve) => {
          releases.push(() => {
            saved.push(cart.getSnapshot().context.cart.quantity);
            resolve();
          });
        }),
      () => undefined,
    );
    cart.send({ type: "cart.add", product: paid, quantity: 1 });
    cart.send({ type: "cart.add", product: paid, quantity: 1 });
    cart.send({ type: "cart.add", product: paid, quantity: 1 });
    expect(releases).toHaveLength(1);
    releases[0]!();
    await settle();
    // The two changes made during the first call are saved by one more call.
    expect(releases).toHaveLength(2);
    releases[1]!();
    await saver.finish();
    expect(saved).toEqual([3, 3]);
    expect(releases).toHaveLength(2);
  });

  it("reports a failed sync and tries again on finish", async () => {
    const cart = startedCart();
    await settle();
    const failures: unknown[] = [];
    let calls = 0;
    const saver = createCartSaver(
      cart,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("server down");
      },
      (error) => failures.push(error),
    );
    cart.send({ type: "cart.add", product: paid, quantity: 1 });
    await settle();
    expect(failures).toHaveLength(1);
    await saver.finish();
    expect(calls).toBe(2);
  });

  it("does not save when nothing changed, nor for new limits alone", async () => {
    const cart = startedCart();
    await settle();
    let calls = 0;
    const saver = createCartSaver(cart, async () => void (calls += 1), () => undefined);
    cart.send({ type: "cart.setContext", context: { max_order_amount: 10_000 } });
    await saver.finish();
    expect(calls).toBe(0);
  });

  it("saves a refused change too: support replays what the customer was refused", async () => {
    const cart = startedCart({ max_order_amount: paid.price_in_cents - 1 });
    await settle();
    let calls = 0;
    const saver = createCartSaver(cart, async () => void (calls += 1), () => undefined);
    cart.send({ type: "cart.add", product: paid, quantity: 1 });
    expect(cart.getSnapshot().context.cart.products).toEqual([]);
    await saver.finish();
    expect(calls).toBe(1);
  });
});
