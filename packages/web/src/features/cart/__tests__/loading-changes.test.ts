import { cartMachine, memoryKeyValueStore, type CartState, type Coupon, type OrderRefresh } from "@proshop/core";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { carryLoadingChanges, LOADING_CHANGES_KEY } from "../loading-changes.ts";
import { testProduct } from "./cart-fixtures.ts";

/*
 * Changes made while the cart machine still loads its stored cart, over the real cart machine:
 * a page left then hands them to the next page's machine, which makes them once its cart is in.
 */

/** A page's cart machine whose stored cart comes when the test says (`load`). */
const loadingPage = (storage: ReturnType<typeof memoryKeyValueStore>) => {
  let load!: (stored: CartState | null) => void;
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise<CartState | null, { key: string }>(() => new Promise((resolve) => (load = resolve))),
        checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(async () => null),
        priceOrder: fromPromise<OrderRefresh, { cart: CartState }>(() => new Promise<never>(() => undefined)),
      },
    }),
    { input: { now: () => Date.now() } },
  );
  actor.start();
  const window = new EventTarget();
  const stop = carryLoadingChanges(actor, storage, window);
  const lines = () => actor.getSnapshot().context.cart.products.map((line) => [line.part_no, line.quantity]);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, window, stop, lines, loaded: async (stored: CartState | null) => (load(stored), await settle()) };
};

const leave = (page: { readonly window: EventTarget }) => page.window.dispatchEvent(new Event("pagehide"));

describe("cart changes made while the stored cart loads", () => {
  it("are handed to the next page when the page is left before its cart came, and made there once", async () => {
    const storage = memoryKeyValueStore();
    const left = loadingPage(storage);
    left.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    leave(left);
    left.stop();

    const next = loadingPage(storage);
    expect(storage.getItem(LOADING_CHANGES_KEY)).toBeNull();
    next.actor.send({ type: "cart.add", product: testProduct("P2"), quantity: 1 });
    await next.loaded(null);
    expect(next.lines()).toEqual([["P1", 2], ["P2", 1]]);

    // Nothing is handed on by a page whose cart came.
    leave(next);
    expect(storage.getItem(LOADING_CHANGES_KEY)).toBeNull();
  });

  it("are not handed on twice when the page comes back from the page cache", async () => {
    const storage = memoryKeyValueStore();
    const page = loadingPage(storage);
    page.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    leave(page);
    expect(storage.getItem(LOADING_CHANGES_KEY)).not.toBeNull();
    page.window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(storage.getItem(LOADING_CHANGES_KEY)).toBeNull();
    await page.loaded(null);
    expect(page.lines()).toEqual([["P1", 1]]);
  });

  it("ignore a broken hand-over", async () => {
    const storage = memoryKeyValueStore({ [LOADING_CHANGES_KEY]: "{not json" });
    const page = loadingPage(storage);
    await page.loaded(null);
    expect(page.lines()).toEqual([]);
    expect(storage.getItem(LOADING_CHANGES_KEY)).toBeNull();
  });
});
