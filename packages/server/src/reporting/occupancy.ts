import { inArray, sql } from "drizzle-orm";
import {
  localIsoString,
  occupancyIndicator,
  occupancyOf,
  occupancyPercent,
  startOfLocalDay,
  type OccupancyAnswer,
} from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { reportingLocations } from "../db/schema.ts";

/*
 * Live occupancy from the database: today's enters and leaves of each location (from local
 * midnight in its own zone to the hour of `now`, so it starts again at 0 every night, whatever
 * daylight saving does), from the hourly rollups. One query for any number of locations; the live stream polls it.
 */

export interface LocationOccupancy extends OccupancyAnswer {
  readonly name: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The occupancy of each location of `ids` (unknown ids are left out), in the order of `ids`. */
export const occupanciesOf = async (db: ShopQueryable, ids: ReadonlyArray<number>, now: number): Promise<LocationOccupancy[]> => {
  if (ids.length === 0) return [];
  const locations = await db.select().from(reportingLocations).where(inArray(reportingLocations.id, [...ids]));
  const days = locations.map((location) => ({ id: location.id, day_start: new Date(startOfLocalDay(now, location.timeZone)).toISOString() }));
  const sums = rowsOf<{ id: number; enters: number; leaves: number }>(
    await db.execute(sql`
      SELECT d.id, sum(c.enter)::float8 AS enters, sum(c.leave)::float8 AS leaves
      FROM json_to_recordset(${JSON.stringify(days)}::json) AS d(id integer, day_start timestamptz)
      JOIN reporting_counts c ON c.location_id = d.id AND c.hour >= d.day_start AND c.hour <= ${new Date(now).toISOString()}::timestamptz
      GROUP BY d.id`),
  );
  const byId = new Map(sums.map((row) => [Number(row.id), row]));
  const at = new Date(now).toISOString();
  return ids.flatMap((id) => {
    const location = locations.find((candidate) => candidate.id === id);
    if (location === undefined) return [];
    const enters = Number(byId.get(id)?.enters ?? 0);
    const leaves = Number(byId.get(id)?.leaves ?? 0);
    const counted = location.occMode !== "none";
    const occupancy = counted ? occupancyOf(enters, leaves) : 0;
    const thresholds = { optimal_balance: location.optimalBalance, balance_orange: location.balanceOrange, balance_red: location.balanceRed };
    const optimal = counted && (location.optimalBalance ?? 0) > 0 ? location.optimalBalance : null;
    return [
      {
        location: id,
        name: location.name,
        occupancy,
        optimal,
        percent: occupancyPercent(occupancy, optimal),
        indicator: counted ? occupancyIndicator(occupancy, thresholds) : "off",
        at,
        enters,
        leaves,
        day_start: localIsoString(startOfLocalDay(now, location.timeZone), location.timeZone),
      } satisfies LocationOccupancy,
    ];
  });
};
