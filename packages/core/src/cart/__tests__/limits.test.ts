import { describe, expect, it } from "vitest";
import { initialCartState, type CartState } from "../../entities/cart.ts";
import { addToCart, setCartQuantity } from "../changes.ts";
import { activeCartLimit, cartViolations, checkMaxOrderPrice, explainCartLimits, cartPartLimits, type CartLimitContext } from "../limits.ts";
import { recalculateCart } from "../totals.ts";
import { toCartLine } from "../lines.ts";
import { bundleItem, product } from "./products.ts";

const cartOf = (lines: ReturnType<typeof toCartLine>[], max = -1): CartState =>
  recalculateCart({ ...initialCartState, products: lines, max });

describe("limits", () => {
  it("treats null, absent, 0 and negative values as no limit", () => {
    expect([activeCartLimit(null), activeCartLimit(undefined), activeCartLimit(0), activeCartLimit(-1), activeCartLimit(5)]).toEqual([null, null, null, null, 5]);
  });

  it("refuses more units in a line than the product's max_order_amount (scope product)", () => {
    const item = product({ part_no: "P", max_order_amount: 2 });
    const change = addToCart(initialCartState, item, 3);
    expect(change.violation).toMatchObject({
      code: "max_product_amount_reached",
      scope: "product",
      unit: "units",
      limit: 2,
      used: 0,
      requested: 3,
      remaining: 2,
      part_no: "P",
      product_name: "Product P",
      fix: { id: "limits.fix.add_at_most_units", params: { remaining: 2 } },
    });
  });

  it("counts the per-order maximum across plain and bundle lines of the part (scope order)", () => {
    const plain = product({ part_no: "B1", max_per_order: 4 });
    let cart = addToCart(initialCartState, plain, 3).cart;
    const change = addToCart(cart, bundleItem("B1", { max_per_order: 4 }), 2);
    expect(change.violation).toMatchObject({ code: "max_per_order_reached", scope: "order", limit: 4, used: 3, requested: 2, remaining: 1 });
    cart = addToCart(cart, bundleItem("B1", { max_per_order: 4 }), 1).cart;
    expect(cart.quantity).toBe(4);
  });

  it("counts the yearly maximum from what was ordered this year plus the cart (scope product)", () => {
    const item = product({ part_no: "Y", max_per_year: 10, ordered_this_year: 8 });
    expect(addToCart(initialCartState, item, 2).violation).toBeNull();
    expect(addToCart(initialCartState, item, 3).violation).toMatchObject({
      code: "max_per_year_reached",
      scope: "product",
      limit: 10,
      used: 8,
      requested: 3,
      remaining: 2,
    });
  });

  it("says the product can be ordered again next year when this year's maximum is used up", () => {
    const item = product({ part_no: "Y", max_per_year: 10, ordered_this_year: 10 });
    expect(addToCart(initialCartState, item, 1).violation?.fix.id).toBe("limits.fix.next_year_product");
  });

  it("refuses any new unit once the organisation placed its yearly number of orders (scope organisation)", () => {
    const context: CartLimitContext = { max_order_count_year: 2, company_orders_this_year: 2 };
    const change = addToCart(initialCartState, product({ part_no: "P" }), 1, context);
    expect(change.violation).toMatchObject({
      code: "max_order_count_year_reached",
      scope: "organisation",
      unit: "orders",
      limit: 2,
      used: 2,
      remaining: 0,
      fix: { id: "limits.fix.next_year" },
    });
    expect(addToCart(initialCartState, product({ part_no: "P" }), 1, { ...context, company_orders_this_year: 1 }).violation).toBeNull();
  });

  it("prefers the context's catalogue limits over the line's snapshot", () => {
    const cart = addToCart(initialCartState, product({ part_no: "P", max_order_amount: 10 }), 2).cart;
    const context: CartLimitContext = { products: { P: { max_order_amount: 2 } } };
    expect(setCartQuantity(cart, "P", 3, context).violation?.code).toBe("max_product_amount_reached");
    expect(cartPartLimits(cart.products[0]!, {}).perLine).toBe(10);
  });

  it("prefers the context's max order amount over the cart's max", () => {
    const cart = addToCart(initialCartState, product({ part_no: "P", price_in_cents: 1000 }), 1).cart;
    const after = addToCart(cart, product({ part_no: "P", price_in_cents: 1000 }), 1).cart;
    expect(checkMaxOrderPrice(cart, after, { max_order_amount: 1500 })?.code).toBe("max_order_price_reached");
    expect(checkMaxOrderPrice({ ...cart, max: 1500 }, after, { max_order_amount: 5000 })).toBeNull();
  });

  it("lists nothing for a cart within every limit, and explains each limit that applies", () => {
    const cart = cartOf([toCartLine(product({ part_no: "P", price_in_cents: 1000, max_order_amount: 5, max_per_year: 20, ordered_this_year: 4 }), 2)], 10_000);
    expect(cartViolations(cart, { max_order_count_year: 3, company_orders_this_year: 1 })).toEqual([]);
    const report = explainCartLimits(cart, { max_order_count_year: 3, company_orders_this_year: 1 });
    expect(report.map((entry) => [entry.code, entry.scope, entry.limit, entry.used, entry.remaining, entry.exceeded])).toEqual([
      ["max_order_count_year_reached", "organisation", 3, 1, 2, false],
      ["max_product_amount_reached", "product", 5, 2, 3, false],
      ["max_per_year_reached", "product", 20, 6, 14, false],
      ["max_order_price_reached", "user", 10_000, 2000, 8000, false],
    ]);
  });

  it("reports the limits a cart breaks now, with what to remove", () => {
    const cart = cartOf(
      [
        toCartLine(product({ part_no: "P", price_in_cents: 1000, max_order_amount: 2 }), 4),
        toCartLine(product({ part_no: "F", price_in_cents: 0 }), 1),
      ],
      3000,
    );
    const violations = cartViolations(cart);
    expect(violations.map((entry) => entry.code)).toEqual(["max_product_amount_reached", "max_order_price_reached"]);
    expect(violations[0]!.fix).toEqual({ id: "limits.fix.remove_units", params: { excess: 2 } });
    expect(violations[1]!.fix).toEqual({ id: "limits.fix.remove_amount", params: { excess: 1000 } });
    expect(violations.every((entry) => entry.requested === 0)).toBe(true);
  });

  it("reports free items left without a paid line", () => {
    const cart = cartOf([toCartLine(product({ part_no: "F", price_in_cents: 0 }), 1), toCartLine(product({ part_no: "X", promo: true }), 1)]);
    expect(cartViolations(cart)).toMatchObject([{ code: "free_items_need_paid_items", fix: { id: "limits.fix.add_paid_product" } }]);
  });

  it("reports the organisation's yearly orders as broken only when the cart has something to order", () => {
    const context: CartLimitContext = { max_order_count_year: 1, company_orders_this_year: 1 };
    expect(cartViolations(initialCartState, context)).toEqual([]);
    const cart = cartOf([toCartLine(product({ part_no: "P" }), 1)]);
    expect(cartViolations(cart, context).map((entry) => entry.code)).toEqual(["max_order_count_year_reached"]);
  });

  it("sums the per-order and yearly use over all lines of a part", () => {
    const cart = cartOf([toCartLine(product({ part_no: "B1", max_per_order: 3 }), 2), toCartLine(bundleItem("B1", { max_per_order: 3 }), 2)]);
    expect(cartViolations(cart)).toMatchObject([{ code: "max_per_order_reached", used: 4, limit: 3, fix: { params: { excess: 1 } } }]);
  });
});
