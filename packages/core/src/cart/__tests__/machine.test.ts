import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import type { CartState } from "../../entities/cart.ts";
import type { OrderRefresh } from "../../entities/order.ts";
import type { ShowNotification } from "../../notifications/emitted.ts";
import { addToCart } from "../changes.ts";
import type { Coupon } from "../coupon.ts";
import { cartMachine, type SaveCartEvent } from "../machine.ts";
import { CART_STORAGE_KEY, serializeCart } from "../persist.ts";
import { resetCart } from "../reset.ts";
import { bundleItem, product } from "./products.ts";

const NOW = Date.parse("2026-03-15T12:00:00Z");
const teat = product({ part_no: "TEAT", price_in_cents: 450, max_order_amount: 6 });
const pump = product({ part_no: "PUMP", price_in_cents: 15_000 });

interface Harness {
  stored: unknown;
  saved: SaveCartEvent[];
  coupons: Record<string, Coupon>;
  price: (cart: CartState) => Promise<OrderRefresh>;
}

const start = async (options: Partial<Harness> = {}) => {
  const harness: Harness = {
    stored: null,
    saved: [],
    coupons: {},
    price: async (cart) => ({
      order_nr: "SO-7",
      lines: cart.products.map((line) => ({ id: line.id, part_no: line.part_no, price_in_cents: line.price, available_quantity: 99, status: "CAN_ORDER_ALL" as const })),
      subtotal: cart.subtotal,
      discount: 0,
      shipping: 0,
      tax: 0,
      total: cart.subtotal,
    }),
    ...options,
  };
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise<unknown, { key: string }>(async ({ input }) => (input.key === CART_STORAGE_KEY ? harness.stored : null)),
      saveCart: fromCallback<SaveCartEvent, { key: string }>(({ receive }) => {
        receive((event) => harness.saved.push(event));
      }),
      checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(async ({ input }) => harness.coupons[input.code] ?? null),
      priceOrder: fromPromise<OrderRefresh, { cart: CartState }>(({ input }) => harness.price(input.cart)),
    },
  });
  const actor = createActor(machine, { input: { now: () => NOW } });
  const toasts: ShowNotification[] = [];
  actor.on("notification.show", (event) => toasts.push(event));
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
  return { actor, harness, toasts };
};

