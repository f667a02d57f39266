import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bucketStarts } from "../buckets.ts";
import { SILENT_RUN_HOURS, type DeviceHourCounts } from "../comparable-days.ts";
import { shiftDate } from "../dashboard.ts";
import { comparableDates, COMPARABLE_WEEKS, expectedOccupancy, LEVEL_LIMITS, type ExpectedOccupancyInput } from "../expected-occupancy.ts";
import { median, quantile } from "../quantiles.ts";
import { expectedSummary, quietBelow } from "../quiet-summary.ts";
import { instantOfLocal, startOfLocalDate } from "../time-zone.ts";
import { propertySeed } from "./seed.ts";

const seed = propertySeed("reporting expected occupancy");
const AMS = "Europe/Amsterdam";
const ZONES = ["Europe/Amsterdam", "Europe/Paris", "America/New_York", "Australia/Sydney", "UTC"] as const;

/** A day's rows: `{ [localHour]: [enter, leave] }` per device. */
type DayCounts = ReadonlyArray<{ readonly device: number; readonly hours: Readonly<Record<number, readonly [number, number]>> }>;

const rowsOf = (date: string, timeZone: string, devices: DayCounts): DeviceHourCounts[] => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return devices.flatMap(({ device, hours }) =>
    Object.entries(hours).map(([hour, [enter, leave]]) => ({ device, hour: instantOfLocal({ year, month, day, hour: Number(hour) }, timeZone), enter, leave })),
  );
};

const input = (date: string, counts: ReadonlyArray<DeviceHourCounts>, extra: Partial<ExpectedOccupancyInput> = {}): ExpectedOccupancyInput => ({
  date,
  timeZone: AMS,
  counts,
  now: startOfLocalDate(shiftDate(date, 1), AMS),
  counted: true,
  thresholds: { optimal_balance: 100, balance_orange: 80 },
  ...extra,
});

/** An ordinary open day: each device counts in every hour from 9 to 17, everybody gone by 18. */
const openDay = (enters: ReadonlyArray<number>): DayCounts =>
  enters.map((perHour, device) => {
    const hours: Record<number, readonly [number, number]> = {};
    for (let hour = 9; hour < 17; hour++) hours[hour] = [perHour, hour >= 12 ? perHour : 0];
    hours[17] = [1, perHour * 3 + 1];
    return { device: device + 1, hours };
  });

describe("quantiles", () => {
  it("give the median between the smallest and largest, whatever the order, and the band around it (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 8 }), (values) => {
        const middle = median(values)!;
        const sorted = [...values].sort((a, b) => a - b);
        expect(middle).toBeGreaterThanOrEqual(sorted[0]!);
        expect(middle).toBeLessThanOrEqual(sorted.at(-1)!);
        expect(median([...values].reverse())).toBe(middle);
        // Half the values at or below it, half at or above.
        expect(values.filter((value) => value <= middle).length * 2).toBeGreaterThanOrEqual(values.length);
        expect(values.filter((value) => value >= middle).length * 2).toBeGreaterThanOrEqual(values.length);
        if (values.length % 2 === 1) expect(values).toContain(middle);
        expect(quantile(values, 0.25)!).toBeLessThanOrEqual(middle);
        expect(quantile(values, 0.75)!).toBeGreaterThanOrEqual(middle);
      }),
      { seed },
    );
    expect(median([])).toBeNull();
    expect(median([4, 1, 10, 3])).toBe(3.5);
    expect([quantile([1, 2, 3, 4, 5], 0.25), quantile([1, 2, 3, 4, 5], 0.75)]).toEqual([2, 4]);
  });
});

