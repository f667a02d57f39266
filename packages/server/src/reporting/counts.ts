import { and, gte, inArray, lt, sql } from "drizzle-orm";
import {
  bucketStarts,
  EVENT_KINDS,
  localIsoString,
  sumIntoBuckets,
  type BucketInterval,
  type CountsAnswer,
  type EventKind,
  type HourlyCount,
} from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { reportingCounts } from "../db/schema.ts";
import { kindColumn } from "./rollup-sql.ts";

/*
 * THE counts computation of the reporting area: the dashboard, the counts screen, its CSV and
 * the scheduled reports (issue 15) all call `countsFor`, so they all give the same numbers.
 * The database sums the hourly rollups by UTC hour; core's bucketing turns hours into
 * the location's local hours, days, months or years. Locations compared (issue 36) are summed by
 * location and hour in the same query, and each gets its own series beside their sum.
 */

export interface CountsRequest {
  /** Locations whose counts are summed (already checked visible). */
  readonly locations: ReadonlyArray<number>;
  /** Only these devices (already checked visible), or every device of the locations. */
  readonly devices: ReadonlyArray<number> | null;
  /** Only these kinds, in this order; null: every kind that has counts in the range. */
  readonly kinds: ReadonlyArray<EventKind> | null;
  /** [from, to) in epoch ms. */
  readonly from: number;
  readonly to: number;
  readonly interval: BucketInterval;
  /** The zone whose local hours, days, months and years the buckets are. */
  readonly timeZone: string;
  /** Locations compared, in the order named: each one's own series too (`by_location`). */
  readonly compared?: ReadonlyArray<{ readonly id: number; readonly name: string }>;
}

/** What `countsFor` answers: the contract's CountsAnswer plus the bucket starts as instants. */
export interface Counts extends CountsAnswer {
  readonly bucketInstants: ReadonlyArray<number>;
}

/** The kinds shown when nothing was counted and none was asked for: a counter's two. */
const DEFAULT_KINDS: ReadonlyArray<EventKind> = ["enter", "leave"];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type HourlyRow = Record<string, number>;

/** Each kind's counts by UTC hour in `rows` (of one location, or all of them). */
const hourlyByKind = (rows: ReadonlyArray<HourlyRow>, kinds: ReadonlyArray<EventKind>): Map<EventKind, HourlyCount[]> =>
  new Map(
    kinds.map((kind) => [kind, rows.flatMap((row) => (Number(row[kind]) === 0 ? [] : [{ hour: Number(row["epoch"]) * 1000, count: Number(row[kind]) }]))]),
  );

/** Sums of the rollups by UTC hour (and by location when compared), for each of `kinds`. */
const hourlyRows = async (db: ShopQueryable, request: CountsRequest, kinds: ReadonlyArray<EventKind>): Promise<HourlyRow[]> => {
  const conditions = [
    inArray(reportingCounts.locationId, [...request.locations]),
    gte(reportingCounts.hour, new Date(request.from)),
    lt(reportingCounts.hour, new Date(request.to)),
    ...(request.devices === null ? [] : [inArray(reportingCounts.deviceId, [...request.devices])]),
  ];
  const sums = sql.join(
    kinds.map((kind) => sql`sum(${kindColumn(kind)})::float8 AS ${kindColumn(kind)}`),
    sql`, `,
  );
  // Grouped by the key's own hour column, so one location's rows come in index order (no sort);
  // date_part gives a float, cheaper than extract's numeric.
  if (request.compared === undefined) {
    return rowsOf<HourlyRow>(
      await db.execute(sql`
        SELECT date_part('epoch', ${reportingCounts.hour}) AS epoch, ${sums}
        FROM ${reportingCounts} WHERE ${and(...conditions)}
        GROUP BY ${reportingCounts.hour} ORDER BY ${reportingCounts.hour}`),
    );
  }
  return rowsOf<HourlyRow>(
    await db.execute(sql`
      SELECT ${reportingCounts.locationId} AS location_id, date_part('epoch', ${reportingCounts.hour}) AS epoch, ${sums}
      FROM ${reportingCounts} WHERE ${and(...conditions)}
      GROUP BY ${reportingCounts.locationId}, ${reportingCounts.hour} ORDER BY ${reportingCounts.locationId}, ${reportingCounts.hour}`),
  );
};

/** The series of `kinds` over the buckets. */
const seriesOf = (byKind: Map<EventKind, HourlyCount[]>, kinds: ReadonlyArray<EventKind>, starts: ReadonlyArray<number>, to: number) =>
  kinds.map((kind) => {
    const counts = sumIntoBuckets(starts, to, byKind.get(kind) ?? []);
    return { kind, counts, total: counts.reduce((sum, count) => sum + count, 0) };
  });

/** The counts of the request, bucket by bucket and kind by kind. Null when the range has too many buckets. */
export const countsFor = async (db: ShopQueryable, request: CountsRequest): Promise<Counts | null> => {
  const starts = bucketStarts(request.from, request.to, request.interval, request.timeZone);
  if (starts === null) return null;
  const rows = await hourlyRows(db, request, request.kinds ?? EVENT_KINDS);
  const byKind = hourlyByKind(rows, request.kinds ?? EVENT_KINDS);
  const counted = EVENT_KINDS.filter((kind) => (byKind.get(kind)?.length ?? 0) > 0);
  const kinds = request.kinds ?? (counted.length === 0 ? DEFAULT_KINDS : counted);
  const series = seriesOf(byKind, kinds, starts, request.to);
  const byLocation = request.compared?.map(({ id, name }) => ({
    location: id,
    name,
    series: seriesOf(
      hourlyByKind(
        rows.filter((row) => Number(row["location_id"]) === id),
        kinds,
      ),
      kinds,
      starts,
      request.to,
    ),
  }));
  return {
    interval: request.interval,
    time_zone: request.timeZone,
    from: localIsoString(request.from, request.timeZone),
    to: localIsoString(request.to, request.timeZone),
    locations: [...request.locations],
    devices: request.devices === null ? null : [...request.devices],
    buckets: starts.map((start) => localIsoString(start, request.timeZone)),
    bucketInstants: starts,
    series,
    ...(byLocation === undefined ? {} : { by_location: byLocation }),
  };
};
