import { sql } from "drizzle-orm";
import {
  buildReportingHistory,
  REPORTING_SEED_COMPANIES,
  REPORTING_SEED_DEVICES,
  REPORTING_SEED_LOCATIONS,
  REPORTING_SEED_USERS,
} from "@proshop/fixtures/seed/reporting/index";
import { EVENT_KINDS } from "@proshop/core";
import type { ShopTransaction } from "../db/client.ts";
import { companies, reportingAccounts, reportingCompanies, reportingDevices, reportingLocations, users } from "../db/schema.ts";
import { deviceTokenHash } from "./authorization.ts";
import { KIND_COLUMNS } from "./rollup-sql.ts";

/*
 * The reporting demo of the README (fixtures/src/seed/reporting): library companies in NL and
 * FR, their locations and devices, an account of every level, and a year of generated history
 * per device. The history goes straight into the hourly rollups (what every chart reads), in a
 * few large statements, so a first start stays quick; raw events begin with the devices' first
 * real batch.
 */

/** Rows per statement: large enough to be quick, small enough for any driver's message size. */
const ROLLUP_ROWS_PER_STATEMENT = 20_000;

export const seedReporting = async (tx: ShopTransaction, passwordHashes: ReadonlyMap<string, string>, now: Date): Promise<void> => {
  await tx.insert(companies).values(
    REPORTING_SEED_COMPANIES.map((company) => ({
      custNo: company.custNo,
      name: company.name,
      organisationId: company.organisationId,
      city: company.city,
      country: company.country,
    })),
  );
  await tx.insert(reportingCompanies).values(REPORTING_SEED_COMPANIES.map((company) => ({ custNo: company.custNo })));
  const markets = new Map(REPORTING_SEED_COMPANIES.map((company) => [company.custNo, company.organisationId]));

  const accounts = await tx
    .insert(users)
    .values(
      REPORTING_SEED_USERS.map((user) => ({
        email: user.email,
        passwordHash: passwordHashes.get(user.email)!,
        firstName: user.firstName,
        lastName: user.lastName,
        role: "customer",
        companyCustNo: user.companyCustNo,
        organisationId: markets.get(user.companyCustNo)!,
        language: user.language,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const levels = new Map(REPORTING_SEED_USERS.map((user) => [user.email, user.level]));
  await tx.insert(reportingAccounts).values(accounts.map((account) => ({ userId: account.id, level: levels.get(account.email)! })));

  const locations = await tx
    .insert(reportingLocations)
    .values(
      REPORTING_SEED_LOCATIONS.map((location) => ({
        custNo: location.companyCustNo,
        name: location.name,
        timeZone: location.timeZone,
        optimalBalance: location.optimal,
        balanceOrange: location.orange,
        balanceRed: location.red,
        ignoreBefore: location.ignoreBefore,
        ignoreAfter: location.ignoreAfter,
        sortOrder: location.order,
      })),
    )
    .returning({ id: reportingLocations.id });
  const locationIds = new Map(REPORTING_SEED_LOCATIONS.map((location, index) => [location.key, locations[index]!.id]));

  const devices = await tx
    .insert(reportingDevices)
    .values(
      REPORTING_SEED_DEVICES.map((device) => {
        const location = REPORTING_SEED_LOCATIONS.find((candidate) => candidate.key === device.locationKey)!;
        return {
          custNo: location.companyCustNo,
          locationId: locationIds.get(device.locationKey)!,
          name: device.name,
          deviceType: device.type,
          timeZone: location.timeZone,
          paused: device.paused,
          sortOrder: device.order,
          licensePurchaseId: device.licensePurchaseId,
          licenseState: device.licenseState,
          lastLicenseTransaction: device.lastLicenseTransaction,
          rtId: device.rtId,
          receiptFooter: device.receiptFooter,
          tokenHash: deviceTokenHash(device.token),
        };
      }),
    )
    .returning({ id: reportingDevices.id });

  // One rollup row per device and hour, a column per kind, as the ingest keeps them.
  const rollups = buildReportingHistory(now).flatMap(({ deviceKey, rows }) => {
    const index = REPORTING_SEED_DEVICES.findIndex((device) => device.key === deviceKey);
    const location = locationIds.get(REPORTING_SEED_DEVICES[index]!.locationKey)!;
    const device = devices[index]!.id;
    const hours = new Map<number, Record<string, number | string>>();
    for (const row of rows) {
      let hour = hours.get(row.hour);
      if (hour === undefined) hours.set(row.hour, (hour = { location, device, hour: new Date(row.hour).toISOString() }));
      hour[row.kind] = row.count;
    }
    return [...hours.values()];
  });
  const columns = EVENT_KINDS.map((kind) => `coalesce(${kind}, 0)`).join(", ");
  const types = EVENT_KINDS.map((kind) => `${kind} bigint`).join(", ");
  for (let first = 0; first < rollups.length; first += ROLLUP_ROWS_PER_STATEMENT) {
    const chunk = JSON.stringify(rollups.slice(first, first + ROLLUP_ROWS_PER_STATEMENT));
    await tx.execute(sql`
      INSERT INTO reporting_counts (location_id, hour, device_id, ${KIND_COLUMNS})
      SELECT location, hour, device, ${sql.raw(columns)}
      FROM json_to_recordset(${chunk}::json) AS r(location integer, hour timestamptz, device integer, ${sql.raw(types)})`);
  }
  // Statistics for the planner now, not whenever autovacuum gets to the new table.
  await tx.execute(sql`ANALYZE reporting_counts`);
};
