import { describe, expect, it } from "vitest";
import { initialCartState, type CartState } from "../../entities/cart.ts";
import type { OrderRefresh, OrderRefreshLine } from "../../entities/order.ts";
import { toCartLine } from "../lines.ts";
import { applyOrderRefresh, refreshCartLine, requestedCartUnits, unorderableCartLines } from "../refresh.ts";
import { recalculateCart } from "../totals.ts";
import { bundleItem, product } from "./products.ts";

const priced = (id: string, price: number, available: number | undefined): OrderRefreshLine => ({
  id,
  part_no: id,
  price_in_cents: price,
  ...(available === undefined ? {} : { available_quantity: available }),
  status: "CAN_ORDER_ALL",
});

const refreshOf = (lines: OrderRefreshLine[]): OrderRefresh => ({
  order_nr: "SO-1001",
  lines,
  subtotal: 0,
  discount: 0,
  shipping: 0,
  tax: 0,
  total: 0,
});

const a = toCartLine(product({ part_no: "A", price_in_cents: 1000 }), 4);
const b = toCartLine(product({ part_no: "B", price_in_cents: 500 }), 2);
const c = toCartLine(product({ part_no: "C", price_in_cents: 700 }), 1);
const cart: CartState = recalculateCart({ ...initialCartState, products: [a, b, c], shipping_charge: 495 });

describe("refresh", () => {
  it("marks each line CAN_ORDER_ALL, CAN_ORDER_PART or CANNOT_ORDER and takes the server's prices and quantities", () => {
    const next = applyOrderRefresh(cart, refreshOf([priced("A", 1100, 10), priced("B", 500, 1)]));
    expect(next.products.map((line) => [line.id, line.status, line.quantity, line.price, line.max_qty])).toEqual([
      ["A", "CAN_ORDER_ALL", 4, 1100, 10],
      ["B", "CAN_ORDER_PART", 1, 500, 1],
      ["C", "CANNOT_ORDER", 1, 700, 0],
    ]);
    expect(next.order_nr).toBe("SO-1001");
    expect(next.subtotal).toBe(4 * 1100 + 500 + 700);
    expect(next.total).toBe(next.subtotal + 495);
    expect(unorderableCartLines(next).map((line) => line.id)).toEqual(["C"]);
  });

  it("treats a line with nothing available or refused by the server as CANNOT_ORDER", () => {
    expect(refreshCartLine(a, priced("A", 1000, 0)).status).toBe("CANNOT_ORDER");
    expect(refreshCartLine(a, priced("A", 1000, undefined)).status).toBe("CANNOT_ORDER");
    expect(refreshCartLine(a, { ...priced("A", 1000, 9), status: "CANNOT_ORDER" }).status).toBe("CANNOT_ORDER");
  });

  it("compares availability with an active bundle's requested quantity, which survives the refresh", () => {
    const line = { ...toCartLine(bundleItem("B1"), 5), quantity: 2 };
    expect(requestedCartUnits(line)).toBe(5);
    expect(refreshCartLine(line, priced(line.id, 500, 3))).toMatchObject({ status: "CAN_ORDER_PART", quantity: 2, quantity_requested: 5 });
    expect(refreshCartLine(line, priced(line.id, 500, 1))).toMatchObject({ status: "CAN_ORDER_PART", quantity: 1, quantity_requested: 5 });
  });

  it("never grows a line back: the request decides the status, the customer raises the quantity", () => {
    const line = { ...toCartLine(bundleItem("B1"), 5), quantity: 2 };
    expect(refreshCartLine(line, priced(line.id, 500, 8))).toMatchObject({ status: "CAN_ORDER_ALL", quantity: 2, quantity_requested: 5 });
  });

  it("resets the discount when the refresh lowers the subtotal", () => {
    const withCoupon: CartState = recalculateCart({ ...cart, coupon: { code: "TEN", kind: "percent", value: 10, active: true }, code: "TEN" });
    expect(withCoupon.discount).toBe(570);
    const next = applyOrderRefresh(withCoupon, refreshOf([priced("A", 1000, 1), priced("B", 500, 2), priced("C", 700, 1)]));
    expect(next).toMatchObject({ discount: 0, code: null, subtotal: 2700, total: 2700 + 495 });
  });

  it("keeps the discount following the coupon when prices rise", () => {
    const withCoupon: CartState = recalculateCart({ ...cart, coupon: { code: "TEN", kind: "percent", value: 10, active: true }, code: "TEN" });
    const next = applyOrderRefresh(withCoupon, refreshOf([priced("A", 2000, 9), priced("B", 500, 2), priced("C", 700, 1)]));
    expect(next).toMatchObject({ subtotal: 9700, discount: 970, total: 9700 + 495 - 970 });
  });
});
