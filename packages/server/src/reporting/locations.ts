import { and, asc, count, eq, type SQL } from "drizzle-orm";
import { Clock, Effect } from "effect";
import {
  levelAllows,
  LOCATION_DEFAULTS,
  locationProblems,
  type LocationCreate,
  type LocationRecord,
  type LocationUpdate,
  type OccMode,
} from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { companies, reportingCompanies, reportingDevices, reportingLocations } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { invalidFields } from "../handlers/refusals.ts";
import type { ReportingAccount } from "./accounts.ts";
import { isSuperAdmin, listedCompany, seesCompany } from "./access.ts";
import { admitAlertRecipients, alertRecipientsOf } from "./alert-recipients.ts";
import { forgetPublicSlug } from "./public-occupancy.ts";
import { publicSettingsColumns } from "./public-settings.ts";

/*
 * Locations: the sites whose visitors are counted, each with its time zone, counting hours and
 * occupancy thresholds. Every write is checked with core's locationProblems first.
 */

export type LocationRow = typeof reportingLocations.$inferSelect;

const now = Clock.currentTimeMillis.pipe(Effect.map((millis) => new Date(millis)));

/** The public page's settings (issue 36), for the answers of those who may change them. */
const publicSettingsOf = (row: LocationRow) => ({
  public: row.isPublic,
  public_slug: row.publicSlug,
  public_embed_origins: row.publicEmbedOrigins,
});

/** A location as the contract gives it; `managed`: the reader may change it, so sees its public page's settings. */
export const locationRecord = (row: LocationRow, organisation: string, managed = false): LocationRecord => ({
  id: row.id,
  company: row.custNo,
  organisation,
  name: row.name,
  description: row.description,
  timeZone: row.timeZone,
  occ_mode: row.occMode as OccMode,
  optimal_balance: row.optimalBalance,
  balance_orange: row.balanceOrange,
  balance_red: row.balanceRed,
  stats_available_from: row.statsAvailableFrom,
  ignore_before: row.ignoreBefore,
  ignore_after: row.ignoreAfter,
  image: row.image,
  order: row.sortOrder,
  is_active: row.isActive,
  contact_name: row.contactName,
  contact_email: row.contactEmail,
  alert_recipients: row.alertRecipients,
  ...(managed ? publicSettingsOf(row) : {}),
});

/** The columns a payload sets (only the fields it carries). */
const locationColumns = (fields: LocationUpdate) =>
  Object.fromEntries(
    Object.entries({
      name: fields.name?.trim(),
      description: fields.description,
      timeZone: fields.timeZone?.trim(),
      occMode: fields.occ_mode,
      optimalBalance: fields.optimal_balance,
      balanceOrange: fields.balance_orange,
      balanceRed: fields.balance_red,
      statsAvailableFrom: fields.stats_available_from,
      ignoreBefore: fields.ignore_before,
      ignoreAfter: fields.ignore_after,
      image: fields.image === undefined || fields.image === null ? fields.image : fields.image.trim() || null,
      sortOrder: fields.order,
      isActive: fields.is_active,
      contactName: fields.contact_name,
      contactEmail: fields.contact_email?.trim(),
      alertRecipients: fields.alert_recipients === undefined ? undefined : alertRecipientsOf(fields.alert_recipients),
    }).filter(([, value]) => value !== undefined),
  ) as Partial<typeof reportingLocations.$inferInsert>;

const selectLocations = (db: ShopDatabase, where: SQL | undefined) =>
  db
    .select({ location: reportingLocations, organisation: companies.organisationId })
    .from(reportingLocations)
    .innerJoin(companies, eq(companies.custNo, reportingLocations.custNo))
    .where(where)
    .orderBy(asc(reportingLocations.custNo), asc(reportingLocations.sortOrder), asc(reportingLocations.id));

/** The locations of `company`, or of every company (null). */
export const locationsOf = (db: ShopDatabase, company: string | null) =>
  selectLocations(db, company === null ? undefined : eq(reportingLocations.custNo, company));

/** A location the caller may see, else 404 (another company's included). */
export const visibleLocation = (db: ShopDatabase, account: ReportingAccount, id: number, field?: string) =>
  Effect.gen(function* () {
    const [found] = yield* Effect.promise(() => selectLocations(db, eq(reportingLocations.id, id)).limit(1));
    if (found === undefined || !seesCompany(account, found.location.custNo)) {
      return yield* refuse.notFound("reporting.not_found.location", field === undefined ? { id } : { id, field }, account.language);
    }
    return found;
  });

