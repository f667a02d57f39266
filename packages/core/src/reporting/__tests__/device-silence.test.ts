import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWithinCountingHours } from "../counting.ts";
import { countingPeriodStart, isDeviceSilent, type CountingHours } from "../device-silence.ts";
import { localMinuteOfDay } from "../time-zone.ts";

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;
const amsterdam = (ignoreBefore: string | null, ignoreAfter: string | null): CountingHours => ({ ignoreBefore, ignoreAfter, timeZone: "Europe/Amsterdam" });

const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const hours = fc.record({
  ignoreBefore: fc.option(time, { nil: null }),
  ignoreAfter: fc.option(time, { nil: null }),
  timeZone: fc.constantFrom("Europe/Amsterdam", "Europe/Paris", "Europe/Madrid", "UTC", "America/New_York"),
});
// Around the 2025 changes of the clocks too.
const instant = fc.integer({ min: at("2025-01-01T00:00:00Z"), max: at("2026-01-01T00:00:00Z") });

describe("device silence", () => {
  it("counts silence from the later of the last message and the opening of the day's counting hours", () => {
    const library = amsterdam("09:00", "18:00");
    // Last heard yesterday evening; 09:20 summer time today is 20 minutes into counting hours.
    expect(isDeviceSilent(at("2025-06-10T16:00:00Z"), at("2025-06-11T07:20:00Z"), 30, library)).toBe(false);
    expect(isDeviceSilent(at("2025-06-10T16:00:00Z"), at("2025-06-11T07:31:00Z"), 30, library)).toBe(true);
    // Outside counting hours silence is fine.
    expect(isDeviceSilent(at("2025-06-10T16:00:00Z"), at("2025-06-11T06:59:00Z"), 30, library)).toBe(false);
    expect(isDeviceSilent(at("2025-06-11T07:00:00Z"), at("2025-06-11T16:30:00Z"), 30, library)).toBe(false);
    // Heard at 10:00, silent after 10:30.
    expect(isDeviceSilent(at("2025-06-11T08:00:00Z"), at("2025-06-11T08:30:00Z"), 30, library)).toBe(false);
    expect(isDeviceSilent(at("2025-06-11T08:00:00Z"), at("2025-06-11T08:31:00Z"), 30, library)).toBe(true);
  });

  it("opens hours that wrap past midnight the evening before", () => {
    const night = amsterdam("22:00", "06:00");
    // 02:00 local on 11 June: the period opened at 22:00 local on 10 June (20:00 UTC).
    expect(countingPeriodStart(at("2025-06-11T00:00:00Z"), night)).toBe(at("2025-06-10T20:00:00Z"));
    expect(countingPeriodStart(at("2025-06-10T21:00:00Z"), night)).toBe(at("2025-06-10T20:00:00Z"));
    expect(countingPeriodStart(at("2025-06-10T12:00:00Z"), night)).toBeNull();
  });

  it("starts the period at local midnight with only an end, and never without hours", () => {
    expect(countingPeriodStart(at("2025-03-30T10:00:00Z"), amsterdam(null, "20:00"))).toBe(at("2025-03-29T23:00:00Z"));
    expect(countingPeriodStart(at("2025-03-30T10:00:00Z"), amsterdam(null, null))).toBe(Number.NEGATIVE_INFINITY);
    expect(isDeviceSilent(at("2025-03-01T10:00:00Z"), at("2025-03-30T10:00:00Z"), 1_440, amsterdam(null, null))).toBe(true);
  });

  it("keeps the opening on a day the clocks change", () => {
    // 30 March 2025: 09:00 is summer time (07:00 UTC); 27 October: winter time (08:00 UTC).
    expect(countingPeriodStart(at("2025-03-30T08:00:00Z"), amsterdam("09:00", "18:00"))).toBe(at("2025-03-30T07:00:00Z"));
    expect(countingPeriodStart(at("2025-10-26T09:00:00Z"), amsterdam("09:00", "18:00"))).toBe(at("2025-10-26T08:00:00Z"));
  });

  it("is never silent outside counting hours, nor within the expected interval of the last message", () => {
    fc.assert(
      fc.property(hours, instant, fc.integer({ min: 0, max: 3 * 1_440 }), fc.integer({ min: 1, max: 1_440 }), (counting, now, quietMinutes, interval) => {
        fc.pre(counting.ignoreBefore === null || counting.ignoreBefore !== counting.ignoreAfter);
        const silent = isDeviceSilent(now - quietMinutes * MINUTE, now, interval, counting);
        const inside =
          (counting.ignoreBefore === null && counting.ignoreAfter === null) ||
          isWithinCountingHours(localMinuteOfDay(now, counting.timeZone), counting.ignoreBefore, counting.ignoreAfter);
        if (!inside || quietMinutes <= interval) expect(silent).toBe(false);
      }),
    );
  });

  it("opens the period no later than now, within a day, inside counting hours", () => {
    fc.assert(
      fc.property(hours, instant, (counting, now) => {
        fc.pre(counting.ignoreBefore !== null && counting.ignoreBefore !== counting.ignoreAfter);
        const start = countingPeriodStart(now, counting);
        if (start === null) return;
        expect(start).toBeLessThanOrEqual(now);
        expect(now - start).toBeLessThan(25 * 60 * MINUTE);
        // At the opening time, or an hour later on the spring day that skips it.
        const opening = Number(counting.ignoreBefore!.slice(0, 2)) * 60 + Number(counting.ignoreBefore!.slice(3));
        expect([0, 60]).toContain((localMinuteOfDay(start, counting.timeZone) - opening + 1_440) % 1_440);
      }),
    );
  });

  it("stays silent as the silence goes on within the same counting period", () => {
    fc.assert(
      fc.property(hours, instant, fc.integer({ min: 0, max: 1_440 }), fc.integer({ min: 1, max: 240 }), fc.integer({ min: 0, max: 600 }), (counting, lastSeen, after, interval, more) => {
        fc.pre(counting.ignoreBefore === null || counting.ignoreBefore !== counting.ignoreAfter);
        const now = lastSeen + after * MINUTE;
        const later = now + more * MINUTE;
        fc.pre(countingPeriodStart(now, counting) !== null && countingPeriodStart(now, counting) === countingPeriodStart(later, counting));
        if (isDeviceSilent(lastSeen, now, interval, counting)) expect(isDeviceSilent(lastSeen, later, interval, counting)).toBe(true);
      }),
    );
  });
});
