import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Company, isLicenseApproved, ordersThisYear } from "../company.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

const serverCompany = {
  cust_no: 123456,
  Name: "Kraamzorg De Wieg",
  organisation: { id: 5, max_order_count_year: 2 },
  orders: [{ id: 1, created: "2025-02-03 10:00:00" }, { created: "2024-12-31T23:59:00Z" }],
  license_valid: "APPROVED",
};

describe("company", () => {
  it("decodes the login state's company", () => {
    const company = decodeOk(Company, serverCompany);
    expect(company.cust_no).toBe("123456");
    expect(company.organisation?.max_order_count_year).toBe(2);
    expect(company.orders).toHaveLength(2);
  });

  it("treats null or missing orders as none", () => {
    expect(decodeOk(Company, { ...serverCompany, orders: null }).orders).toEqual([]);
    expect(decodeOk(Company, { cust_no: "12" }).orders).toEqual([]);
  });

  it("names the bad field", () => {
    expectBadField(Company, "company", { ...serverCompany, cust_no: undefined }, "cust_no");
    expectBadField(Company, "company", { ...serverCompany, orders: [{ created: "2025-01-01" }, {}] }, "orders[1].created");
    expectBadField(Company, "company", { ...serverCompany, orders: "none" }, "orders");
  });

  it("is approved when license_valid contains APPROVED, not when it negates it", () => {
    for (const license_valid of ["APPROVED", "approved", "LICENSE APPROVED 2025-01-04", "CPS_APPROVED"])
      expect(isLicenseApproved({ license_valid }), license_valid).toBe(true);
    for (const license_valid of ["", "PENDING", "NOT APPROVED", "NOT_APPROVED", "UNAPPROVED", "DISAPPROVED", "INVALID"])
      expect(isLicenseApproved({ license_valid }), license_valid).toBe(false);
  });

  it("counts the orders created in today's calendar year", () => {
    const company = decodeOk(Company, serverCompany);
    expect(ordersThisYear(company, new Date(2025, 5, 1))).toBe(1);
    expect(ordersThisYear(company, new Date(2024, 0, 1))).toBe(1);
    expect(ordersThisYear(company, new Date(2026, 0, 1))).toBe(0);
  });

  it("takes the year from the date text, whatever the time zone", () => {
    const company = { orders: [{ created: "2025-01-01 00:30" }, { created: "2025-01-01T00:10:00+14:00" }] };
    expect(ordersThisYear(company, new Date(2025, 0, 1))).toBe(2);
  });

  it("ignores orders whose date cannot be read", () => {
    expect(ordersThisYear({ orders: [{ created: "yesterday" }] }, new Date())).toBe(0);
  });

  it("never counts more orders than the company has", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2000, max: 2030 })), fc.integer({ min: 2000, max: 2030 }), (years, year) => {
        const orders = years.map((y) => ({ created: `${y}-06-15` }));
        const count = ordersThisYear({ orders }, new Date(year, 6, 1));
        expect(count).toBe(years.filter((y) => y === year).length);
      }),
    );
  });
});
