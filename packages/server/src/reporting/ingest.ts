import { eq, sql } from "drizzle-orm";
import { Effect } from "effect";
import { NOT_COUNTED_REASONS, notCountedReason, type IngestAnswer, type IngestEvent, type NotCountedReason } from "@proshop/core";
import type { ShopDatabase, ShopQueryable } from "../db/client.ts";
import { reportingDevices, reportingLocations } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { KIND_COLUMNS, KIND_INCREMENTS, KIND_SUMS_OF_EVENTS } from "./rollup-sql.ts";
import { hasTotals, TOTAL_KIND_LIST, totalAdjustments, type CountAdjustment } from "./total-adjustments.ts";

/*
 * POST /reporting/api/ingest: a device's batch of events, in one statement (so one transaction):
 * every new event goes to `reporting_events` (a (device, seq) seen before is skipped: devices
 * resend after network failures), and the counted ones are added to the hourly rollups of
 * `reporting_counts` (a row per hour and device, a column per kind) by the same statement. Whether an event counts is core's rule
 * (notCountedReason), judged on the device and location as they are when the batch arrives.
 * A batch with running totals (`enter_total`, `leave_total`) also adds what they change to the
 * rollups, worked out in the same transaction (total-adjustments.ts); other batches skip that.
 */

/** ISO 8601 with a time zone: `2025-03-30T08:15:00Z`, `2025-03-30T10:15:00.250+02:00`. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
/** Events more than a day ahead of the server's clock are a device's broken clock, not data. */
const MAX_AHEAD_MS = 86_400_000;
const EARLIEST = Date.UTC(2000, 0, 1);

/** The instant of an event's `at`, or null when it is not an ISO 8601 time with a zone in a sane range. */
export const eventInstant = (at: string, now: number): number | null => {
  if (!ISO_INSTANT.test(at)) return null;
  const instant = Date.parse(at);
  return Number.isFinite(instant) && instant >= EARLIEST && instant <= now + MAX_AHEAD_MS ? instant : null;
};

