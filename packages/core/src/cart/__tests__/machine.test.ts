import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { CartState } from "../../entities/cart.ts";
import type { OrderRefresh } from "../../entities/order.ts";
import type { ShowNotification } from "../../notifications/emitted.ts";
import { addToCart } from "../changes.ts";
import { applyCoupon, type Coupon } from "../coupon.ts";
import { watchCartSaves, type SaveCartEvent } from "../cart-saves.ts";
import { cartMachine, type CartChangeJudged, type CartRecordedEvent } from "../machine.ts";
import { CART_STORAGE_KEY, restoreCart, serializeCart } from "../persist.ts";
import { applyOrderRefresh } from "../refresh.ts";
import { resetCart } from "../reset.ts";
import { chooseCartShipping } from "../totals.ts";
import { bundleItem, product } from "./products.ts";
import type { LimitViolation } from "../../limits/violation.ts";
import { ApiCallFailed } from "../../services/api-client.ts";
import { selectCartCanCheckout, selectCartViolations } from "../selectors.ts";

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
      // The adapter decodes what storage held (restoreCart), as the web and the CLI do.
      loadCart: fromPromise<CartState | null, { key: string }>(async ({ input }) => (input.key === CART_STORAGE_KEY ? restoreCart(harness.stored) : null)),
      checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(async ({ input }) => harness.coupons[input.code] ?? null),
      priceOrder: fromPromise<OrderRefresh, { cart: CartState }>(({ input }) => harness.price(input.cart)),
    },
  });
  const actor = createActor(machine, { input: { now: () => NOW } });
  const toasts: ShowNotification[] = [];
  const recorded: CartRecordedEvent[] = [];
  actor.on("notification.show", (event) => toasts.push(event));
  actor.on("cart.recorded", (event) => recorded.push(event));
  watchCartSaves(actor, (event) => harness.saved.push(event));
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
  return { actor, harness, toasts, recorded };
};

/** The cart machine whose stored cart (`stored`, as storage holds it) is read only once `release` is called. */
const loadingOnRelease = (stored: string) => {
  let release = (): void => undefined;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise<CartState | null, { key: string }>(async () => {
        await loaded;
        return restoreCart(stored);
      }),
    },
  });
  return { machine, release };
};

