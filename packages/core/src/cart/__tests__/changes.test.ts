import { describe, expect, it } from "vitest";
import { initialCartState, type CartState } from "../../entities/cart.ts";
import { addToCart, removeFromCart, setCartQuantity } from "../changes.ts";
import { resetCart } from "../reset.ts";
import { bundleItem, product } from "./products.ts";

const pump = product({ part_no: "PUMP", price_in_cents: 15_000, max_order_amount: 3 });
const teat = product({ part_no: "TEAT", price_in_cents: 450, max_per_order: 10 });
const sample = product({ part_no: "SAMPLE", price_in_cents: 0 });

const add = (cart: CartState, ...steps: Array<[typeof pump, number]>): CartState =>
  steps.reduce((current, [item, quantity]) => {
    const change = addToCart(current, item, quantity);
    expect(change.violation).toBeNull();
    return change.cart;
  }, cart);

describe("changes", () => {
  it("adds a new line and adds units to an existing one", () => {
    const cart = add(initialCartState, [teat, 2], [pump, 1], [teat, 3]);
    expect(cart.products.map((line) => [line.id, line.quantity])).toEqual([
      ["TEAT", 5],
      ["PUMP", 1],
    ]);
    expect(cart).toMatchObject({ subtotal: 5 * 450 + 15_000, quantity: 6 });
  });

  it("removes the line when adding brings its quantity to 0 or below", () => {
    const cart = add(initialCartState, [teat, 2], [pump, 1]);
    const change = addToCart(cart, teat, -2);
    expect(change.cart.products.map((line) => line.id)).toEqual(["PUMP"]);
    expect(change.cart.subtotal).toBe(15_000);
  });

  it("ignores adding 0 or fewer units of a product that is not in the cart", () => {
    const cart = add(initialCartState, [teat, 1]);
    expect(addToCart(cart, pump, 0).cart).toBe(cart);
    expect(addToCart(cart, pump, -4).cart).toBe(cart);
  });

  it("sets a line's quantity and removes the line at 0", () => {
    const cart = add(initialCartState, [teat, 2]);
    expect(setCartQuantity(cart, "TEAT", 7).cart).toMatchObject({ subtotal: 7 * 450, quantity: 7 });
    expect(setCartQuantity(cart, "TEAT", 0).cart.products).toEqual([]);
    expect(setCartQuantity(cart, "NOPE", 3).cart).toBe(cart);
  });

  it("removes a line by id", () => {
    const cart = add(initialCartState, [teat, 2], [pump, 1]);
    expect(removeFromCart(cart, "PUMP").cart).toMatchObject({ subtotal: 900, quantity: 2 });
    expect(removeFromCart(cart, "NOPE").cart).toBe(cart);
  });

  it("keeps bundle items in their own line, next to the plain product", () => {
    const cart = add(initialCartState, [product({ part_no: "B1" }), 1], [bundleItem("B1"), 2]);
    expect(cart.products.map((line) => line.id)).toEqual(["B1", "PK1_START_A_B1"]);
  });

  it("keeps the requested quantity of an active bundle item when it is added again", () => {
    let cart = add(initialCartState, [bundleItem("B1"), 4]);
    cart = { ...cart, products: [{ ...cart.products[0]!, quantity: 1 }] };
    cart = add(cart, [bundleItem("B1"), 1]);
    expect(cart.products[0]).toMatchObject({ quantity: 2, quantity_requested: 4 });
  });

  it("refuses a change over a limit and returns the very same cart with the violation", () => {
    const cart = add(initialCartState, [pump, 3]);
    const change = addToCart(cart, pump, 1);
    expect(change.cart).toBe(cart);
    expect(change.violation).toMatchObject({ code: "max_product_amount_reached", limit: 3, used: 3, requested: 1, remaining: 0 });
  });

  it("refuses an add that takes the subtotal over the max order price", () => {
    const cart = add(resetCart(20_000), [pump, 1]);
    const change = addToCart(cart, product({ part_no: "BOTTLE", price_in_cents: 450 }), 12);
    expect(change.cart).toBe(cart);
    expect(change.violation).toMatchObject({
      code: "max_order_price_reached",
      scope: "user",
      unit: "cents",
      limit: 20_000,
      used: 15_000,
      requested: 12 * 450,
      remaining: 5_000,
      fix: { id: "limits.fix.add_at_most_amount", params: { remaining: 5_000 } },
    });
  });

  it("allows any amount while the max is -1 (not loaded) or 0 (none)", () => {
    expect(addToCart(initialCartState, pump, 3).violation).toBeNull();
    expect(addToCart(resetCart(null), pump, 3).violation).toBeNull();
  });

  it("refuses a free item in a cart without a paid line, but allows it beside one", () => {
    const refused = addToCart(initialCartState, sample, 1);
    expect(refused.violation).toMatchObject({ code: "free_items_need_paid_items", scope: "order" });
    expect(refused.cart).toBe(initialCartState);
    const cart = add(initialCartState, [teat, 1], [sample, 1]);
    expect(cart.products).toHaveLength(2);
  });

  it("allows removing the last paid line, which leaves the free items standing alone", () => {
    const cart = add(initialCartState, [teat, 1], [sample, 1]);
    expect(removeFromCart(cart, "TEAT").cart.products.map((line) => line.id)).toEqual(["SAMPLE"]);
  });

  it("clears the previous error when a change is accepted", () => {
    const cart = { ...add(initialCartState, [teat, 1]), error: addToCart(initialCartState, sample, 1).violation };
    expect(addToCart(cart, teat, 1).cart.error).toBeNull();
  });

  it("takes the product's current price when it is added again", () => {
    const cart = add(initialCartState, [teat, 2]);
    const dearer = addToCart(cart, { ...teat, price_in_cents: 500 }, 1).cart;
    expect(dearer).toMatchObject({ subtotal: 1500, quantity: 3 });
  });

  it("lets a cart that is over a limit be brought back down", () => {
    const cart = add(initialCartState, [teat, 9]);
    const lowered = { ...cart, max: 1000 };
    expect(setCartQuantity(lowered, "TEAT", 8).violation).toBeNull();
    expect(setCartQuantity(lowered, "TEAT", 10).violation).toMatchObject({ code: "max_order_price_reached", remaining: 0 });
  });
});
