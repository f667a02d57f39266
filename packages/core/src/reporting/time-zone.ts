/*
 * Calendar arithmetic in an IANA time zone with nothing but Intl: the offset of a zone at an
 * instant, the local parts of an instant, and the instant of a local date and time. Counting
 * locations bucket their counts by local hour, day, month and year, so these must be right
 * across daylight-saving changes (a spring day has 23 hours, an autumn day 25).
 */

import { isKnownTimeZone } from "../dates.ts";

const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** Every zone's offset is a whole number of quarter hours, and changes only on one. */
const SLOT_MS = 15 * MINUTE_MS;

/** The wall-clock parts of an instant in a zone. Months 1-12, weekday 0 (Sunday) to 6. */
export interface ZonedParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

// Offsets by zone and quarter hour: formatting is the slow part, and a year of hourly buckets
// asks about the same few offsets thousands of times. Bounded so a long-running server never grows.
const offsetCache = new Map<string, Map<number, number>>();
const MAX_CACHED_SLOTS = 200_000;

const computeOffsetMinutes = (timeZone: string, slotStart: number): number => {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(slotStart)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts["year"]!, parts["month"]! - 1, parts["day"]!, parts["hour"]!, parts["minute"]!, parts["second"]!);
  return Math.round((asUtc - slotStart) / MINUTE_MS);
};

/** The zone's offset from UTC at `instant`, in minutes (60 for Amsterdam in winter, 120 in summer). */
export const offsetMinutesAt = (timeZone: string, instant: number): number => {
  const slot = Math.floor(instant / SLOT_MS) * SLOT_MS;
  let zone = offsetCache.get(timeZone);
  if (zone === undefined) {
    zone = new Map();
    offsetCache.set(timeZone, zone);
  }
  let offset = zone.get(slot);
  if (offset === undefined) {
    if (zone.size >= MAX_CACHED_SLOTS) zone.clear();
    offset = computeOffsetMinutes(timeZone, slot);
    zone.set(slot, offset);
  }
  return offset;
};

/** The wall-clock parts of `instant` in `timeZone`. */
export const zonedParts = (instant: number, timeZone: string): ZonedParts => {
  const local = new Date(instant + offsetMinutesAt(timeZone, instant) * MINUTE_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
};

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/** `YYYY-MM-DD` of `instant` in `timeZone`. */
export const localDate = (instant: number, timeZone: string): string => {
  const parts = zonedParts(instant, timeZone);
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
};

/** Minutes since local midnight of `instant` in `timeZone` (0-1439). */
export const localMinuteOfDay = (instant: number, timeZone: string): number => {
  const parts = zonedParts(instant, timeZone);
  return parts.hour * 60 + parts.minute;
};

export interface LocalDateTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour?: number;
  readonly minute?: number;
}

/**
 * The instant a local date and time names in `timeZone`. A time skipped by a spring change
 * (02:30 in Amsterdam on the last Sunday of March) moves forward by the gap (03:30); a time
 * that occurs twice in autumn gives the first occurrence.
 */
export const instantOfLocal = (local: LocalDateTime, timeZone: string): number => {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour ?? 0, local.minute ?? 0);
  const before = offsetMinutesAt(timeZone, wall - DAY_MS / 2);
  const after = offsetMinutesAt(timeZone, wall + DAY_MS / 2);
  const candidates = [wall - Math.max(before, after) * MINUTE_MS, wall - Math.min(before, after) * MINUTE_MS];
  for (const candidate of candidates) {
    if (candidate + offsetMinutesAt(timeZone, candidate) * MINUTE_MS === wall) return candidate;
  }
  return wall - before * MINUTE_MS;
};

/** The instant local midnight of `date` (`YYYY-MM-DD`) falls on in `timeZone`. */
export const startOfLocalDate = (date: string, timeZone: string): number => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return instantOfLocal({ year, month, day }, timeZone);
};

/** The instant the local day of `instant` started in `timeZone`. */
export const startOfLocalDay = (instant: number, timeZone: string): number => {
  const parts = zonedParts(instant, timeZone);
  return instantOfLocal({ year: parts.year, month: parts.month, day: parts.day }, timeZone);
};

/** ISO 8601 text of `instant` as the wall clock of `timeZone` shows it: `2025-03-30T03:00:00+02:00`. */
export const localIsoString = (instant: number, timeZone: string): string => {
  const offset = offsetMinutesAt(timeZone, instant);
  const absolute = Math.abs(offset);
  // The wall clock is the instant moved by the offset, written as if it were UTC (years 0-9999).
  return `${new Date(Math.floor(instant / 1000) * 1000 + offset * MINUTE_MS).toISOString().slice(0, 19)}${offset < 0 ? "-" : "+"}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
};

/**
 * True when `timeZone` is known and its offsets are whole hours around now (the previous and
 * next two years). Counts are kept per UTC hour, which is a local hour only in such zones;
 * every European zone qualifies, India (+05:30) or Nepal (+05:45) do not.
 */
export const isWholeHourTimeZone = (timeZone: string, now: number = Date.now()): boolean => {
  if (!isKnownTimeZone(timeZone)) return false;
  const year = new Date(now).getUTCFullYear();
  for (let y = year - 2; y <= year + 2; y++) {
    for (let month = 0; month < 12; month += 1) {
      if (offsetMinutesAt(timeZone, Date.UTC(y, month, 1)) % 60 !== 0) return false;
    }
  }
  return true;
};
