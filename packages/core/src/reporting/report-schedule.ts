import type { EventKind } from "../contract/reporting-bodies.ts";
import type { ReportKind, ReportPeriod, ReportTrigger } from "../entities/enums.ts";

/*
 * When a scheduled report is due and which period it covers (issue 15), as pure date
 * arithmetic on local calendar dates (`YYYY-MM-DD` in the location's time zone). The server
 * turns the dates into instants with the zone (startOfLocalDate), so a period that spans a
 * daylight-saving change is still whole local days.
 *
 * - A trigger names the days a report is sent: a weekday (0 Sunday .. 6 Saturday), every day
 *   (D), the first of the month (M), the first of the year (Y), or once on `end_date` (adhoc).
 * - On a due day `d` the report covers the period before it: D the day before, W the previous
 *   week (Monday to Sunday), M the previous month, Y the previous year, custom from
 *   `start_date` up to `d`.
 * - `start_date` and `end_date` bound the days a report may be sent (both inclusive).
 * The job of a (report, period) pair is unique: a daily trigger with a monthly period is sent
 * once per month, on the first due day after the month ended.
 */

export interface ScheduleDefinition {
  readonly trigger: ReportTrigger;
  readonly period: ReportPeriod;
  readonly start_date: string | null;
  readonly end_date: string | null;
}

/** [from, to) as local dates. */
export interface LocalPeriod {
  readonly from: string;
  readonly to: string;
}

const DAY_MS = 86_400_000;

const utcOf = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const dateOf = (utc: number): string => new Date(utc).toISOString().slice(0, 10);

/** `date` moved by `days` calendar days. */
export const addDays = (date: string, days: number): string => dateOf(utcOf(date) + days * DAY_MS);

/** 0 Sunday .. 6 Saturday. */
export const weekdayOf = (date: string): number => new Date(utcOf(date)).getUTCDay();

/** True when `trigger` sends on `date`. */
export const isTriggerDay = (definition: Pick<ScheduleDefinition, "trigger" | "end_date">, date: string): boolean => {
  const { trigger } = definition;
  if (typeof trigger === "number") return weekdayOf(date) === trigger;
  if (trigger === "D") return true;
  if (trigger === "M") return date.endsWith("-01");
  if (trigger === "Y") return date.slice(5) === "01-01";
  return definition.end_date === date;
};

/** True when `date` lies within the report's life (start_date and end_date inclusive). */
export const withinLife = (definition: Pick<ScheduleDefinition, "start_date" | "end_date">, date: string): boolean =>
  (definition.start_date === null || definition.start_date <= date) && (definition.end_date === null || date <= definition.end_date);

/** The period a report sent on `date` covers. */
export const periodBefore = (definition: Pick<ScheduleDefinition, "period" | "start_date">, date: string): LocalPeriod => {
  switch (definition.period) {
    case "D":
      return { from: addDays(date, -1), to: date };
    case "W": {
      const monday = addDays(date, -((weekdayOf(date) + 6) % 7));
      return { from: addDays(monday, -7), to: monday };
    }
    case "M": {
      const first = `${date.slice(0, 8)}01`;
      const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
      const previous = month === 1 ? `${String(year - 1).padStart(4, "0")}-12-01` : `${date.slice(0, 5)}${String(month - 1).padStart(2, "0")}-01`;
      return { from: previous, to: first };
    }
    case "Y": {
      const year = Number(date.slice(0, 4));
      return { from: `${String(year - 1).padStart(4, "0")}-01-01`, to: `${date.slice(0, 4)}-01-01` };
    }
    case "custom": {
      const from = definition.start_date !== null && definition.start_date < date ? definition.start_date : addDays(date, -1);
      return { from, to: date };
    }
  }
};

/** Days after `after` up to `today` (inclusive) on which the report is due, oldest first; at most `limit`. */
export const dueDates = (definition: ScheduleDefinition, after: string, today: string, limit = 400): string[] => {
  const days: string[] = [];
  for (let date = addDays(after, 1); date <= today && days.length < limit; date = addDays(date, 1)) {
    if (isTriggerDay(definition, date) && withinLife(definition, date)) days.push(date);
  }
  return days;
};

/** The kinds of events each report kind counts (the unsupported self-check kinds name theirs too). */
export const REPORT_KIND_EVENTS: Readonly<Record<ReportKind, ReadonlyArray<EventKind>>> = {
  PEOPLECOUNTER_ENTERLEAVEALERT: ["enter", "leave", "alert"],
  PEOPLECOUNTER_ENTERLEAVE: ["enter", "leave"],
  PEOPLECOUNTER_ENTER: ["enter"],
  PEOPLECOUNTER_LEAVE: ["leave"],
  PEOPLECOUNTER_ALERT: ["alert"],
  SELFCHECK_CHECKOUT: ["checkout"],
  SELFCHECK_CHECKIN: ["checkin"],
  SELFCHECK_RENEWAL: ["renewal"],
  SELFCHECK_CHECKOUT_CHECKIN: ["checkout", "checkin"],
  SELFCHECK_CHECKOUT_CHECKIN_RENEWAL: ["checkout", "checkin", "renewal"],
  SELFCHECK_PAYMENT: ["payment"],
  SELFCHECK_PATRON_LOGON: ["patron_logon"],
  GATESYSTEM_ENTER: ["enter"],
  GATESYSTEM_LEAVE: ["leave"],
};
