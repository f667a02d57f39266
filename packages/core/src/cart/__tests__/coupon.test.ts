import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialCartState, type CartState } from "../../entities/cart.ts";
import { applyCoupon, couponDiscount, couponEligibleSubtotal, isCouponValidAt, removeCoupon, type Coupon } from "../coupon.ts";
import { toCartLine } from "../lines.ts";
import { recalculateCart } from "../totals.ts";
import { bundleItem, product } from "./products.ts";

const NOW = Date.parse("2026-03-15T12:00:00Z");
const spring: Coupon = { code: "Spring10", kind: "percent", value: 10, active: true };
const fiver: Coupon = { code: "FIVER", kind: "amount", value: 500, active: true };

const plain = toCartLine(product({ part_no: "P", price_in_cents: 2000 }), 2);
const bundle = toCartLine(bundleItem("B", { price: 3000 }), 1);
const promo = toCartLine(product({ part_no: "X", price_in_cents: 1000, promo: true }), 1);
const cartOf = (...lines: (typeof plain)[]): CartState =>
  recalculateCart({ ...initialCartState, products: lines, shipping_charge: 595 });

describe("coupon", () => {
  it("applies a percentage to the lines that are neither bundle items nor promo items", () => {
    const result = applyCoupon(cartOf(plain, bundle, promo), spring, "Spring10", NOW);
    expect(result.failure).toBeNull();
    expect(result.cart).toMatchObject({ code: "Spring10", discount: 400, subtotal: 8000, total: 8000 + 595 - 400 });
  });

  it("is case sensitive", () => {
    const result = applyCoupon(cartOf(plain), spring, "spring10", NOW);
    expect(result.failure).toMatchObject({ code: "coupon_invalid", messageId: "cart.coupon.invalid" });
    expect(result.cart.code).toBeNull();
  });

  it("calls a code the server does not know invalid", () => {
    const cart = cartOf(plain);
    const result = applyCoupon(cart, null, "NOPE", NOW);
    expect(result.failure?.code).toBe("coupon_invalid");
    expect(result.cart).toBe(cart);
  });

  it("says a coupon that only matches bundle or promo lines is not applicable", () => {
    expect(applyCoupon(cartOf(bundle, promo), spring, "Spring10", NOW).failure).toMatchObject({
      code: "coupon_not_applicable",
      messageId: "cart.coupon.not_applicable",
    });
  });

  it("refuses an inactive coupon or one outside its dates", () => {
    const cart = cartOf(plain);
    expect(applyCoupon(cart, { ...spring, active: false }, "Spring10", NOW).failure?.code).toBe("coupon_expired");
    expect(applyCoupon(cart, { ...spring, valid_until: "2026-03-14" }, "Spring10", NOW).failure?.code).toBe("coupon_expired");
    expect(applyCoupon(cart, { ...spring, valid_from: "2026-04-01" }, "Spring10", NOW).failure?.code).toBe("coupon_expired");
    expect(applyCoupon(cart, { ...spring, valid_from: "2026-03-01", valid_until: "2026-03-15" }, "Spring10", NOW).failure).toBeNull();
  });

  it("counts a date-only end as the whole day and refuses unreadable dates", () => {
    expect(isCouponValidAt({ ...spring, valid_until: "2026-03-15" }, Date.parse("2026-03-15T23:59:59Z"))).toBe(true);
    expect(isCouponValidAt({ ...spring, valid_until: "not a date" }, NOW)).toBe(false);
  });

  it("refuses a cart under the coupon's minimum subtotal", () => {
    expect(applyCoupon(cartOf(plain), { ...spring, min_subtotal: 5000 }, "Spring10", NOW).failure).toMatchObject({
      code: "coupon_minimum_not_met",
      params: { minimum: 5000 },
    });
  });

  it("caps a fixed amount at the eligible subtotal", () => {
    const cheap = toCartLine(product({ part_no: "C", price_in_cents: 300 }), 1);
    expect(applyCoupon(cartOf(cheap, bundle), fiver, "FIVER", NOW).cart.discount).toBe(300);
  });

  it("takes the coupon off again", () => {
    const applied = applyCoupon(cartOf(plain), fiver, "FIVER", NOW).cart;
    expect(removeCoupon(applied)).toMatchObject({ code: null, coupon: null, discount: 0, total: 4000 + 595 });
  });

  it("never discounts more than the eligible subtotal, nor less than nothing (property)", () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      kind: fc.constantFrom("plain", "bundle", "promo"),
    });
    const coupon = fc.record({ kind: fc.constantFrom("percent" as const, "amount" as const), value: fc.integer({ min: 0, max: 200_000 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), coupon, (lines, { kind, value }) => {
        const products = lines.map((entry, i) =>
          entry.kind === "bundle"
            ? toCartLine(bundleItem(`B${i}`, { price: entry.price }), entry.quantity)
            : toCartLine(product({ part_no: `P${i}`, price_in_cents: entry.price, promo: entry.kind === "promo" }), entry.quantity),
        );
        const discount = couponDiscount({ code: "C", kind, value: kind === "percent" ? value % 101 : value, active: true }, products);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(couponEligibleSubtotal(products));
        expect(Number.isInteger(discount)).toBe(true);
      }),
    );
  });
});
