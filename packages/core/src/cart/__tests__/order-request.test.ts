import { describe, expect, it } from "vitest";
import { initialCartState, type CartProduct } from "../../entities/cart.ts";
import { orderRequestFromCart } from "../order-request.ts";

const line = (part_no: string, quantity: number): CartProduct =>
  ({ id: part_no, part_no, price: 1000, quantity }) as unknown as CartProduct;

describe("order-request", () => {
  it("sends part numbers and quantities, never prices", () => {
    const request = orderRequestFromCart({ ...initialCartState, products: [line("A", 2), line("B", 1)], total: 3000 });
    expect(request.lines).toEqual([
      { part_no: "A", quantity: 2 },
      { part_no: "B", quantity: 1 },
    ]);
    expect(JSON.stringify(request)).not.toContain("price");
  });

  it("carries the coupon code as entered, the address, the shipping method and the earlier draft", () => {
    const request = orderRequestFromCart({
      ...initialCartState,
      code: "WELCOME10",
      addresskey: "ADDR-1",
      shipping_method: "Rush",
      order_nr: "100007",
    });
    expect(request).toMatchObject({ code: "WELCOME10", addresskey: "ADDR-1", shipping_method: "Rush", order_nr: "100007" });
  });

  it("leaves out a shipping method the contract does not know", () => {
    expect(orderRequestFromCart({ ...initialCartState, shipping_method: "Teleport" })).not.toHaveProperty("shipping_method");
  });
});
