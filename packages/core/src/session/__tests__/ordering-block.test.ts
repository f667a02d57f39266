import { describe, expect, it } from "vitest";
import type { Company } from "../../entities/company.ts";
import { orderingBlock } from "../ordering-block.ts";

const company = (license_valid: string): Company => ({ cust_no: "100234", Name: "Maternité Test", orders: [], license_valid }) as unknown as Company;

describe("orderingBlock", () => {
  it("lets a validated customer of an approved company order", () => {
    expect(orderingBlock({ isSalesRep: false, isValid: true, company: company("APPROVED") })).toBeNull();
  });

  it("asks a sales rep to pick an office first", () => {
    expect(orderingBlock({ isSalesRep: true, isValid: true, company: null })?.id).toBe("orders.company_not_chosen");
  });

  it("refuses an account not validated, then a licence waiting for approval", () => {
    expect(orderingBlock({ isSalesRep: false, isValid: false, company: company("PENDING") })?.id).toBe("orders.account_not_validated");
    expect(orderingBlock({ isSalesRep: false, isValid: true, company: company("PENDING") })).toEqual({
      id: "orders.license_not_approved",
      params: { company: "Maternité Test" },
    });
  });

  it("says a refused licence was refused, for its own user and a sales rep alike", () => {
    for (const isSalesRep of [false, true]) {
      expect(orderingBlock({ isSalesRep, isValid: true, company: company("INVALID") })).toEqual({
        id: "orders.license_refused",
        params: { company: "Maternité Test" },
      });
    }
  });
});
