import { describe, expect, it } from "vitest";
import { salesRepBanner } from "../banner.ts";

describe("banner", () => {
  it("tells a sales rep which company they order for, with their user id", () => {
    expect(salesRepBanner({ isSalesRep: true, userId: 42, companyName: "Maternité du Parc" })).toEqual({
      id: "navigation.banner.sales_rep_for",
      params: { company: "Maternité du Parc", userId: 42 },
    });
  });

  it("asks a sales rep to select a company when none is chosen", () => {
    expect(salesRepBanner({ isSalesRep: true, userId: 42, companyName: null })?.id).toBe("navigation.banner.sales_rep_select_company");
    expect(salesRepBanner({ isSalesRep: true, userId: 42, companyName: "  " })?.id).toBe("navigation.banner.sales_rep_select_company");
  });

  it("shows nothing to other users", () => {
    expect(salesRepBanner({ isSalesRep: false, userId: 1, companyName: "X" })).toBeNull();
  });
});
