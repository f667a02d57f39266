import { sql } from "drizzle-orm";
import { Clock, Effect } from "effect";
import {
  comparableDates,
  expectedOccupancy,
  isCalendarDate,
  levelAllows,
  localDate,
  shiftDate,
  startOfLocalDate,
  type DeviceHourCounts,
  type ExpectedOccupancyAnswer,
} from "@proshop/core";
import type { ShopDatabase, ShopQueryable } from "../db/client.ts";
import { refuse } from "../errors.ts";
import { callerFor, levelRefusal } from "./access.ts";
import { visibleLocation, type LocationRow } from "./locations.ts";

/*
 * A location's expected occupancy of a day (issue 36): core's rule (reporting/expected-occupancy.ts)
 * over the hourly rollups of the day and of the same weekday of the last 8 weeks, read in one
 * query. GET /reporting/api/locations/{id}/expected and the public page both call
 * expectedOccupancyOf, so they show the same figures.
 */

/** What the computation reads of a location (a whole row will do). */
export type ExpectedLocation = Pick<LocationRow, "id" | "timeZone" | "occMode" | "optimalBalance" | "balanceOrange">;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The location's enters and leaves per device and UTC hour on `dates` (local dates), in one query. */
const countsOn = async (db: ShopQueryable, location: ExpectedLocation, dates: ReadonlyArray<string>): Promise<DeviceHourCounts[]> => {
  const days = dates.map((date) => ({
    day_start: new Date(startOfLocalDate(date, location.timeZone)).toISOString(),
    day_end: new Date(startOfLocalDate(shiftDate(date, 1), location.timeZone)).toISOString(),
  }));
  const rows = rowsOf<{ device: number; epoch: number; enter: number; leave: number }>(
    await db.execute(sql`
      SELECT c.device_id AS device, date_part('epoch', c.hour) AS epoch, c."enter"::float8 AS enter, c."leave"::float8 AS leave
      FROM json_to_recordset(${JSON.stringify(days)}::json) AS d(day_start timestamptz, day_end timestamptz)
      JOIN reporting_counts c ON c.location_id = ${location.id} AND c.hour >= d.day_start AND c.hour < d.day_end
      WHERE c."enter" <> 0 OR c."leave" <> 0`),
  );
  return rows.map((row) => ({ device: Number(row.device), hour: Number(row.epoch) * 1000, enter: Number(row.enter), leave: Number(row.leave) }));
};

/**
 * The expected occupancy of `location` on `date` (`YYYY-MM-DD`, a local date of the location;
 * today's is `localDate(now, location.timeZone)`), with the day's actual figures up to `now`.
 * Reads the rollups only, in one query (none for a location whose occupancy is not counted).
 */
export const expectedOccupancyOf = async (db: ShopQueryable, location: ExpectedLocation, date: string, now: number = Date.now()): Promise<ExpectedOccupancyAnswer> => {
  const counted = location.occMode !== "none";
  const counts = counted ? await countsOn(db, location, [date, ...comparableDates(date)]) : [];
  const computed = expectedOccupancy({
    date,
    timeZone: location.timeZone,
    counts,
    now,
    counted,
    thresholds: { optimal_balance: location.optimalBalance, balance_orange: location.balanceOrange },
  });
  return { location: location.id, ...computed };
};

/** Earliest date asked about: no count can be older (ingest refuses earlier events). */
const EARLIEST_DATE = "2000-01-01";

/**
 * GET /reporting/api/locations/{id}/expected: the levels that see counts (1, 2, 3, 5) any date;
 * level 4 (live counts) today's only, which its kiosk shows and a public page may show anyone.
 * Another company's location is 404; a date that is not `YYYY-MM-DD` is 400 naming `date`.
 */
export const getExpectedOccupancy = (db: ShopDatabase, id: number, requested: string | undefined) =>
  Effect.gen(function* () {
    const account = yield* callerFor("live");
    const { location } = yield* visibleLocation(db, account, id);
    const now = yield* Clock.currentTimeMillis;
    const today = localDate(now, location.timeZone);
    const date = requested?.trim() ?? today;
    if (!isCalendarDate(date) || date < EARLIEST_DATE) {
      return yield* refuse.badRequest("reporting.field.date", { field: "date", location: "query" }, account.language);
    }
    if (date !== today && !levelAllows(account.level, "counts")) return yield* levelRefusal(account);
    return yield* Effect.promise(() => expectedOccupancyOf(db, location, date, now));
  });