describe("expected occupancy", () => {
  const date = "2025-06-18"; // a Wednesday

  it("is the median of the same local hour over the last 8 weeks, with the band of the quartiles", () => {
    // At 10:00 the weeks held 4, 8, ... people; visitors the same every week (level 1).
    const inside = [40, 8, 16, 24, 32, 12, 20, 28];
    const counts = comparableDates(date).flatMap((day, week) =>
      rowsOf(day, AMS, [{ device: 1, hours: { 10: [inside[week]!, 0], 11: [100 - inside[week]!, 0], 12: [0, 100] } }]),
    );
    const answer = expectedOccupancy(input(date, counts));
    expect(answer.days).toEqual(comparableDates(date));
    expect(answer.level).toBe(1);
    const ten = answer.hours.find((hour) => hour.hour === "2025-06-18T10:00:00+02:00")!;
    expect(ten).toMatchObject({ expected: 22, low: 15, high: 29, open: true });
    expect(answer.hours.find((hour) => hour.hour === "2025-06-18T11:00:00+02:00")).toMatchObject({ expected: 100, low: 100, high: 100 });
    expect(answer.hours.find((hour) => hour.hour === "2025-06-18T15:00:00+02:00")).toMatchObject({ expected: 0, open: false });
    expect(answer.hours).toHaveLength(24);
  });

  it("is the median of any weeks' figures when their visitors are alike, whichever days are closed or had a silent device (property)", () => {
    const week = fc.record({
      inside: fc.integer({ min: 0, max: 300 }),
      fate: fc.constantFrom("normal", "normal", "closed", "silent"),
    });
    fc.assert(
      fc.property(fc.array(week, { minLength: COMPARABLE_WEEKS, maxLength: COMPARABLE_WEEKS }), (weeks) => {
        const normal = weeks.filter((each) => each.fate === "normal");
        fc.pre(normal.length >= weeks.filter((each) => each.fate === "silent").length && normal.length > 0);
        const counts = comparableDates(date).flatMap((day, index) => {
          const { inside, fate } = weeks[index]!;
          if (fate === "closed") return [];
          // Device 1 counts the people of 10:00 and the rest of the day's 300 at 11:00; device 2, a side door, 5 an hour.
          const side: Record<number, readonly [number, number]> = {};
          for (let hour = 9; hour < 18; hour++) side[hour] = [5, 5];
          return rowsOf(day, AMS, [
            { device: 1, hours: { 10: [inside, 0], 11: [300 - inside, 0], 17: [0, 300] } },
            ...(fate === "silent" ? [] : [{ device: 2, hours: side }]),
          ]);
        });
        const answer = expectedOccupancy(input(date, counts));
        const ten = answer.hours.find((hour) => hour.hour.slice(11, 13) === "10")!;
        expect(ten.expected).toBe(median(normal.map((each) => each.inside)));
        expect(answer.days).toEqual(comparableDates(date).filter((_, index) => weeks[index]!.fate === "normal"));
        expect(answer.left_out).toEqual(
          comparableDates(date).flatMap((day, index) =>
            weeks[index]!.fate === "closed"
              ? [{ date: day, reason: "closed", devices: [] }]
              : weeks[index]!.fate === "silent"
                ? [{ date: day, reason: "silent_device", devices: [2] }]
                : [],
          ),
        );
      }),
      { seed },
    );
  });

  it("leaves out a day a device missed a long stretch of its usual hours, and keeps one with a short gap (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: COMPARABLE_WEEKS - 1 }),
        fc.integer({ min: 9, max: 16 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: COMPARABLE_WEEKS, maxLength: COMPARABLE_WEEKS }),
        (gapWeek, gapStart, gapLength, busy) => {
          const dates = comparableDates(date);
          const counts = dates.flatMap((day, index) => {
            const [first, second] = openDay([busy[index]!, 3]);
            const hours = Object.fromEntries(
              Object.entries(second!.hours).filter(([hour]) => index !== gapWeek || Number(hour) < gapStart || Number(hour) >= gapStart + gapLength),
            );
            return rowsOf(day, AMS, [first!, { device: 2, hours }]);
          });
          const answer = expectedOccupancy(input(date, counts));
          // The device's usual hours are 9 to 17 (nine hours); the gap covers those of them it spans.
          const missed = Math.min(gapStart + gapLength, 18) - gapStart;
          const silent = missed >= SILENT_RUN_HOURS;
          expect(answer.left_out).toEqual(silent ? [{ date: dates[gapWeek], reason: "silent_device", devices: [2] }] : []);
          expect(answer.days).toHaveLength(silent ? COMPARABLE_WEEKS - 1 : COMPARABLE_WEEKS);
        },
      ),
      { seed },
    );
  });

  it("judges a device on the hours it counts in on most days: an evening event once is no usual hour", () => {
    const dates = comparableDates(date);
    const counts = dates.flatMap((day, index) => {
      const [first, second] = openDay([20, 5]);
      const evening: Readonly<Record<number, readonly [number, number]>> = index === 3 ? { 19: [4, 0], 20: [2, 1], 21: [0, 5] } : {};
      return rowsOf(day, AMS, [first!, { device: 2, hours: { ...second!.hours, ...evening } }]);
    });
    const answer = expectedOccupancy(input(date, counts));
    expect([answer.left_out, answer.days]).toEqual([[], dates]);
  });

  it("gives a closed or silent day no weight at all: the answer is the one without that day (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 80 }), { minLength: COMPARABLE_WEEKS, maxLength: COMPARABLE_WEEKS }),
        fc.integer({ min: 0, max: COMPARABLE_WEEKS - 1 }),
        fc.constantFrom("closed", "silent"),
        (busy, odd, fate) => {
          const dates = comparableDates(date);
          const dayRows = (index: number, skip: "none" | "all" | "device 2") =>
            skip === "all" ? [] : rowsOf(dates[index]!, AMS, openDay([busy[index]!, 4]).filter((device) => skip === "none" || device.device !== 2));
          const withOdd = dates.flatMap((_, index) => dayRows(index, index !== odd ? "none" : fate === "closed" ? "all" : "device 2"));
          const without = dates.flatMap((_, index) => dayRows(index, index === odd ? "all" : "none"));
          const answer = expectedOccupancy(input(date, withOdd));
          const reference = expectedOccupancy(input(date, without));
          expect(answer.hours).toEqual(reference.hours);
          expect([answer.level, answer.summary, answer.days]).toEqual([reference.level, reference.summary, reference.days]);
          expect(answer.left_out.map((day) => day.reason)).toEqual([fate === "closed" ? "closed" : "silent_device"]);
        },
      ),
      { seed },
    );
  });

  it("scales the medians by the latest comparable day's visitors over their median, within 0.5 and 2 (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: COMPARABLE_WEEKS, maxLength: COMPARABLE_WEEKS }), (busy) => {
        const dates = comparableDates(date);
        const answer = expectedOccupancy(input(date, dates.flatMap((day, index) => rowsOf(day, AMS, openDay([busy[index]!])))));
        const visitors = busy.map((perHour) => perHour * 8 + 1);
        const level = Math.min(LEVEL_LIMITS.max, Math.max(LEVEL_LIMITS.min, visitors[0]! / median(visitors)!));
        expect(answer.level).toBeCloseTo(level, 10);
        // Inside at the end of 11:00: three hours of arrivals.
        const eleven = answer.hours.find((hour) => hour.hour.slice(11, 13) === "11")!;
        expect(eleven.expected).toBeCloseTo(median(busy.map((perHour) => perHour * 3))! * level, 8);
        expect(eleven.low! <= eleven.expected! && eleven.expected! <= eleven.high!).toBe(true);
      }),
      { seed },
    );
  });

  it("keeps a daylight-saving day's 23 or 25 hours, each expecting what its local hour usually holds (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_650 }), fc.constantFrom(...ZONES), (days, zone) => {
        const target = new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
        // Every comparable day: one person in at each local hour from 4 to 20, all out at 21.
        const perHour: Record<number, readonly [number, number]> = {};
        for (let hour = 4; hour <= 20; hour++) perHour[hour] = [1, 0];
        perHour[21] = [0, 17];
        const counts = comparableDates(target).flatMap((day) => rowsOf(day, zone, [{ device: 1, hours: perHour }]));
        const answer = expectedOccupancy({ ...input(target, counts), timeZone: zone });
        const starts = bucketStarts(startOfLocalDate(target, zone), startOfLocalDate(shiftDate(target, 1), zone), "h", zone)!;
        expect(answer.hours).toHaveLength(starts.length);
        expect([23, 24, 25]).toContain(answer.hours.length);
        expect(new Set(answer.hours.map((hour) => hour.hour)).size).toBe(answer.hours.length);
        for (const hour of answer.hours) {
          const local = Number(hour.hour.slice(11, 13));
          expect(hour.expected, hour.hour).toBe(local < 4 ? 0 : local <= 20 ? local - 3 : 0);
        }
      }),
      { seed, numRuns: 200 },
    );
  });

  it("has 23 hours on the spring change and 25 in autumn, both 02:00s alike", () => {
    const at = (target: string) => {
      const counts = comparableDates(target).flatMap((day) => rowsOf(day, AMS, [{ device: 1, hours: { 1: [2, 0], 3: [5, 0], 4: [0, 7] } }]));
      return expectedOccupancy(input(target, counts)).hours;
    };
    const spring = at("2025-03-30");
    expect(spring).toHaveLength(23);
    expect(spring.slice(1, 3).map((hour) => [hour.hour, hour.expected])).toEqual([
      ["2025-03-30T01:00:00+01:00", 2],
      ["2025-03-30T03:00:00+02:00", 7],
    ]);
    const autumn = at("2025-10-26");
    expect(autumn).toHaveLength(25);
    expect(autumn.slice(2, 5).map((hour) => [hour.hour, hour.expected])).toEqual([
      ["2025-10-26T02:00:00+02:00", 2],
      ["2025-10-26T02:00:00+01:00", 2],
      ["2025-10-26T03:00:00+01:00", 7],
    ]);
  });

  it("gives the day's actual occupancy up to now, and expects nothing without history or counting", () => {
    const today = openDay([10]);
    const counts = [...rowsOf(date, AMS, today), ...comparableDates(date).flatMap((day) => rowsOf(day, AMS, openDay([10])))];
    const answer = expectedOccupancy(input(date, counts, { now: Date.parse("2025-06-18T11:30:00+02:00") }));
    expect(answer.hours.slice(9, 13).map((hour) => hour.actual)).toEqual([10, 20, 30, null]);
    expect(answer.hours.slice(9, 13).map((hour) => hour.expected)).toEqual([10, 20, 30, 30]);
    const empty = expectedOccupancy(input(date, rowsOf(date, AMS, today)));
    expect([empty.days, empty.summary, empty.quiet_below, empty.hours[10]!.expected]).toEqual([[], null, null, null]);
    expect(empty.left_out.map((day) => day.reason)).toEqual(new Array(COMPARABLE_WEEKS).fill("closed"));
    const uncounted = expectedOccupancy(input(date, counts, { counted: false }));
    expect([uncounted.days, uncounted.left_out, uncounted.summary, uncounted.hours[10]!.expected, uncounted.hours[10]!.actual]).toEqual([[], [], null, null, null]);
  });
});

