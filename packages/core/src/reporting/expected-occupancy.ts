import { dayProfile, judgeDays, type DayProfile, type DeviceHourCounts, type LeftOutReason } from "./comparable-days.ts";
import { shiftDate } from "./dashboard.ts";
import { median, quantile } from "./quantiles.ts";
import { expectedSummary, quietBelow, type ExpectedSummary, type QuietThresholds } from "./quiet-summary.ts";
import { localIsoString } from "./time-zone.ts";

/*
 * A location's expected occupancy of a day (issue 36), from its own history. For each local
 * hour: the median of the occupancy at the end of the same local hour on the same weekday of
 * the last COMPARABLE_WEEKS weeks, leaving out the days that are not comparable (closed, or a
 * device silent: comparable-days.ts), times the recent level. The band is the interquartile
 * range of the same figures, times the same level (half the comparable days fall inside it).
 * The day keeps its own hours: 23 on the spring change day, 25 in autumn (both 02:00s expect
 * what 02:00 usually holds).
 *
 * The recent level: the latest comparable day's visitors (enters) over the median visitors of
 * the comparable days, kept within LEVEL_LIMITS. WHY: a plain median of eight weeks lags every
 * change of season (the summer holidays, the autumn term): over eight-week windows ending in each
 * month of the demo's generated year it lost to "same hour last week" in six months of twelve;
 * with the level it won in all twelve (the bench's forecast figure measures the latest window).
 *
 * Pure: the server reads the rollups of those days in one query and hands them over.
 */

/** How many weeks back the same weekday is looked at. */
export const COMPARABLE_WEEKS = 8;
/** The recent level never scales the medians below half or above double (one odd day must not ruin a week). */
export const LEVEL_LIMITS = { min: 0.5, max: 2 } as const;

/** The past dates compared with `date`: the same weekday of the last COMPARABLE_WEEKS weeks, newest first. */
export const comparableDates = (date: string): ReadonlyArray<string> => Array.from({ length: COMPARABLE_WEEKS }, (_, week) => shiftDate(date, -7 * (week + 1)));

export interface ExpectedHour {
  /** Start of the hour, local time with its offset (`2026-03-29T10:00:00+02:00`). */
  readonly hour: string;
  /** Expected occupancy (people) at the end of this hour; null without any comparable day. */
  readonly expected: number | null;
  /** The band: first and third quartiles of the comparable days' figures (times the level). */
  readonly low: number | null;
  readonly high: number | null;
  /** What the day held at the end of this hour (the live figure then); null for an hour not begun yet. */
  readonly actual: number | null;
  /** The location usually counts people in this hour (median of enters plus leaves above 0). */
  readonly open: boolean;
}

export interface ExpectedOccupancy {
  readonly date: string;
  readonly time_zone: string;
  readonly hours: ReadonlyArray<ExpectedHour>;
  /** The comparable days the figures come from, newest first. */
  readonly days: ReadonlyArray<string>;
  /** The other days of the last weeks and why they were left out (the silent devices' ids). */
  readonly left_out: ReadonlyArray<{ readonly date: string; readonly reason: LeftOutReason; readonly devices: ReadonlyArray<number> }>;
  /** The recent level the medians were multiplied by (1 without comparable days). */
  readonly level: number;
  /** People under which an hour counts as quiet (quiet-summary.ts), null when nothing is expected. */
  readonly quiet_below: number | null;
  /** "Usually quiet after 16:00" and the like; null when nothing is expected. */
  readonly summary: ExpectedSummary | null;
}

export interface ExpectedOccupancyInput {
  readonly date: string;
  readonly timeZone: string;
  /** The location's rollups of `date` and its comparable dates (rows of other days are ignored). */
  readonly counts: ReadonlyArray<DeviceHourCounts>;
  /** Now (epoch ms): hours of `date` that began after it have no actual figure yet. */
  readonly now: number;
  /** False for a location whose occupancy is not counted (`occ_mode` none): nothing is expected. */
  readonly counted: boolean;
  readonly thresholds: QuietThresholds;
}

/** The latest comparable day's visitors over the comparable days' median, within LEVEL_LIMITS (`days` newest first). */
export const recentLevel = (days: ReadonlyArray<DayProfile>): number => {
  const usual = median(days.map((day) => day.visitors));
  if (days.length === 0 || usual === null || usual <= 0) return 1;
  return Math.min(LEVEL_LIMITS.max, Math.max(LEVEL_LIMITS.min, days[0]!.visitors / usual));
};

const times = (value: number | null, level: number): number | null => (value === null ? null : value * level);

export const expectedOccupancy = (input: ExpectedOccupancyInput): ExpectedOccupancy => {
  const today = dayProfile(input.date, input.timeZone, input.counts);
  const verdicts = input.counted ? judgeDays(comparableDates(input.date).map((date) => dayProfile(date, input.timeZone, input.counts))) : [];
  const comparable = verdicts.filter((verdict) => verdict.reason === null).map((verdict) => verdict.day);
  const level = recentLevel(comparable);
  const hours = today.hours.map((hour, position): ExpectedHour => {
    const figures = comparable.map((day) => day.occupancyByLocalHour[hour.localHour]!);
    return {
      hour: localIsoString(hour.start, input.timeZone),
      expected: times(median(figures), level),
      low: times(quantile(figures, 0.25), level),
      high: times(quantile(figures, 0.75), level),
      actual: input.counted && hour.start <= input.now ? today.occupancy[position]! : null,
      open: (median(comparable.map((day) => day.activityByLocalHour[hour.localHour]!)) ?? 0) > 0,
    };
  });
  const peak = Math.max(0, ...hours.map((hour) => hour.expected ?? 0));
  const below = comparable.length === 0 ? null : quietBelow(input.thresholds, peak);
  return {
    date: input.date,
    time_zone: input.timeZone,
    hours,
    days: comparable.map((day) => day.date),
    left_out: verdicts.flatMap((verdict) => (verdict.reason === null ? [] : [{ date: verdict.day.date, reason: verdict.reason, devices: verdict.silentDevices }])),
    level,
    quiet_below: below,
    summary: expectedSummary(
      hours.map((hour, position) => ({ localHour: today.hours[position]!.localHour, expected: hour.expected, open: hour.open })),
      below,
    ),
  };
};
