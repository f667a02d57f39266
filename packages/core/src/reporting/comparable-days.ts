import { bucketStarts } from "./buckets.ts";
import { shiftDate } from "./dashboard.ts";
import { occupancyOf } from "./occupancy.ts";
import { startOfLocalDate, zonedParts } from "./time-zone.ts";

/*
 * A location's day as the expected occupancy compares it (issue 36): its local hours (23, 24
 * or 25), the occupancy at the end of each as the live figure shows it then (enters minus
 * leaves since local midnight, never below 0, core's occupancyOf: the rollups hold only counted
 * events, so counting hours and paused devices are already applied), and which devices counted
 * in which local hour. Then the two reasons a past day is not comparable:
 *
 * - closed: the location counted no one that day (holiday, closure, before its statistics start);
 * - silent device: the location counted, but one of its devices sent nothing for a long stretch
 *   of the hours it usually counts in. A device's usual hours (for one weekday) are the local
 *   hours in which it counted on at least half of the open comparable days; it was silent on a
 *   day when it counted nothing in SILENT_RUN_HOURS of them in a row (all of them if it has fewer).
 *   A day of a missing entrance undercounts the whole location, so its figures would drag the
 *   median down; a quiet hour or two is just a quiet hour.
 */

/** One device's counted enters and leaves in the UTC hour starting at `hour` (epoch ms): a row of the rollups. */
export interface DeviceHourCounts {
  readonly device: number;
  readonly hour: number;
  readonly enter: number;
  readonly leave: number;
}

/** Consecutive usual hours without a count that make a device silent for the day. */
export const SILENT_RUN_HOURS = 3;

export interface DayProfile {
  readonly date: string;
  /** Each hour of the day in order: its start (epoch ms) and its local hour 0-23 (02 twice on an autumn change day). */
  readonly hours: ReadonlyArray<{ readonly start: number; readonly localHour: number }>;
  /** Occupancy at the end of each hour of `hours`. */
  readonly occupancy: ReadonlyArray<number>;
  /** Occupancy at the end of local hour 0-23 (an hour the spring change skips keeps the hour before's). */
  readonly occupancyByLocalHour: ReadonlyArray<number>;
  /** Enters plus leaves in local hour 0-23 (both 02:00s of an autumn night together). */
  readonly activityByLocalHour: ReadonlyArray<number>;
  /** The local hours in which each device counted someone. */
  readonly deviceHours: ReadonlyMap<number, ReadonlySet<number>>;
  /** Enters of the whole day: its visitors. */
  readonly visitors: number;
}

/** The day `date` of a location in `timeZone`, from its devices' rollups (rows of other days are ignored). */
export const dayProfile = (date: string, timeZone: string, counts: ReadonlyArray<DeviceHourCounts>): DayProfile => {
  const start = startOfLocalDate(date, timeZone);
  const end = startOfLocalDate(shiftDate(date, 1), timeZone);
  const hours = (bucketStarts(start, end, "h", timeZone) ?? []).map((hourStart) => ({ start: hourStart, localHour: zonedParts(hourStart, timeZone).hour }));
  const index = new Map(hours.map((hour, position) => [hour.start, position]));
  const enters = new Array<number>(hours.length).fill(0);
  const leaves = new Array<number>(hours.length).fill(0);
  const deviceHours = new Map<number, Set<number>>();
  for (const row of counts) {
    const position = index.get(row.hour);
    if (position === undefined || row.enter + row.leave === 0) continue;
    enters[position]! += row.enter;
    leaves[position]! += row.leave;
    let counted = deviceHours.get(row.device);
    if (counted === undefined) deviceHours.set(row.device, (counted = new Set()));
    counted.add(hours[position]!.localHour);
  }
  let entered = 0;
  let left = 0;
  const occupancy = hours.map((_, position) => {
    entered += enters[position]!;
    left += leaves[position]!;
    return occupancyOf(entered, left);
  });
  const occupancyByLocalHour = new Array<number>(24).fill(0);
  const activityByLocalHour = new Array<number>(24).fill(0);
  hours.forEach((hour, position) => {
    activityByLocalHour[hour.localHour]! += enters[position]! + leaves[position]!;
  });
  // The occupancy at the end of local hour h is that of the day's last hour whose local hour is at most h.
  let last = 0;
  let position = 0;
  for (let localHour = 0; localHour < 24; localHour++) {
    while (position < hours.length && hours[position]!.localHour <= localHour) last = occupancy[position++]!;
    occupancyByLocalHour[localHour] = last;
  }
  return { date, hours, occupancy, occupancyByLocalHour, activityByLocalHour, deviceHours, visitors: entered };
};

/** True when the location counted no one that day. */
export const isClosed = (day: DayProfile): boolean => day.activityByLocalHour.every((activity) => activity === 0);

export type LeftOutReason = "closed" | "silent_device";

export interface DayVerdict {
  readonly day: DayProfile;
  /** Null: comparable. */
  readonly reason: LeftOutReason | null;
  /** The devices found silent (empty unless `silent_device`). */
  readonly silentDevices: ReadonlyArray<number>;
}

/** Each device's usual local hours over the open days: those it counted in on at least half of them. */
export const usualHours = (openDays: ReadonlyArray<DayProfile>): ReadonlyMap<number, ReadonlyArray<number>> => {
  const devices = new Set(openDays.flatMap((day) => [...day.deviceHours.keys()]));
  return new Map(
    [...devices].map((device) => {
      const hours: number[] = [];
      for (let localHour = 0; localHour < 24; localHour++) {
        const counted = openDays.filter((day) => day.deviceHours.get(device)?.has(localHour) === true).length;
        if (counted * 2 >= openDays.length) hours.push(localHour);
      }
      return [device, hours] as const;
    }),
  );
};

/** True when `device` counted nothing in SILENT_RUN_HOURS of its usual hours in a row (all of them, if fewer). */
const wasSilent = (day: DayProfile, device: number, usual: ReadonlyArray<number>): boolean => {
  if (usual.length === 0) return false;
  const counted = day.deviceHours.get(device);
  const needed = Math.min(SILENT_RUN_HOURS, usual.length);
  let run = 0;
  for (const localHour of usual) {
    run = counted?.has(localHour) === true ? 0 : run + 1;
    if (run >= needed) return true;
  }
  return false;
};

/** Which of `days` (the same weekday of past weeks) are comparable, and why the others are not. */
export const judgeDays = (days: ReadonlyArray<DayProfile>): ReadonlyArray<DayVerdict> => {
  const open = days.filter((day) => !isClosed(day));
  const usual = usualHours(open);
  return days.map((day) => {
    if (isClosed(day)) return { day, reason: "closed", silentDevices: [] };
    const silentDevices = [...usual].filter(([device, hours]) => wasSilent(day, device, hours)).map(([device]) => device);
    return { day, reason: silentDevices.length > 0 ? "silent_device" : null, silentDevices };
  });
};
