import { sql } from "drizzle-orm";
import { Clock, Effect, Layer, Schedule } from "effect";
import { ServerConfig } from "../config.ts";
import { Db, type ShopQueryable } from "../db/client.ts";
import { orders, patientDeliveries } from "../db/schema.ts";

/*
 * Patient data of Zoom! Delivered is health-adjacent personal data: it is kept a number of days
 * after delivery (`ZOOM_RETENTION_DAYS`, default 90), then anonymised. Retention counts from
 * `delivered_at` when fulfilment reported it, else from the day the kit was ordered, so no
 * patient's data outlives the limit for want of a delivery date.
 *
 * The work is ONE statement, idempotent and safe to run from several instances at once: rows
 * already anonymised are not candidates, and two runs racing on a row serialise on its lock,
 * the second finding it anonymised (PostgreSQL re-checks the WHERE on the row it waited for).
 * The scheduling around it (RetentionJob) is deliberately small: a periodic fiber started with
 * the server and stopped on close, to be moved onto the shared job table when it exists.
 */

/** How often the job runs (it also runs once when the server starts). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Anonymises every patient delivery whose data is older than `retentionDays` at `now`, and
 * forgets the request hash of its order (a hash of the patient's data). Answers how many it
 * anonymised.
 */
export const anonymiseDeliveredPatients = async (db: ShopQueryable, now: Date, retentionDays: number): Promise<number> => {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const result: { rows: { id: number }[] } = await db.execute(sql`
    WITH anonymised AS (
      UPDATE ${patientDeliveries}
      SET scan_id = NULL, scan_key = NULL, first_name = NULL, last_name = NULL, street = NULL, number = NULL, zip = NULL,
          city = NULL, state = NULL, email = NULL, phone = NULL, anonymised_at = ${now.toISOString()}::timestamptz
      WHERE ${patientDeliveries.anonymisedAt} IS NULL
        AND coalesce(${patientDeliveries.deliveredAt}, ${patientDeliveries.orderedAt}) <= ${cutoff.toISOString()}::timestamptz
      RETURNING ${patientDeliveries.orderId} AS order_id
    )
    UPDATE ${orders} SET request_hash = NULL FROM anonymised WHERE ${orders.id} = anonymised.order_id
    RETURNING ${orders.id} AS id`);
  return result.rows.length;
};

/** The periodic run, as a layer of the server: forked in the server's scope, so closing the server stops it. */
export const RetentionJob = Layer.effectDiscard(
  Effect.gen(function* () {
    const db = yield* Db;
    const { zoomRetentionDays } = yield* ServerConfig;
    const once = Effect.gen(function* () {
      const now = new Date(yield* Clock.currentTimeMillis);
      const count = yield* Effect.tryPromise(() => anonymiseDeliveredPatients(db, now, zoomRetentionDays));
      if (count > 0) yield* Effect.logInfo(`zoom-delivered retention: ${count} patient deliveries anonymised`);
    }).pipe(
      // Never the error itself: a database error may quote the statement's values.
      Effect.catch(() => Effect.logWarning("zoom-delivered retention: the run failed, it runs again later")),
    );
    yield* Effect.forkScoped(Effect.repeat(once, Schedule.spaced(RETENTION_INTERVAL_MS)));
  }),
);
