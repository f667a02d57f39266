import { describe, expect, it } from "vitest";
import { occupancyIndicators, ReportingDevice, ReportingLocation, ReportingReport } from "../reporting.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

const location = {
  location: 11,
  company: 3,
  organisation: "nl",
  description: "Bibliotheek Centrum",
  timeZone: "Europe/Amsterdam",
  contact_name: "Piet",
  contact_email: "piet@bieb.nl",
  optimal_balance: "200",
  balance_orange: 80,
  balance_red: 100,
  is_active: 1,
};

const device = {
  device: "gate-01",
  device_type: "eco_gate",
  location: 11,
  timeZone: "Europe/Amsterdam",
  paused: "0",
  last_known_ip: "10.0.0.8",
  ignore_before: "07:00",
  ignore_after: "22:00",
  license_state: "active",
};

const report = {
  report: "PEOPLECOUNTER_ENTERLEAVE",
  location: 11,
  recipient: "piet@bieb.nl",
  max_rows_in_email: "50",
  interval: "D",
  period: "W",
  trigger: "1",
  format: "xlsx",
  lastsent: null,
};

describe("reporting", () => {
  it("decodes locations, devices and reports", () => {
    expect(decodeOk(ReportingLocation, location).optimal_balance).toBe(200);
    expect(decodeOk(ReportingLocation, location).is_active).toBe(true);
    expect(decodeOk(ReportingDevice, device).paused).toBe(false);
    const decoded = decodeOk(ReportingReport, report);
    expect(decoded.trigger).toBe(1);
    expect(decoded.max_rows_in_email).toBe(50);
    expect(decodeOk(ReportingReport, { ...report, trigger: "adhoc", end_date: "2025-12-31" }).trigger).toBe("adhoc");
  });

  it("names the bad field", () => {
    expectBadField(ReportingDevice, "device", { ...device, device_type: "camera" }, "device_type");
    expectBadField(ReportingReport, "report", { ...report, trigger: 7 }, "trigger");
    expectBadField(ReportingReport, "report", { ...report, interval: "W" }, "interval");
    expectBadField(ReportingReport, "report", { ...report, format: "doc" }, "format");
    expectBadField(ReportingLocation, "location", { ...location, balance_red: "red" }, "balance_red");
  });

  it("computes occupancy thresholds from the optimal occupancy; 0 disables an indicator", () => {
    expect(occupancyIndicators({ optimal_balance: 200, balance_orange: 80, balance_red: 100 })).toEqual({ orange: 160, red: 200 });
    expect(occupancyIndicators({ optimal_balance: 200, balance_orange: 0, balance_red: 100 })).toEqual({ orange: null, red: 200 });
    expect(occupancyIndicators({ optimal_balance: 0, balance_orange: 80, balance_red: 100 })).toEqual({ orange: null, red: null });
    expect(occupancyIndicators({})).toEqual({ orange: null, red: null });
  });
});
