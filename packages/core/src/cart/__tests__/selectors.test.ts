import { describe, expect, it } from "vitest";
import { initialCartState, type CartState } from "../../entities/cart.ts";
import { addToCart } from "../changes.ts";
import type { CartMachineContext } from "../machine.ts";
import {
  selectCartBadgeCount,
  selectCartCanCheckout,
  selectCartError,
  selectCartIsEmpty,
  selectCartLimitReport,
  selectCartLines,
  selectCartTotals,
  selectCartViolations,
  selectUnorderableLines,
} from "../selectors.ts";
import { product } from "./products.ts";

const snapshotOf = (cart: CartState, limits: CartMachineContext["limits"] = {}, now = 0) => ({
  context: { cart, limits, notice: null, revision: 0, pricedRevision: 0, pendingCode: "", deferred: [], refusedPricing: [], now: () => now },
});

const filled = [
  [product({ part_no: "A", price_in_cents: 1000 }), 2],
  [product({ part_no: "B", price_in_cents: 250 }), 3],
] as const;
const cart = filled.reduce((current, [item, quantity]) => addToCart(current, item, quantity).cart, initialCartState);

describe("selectors", () => {
  it("shows the sum of quantities on the badge", () => {
    expect(selectCartBadgeCount(snapshotOf(cart))).toBe(5);
    expect(selectCartBadgeCount(snapshotOf(initialCartState))).toBe(0);
  });

  it("tells an empty cart and lists the lines", () => {
    expect(selectCartIsEmpty(snapshotOf(initialCartState))).toBe(true);
    expect(selectCartIsEmpty(snapshotOf(cart))).toBe(false);
    expect(selectCartLines(snapshotOf(cart)).map((line) => line.id)).toEqual(["A", "B"]);
  });

  it("returns the same totals object while the cart is the same", () => {
    const first = selectCartTotals(snapshotOf(cart));
    expect(first).toEqual({ subtotal: 2750, shipping: 0, discount: 0, total: 2750 });
    expect(selectCartTotals(snapshotOf(cart))).toBe(first);
  });

  it("reads the last refusal and the standing violations", () => {
    const refused = addToCart(cart, product({ part_no: "A", price_in_cents: 1000, max_order_amount: 2 }), 1);
    expect(selectCartError(snapshotOf({ ...cart, error: refused.violation }))?.code).toBe("max_product_amount_reached");
    const over = snapshotOf({ ...cart, max: 2000 });
    expect(selectCartViolations(over).map((entry) => entry.code)).toEqual(["max_order_price_reached"]);
    expect(selectCartLimitReport(over)).toHaveLength(1);
    expect(selectCartCanCheckout(over)).toBe(false);
  });

  it("allows checkout only for a non-empty cart within its limits and with every line orderable", () => {
    expect(selectCartCanCheckout(snapshotOf(cart))).toBe(true);
    expect(selectCartCanCheckout(snapshotOf(initialCartState))).toBe(false);
    const unorderable = { ...cart, products: cart.products.map((line, i) => (i === 0 ? { ...line, status: "CANNOT_ORDER" as const } : line)) };
    expect(selectUnorderableLines(snapshotOf(unorderable)).map((line) => line.id)).toEqual(["A"]);
    expect(selectCartCanCheckout(snapshotOf(unorderable))).toBe(false);
  });

  it("refuses checkout once a product update makes a line unorderable, judged on the machine's day", () => {
    const updated = { products: { B: product({ part_no: "B", available_from: "2026-06-01" }) } };
    const may = Date.parse("2026-05-20T12:00:00Z");
    expect(selectCartViolations(snapshotOf(cart, updated, may))).toMatchObject([
      { code: "product_not_available_yet", part_no: "B", fix: { id: "limits.fix.remove_product_until", params: { date: "2026-06-01" } } },
    ]);
    expect(selectCartLimitReport(snapshotOf(cart, updated, may)).map((entry) => entry.code)).toEqual(["product_not_available_yet"]);
    expect(selectCartCanCheckout(snapshotOf(cart, updated, may))).toBe(false);
    expect(selectCartCanCheckout(snapshotOf(cart, updated, Date.parse("2026-06-02T12:00:00Z")))).toBe(true);
  });
});
