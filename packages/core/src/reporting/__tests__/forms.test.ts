import { describe, expect, it } from "vitest";
import { LOCATION_DEFAULTS } from "../../contract/reporting-bodies.ts";
import { deviceProblems, isCalendarDate, locationProblems, reportingCompanyProblems, reportingUserProblems } from "../forms.ts";

const location = { ...LOCATION_DEFAULTS, name: "Centrale Bibliotheek", timeZone: "Europe/Amsterdam" };

describe("reporting forms", () => {
  it("accepts a plain location", () => {
    expect(locationProblems(location)).toEqual({});
  });

  it("names each bad location field", () => {
    expect(locationProblems({ ...location, name: "  " })).toEqual({ name: "forms.validation.required" });
    expect(locationProblems({ ...location, timeZone: "Europe/Atlantis" })).toEqual({ timeZone: "reporting.field.time_zone" });
    expect(locationProblems({ ...location, timeZone: "Asia/Kolkata" })).toEqual({ timeZone: "reporting.field.time_zone_whole_hours" });
    expect(locationProblems({ ...location, balance_orange: 90, balance_red: 80 })).toEqual({ balance_red: "reporting.field.balance_order" });
    expect(locationProblems({ ...location, balance_orange: 90, balance_red: 0 })).toEqual({});
    expect(locationProblems({ ...location, stats_available_from: "2025-02-30" })).toEqual({ stats_available_from: "reporting.field.date" });
    expect(locationProblems({ ...location, ignore_before: "08:00", ignore_after: "08:00" })).toEqual({ ignore_after: "reporting.field.same_hours" });
    expect(locationProblems({ ...location, image: "javascript:alert(1)" })).toEqual({ image: "reporting.field.image" });
    expect(locationProblems({ ...location, contact_email: "nope" })).toEqual({ contact_email: "forms.validation.email_invalid" });
  });

  it("names each bad device, user and company field", () => {
    expect(deviceProblems({ device: "Poort 1", timeZone: "Europe/Amsterdam" })).toEqual({});
    expect(deviceProblems({ device: "", timeZone: "Nowhere/Else", last_license_transaction: "2025-13-01" })).toEqual({
      device: "forms.validation.required",
      timeZone: "reporting.field.time_zone",
      last_license_transaction: "reporting.field.date",
    });
    expect(reportingUserProblems({ email: "a@b" })).toEqual({ email: "forms.validation.email_invalid" });
    expect(reportingCompanyProblems({ name: "", organisation: "NL" })).toEqual({ name: "forms.validation.required" });
  });

  it("knows real calendar days", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2025-1-01")).toBe(false);
  });
});