/** What the statement needs of the device and its location. */
const deviceSettings = async (db: ShopDatabase, deviceId: number) => {
  const [row] = await db
    .select({
      locationId: reportingDevices.locationId,
      paused: reportingDevices.paused,
      deviceActive: reportingDevices.isActive,
      locationActive: reportingLocations.isActive,
      timeZone: reportingLocations.timeZone,
      statsAvailableFrom: reportingLocations.statsAvailableFrom,
      ignoreBefore: reportingLocations.ignoreBefore,
      ignoreAfter: reportingLocations.ignoreAfter,
    })
    .from(reportingDevices)
    .innerJoin(reportingLocations, eq(reportingLocations.id, reportingDevices.locationId))
    .where(eq(reportingDevices.id, deviceId))
    .limit(1);
  return row;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * What the rollups add up: the counted new events; with running totals, their stored rows (which
 * count nothing themselves) give way to the amounts they change.
 */
const countedEvents = (adjustments: ReadonlyArray<CountAdjustment> | null) =>
  adjustments === null
    ? sql`inserted WHERE counted`
    : sql`(
        SELECT at, kind, count FROM inserted WHERE counted AND kind NOT IN (${TOTAL_KIND_LIST})
        UNION ALL
        SELECT at, kind, count FROM json_to_recordset(${JSON.stringify(adjustments)}::json) AS a(at timestamptz, kind text, count integer)
      ) AS counted_events`;

export interface IngestRequest {
  readonly deviceId: number;
  readonly events: ReadonlyArray<IngestEvent>;
  /** The address the batch came from (the device's last known address). */
  readonly address: string | null;
  readonly now: Date;
  /** Told the location when the batch counted events (the alert watch looks at it soon, issue 36). */
  readonly counted?: (locationId: number) => void;
}

/** Stores a batch and answers what became of it; 400 naming the first event whose `at` is unusable. */
export const ingestBatch = (db: ShopDatabase, request: IngestRequest) =>
  Effect.gen(function* () {
    const now = request.now.getTime();
    const instants: number[] = [];
    for (const [index, event] of request.events.entries()) {
      const instant = eventInstant(event.at, now);
      if (instant === null) {
        return yield* refuse.badRequest("reporting.ingest.at_invalid", { field: `events.${index}.at`, event: index, seq: event.seq, location: "body" });
      }
      instants.push(instant);
    }
    const settings = yield* Effect.promise(() => deviceSettings(db, request.deviceId));
    // The device was deleted between its authorisation and now: it has nowhere to count.
    if (settings === undefined) return yield* refuse.unauthorized("reporting.device.token_invalid");
    const counting = {
      paused: settings.paused,
      active: settings.deviceActive && settings.locationActive,
      statsAvailableFrom: settings.statsAvailableFrom,
      ignoreBefore: settings.ignoreBefore,
      ignoreAfter: settings.ignoreAfter,
      timeZone: settings.timeZone,
    };
    // A seq repeated within the batch is a duplicate too: the first one stands. Sorted by seq so
    // concurrent batches of one device take their locks in the same order.
    const seen = new Set<number>();
    const fresh = request.events
      .map((event, index) => ({ event, instant: instants[index]! }))
      .filter(({ event }) => {
        if (seen.has(event.seq)) return false;
        seen.add(event.seq);
        return true;
      })
      .sort((a, b) => a.event.seq - b.event.seq)
      .map(({ event, instant }) => {
        const reason = notCountedReason(counting, instant);
        return { seq: event.seq, at: new Date(instant).toISOString(), kind: event.kind, count: event.count, counted: reason === null, not_counted: reason };
      });
    const store = (queryable: ShopQueryable, adjustments: ReadonlyArray<CountAdjustment> | null) =>
      queryable.execute(sql`
        WITH incoming AS (
          SELECT * FROM json_to_recordset(${JSON.stringify(fresh)}::json)
            AS e(seq bigint, at timestamptz, kind text, count integer, counted boolean, not_counted text)
        ), inserted AS (
          INSERT INTO reporting_events (device_id, seq, at, kind, count, counted, not_counted, received_at)
          SELECT ${request.deviceId}, seq, at, kind, count, counted, not_counted, ${request.now.toISOString()}::timestamptz
          FROM incoming ORDER BY seq
          ON CONFLICT (device_id, seq) DO NOTHING
          RETURNING at, kind, count, counted, not_counted
        ), rolled AS (
          INSERT INTO reporting_counts (location_id, hour, device_id, ${KIND_COLUMNS})
          SELECT ${settings.locationId}, date_trunc('hour', at, 'UTC'), ${request.deviceId}, ${KIND_SUMS_OF_EVENTS}
          FROM ${countedEvents(adjustments)}
          GROUP BY 2 ORDER BY 2
          ON CONFLICT (location_id, hour, device_id) DO UPDATE SET ${KIND_INCREMENTS}
        ), seen AS (
          UPDATE reporting_devices SET last_seen_at = ${request.now.toISOString()}::timestamptz,
            last_known_ip = coalesce(${request.address}, last_known_ip)
          WHERE id = ${request.deviceId}
        )
        SELECT not_counted, count(*)::int AS events FROM inserted GROUP BY not_counted
      `);
    const outcome =
      fresh.length === 0
        ? []
        : rowsOf<{ not_counted: NotCountedReason | null; events: number }>(
            yield* Effect.promise(() =>
              hasTotals(fresh) ? db.transaction(async (tx) => store(tx, await totalAdjustments(tx, request.deviceId, fresh))) : store(db, null),
            ),
          );
    const reasons = Object.fromEntries(NOT_COUNTED_REASONS.map((reason) => [reason, 0])) as Record<NotCountedReason, number>;
    let accepted = 0;
    for (const { not_counted, events } of outcome) {
      if (not_counted === null) accepted += events;
      else reasons[not_counted] += events;
    }
    const ignored = Object.values(reasons).reduce((sum, events) => sum + events, 0);
    if (accepted > 0) request.counted?.(settings.locationId);
    return { accepted, duplicates: request.events.length - accepted - ignored, ignored, reasons } satisfies IngestAnswer;
  });
