import { randomBytes } from "node:crypto";
import { asc, eq, type SQL } from "drizzle-orm";
import { Clock, Effect } from "effect";
import {
  deviceProblems,
  LICENCE_FIELDS,
  type DeviceCreate,
  type DeviceCreated,
  type DeviceLicenseState,
  type DeviceRecord,
  type DeviceType,
  type DeviceUpdate,
} from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { companies, reportingCounts, reportingDevices, reportingEvents } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { invalidFields } from "../handlers/refusals.ts";
import type { ReportingAccount } from "./accounts.ts";
import { isSuperAdmin, listedCompany, seesCompany } from "./access.ts";
import { deviceTokenHash } from "./authorization.ts";
import { visibleLocation } from "./locations.ts";

/*
 * Devices: gates, counters, sensors and self-check kiosks, each at a location of its company.
 * A device authenticates with its own token, shown once when it is created or rotated; only
 * the token's hash is stored. Licence fields belong to super administrators.
 */

export type DeviceRow = typeof reportingDevices.$inferSelect;

const now = Clock.currentTimeMillis.pipe(Effect.map((millis) => new Date(millis)));

/** A new random device token (`pcd_` + 32 random bytes). */
export const newDeviceToken = (): string => `pcd_${randomBytes(32).toString("base64url")}`;

export const deviceRecord = (row: DeviceRow, organisation: string): DeviceRecord => ({
  id: row.id,
  company: row.custNo,
  organisation,
  device: row.name,
  device_type: row.deviceType as DeviceType,
  location: row.locationId,
  timeZone: row.timeZone,
  paused: row.paused,
  image: row.image,
  order: row.sortOrder,
  is_active: row.isActive,
  license_purchase_id: row.licensePurchaseId,
  license_state: row.licenseState as DeviceLicenseState,
  last_license_transaction: row.lastLicenseTransaction,
  rt_id: row.rtId,
  receipt_footer: row.receiptFooter,
  last_known_ip: row.lastKnownIp,
  last_seen_at: row.lastSeenAt?.toISOString() ?? null,
  expected_interval_minutes: row.expectedIntervalMinutes,
  silent_since: row.silentSince?.toISOString() ?? null,
});

