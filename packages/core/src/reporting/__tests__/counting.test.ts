import { describe, expect, it } from "vitest";
import { isWithinCountingHours, minutesOfTime, notCountedReason, type CountingSettings } from "../counting.ts";

const settings: CountingSettings = {
  paused: false,
  active: true,
  statsAvailableFrom: null,
  ignoreBefore: null,
  ignoreAfter: null,
  timeZone: "Europe/Amsterdam",
};
const at = (iso: string) => Date.parse(iso);

describe("counting", () => {
  it("counts an event of an active device without restrictions", () => {
    expect(notCountedReason(settings, at("2025-03-30T03:00:00Z"))).toBeNull();
  });

  it("does not count a paused or inactive device's events", () => {
    expect(notCountedReason({ ...settings, paused: true }, at("2025-03-30T10:00:00Z"))).toBe("paused");
    expect(notCountedReason({ ...settings, active: false }, at("2025-03-30T10:00:00Z"))).toBe("inactive");
  });

  it("judges stats_available_from by the location's local day", () => {
    const from = { ...settings, statsAvailableFrom: "2025-01-01" };
    // 23:30 UTC on 31 December is 00:30 on 1 January in Amsterdam.
    expect(notCountedReason(from, at("2024-12-31T23:30:00Z"))).toBeNull();
    expect(notCountedReason(from, at("2024-12-31T22:30:00Z"))).toBe("before_stats_available_from");
  });

  it("judges counting hours by the location's local time, across a DST change", () => {
    const hours = { ...settings, ignoreBefore: "08:00", ignoreAfter: "20:00" };
    expect(notCountedReason(hours, at("2025-03-29T06:30:00Z"))).toBe("outside_hours"); // 07:30 winter time
    expect(notCountedReason(hours, at("2025-03-30T06:30:00Z"))).toBeNull(); // 08:30 summer time
    expect(notCountedReason(hours, at("2025-03-30T18:00:00Z"))).toBe("outside_hours"); // 20:00
    expect(notCountedReason(hours, at("2025-03-30T17:59:00Z"))).toBeNull();
  });

  it("wraps counting hours around midnight when they start after they end", () => {
    expect(isWithinCountingHours(minutesOfTime("23:00"), "22:00", "06:00")).toBe(true);
    expect(isWithinCountingHours(minutesOfTime("05:59"), "22:00", "06:00")).toBe(true);
    expect(isWithinCountingHours(minutesOfTime("12:00"), "22:00", "06:00")).toBe(false);
    expect(isWithinCountingHours(minutesOfTime("12:00"), null, "06:00")).toBe(false);
    expect(isWithinCountingHours(minutesOfTime("12:00"), "06:00", null)).toBe(true);
  });
});
