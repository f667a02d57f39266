import type { CountsAnswer, EventKind } from "../contract/reporting-bodies.ts";
import { DAY_MS, localDate } from "./time-zone.ts";

/*
 * The dashboard's chart: today by local hour against the same weekday a week before, in the
 * location's time zone (a day of 23 or 25 hours keeps its hours in their place).
 */

/** `YYYY-MM-DD` `days` after `date` (negative: before). */
export const shiftDate = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The local dates of today and of the same weekday last week, with the day after each (counts' `to`). */
export const dashboardDays = (now: number, timeZone: string) => {
  const today = localDate(now, timeZone);
  const lastWeek = shiftDate(today, -7);
  return {
    today: { from: today, to: shiftDate(today, 1) },
    lastWeek: { from: lastWeek, to: shiftDate(lastWeek, 1) },
  };
};

/** A day's counts of `kind` by local hour 0-23, from hourly buckets (`2025-03-30T03:00:00+02:00`): both 02:00s of an autumn night add up. */
export const countsByLocalHour = (answer: Pick<CountsAnswer, "buckets" | "series">, kind: EventKind): number[] => {
  const hours = new Array<number>(24).fill(0);
  const counts = answer.series.find((series) => series.kind === kind)?.counts ?? [];
  answer.buckets.forEach((bucket, index) => {
    const hour = Number(bucket.slice(11, 13));
    hours[hour] = hours[hour]! + (counts[index] ?? 0);
  });
  return hours;
};
