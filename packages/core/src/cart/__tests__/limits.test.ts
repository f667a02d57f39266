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

  describe("availability", () => {
    const TODAY: CartLimitContext = { today: "2026-05-01" };

    it.each([
      [{ incomplete: true }, "product_incomplete", "limits.fix.check_back_later"],
      [{ download_only: true }, "product_download_only", "limits.fix.download_from_product_page"],
      [{ online: false }, "product_not_available_online", "limits.fix.order_offline"],
      [{ available_from: "2026-06-15" }, "product_not_available_yet", "limits.fix.order_from_date"],
      [{ stock: 0 }, "product_out_of_stock", "limits.fix.check_back_later"],
    ] as const)("refuses adding a product that cannot be ordered (%o: %s, scope product)", (fields, code, fixId) => {
      const change = addToCart(initialCartState, product({ part_no: "P", ...fields }), 2, TODAY);
      expect(change.cart).toBe(initialCartState);
      expect(change.violation).toMatchObject({
        code,
        scope: "product",
        unit: "units",
        limit: 0,
        used: 0,
        requested: 2,
        remaining: 0,
        part_no: "P",
        product_name: "Product P",
        fix: { id: fixId },
      });
    });

    it("tells from which day a product can be ordered", () => {
      const change = addToCart(initialCartState, product({ part_no: "P", available_from: "2026-06-15" }), 1, TODAY);
      expect(change.violation?.fix).toEqual({ id: "limits.fix.order_from_date", params: { date: "2026-06-15" } });
      expect(addToCart(initialCartState, product({ part_no: "P", available_from: "2026-05-01" }), 1, TODAY).violation).toBeNull();
    });

    it("accepts a positive stock below the quantity: the server's refresh trims it", () => {
      expect(addToCart(initialCartState, product({ part_no: "P", stock: 2 }), 5, TODAY).violation).toBeNull();
    });

    it("refuses the used-up yearly maximum as max_per_year_reached, not twice", () => {
      const change = addToCart(initialCartState, product({ part_no: "Y", max_per_year: 3, ordered_this_year: 3, stock: 0 }), 1, TODAY);
      expect(change.violation).toMatchObject({ code: "max_per_year_reached", fix: { id: "limits.fix.next_year_product" } });
    });

    it("checks the organisation's yearly orders before the product", () => {
      const context: CartLimitContext = { ...TODAY, max_order_count_year: 1, company_orders_this_year: 1 };
      expect(addToCart(initialCartState, product({ part_no: "P", online: false }), 1, context).violation?.code).toBe("max_order_count_year_reached");
    });

    it("refuses raising a line whose product became unorderable, but lets the customer lower or remove it", () => {
      const cart = addToCart(initialCartState, product({ part_no: "P" }), 3, TODAY).cart;
      const gone = addToCart(cart, product({ part_no: "P", stock: 0 }), 1, TODAY);
      expect(gone.violation?.code).toBe("product_out_of_stock");
      expect(gone.cart).toBe(cart);
      const context: CartLimitContext = { ...TODAY, products: { P: product({ part_no: "P", online: false }) } };
      expect(setCartQuantity(cart, "P", 4, context).violation?.code).toBe("product_not_available_online");
      expect(setCartQuantity(cart, "P", 1, context)).toMatchObject({ violation: null, cart: { quantity: 1 } });
      const lowered = addToCart(cart, product({ part_no: "P", stock: 0 }), -1, TODAY);
      expect(lowered).toMatchObject({ violation: null, cart: { quantity: 2, products: [{ stock: 0 }] } });
    });

    it("reports a line whose product became unorderable after a product update, so checkout refuses it", () => {
      const cart = cartOf([toCartLine(product({ part_no: "P" }), 2), toCartLine(product({ part_no: "Q" }), 1)]);
      expect(cartViolations(cart, TODAY)).toEqual([]);
      const updated: CartLimitContext = {
        ...TODAY,
        products: { P: product({ part_no: "P", incomplete: true }), Q: product({ part_no: "Q", available_from: "2026-07-01" }) },
      };
      expect(cartViolations(cart, updated)).toEqual([
        { code: "product_incomplete", scope: "product", limit: 0, used: 2, requested: 0, remaining: 0, unit: "units", part_no: "P", product_name: "Product P", fix: { id: "limits.fix.remove_product", params: {} } },
        {
          code: "product_not_available_yet",
          scope: "product",
          limit: 0,
          used: 1,
          requested: 0,
          remaining: 0,
          unit: "units",
          part_no: "Q",
          product_name: "Product Q",
          fix: { id: "limits.fix.remove_product_until", params: { date: "2026-07-01" } },
        },
      ]);
      expect(explainCartLimits(cart, updated).filter((entry) => entry.code.startsWith("product_")).every((entry) => entry.exceeded)).toBe(true);
    });

    it("judges a stored line on its snapshot when the context does not list the product", () => {
      const cart = cartOf([{ ...toCartLine(product({ part_no: "P" }), 1), online: false }]);
      expect(cartViolations(cart, TODAY).map((entry) => entry.code)).toEqual(["product_not_available_online"]);
      expect(cartViolations(cart, { ...TODAY, products: { P: product({ part_no: "P" }) } })).toEqual([]);
    });

    it("lists nothing about availability for orderable lines", () => {
      const cart = cartOf([toCartLine(product({ part_no: "P", stock: 1 }), 4)]);
      expect(explainCartLimits(cart, TODAY)).toEqual([]);
    });
  });

  describe("bundle size", () => {
    it("refuses an item when the bundle already holds max_size units, counting all its groups (scope order)", () => {
      let cart = addToCart(initialCartState, bundleItem("A1", { max_size: 4 }), 3).cart;
      cart = addToCart(cart, bundleItem("B1", { max_size: 4, group: "B" }), 1).cart;
      const change = addToCart(cart, bundleItem("C1", { max_size: 4, group: "C" }), 1);
      expect(change.cart).toBe(cart);
      expect(change.violation).toMatchObject({
        code: "bundle_full",
        scope: "order",
        unit: "units",
        limit: 4,
        used: 4,
        requested: 1,
        remaining: 0,
        part_no: "C1",
        fix: { id: "limits.fix.bundle_complete", params: {} },
      });
    });

    it("says how many still fit when the change would overfill the bundle", () => {
      const cart = addToCart(initialCartState, bundleItem("A1", { max_size: 4 }), 3).cart;
      expect(setCartQuantity(cart, "PK1_START_A_A1", 6).violation).toMatchObject({
        code: "bundle_full",
        used: 3,
        requested: 3,
        remaining: 1,
        fix: { id: "limits.fix.add_at_most_units", params: { remaining: 1 } },
      });
      expect(setCartQuantity(cart, "PK1_START_A_A1", 4).violation).toBeNull();
    });

    it("counts each bundle apart, and a max_size of 0 or less means no limit", () => {
      const cart = addToCart(initialCartState, bundleItem("A1", { max_size: 2 }), 2).cart;
      expect(addToCart(cart, bundleItem("X1", { max_size: 2, code: "OTHER" }), 2).violation).toBeNull();
      expect(addToCart(initialCartState, bundleItem("A1", { max_size: 0 }), 50).violation).toBeNull();
    });

    it("lets a full bundle shrink, and plain items of the same part are not bundle items", () => {
      const cart = addToCart(initialCartState, bundleItem("A1", { max_size: 2 }), 2).cart;
      expect(setCartQuantity(cart, "PK1_START_A_A1", 1).violation).toBeNull();
      expect(addToCart(cart, product({ part_no: "A1" }), 5).violation).toBeNull();
    });

    it("explains each bundle with the room left in it, and what to remove when it holds too many", () => {
      const cart = cartOf([toCartLine(bundleItem("A1", { max_size: 4 }), 1), toCartLine(bundleItem("B1", { max_size: 4, group: "B" }), 1)]);
      expect(explainCartLimits(cart)).toMatchObject([
        { code: "bundle_full", scope: "order", limit: 4, used: 2, remaining: 2, exceeded: false, fix: { id: "limits.fix.add_at_most_units", params: { remaining: 2 } } },
      ]);
      const full = cartOf([toCartLine(bundleItem("A1", { max_size: 4 }), 4)]);
      expect(explainCartLimits(full)).toMatchObject([{ code: "bundle_full", remaining: 0, exceeded: false, fix: { id: "limits.fix.bundle_complete" } }]);
      const over = cartOf([toCartLine(bundleItem("A1", { max_size: 4 }), 3), toCartLine(bundleItem("B1", { max_size: 4, group: "B" }), 3)]);
      expect(cartViolations(over)).toMatchObject([{ code: "bundle_full", used: 6, fix: { id: "limits.fix.remove_bundle_items", params: { excess: 2 } } }]);
    });
  });
});
