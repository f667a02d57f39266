import { desc, eq } from "drizzle-orm";
import { Effect } from "effect";
import { DEFAULT_ALERTS_LISTED, type AlertKind, type AlertRecord } from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { reportingAlerts, reportingDevices } from "../db/schema.ts";
import type { ReportingAccount } from "./accounts.ts";
import { visibleLocation } from "./locations.ts";

/*
 * GET /reporting/api/locations/{id}/alerts (issue 36): the location's alert history, newest
 * first, for those who may see its counts; another company's location is 404 (visibleLocation).
 */

export const listLocationAlerts = (db: ShopDatabase, account: ReportingAccount, id: number, limit: number | undefined) =>
  Effect.gen(function* () {
    yield* visibleLocation(db, account, id);
    const rows = yield* Effect.promise(() =>
      db
        .select({ alert: reportingAlerts, deviceName: reportingDevices.name })
        .from(reportingAlerts)
        .leftJoin(reportingDevices, eq(reportingDevices.id, reportingAlerts.deviceId))
        .where(eq(reportingAlerts.locationId, id))
        .orderBy(desc(reportingAlerts.at), desc(reportingAlerts.id))
        .limit(limit ?? DEFAULT_ALERTS_LISTED),
    );
    return rows.map(
      ({ alert, deviceName }): AlertRecord => ({
        id: alert.id,
        location: alert.locationId,
        kind: alert.kind as AlertKind,
        at: alert.at.toISOString(),
        device: alert.deviceId,
        device_name: deviceName,
        occupancy: alert.occupancy,
        recipients: alert.recipients,
      }),
    );
  });
