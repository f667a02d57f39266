import { describe, expect, it } from "vitest";
import { dueDates, isTriggerDay, periodBefore, withinLife, type ScheduleDefinition } from "../report-schedule.ts";
import { startOfLocalDate } from "../time-zone.ts";

/*
 * When a scheduled report is due and which period it covers: every trigger, every period,
 * the life bounds, catch-up after missed nights, and periods across clock changes.
 */

const def = (fields: Partial<ScheduleDefinition>): ScheduleDefinition => ({ trigger: "D", period: "D", start_date: null, end_date: null, ...fields });

describe("report schedule", () => {
  it.each([
    [0, "2025-11-23"],
    [1, "2025-11-24"],
    [2, "2025-11-25"],
    [3, "2025-11-26"],
    [4, "2025-11-27"],
    [5, "2025-11-28"],
    [6, "2025-11-29"],
  ] as const)("weekday trigger %s is due on that weekday only (%s)", (trigger, day) => {
    const week = dueDates(def({ trigger }), "2025-11-22", "2025-11-29");
    expect(week).toEqual([day]);
  });

  it("daily, monthly, yearly and ad hoc triggers", () => {
    expect(dueDates(def({ trigger: "D" }), "2025-02-26", "2025-03-02")).toEqual(["2025-02-27", "2025-02-28", "2025-03-01", "2025-03-02"]);
    expect(dueDates(def({ trigger: "M" }), "2025-01-15", "2025-04-15")).toEqual(["2025-02-01", "2025-03-01", "2025-04-01"]);
    expect(dueDates(def({ trigger: "Y" }), "2024-06-01", "2026-06-01")).toEqual(["2025-01-01", "2026-01-01"]);
    // Once, on its end date, and never again.
    expect(dueDates(def({ trigger: "adhoc", end_date: "2025-03-10" }), "2025-03-01", "2025-04-01")).toEqual(["2025-03-10"]);
    expect(isTriggerDay({ trigger: "adhoc", end_date: null }, "2025-03-10")).toBe(false);
  });

  it("start and end dates bound the life of a report", () => {
    const bounded = def({ trigger: "D", start_date: "2025-03-03", end_date: "2025-03-05" });
    expect(dueDates(bounded, "2025-03-01", "2025-03-09")).toEqual(["2025-03-03", "2025-03-04", "2025-03-05"]);
    expect(withinLife(bounded, "2025-03-06")).toBe(false);
  });

  it("covers the previous day, week (Monday to Sunday), month, year, or from the start date", () => {
    expect(periodBefore(def({ period: "D" }), "2025-03-01")).toEqual({ from: "2025-02-28", to: "2025-03-01" });
    expect(periodBefore(def({ period: "W" }), "2025-11-24")).toEqual({ from: "2025-11-17", to: "2025-11-24" }); // a Monday
    expect(periodBefore(def({ period: "W" }), "2025-11-26")).toEqual({ from: "2025-11-17", to: "2025-11-24" }); // a Wednesday
    expect(periodBefore(def({ period: "W" }), "2025-11-23")).toEqual({ from: "2025-11-10", to: "2025-11-17" }); // a Sunday
    expect(periodBefore(def({ period: "M" }), "2025-03-01")).toEqual({ from: "2025-02-01", to: "2025-03-01" });
    expect(periodBefore(def({ period: "M" }), "2025-01-15")).toEqual({ from: "2024-12-01", to: "2025-01-01" });
    expect(periodBefore(def({ period: "Y" }), "2025-01-01")).toEqual({ from: "2024-01-01", to: "2025-01-01" });
    expect(periodBefore(def({ period: "custom", start_date: "2025-02-10" }), "2025-03-01")).toEqual({ from: "2025-02-10", to: "2025-03-01" });
  });

  it("catches up missed nights oldest first, each once", () => {
    const days = dueDates(def({ trigger: "D" }), "2025-03-01", "2025-03-11");
    expect(days).toHaveLength(10);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days.map((day) => JSON.stringify(periodBefore(def({}), day)))).size).toBe(10);
  });

  it("a period across a clock change is whole local days (23 and 25 hours)", () => {
    const spring = periodBefore(def({ period: "D" }), "2025-03-31");
    const hours = (period: { from: string; to: string }) =>
      (startOfLocalDate(period.to, "Europe/Amsterdam") - startOfLocalDate(period.from, "Europe/Amsterdam")) / 3_600_000;
    expect(hours(spring)).toBe(23);
    expect(hours(periodBefore(def({ period: "D" }), "2025-10-27"))).toBe(25);
    expect(hours(periodBefore(def({ period: "W" }), "2025-03-31"))).toBe(7 * 24 - 1);
  });
});
