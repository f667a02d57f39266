import { addToCart, initialCartState, type CartState, type Coupon, type ShopProduct } from "@proshop/core";
import { describe, expect, it } from "vitest";
import { bringCartTo, cartSignature } from "../restore-cart.ts";
import { testProduct } from "./cart-fixtures.ts";
import { startCartActor } from "./live-cart-harness.ts";

const WELCOME10: Coupon = { code: "WELCOME10", kind: "percent", value: 10, active: true };

const build = (adds: ReadonlyArray<readonly [ShopProduct, number]>): CartState =>
  adds.reduce<CartState>((cart, [product, quantity]) => addToCart(cart, product, quantity).cart, { ...initialCartState, max: 0 });

const loadedCart = async () => {
  const cart = startCartActor({ coupons: { WELCOME10 } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return cart;
};

describe("restore cart", () => {
  it("brings a running machine to another cart: lines in order, coupon, shipping, and gives its limits back", async () => {
    const { actor } = await loadedCart();
    actor.send({ type: "cart.add", product: testProduct("OLD"), quantity: 1 });
    const limits = { max_order_amount: 30000 };
    actor.send({ type: "cart.setContext", context: limits });
    const target: CartState = {
      ...build([
        [testProduct("P2", 5000), 3],
        [{ ...testProduct("FREE", 0), promo: true }, 1],
        [testProduct("P1", 20000), 2],
      ]),
      shipping_method: "Rush",
      shipping_charge: 1995,
      code: "WELCOME10",
      coupon: WELCOME10,
    };
    // Over the 300 EUR maximum: the handed-over cart still arrives whole.
    expect(bringCartTo(actor, target)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { cart, limits: after } = actor.getSnapshot().context;
    expect(cart.products.map((line) => [line.part_no, line.quantity])).toEqual([["P2", 3], ["FREE", 1], ["P1", 2]]);
    expect(cart.code).toBe("WELCOME10");
    expect(cart.shipping_method).toBe("Rush");
    expect(cartSignature(cart)).toBe(cartSignature(target));
    expect(after).toBe(limits);
    expect(bringCartTo(actor, target)).toBe(false);
  });

  it("adds a free item listed first once a paid line is in, so nothing is refused", async () => {
    const { actor } = await loadedCart();
    const paid = testProduct("P1", 1000);
    const free = { ...testProduct("FREE", 0) };
    const both = build([[paid, 1], [free, 1]]);
    const freeFirst: CartState = { ...both, products: [both.products[1]!, both.products[0]!] };
    bringCartTo(actor, freeFirst);
    const { cart } = actor.getSnapshot().context;
    expect(cart.error).toBeNull();
    expect(cart.products.map((line) => line.part_no).sort()).toEqual(["FREE", "P1"]);
  });

  it("empties the cart for a company that has none", async () => {
    const { actor } = await loadedCart();
    actor.send({ type: "cart.add", product: testProduct("OLD"), quantity: 1 });
    bringCartTo(actor, initialCartState);
    expect(actor.getSnapshot().context.cart.products).toEqual([]);
  });
});