const deviceColumns = (fields: DeviceUpdate) =>
  Object.fromEntries(
    Object.entries({
      name: fields.device?.trim(),
      deviceType: fields.device_type,
      locationId: fields.location,
      timeZone: fields.timeZone?.trim(),
      paused: fields.paused,
      image: fields.image === undefined || fields.image === null ? fields.image : fields.image.trim() || null,
      sortOrder: fields.order,
      isActive: fields.is_active,
      licensePurchaseId: fields.license_purchase_id,
      licenseState: fields.license_state,
      lastLicenseTransaction: fields.last_license_transaction,
      rtId: fields.rt_id,
      receiptFooter: fields.receipt_footer,
      expectedIntervalMinutes: fields.expected_interval_minutes,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<typeof reportingDevices.$inferInsert>;

const selectDevices = (db: ShopDatabase, where: SQL | undefined) =>
  db
    .select({ device: reportingDevices, organisation: companies.organisationId })
    .from(reportingDevices)
    .innerJoin(companies, eq(companies.custNo, reportingDevices.custNo))
    .where(where)
    .orderBy(asc(reportingDevices.custNo), asc(reportingDevices.locationId), asc(reportingDevices.sortOrder), asc(reportingDevices.id));

/** The devices of `company`, or of every company (null). */
export const devicesOf = (db: ShopDatabase, company: string | null) =>
  selectDevices(db, company === null ? undefined : eq(reportingDevices.custNo, company));

/** A device the caller may see, else 404. */
export const visibleDevice = (db: ShopDatabase, account: ReportingAccount, id: number) =>
  Effect.gen(function* () {
    const [found] = yield* Effect.promise(() => selectDevices(db, eq(reportingDevices.id, id)).limit(1));
    if (found === undefined || !seesCompany(account, found.device.custNo)) {
      return yield* refuse.notFound("reporting.not_found.device", { id }, account.language);
    }
    return found;
  });

export const listDevices = (db: ShopDatabase, account: ReportingAccount, requested: string | undefined) =>
  Effect.gen(function* () {
    const company = yield* listedCompany(account, requested);
    const rows = yield* Effect.promise(() => devicesOf(db, company));
    return rows.map((row) => deviceRecord(row.device, row.organisation));
  });

/** 403 when someone below super administrator would change a licence field. */
const checkLicenceFields = (account: ReportingAccount, payload: DeviceUpdate, current: Partial<DeviceRecord>) => {
  if (isSuperAdmin(account)) return Effect.void;
  const changed = LICENCE_FIELDS.find((field) => payload[field] !== undefined && payload[field] !== (current[field] ?? null));
  return changed === undefined ? Effect.void : Effect.fail(refuse.forbidden("reporting.level.licences", { field: changed }, account.language));
};

const DEVICE_DEFAULT_LICENCE: Partial<DeviceRecord> = { license_purchase_id: null, license_state: "active", last_license_transaction: null };

export const createDevice = (db: ShopDatabase, account: ReportingAccount, payload: DeviceCreate) =>
  Effect.gen(function* () {
    const { location } = yield* visibleLocation(db, account, payload.location, "location");
    yield* checkLicenceFields(account, payload, DEVICE_DEFAULT_LICENCE);
    const timeZone = payload.timeZone?.trim() || location.timeZone;
    const problems = deviceProblems({ ...payload, timeZone });
    if (Object.keys(problems).length > 0) return yield* invalidFields(problems);
    const token = newDeviceToken();
    const at = yield* now;
    const [row] = yield* Effect.promise(() =>
      db
        .insert(reportingDevices)
        .values({
          ...deviceColumns(payload),
          custNo: location.custNo,
          locationId: location.id,
          name: payload.device.trim(),
          deviceType: payload.device_type,
          timeZone,
          tokenHash: deviceTokenHash(token),
          createdAt: at,
          updatedAt: at,
        })
        .returning(),
    );
    const [organisation] = yield* Effect.promise(() =>
      db.select({ id: companies.organisationId }).from(companies).where(eq(companies.custNo, location.custNo)).limit(1),
    );
    return { ...deviceRecord(row!, organisation!.id), token } satisfies DeviceCreated;
  });

export const updateDevice = (db: ShopDatabase, account: ReportingAccount, id: number, payload: DeviceUpdate) =>
  Effect.gen(function* () {
    const found = yield* visibleDevice(db, account, id);
    const current = deviceRecord(found.device, found.organisation);
    yield* checkLicenceFields(account, payload, current);
    // Moving to another location: one the caller sees; the device follows its company.
    const moved = payload.location === undefined || payload.location === found.device.locationId ? null : yield* visibleLocation(db, account, payload.location, "location");
    const problems = deviceProblems({ ...current, ...payload });
    if (Object.keys(problems).length > 0) return yield* invalidFields(problems);
    const at = yield* now;
    const [row] = yield* Effect.promise(() =>
      db
        .update(reportingDevices)
        .set({ ...deviceColumns(payload), ...(moved === null ? {} : { custNo: moved.location.custNo }), updatedAt: at })
        .where(eq(reportingDevices.id, id))
        .returning(),
    );
    return deviceRecord(row!, moved?.organisation ?? found.organisation);
  });

/** Deletes a device with its events and counts (the big tables have no foreign keys to cascade). */
export const deleteDevice = (db: ShopDatabase, account: ReportingAccount, id: number) =>
  Effect.gen(function* () {
    yield* visibleDevice(db, account, id);
    yield* Effect.promise(() =>
      db.transaction(async (tx) => {
        await tx.delete(reportingEvents).where(eq(reportingEvents.deviceId, id));
        await tx.delete(reportingCounts).where(eq(reportingCounts.deviceId, id));
        await tx.delete(reportingDevices).where(eq(reportingDevices.id, id));
      }),
    );
  });

/** Gives a device a new token; the old one stops working at once. */
export const rotateDeviceToken = (db: ShopDatabase, account: ReportingAccount, id: number) =>
  Effect.gen(function* () {
    yield* visibleDevice(db, account, id);
    const token = newDeviceToken();
    const at = yield* now;
    yield* Effect.promise(() => db.update(reportingDevices).set({ tokenHash: deviceTokenHash(token), updatedAt: at }).where(eq(reportingDevices.id, id)));
    return { device: id, token };
  });
