import { and, eq, gt, inArray, isNull, lte, ne, or, type SQL } from "drizzle-orm";
import type { ShopDatabase } from "../db/client.ts";
import { reportingAlerts, reportingLocations } from "../db/schema.ts";
import { queueAlertMails } from "./alert-mail.ts";
import { occupanciesOf, type LocationOccupancy } from "./occupancy.ts";

/*
 * Occupancy alerts (issue 36). A location's occupancy, computed as the live view computes it
 * (occupancy.ts), that turns red is told to its alert recipients once per crossing; when it is
 * back under orange (green) they are told that too. `alert_state` holds which side the location
 * was last told on: no new red alert before it went back under orange, and at most one red
 * alert per quarter of an hour (`last_red_alert_at`).
 *
 * Exactly once across instances: each crossing is decided by ONE conditional UPDATE of the
 * location's `alert_state` (`... WHERE alert_state = 'normal' AND last_red_alert_at is old
 * RETURNING`); on PostgreSQL a second instance's UPDATE waits for the first's row lock, then finds
 * the state changed and updates nothing. The same transaction records the alert in
 * `reporting_alerts` and puts its mails in the outbox, so the three exist together or not at all.
 * A crossing is recorded even without recipients (the history shows it, mailed to nobody).
 */

/** At most one red alert per location in this time. */
export const RED_ALERT_GAP_MS = 15 * 60_000;

type Tx = Parameters<Parameters<ShopDatabase["transaction"]>[0]>[0];
type LocationRow = typeof reportingLocations.$inferSelect;

/** Records the alert and queues its mails (inside the crossing's transaction). */
const recordCrossing = async (tx: Tx, location: LocationRow, kind: "occupancy_red" | "occupancy_back", occupancy: LocationOccupancy, now: number) => {
  const recipients = location.alertRecipients;
  await tx.insert(reportingAlerts).values({ locationId: location.id, kind, at: new Date(now), occupancy: occupancy.occupancy, recipients });
  await queueAlertMails(tx, location.custNo, recipients, {
    kind,
    location: { name: location.name, timeZone: location.timeZone, optimal: occupancy.optimal },
    at: now,
    occupancy: occupancy.occupancy,
  });
};

/** Red, unless told red already or less than a quarter of an hour ago; answers whether this call told it. */
const turnRed = (db: ShopDatabase, occupancy: LocationOccupancy, now: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [location] = await tx
      .update(reportingLocations)
      .set({ alertState: "red", lastRedAlertAt: new Date(now) })
      .where(
        and(
          eq(reportingLocations.id, occupancy.location),
          eq(reportingLocations.alertState, "normal"),
          or(isNull(reportingLocations.lastRedAlertAt), lte(reportingLocations.lastRedAlertAt, new Date(now - RED_ALERT_GAP_MS))),
        ),
      )
      .returning();
    if (location === undefined) return false;
    await recordCrossing(tx, location, "occupancy_red", occupancy, now);
    return true;
  });

/** Back under orange after a red alert; answers whether this call told it. */
const turnBack = (db: ShopDatabase, occupancy: LocationOccupancy, now: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [location] = await tx
      .update(reportingLocations)
      .set({ alertState: "normal" })
      .where(and(eq(reportingLocations.id, occupancy.location), eq(reportingLocations.alertState, "red")))
      .returning();
    if (location === undefined) return false;
    await recordCrossing(tx, location, "occupancy_back", occupancy, now);
    return true;
  });

/**
 * Locations that may cross: counted, with an optimal occupancy and a red threshold, and those
 * still told red (whose thresholds may have gone since).
 */
const watchedLocations = (ids: ReadonlyArray<number> | null) => {
  const crossable = and(
    eq(reportingLocations.isActive, true),
    ne(reportingLocations.occMode, "none"),
    gt(reportingLocations.optimalBalance, 0),
    gt(reportingLocations.balanceRed, 0),
  );
  const where: SQL | undefined = or(crossable, eq(reportingLocations.alertState, "red"));
  return ids === null ? where : and(inArray(reportingLocations.id, [...ids]), where);
};

/**
 * Looks at the occupancy of `ids` (every watched location when null) at `now` and tells each
 * crossing once. Answers the alerts this call recorded.
 */
export const checkOccupancyAlerts = async (db: ShopDatabase, ids: ReadonlyArray<number> | null, now: number): Promise<number> => {
  if (ids !== null && ids.length === 0) return 0;
  const watched = await db
    .select({ id: reportingLocations.id, alertState: reportingLocations.alertState })
    .from(reportingLocations)
    .where(watchedLocations(ids));
  if (watched.length === 0) return 0;
  const stateOf = new Map(watched.map((location) => [location.id, location.alertState]));
  let told = 0;
  for (const occupancy of await occupanciesOf(db, [...stateOf.keys()], now)) {
    const state = stateOf.get(occupancy.location);
    if (state === "normal" && occupancy.indicator === "red") {
      if (await turnRed(db, occupancy, now)) told += 1;
    } else if (state === "red" && occupancy.indicator === "green") {
      if (await turnBack(db, occupancy, now)) told += 1;
    } else if (state === "red" && occupancy.indicator === "off") {
      // No indicator any more (thresholds removed, location inactive): nothing to be back from.
      await db
        .update(reportingLocations)
        .set({ alertState: "normal" })
        .where(and(eq(reportingLocations.id, occupancy.location), eq(reportingLocations.alertState, "red")));
    }
  }
  return told;
};
