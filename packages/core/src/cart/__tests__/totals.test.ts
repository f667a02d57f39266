import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialCartState, type CartState } from "../../entities/cart.ts";
import type { Coupon } from "../coupon.ts";
import { toCartLine } from "../lines.ts";
import { cartSubtotal, cartTotal, cartUnitCount, chooseCartShipping, recalculateCart, settleCartLines } from "../totals.ts";
import { bundleItem, product } from "./products.ts";

const tenPercent: Coupon = { code: "TEN", kind: "percent", value: 10, active: true };

const cartOf = (...lines: ReturnType<typeof toCartLine>[]): CartState => recalculateCart({ ...initialCartState, products: lines });

describe("totals", () => {
  it("sums price times quantity in cents", () => {
    const lines = [toCartLine(product({ part_no: "A", price_in_cents: 1999 }), 3), toCartLine(product({ part_no: "B", price_in_cents: 1 }), 7)];
    expect(cartSubtotal(lines)).toBe(6004);
    expect(cartUnitCount(lines)).toBe(10);
  });

  it("computes total as subtotal plus shipping minus discount", () => {
    expect(cartTotal({ subtotal: 10_000, shipping: 595, discount: 1_000 })).toBe(9_595);
  });

  it("resets the discount and drops the coupon when the subtotal falls", () => {
    const line = toCartLine(product({ part_no: "A", price_in_cents: 1000 }), 5);
    const before: CartState = { ...cartOf(line), coupon: tenPercent, code: "TEN", discount: 500, total: 4500 };
    const after = settleCartLines(before, [{ ...line, quantity: 4 }], 4000, 4);
    expect(after).toMatchObject({ subtotal: 4000, discount: 0, coupon: null, code: null, total: 4000 });
  });

  it("lets the discount follow the coupon while the subtotal grows", () => {
    const line = toCartLine(product({ part_no: "A", price_in_cents: 1000 }), 5);
    const before: CartState = { ...cartOf(line), coupon: tenPercent, code: "TEN", discount: 500, total: 4500 };
    const after = settleCartLines(before, [{ ...line, quantity: 8 }], 8000, 8);
    expect(after).toMatchObject({ discount: 800, code: "TEN", total: 7200 });
  });

  it("charges the chosen shipping when positive, else nothing, and never for an empty cart", () => {
    const cart = cartOf(toCartLine(product({ part_no: "A", price_in_cents: 1000 }), 1));
    expect(chooseCartShipping(cart, "Rush", 1495)).toMatchObject({ shipping_method: "Rush", shipping: 1495, total: 2495 });
    expect(chooseCartShipping(cart, "Standard", 0)).toMatchObject({ shipping: 0, total: 1000 });
    expect(chooseCartShipping(cart, "Odd", -200)).toMatchObject({ shipping: 0, shipping_charge: 0 });
    expect(chooseCartShipping(initialCartState, "Rush", 1495)).toMatchObject({ shipping: 0, shipping_charge: 1495, total: 0 });
  });

  it("recalculates every amount from the lines, repairing stale stored totals", () => {
    const lines = [toCartLine(product({ part_no: "A", price_in_cents: 2000 }), 2), toCartLine(bundleItem("B"), 2)];
    const stale: CartState = {
      ...initialCartState,
      products: lines,
      subtotal: 1,
      quantity: 99,
      total: -5,
      shipping_charge: 500,
      coupon: tenPercent,
      code: "TEN",
    };
    expect(recalculateCart(stale)).toMatchObject({ subtotal: 5000, quantity: 4, shipping: 500, discount: 400, total: 5100 });
  });

  it("drops a coupon whose minimum the recalculated cart no longer meets", () => {
    const cart = { ...cartOf(toCartLine(product({ part_no: "A" }), 1)), coupon: { ...tenPercent, min_subtotal: 5000 }, code: "TEN" };
    expect(recalculateCart(cart)).toMatchObject({ coupon: null, code: null, discount: 0 });
  });

  it("agrees with a full recalculation after any sequence of line changes (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: -3, max: 6 })), {
          maxLength: 40,
        }),
        (steps) => {
          let cart: CartState = { ...initialCartState, coupon: tenPercent, code: "TEN" };
          for (const [slot, price, quantity] of steps) {
            const id = `P${slot}`;
            const index = cart.products.findIndex((line) => line.id === id);
            const previous = index === -1 ? null : cart.products[index]!;
            const next = quantity <= 0 ? null : { ...toCartLine(product({ part_no: id, price_in_cents: price }), quantity) };
            const products = previous === null ? (next === null ? cart.products : [...cart.products, next]) : cart.products.flatMap((line, i) => (i === index ? (next === null ? [] : [next]) : [line]));
            cart = settleCartLines(cart, products, cartSubtotal(products), cartUnitCount(products));
            const full = recalculateCart(cart);
            expect(cart.subtotal).toBe(full.subtotal);
            expect(cart.quantity).toBe(full.quantity);
            expect(cart.total).toBe(cart.subtotal + cart.shipping - cart.discount);
            expect(cart.discount).toBeLessThanOrEqual(cart.subtotal);
          }
        },
      ),
    );
  });
});
