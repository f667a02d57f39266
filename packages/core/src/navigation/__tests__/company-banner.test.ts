import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Company } from "../../entities/company.ts";
import { companyBanner } from "../company-banner.ts";

const company = (fields: Record<string, unknown>) =>
  Schema.decodeUnknownSync(Company)({ cust_no: "100234", Name: "Maternité", orders: [], license_valid: "APPROVED", ...fields });

const today = new Date(2026, 5, 15);

describe("company-banner", () => {
  it("says nothing without a company (a sales rep who has not chosen one)", () => {
    expect(companyBanner({ company: null, today })).toBeNull();
  });

  it("tells a company whose licence is not approved that it waits for approval", () => {
    expect(companyBanner({ company: company({ license_valid: "PENDING" }), today })?.id).toBe("navigation.banner.license_pending");
    expect(companyBanner({ company: company({ license_valid: "NOT APPROVED" }), today })?.id).toBe("navigation.banner.license_pending");
  });

  it("tells a company whose licence was refused that it cannot order", () => {
    expect(companyBanner({ company: company({ license_valid: "INVALID" }), today })).toEqual({ id: "navigation.banner.license_refused", params: {} });
  });

  it("names the company to a sales representative acting for it, instead of speaking of their own", () => {
    const actingFor = true;
    expect(companyBanner({ company: company({ license_valid: "PENDING" }), today, actingFor })).toEqual({
      id: "navigation.banner.company_license_pending",
      params: { company: "Maternité" },
    });
    expect(companyBanner({ company: company({ license_valid: "INVALID" }), today, actingFor })).toEqual({
      id: "navigation.banner.company_license_refused",
      params: { company: "Maternité" },
    });
    const orders = [{ created: "2026-01-10" }];
    expect(companyBanner({ company: company({ orders }), organisation: { max_order_count_year: 1 }, today, actingFor })).toEqual({
      id: "navigation.banner.company_yearly_maximum_reached",
      params: { company: "Maternité" },
    });
  });

  it("tells an approved company at its yearly maximum that it may order again next year", () => {
    const orders = [{ created: "2026-01-10" }, { created: "2026-03-02 10:00:00" }, { created: "2025-12-30" }];
    const banner = companyBanner({ company: company({ orders }), organisation: { max_order_count_year: 2 }, today });
    expect(banner?.id).toBe("navigation.banner.yearly_maximum_reached");
    expect(companyBanner({ company: company({ orders }), organisation: { max_order_count_year: 3 }, today })).toBeNull();
  });

  it("prefers the company's own organisation limit over the given one", () => {
    const orders = [{ created: "2026-01-10" }];
    const own = company({ orders, organisation: { id: 2, max_order_count_year: 1 } });
    expect(companyBanner({ company: own, organisation: { max_order_count_year: 5 }, today })?.id).toBe(
      "navigation.banner.yearly_maximum_reached",
    );
  });

  it("knows no limit when none is set (null, absent or 0)", () => {
    const orders = [{ created: "2026-01-10" }];
    expect(companyBanner({ company: company({ orders }), organisation: { max_order_count_year: null }, today })).toBeNull();
    expect(companyBanner({ company: company({ orders }), organisation: { max_order_count_year: 0 }, today })).toBeNull();
    expect(companyBanner({ company: company({ orders }), today })).toBeNull();
  });
});
