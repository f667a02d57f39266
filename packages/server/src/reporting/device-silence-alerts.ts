import { and, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { isDeviceSilent, type AlertKind } from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { reportingAlerts, reportingDevices, reportingLocations } from "../db/schema.ts";
import { queueAlertMails } from "./alert-mail.ts";

/*
 * Silent devices (issue 36): a device that sent nothing for longer than its expected interval
 * during its location's counting hours (core's isDeviceSilent) is reported once to the location's
 * alert recipients, and once more when it sends again. `silent_since` (its last message when it
 * was found silent) marks it meanwhile; the device list shows it.
 *
 * Only devices that have sent at least once are watched (a device set up but not installed yet
 * is not silent), and only active ones at active locations. Exactly once across instances: the
 * report is decided by a conditional UPDATE of `silent_since` (`... WHERE silent_since IS NULL`,
 * and back `... WHERE silent_since IS NOT NULL AND last_seen_at > silent_since`), in the
 * transaction that records the alert and queues its mails.
 */

type Tx = Parameters<Parameters<ShopDatabase["transaction"]>[0]>[0];
type DeviceRow = typeof reportingDevices.$inferSelect;

const recordDeviceAlert = async (tx: Tx, device: DeviceRow, kind: Extract<AlertKind, "device_silent" | "device_back">, lastSeenAt: Date | null, now: number) => {
  const [location] = await tx.select().from(reportingLocations).where(eq(reportingLocations.id, device.locationId)).limit(1);
  if (location === undefined) return;
  const recipients = location.alertRecipients;
  await tx.insert(reportingAlerts).values({ locationId: location.id, deviceId: device.id, kind, at: new Date(now), recipients });
  await queueAlertMails(tx, location.custNo, recipients, {
    kind,
    location: { name: location.name, timeZone: location.timeZone, optimal: location.optimalBalance },
    at: now,
    device: { name: device.name, lastSeenAt: lastSeenAt?.getTime() ?? null, expectedIntervalMinutes: device.expectedIntervalMinutes },
  });
};

/** Marks the device silent unless it was already, or sent meanwhile; answers whether this call reported it. */
const reportSilent = (db: ShopDatabase, id: number, lastSeenAt: Date, now: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [device] = await tx
      .update(reportingDevices)
      .set({ silentSince: lastSeenAt })
      .where(and(eq(reportingDevices.id, id), isNull(reportingDevices.silentSince), lte(reportingDevices.lastSeenAt, lastSeenAt)))
      .returning();
    if (device === undefined) return false;
    await recordDeviceAlert(tx, device, "device_silent", lastSeenAt, now);
    return true;
  });

/** Clears a silent device that sent since; answers whether this call reported it back. */
const reportBack = (db: ShopDatabase, id: number, now: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [device] = await tx
      .update(reportingDevices)
      .set({ silentSince: null })
      .where(and(eq(reportingDevices.id, id), isNotNull(reportingDevices.silentSince), sql`${reportingDevices.lastSeenAt} > ${reportingDevices.silentSince}`))
      .returning();
    if (device === undefined) return false;
    await recordDeviceAlert(tx, device, "device_back", device.lastSeenAt, now);
    return true;
  });

/** Looks at every watched device at `now`: reports the newly silent and those back. Answers the alerts recorded. */
export const checkSilentDevices = async (db: ShopDatabase, now: number): Promise<number> => {
  // Only candidates leave the database: quiet for longer than their interval (whatever the hours), or silent and heard since.
  const candidates = await db
    .select({
      id: reportingDevices.id,
      lastSeenAt: reportingDevices.lastSeenAt,
      silentSince: reportingDevices.silentSince,
      expectedIntervalMinutes: reportingDevices.expectedIntervalMinutes,
      ignoreBefore: reportingLocations.ignoreBefore,
      ignoreAfter: reportingLocations.ignoreAfter,
      timeZone: reportingLocations.timeZone,
    })
    .from(reportingDevices)
    .innerJoin(reportingLocations, eq(reportingLocations.id, reportingDevices.locationId))
    .where(
      or(
        and(
          isNull(reportingDevices.silentSince),
          eq(reportingDevices.isActive, true),
          eq(reportingLocations.isActive, true),
          sql`${reportingDevices.lastSeenAt} < ${new Date(now).toISOString()}::timestamptz - make_interval(mins => ${reportingDevices.expectedIntervalMinutes})`,
        ),
        and(isNotNull(reportingDevices.silentSince), sql`${reportingDevices.lastSeenAt} > ${reportingDevices.silentSince}`),
      ),
    );
  let told = 0;
  for (const device of candidates) {
    if (device.silentSince !== null) {
      if (await reportBack(db, device.id, now)) told += 1;
    } else if (device.lastSeenAt !== null && isDeviceSilent(device.lastSeenAt.getTime(), now, device.expectedIntervalMinutes, device)) {
      if (await reportSilent(db, device.id, device.lastSeenAt, now)) told += 1;
    }
  }
  return told;
};
