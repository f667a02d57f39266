import { describe, expect, it } from "vitest";
import { CUSTOMER_NUMBER_HEADER, customerNumberHeaders, OrderOnBehalfAnswer, OrderOnBehalfRequest } from "../order-on-behalf.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

describe("order-on-behalf", () => {
  it("names the customer-number header", () => {
    expect(CUSTOMER_NUMBER_HEADER).toBe("X-Customer-Number");
  });

  it("adds the header only once an office is chosen", () => {
    expect(customerNumberHeaders({ order_for_company: null })).toEqual({});
    const { company } = decodeOk(OrderOnBehalfAnswer, { company: { cust_no: 4455, Name: "Pharmacie du Parc" } });
    expect(customerNumberHeaders({ order_for_company: company })).toEqual({ "X-Customer-Number": "4455" });
  });

  it("decodes the request and names bad fields of the answer", () => {
    expect(decodeOk(OrderOnBehalfRequest, { cust_no: 12 }).cust_no).toBe("12");
    expectBadField(OrderOnBehalfAnswer, "order on behalf", {}, "company");
    expectBadField(OrderOnBehalfAnswer, "order on behalf", { company: { Name: "x" } }, "company.cust_no");
  });
});
