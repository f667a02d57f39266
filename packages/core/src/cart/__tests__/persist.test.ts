import { describe, expect, it } from "vitest";
import { initialCartState } from "../../entities/cart.ts";
import { addToCart } from "../changes.ts";
import { CART_STORAGE_KEY, restoreCart, serializeCart } from "../persist.ts";
import { resetCart } from "../reset.ts";
import { product } from "./products.ts";

describe("persist", () => {
  it("uses the key proshopcart", () => {
    expect(CART_STORAGE_KEY).toBe("proshopcart");
  });

  it("round-trips a cart through its stored text", () => {
    const cart = addToCart(resetCart(50_000), product({ part_no: "P", price_in_cents: 1234 }), 3).cart;
    expect(restoreCart(serializeCart(cart))).toEqual(cart);
    expect(restoreCart(JSON.parse(serializeCart(cart)))).toEqual(cart);
  });

  it("starts empty from missing, corrupt or wrongly shaped data", () => {
    for (const stored of [null, undefined, "", "{not json", "42", JSON.stringify({ products: [{ id: "P" }] }), { products: "x" }, []]) {
      expect(restoreCart(stored)).toEqual(initialCartState);
    }
  });

  it("fills fields an older cart did not store and recomputes the amounts", () => {
    const stored = JSON.stringify({ products: [{ id: "P", part_no: "P", price: 250, quantity: 4 }], subtotal: 1, total: 999 });
    expect(restoreCart(stored)).toMatchObject({ subtotal: 1000, total: 1000, quantity: 4, max: -1, shipping_method: "Standard" });
  });

  it("loads a line stored before the availability snapshot as orderable, with unknown stock", () => {
    const stored = JSON.stringify({ products: [{ id: "P", part_no: "P", price: 250, quantity: 1 }] });
    expect(restoreCart(stored).products[0]).toMatchObject({ stock: null, online: true, download_only: false, available_from: null, incomplete: false });
  });

  it("does not bring back an old snackbar error", () => {
    const refused = addToCart(initialCartState, product({ part_no: "F", price_in_cents: 0 }), 1);
    const stored = serializeCart({ ...initialCartState, error: refused.violation });
    expect(restoreCart(stored).error).toBeNull();
  });
});
