import type { ReportInterval } from "../entities/enums.ts";
import { DAY_MS, HOUR_MS, instantOfLocal, zonedParts } from "./time-zone.ts";

/*
 * Counts by interval in a location's time zone. The database keeps counts per UTC hour (see
 * the server's rollups); a bucket is a local hour, day, month or year, so its boundaries are
 * local midnights and firsts of the month, which move with daylight saving. Every report, chart
 * and CSV of the area goes through these functions, so they all give the same numbers.
 */

/** An interval that names a bucket size (automatic resolved). */
export type BucketInterval = Exclude<ReportInterval, "automatic">;

/** Most buckets one counts query may answer (two years by hour fit). */
export const MAX_BUCKETS = 20_000;

/**
 * The interval `automatic` picks for a range: hours up to two days, days up to two months,
 * months up to three years, years beyond.
 */
export const resolveInterval = (interval: ReportInterval, from: number, to: number): BucketInterval => {
  if (interval !== "automatic") return interval;
  const days = (to - from) / DAY_MS;
  if (days <= 2) return "h";
  if (days <= 62) return "D";
  if (days <= 3 * 366) return "M";
  return "Y";
};

/** The start of the bucket of `interval` that holds `instant`, in `timeZone`. */
export const bucketStartOf = (instant: number, interval: BucketInterval, timeZone: string): number => {
  const parts = zonedParts(instant, timeZone);
  switch (interval) {
    case "h":
      return instant - (parts.minute * 60 + parts.second) * 1000 - (instant % 1000);
    case "D":
      return instantOfLocal({ year: parts.year, month: parts.month, day: parts.day }, timeZone);
    case "M":
      return instantOfLocal({ year: parts.year, month: parts.month, day: 1 }, timeZone);
    case "Y":
      return instantOfLocal({ year: parts.year, month: 1, day: 1 }, timeZone);
  }
};

/** The start of the bucket after the one starting at `start`. */
const nextBucketStart = (start: number, interval: BucketInterval, timeZone: string): number => {
  if (interval === "h") return start + HOUR_MS;
  // Noon of the bucket's first day is safely inside it whatever the offset does that night.
  const parts = zonedParts(start + HOUR_MS * 12, timeZone);
  switch (interval) {
    case "D":
      return instantOfLocal({ year: parts.year, month: parts.month, day: parts.day + 1 }, timeZone);
    case "M":
      return instantOfLocal({ year: parts.year, month: parts.month + 1, day: 1 }, timeZone);
    case "Y":
      return instantOfLocal({ year: parts.year + 1, month: 1, day: 1 }, timeZone);
  }
};

/**
 * The bucket starts covering [from, to): the first is the start of the bucket holding `from`,
 * every next one the following local hour, midnight, first of the month or New Year. Null when
 * there would be more than `max` (the caller refuses such a query).
 */
export const bucketStarts = (
  from: number,
  to: number,
  interval: BucketInterval,
  timeZone: string,
  max: number = MAX_BUCKETS,
): ReadonlyArray<number> | null => {
  const starts: number[] = [];
  for (let start = bucketStartOf(from, interval, timeZone); start < to; start = nextBucketStart(start, interval, timeZone)) {
    if (starts.length >= max) return null;
    starts.push(start);
  }
  return starts;
};

/** A count the database keeps: `count` events of some kind in the UTC hour starting at `hour`. */
export interface HourlyCount {
  readonly hour: number;
  readonly count: number;
}

/**
 * Sums hourly counts into the buckets starting at `starts` (ascending, the last ending at
 * `to`). Counts outside [starts[0], to) are left out; every other count lands in exactly one
 * bucket, so the buckets add up to the total of the range.
 */
export const sumIntoBuckets = (starts: ReadonlyArray<number>, to: number, counts: Iterable<HourlyCount>): number[] => {
  const sums = new Array<number>(starts.length).fill(0);
  if (starts.length === 0) return sums;
  const first = starts[0]!;
  for (const { hour, count } of counts) {
    if (hour < first || hour >= to) continue;
    // Binary search: the last bucket starting at or before the hour.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= hour) low = middle;
      else high = middle - 1;
    }
    sums[low] = sums[low]! + count;
  }
  return sums;
};