describe("quiet summary", () => {
  it("calls quiet under half the orange threshold, else half the optimal occupancy, else half the day's peak", () => {
    expect(quietBelow({ optimal_balance: 400, balance_orange: 80 }, 1_000)).toBe(160);
    expect(quietBelow({ optimal_balance: 400, balance_orange: null }, 1_000)).toBe(200);
    expect(quietBelow({ optimal_balance: 0, balance_orange: 80 }, 90)).toBe(45);
    expect(quietBelow({}, 0)).toBeNull();
  });

  it("says quiet after the first quiet hour that follows the last busy one, only over open hours", () => {
    const hours = (expected: ReadonlyArray<number>, from = 9) => expected.map((value, index) => ({ localHour: from + index, expected: value, open: true }));
    expect(expectedSummary(hours([10, 50, 80, 60, 20, 10]), 40)).toEqual({ kind: "quiet_after", time: "13:00" });
    expect(expectedSummary(hours([10, 20, 30]), 40)).toEqual({ kind: "quiet_all_day", time: null });
    expect(expectedSummary(hours([10, 90, 50]), 40)).toEqual({ kind: "busiest_at", time: "10:00" });
    // Closed hours after closing time say nothing, even with people still counted inside.
    expect(expectedSummary([...hours([10, 90, 50]), { localHour: 12, expected: 3, open: false }], 40)).toEqual({ kind: "busiest_at", time: "10:00" });
    expect(expectedSummary(hours([]), 40)).toBeNull();
  });

  it("never calls a busy open hour quiet (property)", () => {
    const hour = fc.record({ expected: fc.integer({ min: 0, max: 200 }), open: fc.boolean() });
    fc.assert(
      fc.property(fc.array(hour, { maxLength: 25 }), fc.integer({ min: 1, max: 150 }), (list, below) => {
        const hours = list.map((each, index) => ({ ...each, localHour: index % 24 }));
        const open = hours.filter((each) => each.open);
        const summary = expectedSummary(hours, below);
        if (open.length === 0) {
          expect(summary).toBeNull();
        } else if (summary!.kind === "quiet_all_day") {
          expect(open.every((each) => each.expected < below)).toBe(true);
        } else if (summary!.kind === "busiest_at") {
          expect(open.at(-1)!.expected).toBeGreaterThanOrEqual(below);
          expect(Number(summary!.time!.slice(0, 2))).toBe(open.reduce((best, each) => (each.expected > best.expected ? each : best)).localHour);
        } else {
          // quiet_after: the first open hour from which every open hour is quiet, after a busy one.
          const first = open.findIndex((_, index) => open.slice(index).every((later) => later.expected < below));
          expect(first).toBeGreaterThan(0);
          expect(summary).toEqual({ kind: "quiet_after", time: `${String(open[first]!.localHour).padStart(2, "0")}:00` });
        }
      }),
      { seed },
    );
  });
});