export const listLocations = (db: ShopDatabase, account: ReportingAccount, requested: string | undefined) =>
  Effect.gen(function* () {
    const company = yield* listedCompany(account, requested);
    const rows = yield* Effect.promise(() => locationsOf(db, company));
    const managed = levelAllows(account.level, "manage");
    return rows.map((row) => locationRecord(row.location, row.organisation, managed));
  });

/**
 * The company a new record goes to: the caller's own; a super administrator must name one
 * (`company`), anyone else may name only their own. 404 for a company that is not a reporting one.
 */
export const targetCompany = (db: ShopDatabase, account: ReportingAccount, requested: string | undefined) =>
  Effect.gen(function* () {
    if (!isSuperAdmin(account)) {
      if (requested !== undefined && requested !== account.company) {
        return yield* refuse.forbidden("reporting.level.company", { field: "company" }, account.language);
      }
      return account.company;
    }
    if (requested === undefined) return yield* refuse.badRequest("forms.validation.required", { field: "company" }, account.language);
    const [known] = yield* Effect.promise(() =>
      db.select({ custNo: reportingCompanies.custNo }).from(reportingCompanies).where(eq(reportingCompanies.custNo, requested)).limit(1),
    );
    if (known === undefined) return yield* refuse.notFound("reporting.not_found.company", { field: "company" }, account.language);
    return requested;
  });

export const createLocation = (db: ShopDatabase, account: ReportingAccount, payload: LocationCreate) =>
  Effect.gen(function* () {
    const { company: requested, ...fields } = payload;
    const company = yield* targetCompany(db, account, requested);
    const problems = locationProblems({ ...LOCATION_DEFAULTS, ...fields });
    if (Object.keys(problems).length > 0) return yield* invalidFields(problems);
    yield* admitAlertRecipients(db, account, company, fields.alert_recipients);
    const at = yield* now;
    const [row] = yield* Effect.promise(() =>
      db
        .insert(reportingLocations)
        .values({ ...locationColumns(fields), custNo: company, name: fields.name.trim(), timeZone: fields.timeZone.trim(), createdAt: at, updatedAt: at })
        .returning(),
    );
    const [organisation] = yield* Effect.promise(() =>
      db.select({ id: companies.organisationId }).from(companies).where(eq(companies.custNo, company)).limit(1),
    );
    return locationRecord(row!, organisation!.id, true);
  });

export const updateLocation = (db: ShopDatabase, account: ReportingAccount, id: number, payload: LocationUpdate) =>
  Effect.gen(function* () {
    const found = yield* visibleLocation(db, account, id);
    const problems = locationProblems({ ...locationRecord(found.location, found.organisation), ...payload });
    if (Object.keys(problems).length > 0) return yield* invalidFields(problems);
    const publicColumns = yield* publicSettingsColumns(found.location, payload, account.language);
    yield* admitAlertRecipients(db, account, found.location.custNo, payload.alert_recipients);
    const at = yield* now;
    const [row] = yield* Effect.promise(() =>
      db
        .update(reportingLocations)
        .set({ ...locationColumns(payload), ...publicColumns, updatedAt: at })
        .where(eq(reportingLocations.id, id))
        .returning(),
    );
    // Made private (or changed): this instance's public answers forget it at once (public-occupancy.ts).
    forgetPublicSlug(db, row!.publicSlug);
    return locationRecord(row!, found.organisation, true);
  });

/** Deletes a location without devices (409 while it has some: their history would go with it). */
export const deleteLocation = (db: ShopDatabase, account: ReportingAccount, id: number) =>
  Effect.gen(function* () {
    const found = yield* visibleLocation(db, account, id);
    const [devices] = yield* Effect.promise(() =>
      db.select({ count: count() }).from(reportingDevices).where(eq(reportingDevices.locationId, id)),
    );
    if ((devices?.count ?? 0) > 0) return yield* refuse.conflict("reporting.conflict.location_has_devices", { devices: devices!.count }, account.language);
    yield* Effect.promise(() => db.delete(reportingLocations).where(and(eq(reportingLocations.id, id))));
    forgetPublicSlug(db, found.location.publicSlug);
  });