describe("machine", () => {
  it("starts from the stored cart", async () => {
    const stored = serializeCart(addToCart(resetCart(90_000), teat, 2).cart);
    const { actor } = await start({ stored });
    expect(actor.getSnapshot().context.cart).toMatchObject({ max: 90_000, quantity: 2, subtotal: 900 });
  });

  it("keeps the changes made while the stored cart loads and applies them in order once it is in", async () => {
    const { machine, release } = loadingOnRelease(serializeCart(addToCart(resetCart(90_000), teat, 2).cart));
    const recorded: CartRecordedEvent[] = [];
    const actor = createActor(machine, { input: { now: () => NOW } });
    actor.on("cart.recorded", (event) => recorded.push(event));
    actor.start();
    actor.send({ type: "cart.add", product: pump, quantity: 1 });
    actor.send({ type: "cart.setQuantity", lineId: teat.part_no, quantity: 3 });
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    release();
    await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
    const cart = actor.getSnapshot().context.cart;
    expect(cart.products.map((line) => [line.part_no, line.quantity])).toEqual([
      ["TEAT", 3],
      ["PUMP", 1],
    ]);
    expect(actor.getSnapshot().context.deferred).toEqual([]);
    // Recorded as applied: the stored cart first, then the changes in the order they were made.
    expect(recorded.map((event) => event.change.type)).toEqual(["cart.loaded", "cart.add", "cart.setQuantity"]);
  });

  it("tells the verdict on each add or quantity change, with the event sent, also for one kept while the stored cart loads", async () => {
    // 600.00 of 1000.00 in the stored cart: a 150.00 pump fits, two more do not.
    const { machine, release } = loadingOnRelease(serializeCart(addToCart(resetCart(100_000), pump, 4).cart));
    const judged: CartChangeJudged[] = [];
    const actor = createActor(machine, { input: { now: () => NOW } });
    actor.on("cart.judged", (event) => judged.push(event));
    actor.start();
    const early = { type: "cart.add", product: pump, quantity: 3 } as const;
    actor.send(early);
    expect(judged).toEqual([]);
    release();
    await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
    expect(judged).toHaveLength(1);
    expect(judged[0]!.event).toBe(early);
    expect(judged[0]!.violation?.code).toBe("max_order_price_reached");
    const fits = { type: "cart.add", product: pump, quantity: 1 } as const;
    actor.send(fits);
    const more = { type: "cart.setQuantity", lineId: "PUMP", quantity: 9 } as const;
    actor.send(more);
    expect(judged.slice(1).map(({ event, violation }) => [event, violation?.code ?? null])).toEqual([
      [fits, null],
      [more, "max_order_price_reached"],
    ]);
    expect(actor.getSnapshot().context.cart.quantity).toBe(5);
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

  it("applies a coupon entered while the server prices the cart, once the price is in (an UNDO of clearing the cart sends one then)", async () => {
    let answer = (): void => undefined;
    const { actor, harness, recorded } = await start({ coupons: { TEN: { code: "TEN", kind: "percent", value: 10, active: true } } });
    const price = harness.price;
    harness.price = async (cart) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return price(cart);
    };
    actor.send({ type: "cart.add", product: pump, quantity: 2 });
    actor.send({ type: "cart.refresh" });
    actor.send({ type: "cart.applyCoupon", code: "TEN" });
    expect(actor.getSnapshot().matches({ active: "pricing" })).toBe(true);
    answer();
    await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }) && snapshot.context.cart.code !== null, { timeout: 2_000 });
    expect(actor.getSnapshot().context.cart).toMatchObject({ code: "TEN", discount: 3000, order_nr: "SO-7" });
    // Recorded where it took effect, after the price: a replay of the recording applies it the same way.
    expect(recorded.map((event) => event.change.type).slice(-4)).toEqual(["cart.refresh", "cart.priced", "cart.applyCoupon", "cart.couponChecked"]);
  });

  it("prices a cart asked for while a coupon is checked, once the check is in", async () => {
    let answer = (): void => undefined;
    const { actor, harness } = await start({ coupons: { TEN: { code: "TEN", kind: "percent", value: 10, active: true } } });
    actor.send({ type: "cart.add", product: pump, quantity: 2 });
    const checked = harness.coupons;
    harness.coupons = {};
    const machine = cartMachine.provide({
      actors: {
        checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(async ({ input }) => {
          await new Promise<void>((resolve) => (answer = resolve));
          return checked[input.code] ?? null;
        }),
        priceOrder: fromPromise<OrderRefresh, { cart: CartState }>(({ input }) => harness.price(input.cart)),
      },
    });
    const other = createActor(machine, { input: { now: () => NOW } }).start();
    await waitFor(other, (snapshot) => snapshot.matches({ active: "idle" }));
    other.send({ type: "cart.add", product: pump, quantity: 2 });
    other.send({ type: "cart.applyCoupon", code: "TEN" });
    other.send({ type: "cart.refresh" });
    expect(other.getSnapshot().matches({ active: "checkingCoupon" })).toBe(true);
    answer();
    await waitFor(other, (snapshot) => snapshot.matches({ active: "idle" }) && snapshot.context.cart.order_nr !== null, { timeout: 2_000 });
    expect(other.getSnapshot().context.cart).toMatchObject({ code: "TEN", order_nr: "SO-7" });
    actor.stop();
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

  describe("a cart the server refuses to price for a limit (issue 33 item 3)", () => {
    /** What the server's 422 says of a cart over the user's maximum (server orders/refusals.ts). */
    const overMaximum: LimitViolation = {
      code: "max_order_price_reached",
      scope: "user",
      limit: 20_000,
      used: 30_000,
      requested: 0,
      remaining: 0,
      unit: "cents",
      fix: { id: "limits.fix.remove_amount", params: { excess: 10_000 } },
    };
    const refusal = (violations: readonly LimitViolation[]) =>
      new ApiCallFailed({
        status: 422,
        body: { error: { ...violations[0], code: violations[0]?.code ?? "coupon_invalid", message: "Maximum order amount reached.", violations } },
        messageId: violations[0]?.code ?? "coupon_invalid",
      });

    it("shows the limits it broke, not a failed update, until the lines change", async () => {
      // The machine's own limits know no maximum: what it shows is the server's word.
      const { actor, toasts, recorded } = await start({ price: async () => Promise.reject(refusal([overMaximum])) });
      actor.send({ type: "cart.add", product: pump, quantity: 2 });
      expect(selectCartViolations(actor.getSnapshot())).toEqual([]);
      actor.send({ type: "cart.refresh" });
      await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));

      const context = actor.getSnapshot().context;
      expect(context.notice).toBeNull();
      expect(toasts).toEqual([]);
      expect(selectCartViolations(actor.getSnapshot())).toEqual([overMaximum]);
      expect(selectCartCanCheckout(actor.getSnapshot())).toBe(false);
      // Recorded as the server answered, so a replay tells a refusal from a failure.
      expect(recorded.at(-1)?.change).toEqual({ type: "cart.pricingFailed", violations: [overMaximum] });

      // A change of the lines makes it the next refresh's to judge.
      actor.send({ type: "cart.setQuantity", lineId: context.cart.products[0]!.id, quantity: 1 });
      expect(selectCartViolations(actor.getSnapshot())).toEqual([]);
    });

    it("says a limit once when the machine judges it too", async () => {
      const { actor } = await start({ price: async () => Promise.reject(refusal([overMaximum])) });
      actor.send({ type: "cart.add", product: pump, quantity: 2 });
      actor.send({ type: "cart.setContext", context: { max_order_amount: 20_000 } });
      actor.send({ type: "cart.refresh" });
      await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
      expect(selectCartViolations(actor.getSnapshot()).map((violation) => violation.code)).toEqual(["max_order_price_reached"]);
    });

    it("ends an earlier 'could not update' notice, and a later failure says it again", async () => {
      let answer: () => Promise<OrderRefresh> = async () => Promise.reject(new Error("503"));
      const { actor } = await start({ price: () => answer() });
      actor.send({ type: "cart.add", product: pump, quantity: 1 });
      actor.send({ type: "cart.refresh" });
      await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
      expect(actor.getSnapshot().context.notice?.id).toBe("cart.refresh_failed");

      answer = async () => Promise.reject(refusal([overMaximum]));
      actor.send({ type: "cart.refresh" });
      await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
      expect(actor.getSnapshot().context.notice).toBeNull();

      // Another 422 (no limits in it) is no limit refusal.
      answer = async () => Promise.reject(refusal([]));
      actor.send({ type: "cart.refresh" });
      await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
      expect(actor.getSnapshot().context.notice?.id).toBe("cart.refresh_failed");
    });

    it("takes the refusal delivered by hand, as a replay does", async () => {
      const { actor, toasts } = await start({ price: () => new Promise<never>(() => undefined) });
      actor.send({ type: "cart.add", product: pump, quantity: 2 });
      actor.send({ type: "cart.refresh" });
      actor.send({ type: "cart.pricingFailed", violations: [overMaximum] });
      expect(actor.getSnapshot().matches({ active: "idle" })).toBe(true);
      expect(actor.getSnapshot().context.notice).toBeNull();
      expect(toasts).toEqual([]);
      expect(selectCartViolations(actor.getSnapshot())).toEqual([overMaximum]);
    });
  });

  describe("cart.replace", () => {
    const TEN: Coupon = { code: "TEN", kind: "percent", value: 10, active: true };
    const free = product({ part_no: "FREE", price_in_cents: 0 });
    /**
     * A cart someone built elsewhere: a free item listed before the paid line, a bundle line the
     * server cut below its request, a coupon, a shipping choice, a max it is over.
     */
    const handedOver = (): CartState => {
      let cart = resetCart(null);
      for (const [item, quantity] of [[pump, 2], [free, 1], [bundleItem("A1"), 4]] as const) {
        cart = addToCart(cart, item, quantity).cart;
      }
      cart = { ...cart, max: 20_000, products: [cart.products[1]!, cart.products[0]!, cart.products[2]!] };
      cart = applyOrderRefresh(cart, {
        order_nr: "SO-9",
        lines: cart.products.map((line) => ({
          id: line.id,
          part_no: line.part_no,
          price_in_cents: line.price,
          available_quantity: line.part_no === "A1" ? 2 : 99,
          status: "CAN_ORDER_ALL" as const,
        })),
        subtotal: 0,
        discount: 0,
        shipping: 0,
        tax: 0,
        total: 0,
      });
      cart = chooseCartShipping(cart, "Rush", 1995);
      return applyCoupon(cart, TEN, "TEN", NOW).cart;
    };

    it("takes the given cart as it is when idle: lines in their order, requested units, coupon, shipping, max", async () => {
      const { actor, harness } = await start();
      actor.send({ type: "cart.add", product: teat, quantity: 1 });
      const target = handedOver();
      expect(target.products.map((line) => [line.part_no, line.quantity, line.quantity_requested])).toEqual([
        ["FREE", 1, null],
        ["PUMP", 2, null],
        ["A1", 2, 4],
      ]);
      expect(target).toMatchObject({ code: "TEN", shipping_method: "Rush", max: 20_000, order_nr: "SO-9" });
      const revision = actor.getSnapshot().context.revision;
      actor.send({ type: "cart.replace", cart: target });
      expect(actor.getSnapshot().context.cart).toEqual(target);
      expect(actor.getSnapshot().context.revision).toBe(revision + 1);
      expect(harness.saved.at(-1)?.cart).toEqual(target);
    });

    it("checks no limit, gives no warning and leaves the machine's limits, which judge the next change", async () => {
      const { actor, toasts } = await start();
      const limits = { max_order_amount: 1000, max_order_count_year: 1, company_orders_this_year: 1 };
      actor.send({ type: "cart.setContext", context: limits });
      const target = handedOver();
      actor.send({ type: "cart.replace", cart: target });
      expect(actor.getSnapshot().context.cart).toEqual(target);
      expect(actor.getSnapshot().context.limits).toBe(limits);
      expect(toasts).toEqual([]);
      actor.send({ type: "cart.add", product: teat, quantity: 1 });
      expect(actor.getSnapshot().context.cart.products).toBe(target.products);
      expect(actor.getSnapshot().context.cart.error).not.toBeNull();
    });

    it("clears the error and the notice", async () => {
      const { actor } = await start();
      actor.send({ type: "cart.add", product: free, quantity: 1 });
      actor.send({ type: "cart.applyCoupon", code: "NOPE" });
      await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
      expect(actor.getSnapshot().context).toMatchObject({ cart: { error: { code: "free_items_need_paid_items" } }, notice: { id: "cart.coupon.invalid" } });
      const target = handedOver();
      actor.send({ type: "cart.replace", cart: { ...target, error: actor.getSnapshot().context.cart.error } });
      expect(actor.getSnapshot().context).toMatchObject({ cart: target, notice: null });
      expect(actor.getSnapshot().context.cart.error).toBeNull();
    });

    it("is not recorded", async () => {
      const { actor, recorded } = await start();
      const before = recorded.length;
      actor.send({ type: "cart.replace", cart: handedOver() });
      expect(actor.getSnapshot().context.cart.products).toHaveLength(3);
      expect(recorded).toHaveLength(before);
    });

    it("is ignored while loading and while a server call is under way", async () => {
      const never = <T,>() => new Promise<T>(() => undefined);
      const machine = cartMachine.provide({
        actors: {
          loadCart: fromPromise<CartState | null, { key: string }>(() => never()),
        },
      });
      const loading = createActor(machine, { input: { now: () => NOW } }).start();
      loading.send({ type: "cart.replace", cart: handedOver() });
      expect(loading.getSnapshot().matches("loading")).toBe(true);
      expect(loading.getSnapshot().context.cart.products).toEqual([]);
      loading.stop();

      const { actor } = await start({ price: () => never(), coupons: {} });
      actor.send({ type: "cart.add", product: teat, quantity: 1 });
      const cart = actor.getSnapshot().context.cart;
      actor.send({ type: "cart.refresh" });
      actor.send({ type: "cart.replace", cart: handedOver() });
      expect(actor.getSnapshot().matches({ active: "pricing" })).toBe(true);
      expect(actor.getSnapshot().context.cart).toBe(cart);
      actor.stop();

      const checking = cartMachine.provide({
        actors: { checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(() => never()) },
      });
      const other = createActor(checking, { input: { now: () => NOW } }).start();
      await waitFor(other, (snapshot) => snapshot.matches({ active: "idle" }));
      other.send({ type: "cart.applyCoupon", code: "TEN" });
      other.send({ type: "cart.replace", cart: handedOver() });
      expect(other.getSnapshot().matches({ active: "checkingCoupon" })).toBe(true);
      expect(other.getSnapshot().context.cart.products).toEqual([]);
      other.stop();
    });
  });
});
