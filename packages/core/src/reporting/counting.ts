import { localDate, localMinuteOfDay } from "./time-zone.ts";

/*
 * Which events count (issue 14). Every event a device sends is stored, so nothing is lost and a
 * resend is recognised; but events of a paused or inactive device, from before the location's
 * statistics start, or outside its counting hours do not count in occupancy, charts or reports.
 */

export const NOT_COUNTED_REASONS = ["paused", "inactive", "before_stats_available_from", "outside_hours"] as const;
export type NotCountedReason = (typeof NOT_COUNTED_REASONS)[number];

/** What decides whether a device's event counts: the device's state and its location's settings. */
export interface CountingSettings {
  readonly paused: boolean;
  /** The device and its location are both active. */
  readonly active: boolean;
  /** `YYYY-MM-DD` in the location's time zone; events of earlier days do not count. */
  readonly statsAvailableFrom: string | null;
  /** `HH:MM`: events before this local time do not count. */
  readonly ignoreBefore: string | null;
  /** `HH:MM`: events at or after this local time do not count. */
  readonly ignoreAfter: string | null;
  readonly timeZone: string;
}

/** Minutes since midnight of `HH:MM`. */
export const minutesOfTime = (time: string): number => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
};

/**
 * True when a local time (minutes since midnight) lies in the counting hours. With both bounds
 * and `ignoreBefore` after `ignoreAfter` (a venue open across midnight) the hours wrap.
 */
export const isWithinCountingHours = (minute: number, ignoreBefore: string | null, ignoreAfter: string | null): boolean => {
  const from = ignoreBefore === null ? null : minutesOfTime(ignoreBefore);
  const until = ignoreAfter === null ? null : minutesOfTime(ignoreAfter);
  if (from !== null && until !== null && from > until) return minute >= from || minute < until;
  return (from === null || minute >= from) && (until === null || minute < until);
};

/** Why an event at `at` (epoch ms) does not count, or null when it counts. */
export const notCountedReason = (settings: CountingSettings, at: number): NotCountedReason | null => {
  if (settings.paused) return "paused";
  if (!settings.active) return "inactive";
  if (settings.statsAvailableFrom !== null && localDate(at, settings.timeZone) < settings.statsAvailableFrom) {
    return "before_stats_available_from";
  }
  if (
    (settings.ignoreBefore !== null || settings.ignoreAfter !== null) &&
    !isWithinCountingHours(localMinuteOfDay(at, settings.timeZone), settings.ignoreBefore, settings.ignoreAfter)
  ) {
    return "outside_hours";
  }
  return null;
};
