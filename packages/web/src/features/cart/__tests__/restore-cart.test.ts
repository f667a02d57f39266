import { addToCart, applyCoupon, applyOrderRefresh, chooseCartShipping, initialCartState, type CartState, type Coupon, type ShopProduct } from "@proshop/core";
import { describe, expect, it } from "vitest";
import { bringCartTo, cartSignature } from "../restore-cart.ts";
import { testProduct } from "./cart-fixtures.ts";
import { startCartActor } from "./live-cart-harness.ts";

const WELCOME10: Coupon = { code: "WELCOME10", kind: "percent", value: 10, active: true };

const bundleItem = (partNo: string, priceCents: number): ShopProduct => ({
  ...testProduct(partNo, priceCents),
  bundle_info: { package_skey: "PK1", package_code: "START", package_group: "A", WebPartNbr: partNo, max_size: 6, active: true, PackageQty: 2, PartPrice: 5 },
});

const build = (adds: ReadonlyArray<readonly [ShopProduct, number]>): CartState =>
  adds.reduce<CartState>((cart, [product, quantity]) => addToCart(cart, product, quantity).cart, { ...initialCartState, max: 0 });

const loadedCart = async () => {
  const cart = startCartActor({ coupons: { WELCOME10 } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return cart;
};

describe("restore cart", () => {
  it("hands a running machine another cart whole: over its limits, lines in order, bundle requests, coupon, shipping; its limits stay", async () => {
    const { actor } = await loadedCart();
    actor.send({ type: "cart.add", product: testProduct("OLD"), quantity: 1 });
    const limits = { max_order_amount: 30000 };
    actor.send({ type: "cart.setContext", context: limits });
    const built = build([
      [testProduct("P2", 5000), 3],
      [{ ...testProduct("FREE", 0), promo: true }, 1],
      [testProduct("P1", 20000), 2],
      [bundleItem("B1", 500), 4],
    ]);
    // The server could deliver 2 of the 4 bundle items asked for: the request is kept.
    const priced = applyOrderRefresh(built, {
      order_nr: "SO-1",
      lines: built.products.map((line) => ({
        id: line.id,
        part_no: line.part_no,
        price_in_cents: line.price,
        available_quantity: line.part_no === "B1" ? 2 : 99,
        status: "CAN_ORDER_ALL" as const,
      })),
      subtotal: 0,
      discount: 0,
      shipping: 0,
      tax: 0,
      total: 0,
    });
    const target = applyCoupon(chooseCartShipping(priced, "Rush", 1995), WELCOME10, "WELCOME10", Date.now()).cart;
    expect(target).toMatchObject({ code: "WELCOME10", shipping_method: "Rush", shipping: 1995 });
    // Over the 300 EUR maximum: the handed-over cart still arrives whole.
    expect(bringCartTo(actor, target)).toBe(true);
    const { cart, limits: after } = actor.getSnapshot().context;
    expect(cart).toEqual(target);
    expect(cart.products.map((line) => [line.part_no, line.quantity, line.quantity_requested])).toEqual([
      ["P2", 3, null],
      ["FREE", 1, null],
      ["P1", 2, null],
      ["B1", 2, 4],
    ]);
    expect(after).toBe(limits);
    expect(bringCartTo(actor, target)).toBe(false);
    // The real limits judge what follows.
    actor.send({ type: "cart.add", product: testProduct("P3", 100), quantity: 1 });
    expect(actor.getSnapshot().context.cart.error?.code).toBe("max_order_price_reached");
  });

  it("takes a free item listed before the paid ones as it is, refusing nothing", async () => {
    const { actor } = await loadedCart();
    const both = build([[testProduct("P1", 1000), 1], [testProduct("FREE", 0), 1]]);
    const freeFirst: CartState = { ...both, products: [both.products[1]!, both.products[0]!] };
    bringCartTo(actor, freeFirst);
    const { cart } = actor.getSnapshot().context;
    expect(cart.error).toBeNull();
    expect(cart.products.map((line) => line.part_no)).toEqual(["FREE", "P1"]);
    expect(cartSignature(cart)).toBe(cartSignature(freeFirst));
  });

  it("empties the cart for a company that has none", async () => {
    const { actor } = await loadedCart();
    actor.send({ type: "cart.add", product: testProduct("OLD"), quantity: 1 });
    bringCartTo(actor, initialCartState);
    expect(actor.getSnapshot().context.cart.products).toEqual([]);
  });
});
