import { describe, expect, it } from "vitest";
import { mayOpenReportingScreen, reportingHomeOf, reportingScreenPath, reportingScreensFor } from "../navigation.ts";

describe("reporting navigation", () => {
  it("shows each level the screens its areas allow", () => {
    expect(reportingScreensFor(1)).toEqual(["dashboard", "counts", "reports", "kiosk"]);
    expect(reportingScreensFor(2)).toEqual(["dashboard", "counts", "reports", "locations", "devices", "users", "kiosk"]);
    expect(reportingScreensFor(3)).toEqual(["dashboard", "counts", "kiosk"]);
    expect(reportingScreensFor(4)).toEqual(["kiosk"]);
    expect(reportingScreensFor(5)).toEqual(["dashboard", "counts", "reports", "locations", "devices", "users", "companies", "kiosk"]);
    expect(reportingScreensFor(0)).toEqual([]);
  });

  it("lands live counts on the kiosk, everyone else on the dashboard", () => {
    expect(reportingHomeOf(4)).toBe("kiosk");
    expect(reportingHomeOf(1)).toBe("dashboard");
    expect(reportingScreenPath("kiosk")).toBe("/reporting/kiosk");
    expect(reportingScreenPath("dashboard")).toBe("/reporting");
    expect(mayOpenReportingScreen(4, "counts")).toBe(false);
    expect(mayOpenReportingScreen(2, "companies")).toBe(false);
  });
});
