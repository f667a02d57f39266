import { describe, expect, it } from "vitest";
import { normaliseOrderListStatus, ORDER_LIST_STATUSES, OrderListRow, PlacedOrder } from "../order-history.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

const order = {
  id: 9001,
  total: 12590,
  tax: "2185",
  shipping: 0,
  discount: 500,
  lines: [{ part_no: "SCF123/01", name: "Tire-lait", quantity: 2, price: 6295, total: 12590 }],
};

const row = {
  order_number: 100045,
  status: "In process",
  date: "2025-03-04",
  ship_to: "Cabinet Dupont, Lyon",
  number_of_items: "3",
  tax: 2185,
  total_amount: 12590,
  products: [{ part_no: "SCF123/01", name: "Tire-lait", quantity: 3 }],
};

describe("order-history", () => {
  it("decodes a placed order with amounts in cents", () => {
    const decoded = decodeOk(PlacedOrder, order);
    expect(decoded.tax).toBe(2185);
    expect(decoded.lines[0]?.total).toBe(12590);
  });

  it("refuses amounts that are not whole cents, naming the field", () => {
    expectBadField(PlacedOrder, "order", { ...order, total: 125.9 }, "total");
    expectBadField(PlacedOrder, "order", { ...order, lines: [{ ...order.lines[0], quantity: "two" }] }, "lines[0].quantity");
  });

  it("decodes an order-list row, normalising the status and the order number", () => {
    const decoded = decodeOk(OrderListRow, row);
    expect(decoded.status).toBe("in_process");
    expect(decoded.order_number).toBe("100045");
    expect(decoded.number_of_items).toBe(3);
  });

  it("accepts the spellings servers use for statuses", () => {
    expect(normaliseOrderListStatus("PROCESSED")).toBe("processed");
    expect(normaliseOrderListStatus("in-process")).toBe("in_process");
    expect(normaliseOrderListStatus("Cancelled")).toBe("canceled");
    for (const status of ORDER_LIST_STATUSES) expect(decodeOk(OrderListRow, { ...row, status }).status).toBe(status);
  });

  it("names an unknown status", () => {
    expectBadField(OrderListRow, "order list row", { ...row, status: "lost in space" }, "status");
    expectBadField(OrderListRow, "order list row", { ...row, products: [{ part_no: 1 }] }, "products[0].part_no");
  });
});
