import { describe, expect, it } from "vitest";
import { initialCartState } from "../../entities/cart.ts";
import { resetCart } from "../reset.ts";

describe("reset", () => {
  it("empties the cart and takes the user's max order amount in cents", () => {
    expect(resetCart(120_000)).toEqual({ ...initialCartState, max: 120_000 });
  });

  it("sets max to 0 when the user has none", () => {
    expect(resetCart(null).max).toBe(0);
    expect(resetCart(undefined).max).toBe(0);
    expect(resetCart(-1).max).toBe(0);
    expect(resetCart(Number.NaN).max).toBe(0);
  });

  it("starts from the initial state: max -1, step 0, Standard shipping, credit card and cash on delivery", () => {
    expect(initialCartState).toMatchObject({
      max: -1,
      step: 0,
      products: [],
      shipping_method: "Standard",
      payment: { type: "creditcard", method: "cod", card: null },
      error: null,
    });
  });
});
