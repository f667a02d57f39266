import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bucketStarts, MAX_BUCKETS, resolveInterval, sumIntoBuckets, type BucketInterval } from "../buckets.ts";
import { DAY_MS, HOUR_MS, localIsoString, startOfLocalDate } from "../time-zone.ts";
import { propertySeed } from "./seed.ts";

const AMS = "Europe/Amsterdam";
const ZONES = ["Europe/Amsterdam", "Europe/Paris", "America/New_York", "Australia/Sydney", "UTC"] as const;
const INTERVALS: ReadonlyArray<BucketInterval> = ["h", "D", "M", "Y"];
const seed = propertySeed("reporting buckets");

/** The local date `days` after 2020-01-01. */
const dateAfter = (days: number): string => new Date(Date.UTC(2020, 0, 1) + days * DAY_MS).toISOString().slice(0, 10);

describe("buckets", () => {
  it("picks hours, days, months or years from the range", () => {
    const from = Date.parse("2025-01-01T00:00:00Z");
    expect(resolveInterval("automatic", from, from + DAY_MS)).toBe("h");
    expect(resolveInterval("automatic", from, from + 31 * DAY_MS)).toBe("D");
    expect(resolveInterval("automatic", from, from + 365 * DAY_MS)).toBe("M");
    expect(resolveInterval("automatic", from, from + 5 * 365 * DAY_MS)).toBe("Y");
    expect(resolveInterval("D", from, from + 5 * 365 * DAY_MS)).toBe("D");
  });

  it("gives 23 hourly buckets on the spring change day and 25 on the autumn one", () => {
    const hours = (date: string, next: string) => bucketStarts(startOfLocalDate(date, AMS), startOfLocalDate(next, AMS), "h", AMS)!.length;
    expect(hours("2025-03-30", "2025-03-31")).toBe(23);
    expect(hours("2025-10-26", "2025-10-27")).toBe(25);
    expect(hours("2025-06-01", "2025-06-02")).toBe(24);
    const starts = bucketStarts(startOfLocalDate("2025-10-26", AMS), startOfLocalDate("2025-10-27", AMS), "h", AMS)!;
    expect(starts.slice(1, 4).map((start) => localIsoString(start, AMS))).toEqual([
      "2025-10-26T01:00:00+02:00",
      "2025-10-26T02:00:00+02:00",
      "2025-10-26T02:00:00+01:00",
    ]);
  });

  it("has a DST day of 23 or 25 hourly buckets, any other day 24 (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_650 }), fc.constantFrom(...ZONES), (days, zone) => {
        const start = startOfLocalDate(dateAfter(days), zone);
        const end = startOfLocalDate(dateAfter(days + 1), zone);
        const count = bucketStarts(start, end, "h", zone)!.length;
        const length = Math.round((end - start) / HOUR_MS);
        expect([23, 24, 25]).toContain(count);
        expect(count).toBe(length);
      }),
      { seed, numRuns: 500 },
    );
  });

  it("starts day, month and year buckets at local midnights", () => {
    const from = startOfLocalDate("2025-03-29", AMS);
    const days = bucketStarts(from, startOfLocalDate("2025-04-01", AMS), "D", AMS)!;
    expect(days.map((start) => localIsoString(start, AMS))).toEqual([
      "2025-03-29T00:00:00+01:00",
      "2025-03-30T00:00:00+01:00",
      "2025-03-31T00:00:00+02:00",
    ]);
    const months = bucketStarts(startOfLocalDate("2025-01-15", AMS), startOfLocalDate("2025-05-01", AMS), "M", AMS)!;
    expect(months.map((start) => localIsoString(start, AMS))).toEqual([
      "2025-01-01T00:00:00+01:00",
      "2025-02-01T00:00:00+01:00",
      "2025-03-01T00:00:00+01:00",
      "2025-04-01T00:00:00+02:00",
    ]);
    const years = bucketStarts(startOfLocalDate("2024-06-01", AMS), startOfLocalDate("2026-01-01", AMS), "Y", AMS)!;
    expect(years.map((start) => localIsoString(start, AMS))).toEqual(["2024-01-01T00:00:00+01:00", "2025-01-01T00:00:00+01:00"]);
  });

  it("gives a year by hour in one query and refuses more than the maximum", () => {
    const from = startOfLocalDate("2025-01-01", AMS);
    expect(bucketStarts(from, startOfLocalDate("2026-01-01", AMS), "h", AMS)!.length).toBe(8_760);
    expect(bucketStarts(from, startOfLocalDate("2028-01-01", AMS), "h", AMS)).toBeNull();
    expect(MAX_BUCKETS).toBeGreaterThanOrEqual(2 * 8_784);
  });

  it("puts every hourly count of the range in exactly one bucket, so buckets sum to the total (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 1, max: 24 * 200 }),
        fc.constantFrom(...INTERVALS),
        fc.constantFrom(...ZONES),
        fc.array(fc.tuple(fc.integer({ min: -48, max: 24 * 210 }), fc.integer({ min: 0, max: 1_000 })), { maxLength: 300 }),
        (days, lengthHours, interval, zone, counts) => {
          const from = startOfLocalDate(dateAfter(days), zone);
          const to = from + lengthHours * HOUR_MS;
          const starts = bucketStarts(from, to, interval, zone)!;
          const hourly = counts.map(([offset, count]) => ({ hour: from + offset * HOUR_MS, count }));
          const sums = sumIntoBuckets(starts, to, hourly);
          const inRange = hourly.filter(({ hour }) => hour >= starts[0]! && hour < to).reduce((total, { count }) => total + count, 0);
          expect(sums.reduce((total, sum) => total + sum, 0)).toBe(inRange);
          expect(starts.every((start, i) => i === 0 || start > starts[i - 1]!)).toBe(true);
        },
      ),
      { seed, numRuns: 300 },
    );
  });

  it("sums an hour into the bucket that holds it", () => {
    const from = startOfLocalDate("2025-03-29", AMS);
    const to = startOfLocalDate("2025-04-01", AMS);
    const starts = bucketStarts(from, to, "D", AMS)!;
    const sums = sumIntoBuckets(starts, to, [
      { hour: Date.parse("2025-03-29T22:00:00Z"), count: 1 }, // 23:00 on the 29th
      { hour: Date.parse("2025-03-29T23:00:00Z"), count: 2 }, // 00:00 on the 30th
      { hour: Date.parse("2025-03-30T22:00:00Z"), count: 4 }, // 00:00 on the 31st (summer time)
      { hour: Date.parse("2025-03-31T22:00:00Z"), count: 8 }, // outside: 1 April
    ]);
    expect(sums).toEqual([1, 2, 4]);
  });
});