describe("machine", () => {
  it("starts from the stored cart", async () => {
    const stored = serializeCart(addToCart(resetCart(90_000), teat, 2).cart);
    const { actor } = await start({ stored });
    expect(actor.getSnapshot().context.cart).toMatchObject({ max: 90_000, quantity: 2, subtotal: 900 });
  });

  it("starts empty when the stored cart is unreadable", async () => {
    const { actor } = await start({ stored: "{broken" });
    expect(actor.getSnapshot().context.cart.products).toEqual([]);
  });

  it("adds, sets and removes lines and saves the cart after each accepted change", async () => {
    const { actor, harness } = await start();
    actor.send({ type: "cart.add", product: teat, quantity: 2 });
    actor.send({ type: "cart.add", product: pump, quantity: 1 });
    actor.send({ type: "cart.setQuantity", lineId: "TEAT", quantity: 5 });
    actor.send({ type: "cart.remove", lineId: "PUMP" });
    expect(actor.getSnapshot().context.cart).toMatchObject({ quantity: 5, subtotal: 2250, total: 2250 });
    expect(harness.saved).toHaveLength(4);
    expect(harness.saved.at(-1)).toMatchObject({ key: "proshopcart", cart: { quantity: 5 } });
  });

  it("refuses a change over a limit: the cart stays, the error names the rule, a warning is emitted, nothing is saved", async () => {
    const { actor, harness, toasts } = await start();
    actor.send({ type: "cart.add", product: teat, quantity: 6 });
    const before = actor.getSnapshot().context.cart;
    actor.send({ type: "cart.add", product: teat, quantity: 1 });
    const after = actor.getSnapshot().context.cart;
    expect(after.products).toBe(before.products);
    expect(after.error).toMatchObject({ code: "max_product_amount_reached", part_no: "TEAT" });
    expect(harness.saved).toHaveLength(1);
    expect(toasts.at(-1)?.notification).toMatchObject({ severity: "warning", message: { violation: { code: "max_product_amount_reached" } } });
  });

  it("clears the error on dismiss and on the next accepted change", async () => {
    const { actor } = await start();
    actor.send({ type: "cart.add", product: product({ part_no: "FREE", price_in_cents: 0 }), quantity: 1 });
    expect(actor.getSnapshot().context.cart.error?.code).toBe("free_items_need_paid_items");
    actor.send({ type: "cart.dismissError" });
    expect(actor.getSnapshot().context.cart.error).toBeNull();
    actor.send({ type: "cart.add", product: product({ part_no: "FREE", price_in_cents: 0 }), quantity: 1 });
    actor.send({ type: "cart.add", product: teat, quantity: 1 });
    expect(actor.getSnapshot().context.cart.error).toBeNull();
  });

  it("judges a resent event object against the cart as it is now", async () => {
    const { actor } = await start();
    const addFive = { type: "cart.add", product: teat, quantity: 5 } as const;
    actor.send(addFive);
    actor.send(addFive);
    expect(actor.getSnapshot().context.cart).toMatchObject({ quantity: 5, error: { code: "max_product_amount_reached" } });
  });

  it("applies the limit context it is given", async () => {
    const { actor } = await start();
    actor.send({ type: "cart.setContext", context: { max_order_amount: 1000 } });
    actor.send({ type: "cart.add", product: teat, quantity: 3 });
    expect(actor.getSnapshot().context.cart.error).toMatchObject({ code: "max_order_price_reached", limit: 1000 });
  });

  it("judges availability dates on its own clock, not the real one", async () => {
    const soon = product({ part_no: "SOON", price_in_cents: 900, available_from: "2026-03-16" });
    const { actor, toasts } = await start();
    actor.send({ type: "cart.add", product: soon, quantity: 1 });
    expect(actor.getSnapshot().context.cart).toMatchObject({
      products: [],
      error: { code: "product_not_available_yet", fix: { params: { date: "2026-03-16" } } },
    });
    expect(toasts.at(-1)?.notification).toMatchObject({ severity: "warning", message: { violation: { code: "product_not_available_yet" } } });
    const nextDay = createActor(cartMachine, { input: { now: () => NOW + 86_400_000 } }).start();
    await waitFor(nextDay, (snapshot) => snapshot.matches({ active: "idle" }));
    nextDay.send({ type: "cart.add", product: soon, quantity: 1 });
    expect(nextDay.getSnapshot().context.cart).toMatchObject({ quantity: 1, error: null });
    nextDay.stop();
  });

  it("refuses products that cannot be ordered and a full bundle, and keeps the cart", async () => {
    const { actor, harness } = await start();
    actor.send({ type: "cart.add", product: pump, quantity: 1 });
    for (const [item, code] of [
      [product({ part_no: "OOS", stock: 0 }), "product_out_of_stock"],
      [product({ part_no: "PDF", download_only: true }), "product_download_only"],
      [product({ part_no: "OFF", online: false }), "product_not_available_online"],
      [product({ part_no: "INC", incomplete: true }), "product_incomplete"],
    ] as const) {
      actor.send({ type: "cart.add", product: item, quantity: 1 });
      expect(actor.getSnapshot().context.cart).toMatchObject({ quantity: 1, error: { code, scope: "product", part_no: item.part_no } });
    }
    actor.send({ type: "cart.add", product: bundleItem("A1", { max_size: 2 }), quantity: 2 });
    actor.send({ type: "cart.add", product: bundleItem("B1", { max_size: 2, group: "B" }), quantity: 1 });
    expect(actor.getSnapshot().context.cart).toMatchObject({ quantity: 3, error: { code: "bundle_full", limit: 2, used: 2 } });
    expect(harness.saved).toHaveLength(2);
  });

  it("resets with the user's max and recalculates", async () => {
    const { actor } = await start();
    actor.send({ type: "cart.add", product: teat, quantity: 3 });
    actor.send({ type: "cart.reset", maxOrderAmount: 25_000 });
    expect(actor.getSnapshot().context.cart).toMatchObject({ products: [], max: 25_000, total: 0 });
    actor.send({ type: "cart.reset" });
    expect(actor.getSnapshot().context.cart.max).toBe(0);
    actor.send({ type: "cart.add", product: pump, quantity: 1 });
    actor.send({ type: "cart.recalculate" });
    expect(actor.getSnapshot().context.cart.total).toBe(15_000);
  });

  it("chooses shipping and counts it in the total", async () => {
    const { actor } = await start();
    actor.send({ type: "cart.add", product: pump, quantity: 1 });
    actor.send({ type: "cart.chooseShipping", method: "Rush", charge: 1995 });
    expect(actor.getSnapshot().context.cart).toMatchObject({ shipping_method: "Rush", shipping: 1995, total: 16_995 });
  });

  it("checks a coupon with the server and applies it, case sensitive", async () => {
    const { actor, toasts } = await start({ coupons: { Welcome: { code: "Welcome", kind: "amount", value: 1000, active: true } } });
    actor.send({ type: "cart.add", product: pump, quantity: 1 });
    actor.send({ type: "cart.applyCoupon", code: "welcome" });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
    expect(actor.getSnapshot().context.notice).toMatchObject({ id: "cart.coupon.invalid", severity: "error" });
    actor.send({ type: "cart.applyCoupon", code: "Welcome" });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
    expect(actor.getSnapshot().context.cart).toMatchObject({ code: "Welcome", discount: 1000, total: 14_000 });
    expect(toasts.map((toast) => toast.notification.severity)).toEqual(["error", "success"]);
    actor.send({ type: "cart.removeCoupon" });
    expect(actor.getSnapshot().context.cart).toMatchObject({ code: null, discount: 0, total: 15_000 });
  });

  it("tells the customer when a falling subtotal took the coupon off", async () => {
    const { actor } = await start({ coupons: { TEN: { code: "TEN", kind: "percent", value: 10, active: true } } });
    actor.send({ type: "cart.add", product: pump, quantity: 2 });
    actor.send({ type: "cart.applyCoupon", code: "TEN" });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
    actor.send({ type: "cart.setQuantity", lineId: "PUMP", quantity: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ cart: { discount: 0, code: null }, notice: { id: "cart.coupon.dropped" } });
  });

  it("reports a coupon check that failed", async () => {
    const { actor } = await start();
    const failing = cartMachine.provide({
      actors: { checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(async () => Promise.reject(new Error("offline"))) },
    });
    const other = createActor(failing, { input: {} }).start();
    await waitFor(other, (snapshot) => snapshot.matches({ active: "idle" }));
    other.send({ type: "cart.applyCoupon", code: "X" });
    await waitFor(other, (snapshot) => snapshot.matches({ active: "idle" }));
    expect(other.getSnapshot().context.notice?.id).toBe("cart.coupon.check_failed");
    actor.stop();
  });

  it("prices the order with the server, stores the order number and saves", async () => {
    const { actor, harness } = await start();
    actor.send({ type: "cart.add", product: pump, quantity: 2 });
    actor.send({ type: "cart.refresh" });
    expect(actor.getSnapshot().matches({ active: "pricing" })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
    expect(actor.getSnapshot().context.cart).toMatchObject({ order_nr: "SO-7", products: [{ status: "CAN_ORDER_ALL" }] });
    expect(harness.saved.at(-1)?.cart.order_nr).toBe("SO-7");
  });

  it("prices again when the cart changed while the server was pricing it", async () => {
    const seen: number[] = [];
    const { actor } = await start({
      price: async (cart) => {
        seen.push(cart.quantity);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return {
          order_nr: `SO-${seen.length}`,
          lines: cart.products.map((line) => ({ id: line.id, part_no: line.part_no, price_in_cents: line.price, available_quantity: 99, status: "CAN_ORDER_ALL" as const })),
          subtotal: 0,
          discount: 0,
          shipping: 0,
          tax: 0,
          total: 0,
        };
      },
    });
    actor.send({ type: "cart.add", product: pump, quantity: 1 });
    actor.send({ type: "cart.refresh" });
    actor.send({ type: "cart.add", product: teat, quantity: 2 });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
    expect(seen).toEqual([1, 3]);
    expect(actor.getSnapshot().context.cart).toMatchObject({ order_nr: "SO-2", quantity: 3 });
    expect(actor.getSnapshot().context.cart.products.every((line) => line.status === "CAN_ORDER_ALL")).toBe(true);
  });

  it("keeps the cart and says so when pricing fails", async () => {
    const { actor } = await start({ price: async () => Promise.reject(new Error("503")) });
    actor.send({ type: "cart.add", product: pump, quantity: 1 });
    const cart = actor.getSnapshot().context.cart;
    actor.send({ type: "cart.refresh" });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
    expect(actor.getSnapshot().context.cart).toBe(cart);
    expect(actor.getSnapshot().context.notice?.id).toBe("cart.refresh_failed");
  });
});
