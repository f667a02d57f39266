import { isWithinCountingHours, minutesOfTime } from "./counting.ts";
import { DAY_MS, instantOfLocal, localDate, localMinuteOfDay, startOfLocalDay } from "./time-zone.ts";

/*
 * When a device counts as silent (issue 36): it sent nothing for longer than its expected
 * interval during its location's counting hours (`ignore_before` / `ignore_after`, local time).
 * Outside counting hours silence is fine, and the night before does not count: silence is
 * measured from the later of its last message and the start of the current counting period
 * (today's `ignore_before`, or local midnight without one). Without counting hours every minute
 * counts.
 */

/** A device's expected interval (minutes): at least one, at most a day; 30 when not set. */
export const EXPECTED_INTERVAL_LIMITS = { min: 1, max: 1_440, default: 30 } as const;

export interface CountingHours {
  readonly ignoreBefore: string | null;
  readonly ignoreAfter: string | null;
  readonly timeZone: string;
}

/**
 * The instant the counting period holding `now` began: null when `now` is outside counting hours,
 * -Infinity when the location counts around the clock.
 */
export const countingPeriodStart = (now: number, hours: CountingHours): number | null => {
  const { ignoreBefore, ignoreAfter, timeZone } = hours;
  if (ignoreBefore === null && ignoreAfter === null) return Number.NEGATIVE_INFINITY;
  const minute = localMinuteOfDay(now, timeZone);
  if (!isWithinCountingHours(minute, ignoreBefore, ignoreAfter)) return null;
  const today = startOfLocalDay(now, timeZone);
  if (ignoreBefore === null) return today;
  const from = minutesOfTime(ignoreBefore);
  // Hours that wrap past midnight (22:00-06:00) began yesterday evening when it is early morning now.
  const day = minute >= from ? localDate(now, timeZone) : localDate(today - DAY_MS / 2, timeZone);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return instantOfLocal({ year, month, day: date, hour: Math.floor(from / 60), minute: from % 60 }, timeZone);
};

/** True when a device last heard at `lastSeenAt` (epoch ms) is silent at `now`. */
export const isDeviceSilent = (lastSeenAt: number, now: number, expectedIntervalMinutes: number, hours: CountingHours): boolean => {
  const start = countingPeriodStart(now, hours);
  if (start === null) return false;
  return now - Math.max(lastSeenAt, start) > expectedIntervalMinutes * 60_000;
};
