import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { OrderListQuery, OrderRequest, OrderSubmitRequest } from "../order-bodies.ts";
import { operation, ORDER_CALLS } from "./openapi-calls.ts";

describe("orders", () => {
  it("asks for the session token on every order call and documents its refusals", () => {
    for (const [method, path] of ORDER_CALLS) {
      const found = operation(method, path);
      expect(found, `${method} ${path}`).toBeDefined();
      expect((found?.security ?? []).flatMap((requirement) => Object.keys(requirement)), path).toEqual(["sessionToken"]);
      expect(Object.keys(found?.responses ?? {}).sort(), `${method} ${path}`).toEqual(["200", "400", "401", "403", "404", "409", "422"]);
    }
  });

  it("requires the Idempotency-Key header on submit", () => {
    expect(operation("post", "/admin/order/{order_nr}/submit")?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "idempotency-key", in: "header", required: true })]),
    );
  });

  it("declares the paging of the order list", () => {
    expect(operation("get", "/admin/order")?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "page", in: "query" }),
        expect.objectContaining({ name: "pageSize", in: "query" }),
      ]),
    );
    const query = Schema.Struct(OrderListQuery);
    expect(Schema.decodeUnknownSync(query)({ page: "2", pageSize: "10" })).toEqual({ page: 2, pageSize: 10 });
    expect(() => Schema.decodeUnknownSync(query)({ pageSize: "1000" })).toThrow();
    expect(() => Schema.decodeUnknownSync(query)({ page: "0" })).toThrow();
  });

  it("takes part numbers and quantities, never prices", () => {
    const decoded = Schema.decodeUnknownSync(OrderRequest)({
      lines: [{ part_no: "SCF395/11", quantity: 2, price: 1 }],
      shipping_method: "Rush",
      code: "WELCOME10",
    });
    expect(decoded.lines).toEqual([{ part_no: "SCF395/11", quantity: 2 }]);
    expect(() => Schema.decodeUnknownSync(OrderRequest)({ lines: [{ part_no: "A", quantity: 0 }] })).toThrow();
    expect(() => Schema.decodeUnknownSync(OrderRequest)({ lines: [{ part_no: "A", quantity: 1.5 }] })).toThrow();
    expect(() => Schema.decodeUnknownSync(OrderRequest)({ lines: [], shipping_method: "Teleport" })).toThrow();
  });

  it("knows the payment methods and types of checkout, and needs the total and shipping the customer confirmed", () => {
    const confirmed = { confirmed_total: 25_595, shipping_method: "Regular" };
    expect(Schema.decodeUnknownSync(OrderSubmitRequest)({ payment: { type: "wallet", method: "online" }, ...confirmed })).toEqual({
      payment: { type: "wallet", method: "online" },
      ...confirmed,
    });
    expect(() => Schema.decodeUnknownSync(OrderSubmitRequest)({ payment: { type: "bitcoin", method: "online" }, ...confirmed })).toThrow();
    // Without what the customer confirmed, no order can be placed (issue 33).
    expect(() => Schema.decodeUnknownSync(OrderSubmitRequest)({ payment: { type: "wallet", method: "online" } })).toThrow();
    expect(() => Schema.decodeUnknownSync(OrderSubmitRequest)({ payment: { type: "wallet", method: "online" }, ...confirmed, shipping_method: "Overnight" })).toThrow();
    expect(() => Schema.decodeUnknownSync(OrderSubmitRequest)({ payment: { type: "wallet", method: "online" }, ...confirmed, confirmed_total: 12.5 })).toThrow();
  });
});
