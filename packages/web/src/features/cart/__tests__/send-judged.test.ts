import { cartMachine, type CartState } from "@proshop/core";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { sendJudged } from "../send-judged.ts";
import { testProduct } from "./cart-fixtures.ts";

/** A real cart machine with a 500.00 maximum whose stored cart arrives when `load` is called. */
const loadingCart = () => {
  let load!: () => void;
  const stored = new Promise<void>((resolve) => (load = resolve));
  const actor = createActor(
    cartMachine.provide({ actors: { loadCart: fromPromise<CartState | null, { key: string }>(async () => (await stored, null)) } }),
    { input: {} },
  ).start();
  actor.send({ type: "cart.setContext", context: { max_order_amount: 50_000 } });
  return { actor, load };
};

describe("sendJudged", () => {
  it("settles a change made while the stored cart loads with the verdict it gets once the cart is in", async () => {
    const { actor, load } = loadingCart();
    const outcomes: Array<string | null> = [];
    const fits = sendJudged(actor, { type: "cart.add", product: testProduct("A", 30_000), quantity: 1 });
    const over = sendJudged(actor, { type: "cart.add", product: testProduct("B", 30_000), quantity: 1 });
    void fits.then((violation) => outcomes.push(violation?.code ?? null));
    void over.then((violation) => outcomes.push(violation?.code ?? null));
    await Promise.resolve();
    expect(outcomes, "nothing is judged before the stored cart is in").toEqual([]);
    load();
    await Promise.all([fits, over]);
    expect(outcomes).toEqual([null, "max_order_price_reached"]);
    expect(actor.getSnapshot().context.cart.products.map((line) => line.part_no)).toEqual(["A"]);
  });

  it("settles at once in a loaded cart, each change with its own verdict", async () => {
    const { actor, load } = loadingCart();
    load();
    await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
    expect(await sendJudged(actor, { type: "cart.add", product: testProduct("A", 60_000), quantity: 1 })).toMatchObject({
      code: "max_order_price_reached",
    });
    expect(await sendJudged(actor, { type: "cart.add", product: testProduct("A", 20_000), quantity: 2 })).toBeNull();
  });
});
