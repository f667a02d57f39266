import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { Clock, Effect } from "effect";
import {
  addDays,
  isReportKindSupported,
  levelAbilities,
  localDate,
  MAX_REPORTS_PER_COMPANY,
  REPORT_DEFAULTS,
  reportProblems,
  type ReportCreate,
  type ReportFormat,
  type ReportInterval,
  type ReportKind,
  type ReportPeriod,
  type ReportRecord,
  type ReportTrigger,
  type ReportUpdate,
} from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { companies, outbox, reportingLocations, reportingReportRuns, reportingReports } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { invalidFields } from "../handlers/refusals.ts";
import { refuseTooManyRequests } from "../handlers/too-many-requests.ts";
import type { ReportingAccount } from "./accounts.ts";
import { listedCompany } from "./access.ts";
import { visibleDevice } from "./devices.ts";
import { visibleLocation } from "./locations.ts";
import { admitRecipients } from "./outside-recipients.ts";

/*
 * Report definitions (issue 15): CRUD with the level rules of issue 14 (level 1 its own,
 * level 2 its company's, level 5 every company's) and company isolation (another company's
 * report, or another user's for level 1, is 404). A report belongs to its location's company.
 * Its recipients are bounded by the company's outside addresses of the day (outside-recipients.ts).
 */

export type ReportRow = typeof reportingReports.$inferSelect;
type RunRow = typeof reportingReportRuns.$inferSelect;

const now = Clock.currentTimeMillis;

const triggerOf = (text: string): ReportTrigger => (/^[0-6]$/.test(text) ? (Number(text) as ReportTrigger) : (text as ReportTrigger));

/** A scheduled run whose period a "send now" had already mailed to every recipient: done, with no message of its own (report-runs.ts). */
export type SkippedRuns = ReadonlySet<number>;

/** A definition's version (and ETag): its last change's instant, which every change moves on (updateReport). */
export const reportVersion = (row: Pick<ReportRow, "updatedAt">): string => `"${row.updatedAt.getTime().toString(36)}"`;

export const reportRecord = (row: ReportRow, run: RunRow | undefined, skipped: SkippedRuns = new Set()): ReportRecord => ({
  id: row.id,
  company: row.custNo,
  owner: row.ownerUserId,
  report: row.report as ReportKind,
  description: row.description,
  location: row.locationId,
  device: row.deviceId,
  recipient: row.recipients,
  max_rows_in_email: row.maxRowsInEmail,
  interval: row.interval as ReportInterval,
  period: row.period as ReportPeriod,
  trigger: triggerOf(row.trigger),
  start_date: row.startDate,
  end_date: row.endDate,
  format: row.format as ReportFormat,
  language: row.language as ReportRecord["language"],
  contact_name: row.contactName,
  contact_email: row.contactEmail,
  is_active: row.isActive,
  lastsent: row.lastsent === null ? null : row.lastsent.toISOString(),
  version: reportVersion(row),
  last_run:
    run === undefined
      ? null
      : {
          from: run.periodFrom,
          to: run.periodTo,
          status: run.status === "sent" && skipped.has(run.id) ? "skipped" : (run.status as "pending" | "sent" | "failed"),
          attempts: run.attempts,
          error: run.lastError,
        },
});

/** The columns a payload sets (only the fields it carries). */
const reportColumns = (fields: ReportUpdate) =>
  Object.fromEntries(
    Object.entries({
      report: fields.report,
      description: fields.description,
      locationId: fields.location,
      deviceId: fields.device,
      recipients: fields.recipient === undefined ? undefined : [...new Set(fields.recipient.map((address) => address.trim()))],
      maxRowsInEmail: fields.max_rows_in_email,
      interval: fields.interval,
      period: fields.period,
      trigger: fields.trigger === undefined ? undefined : String(fields.trigger),
      startDate: fields.start_date,
      endDate: fields.end_date,
      format: fields.format,
      language: fields.language,
      contactName: fields.contact_name,
      contactEmail: fields.contact_email?.trim(),
      isActive: fields.is_active,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<typeof reportingReports.$inferInsert>;

/** The latest scheduled run of each report (for the list's status column). */
const lastRuns = async (db: ShopDatabase, ids: ReadonlyArray<number>): Promise<Map<number, RunRow>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reportingReportRuns)
    .where(and(inArray(reportingReportRuns.reportId, [...ids]), eq(reportingReportRuns.manual, false)))
    .orderBy(asc(reportingReportRuns.reportId), desc(reportingReportRuns.dueOn), desc(reportingReportRuns.id));
  const latest = new Map<number, RunRow>();
  for (const row of rows) if (!latest.has(row.reportId)) latest.set(row.reportId, row);
  return latest;
};

/** Of these sent runs, those that put no message in the outbox: skipped as already sent. */
const skippedOf = async (db: ShopDatabase, runs: ReadonlyArray<RunRow>): Promise<SkippedRuns> => {
  const sent = runs.filter((run) => run.status === "sent").map((run) => run.id);
  if (sent.length === 0) return new Set();
  const withMessages = await db.selectDistinct({ runId: outbox.reportRunId }).from(outbox).where(inArray(outbox.reportRunId, sent));
  const mailed = new Set(withMessages.map((row) => row.runId));
  return new Set(sent.filter((id) => !mailed.has(id)));
};

const withRuns = async (db: ShopDatabase, rows: ReadonlyArray<ReportRow>): Promise<ReportRecord[]> => {
  const runs = await lastRuns(db, rows.map((row) => row.id));
  const skipped = await skippedOf(db, [...runs.values()]);
  return rows.map((row) => reportRecord(row, runs.get(row.id), skipped));
};

/** True when the caller may see this report: level 1 its own, 2 its company's, 5 all. */
const seesReport = (account: ReportingAccount, row: ReportRow): boolean => {
  const scope = levelAbilities(account.level).reports;
  if (scope === "all") return true;
  if (row.custNo !== account.company) return false;
  return scope === "company" || (scope === "own" && row.ownerUserId === account.userId);
};

/** A report the caller may see, else 404 (another company's or, for level 1, another user's). */
export const visibleReport = (db: ShopDatabase, account: ReportingAccount, id: number) =>
  Effect.gen(function* () {
    const [row] = yield* Effect.promise(() => db.select().from(reportingReports).where(eq(reportingReports.id, id)).limit(1));
    if (row === undefined || !seesReport(account, row)) return yield* refuse.notFound("reports.not_found", { id }, account.language);
    return row;
  });

export const getReport = (db: ShopDatabase, account: ReportingAccount, id: number) =>
  Effect.flatMap(visibleReport(db, account, id), (row) => Effect.promise(() => withRuns(db, [row]).then(([record]) => record!)));

export const listReports = (db: ShopDatabase, account: ReportingAccount, requested: string | undefined) =>
  Effect.gen(function* () {
    const company = yield* listedCompany(account, requested);
    const conditions: SQL[] = [];
    if (company !== null) conditions.push(eq(reportingReports.custNo, company));
    if (levelAbilities(account.level).reports === "own") conditions.push(eq(reportingReports.ownerUserId, account.userId));
    const rows = yield* Effect.promise(() =>
      db.select().from(reportingReports).where(and(...conditions)).orderBy(asc(reportingReports.custNo), asc(reportingReports.id)),
    );
    return yield* Effect.promise(() => withRuns(db, rows));
  });

/** 400 for the two unsupported self-check kinds, saying so; 400 naming the field for any other problem. */
const checkReport = (account: ReportingAccount, report: ReportUpdate) =>
  Effect.gen(function* () {
    if (report.report !== undefined && !isReportKindSupported(report.report)) {
      return yield* refuse.badRequest("reports.unsupported", { field: "report", report: report.report }, account.language);
    }
    const problems = reportProblems(report);
    if (Object.keys(problems).length > 0) return yield* invalidFields(problems);
  });

/** The location (visible to the caller) and, when given, a device of it (else 400 on `device`). */
const placeOf = (db: ShopDatabase, account: ReportingAccount, location: number, device: number | null) =>
  Effect.gen(function* () {
    const found = yield* visibleLocation(db, account, location, "location");
    if (device !== null) {
      const named = yield* visibleDevice(db, account, device);
      if (named.device.locationId !== location) return yield* refuse.badRequest("reporting.not_found.device", { field: "device", id: device }, account.language);
    }
    return found.location;
  });

type Tx = Parameters<Parameters<ShopDatabase["transaction"]>[0]>[0];

/** Holds the company's row until the transaction ends: counts of its reports and recipients are then exact. */
const lockCompany = (tx: Tx, custNo: string) => tx.select({ custNo: companies.custNo }).from(companies).where(eq(companies.custNo, custNo)).for("update");

/** 429 until tomorrow (UTC): the company's reports reached their outside addresses of the day. */
const tooManyRecipients = (account: ReportingAccount, retryAfterSeconds: number) =>
  refuseTooManyRequests("reports.too_many_recipients", retryAfterSeconds, account.language);

export const createReport = (db: ShopDatabase, account: ReportingAccount, payload: ReportCreate) =>
  Effect.gen(function* () {
    const fields = { ...REPORT_DEFAULTS, ...payload };
    yield* checkReport(account, fields);
    const location = yield* placeOf(db, account, fields.location, fields.device);
    const at = new Date(yield* now);
    const created = yield* Effect.promise(() =>
      db.transaction(async (tx) => {
        // Counted under the company's row lock: two creations at once cannot both take the last place.
        await lockCompany(tx, location.custNo);
        const [kept] = await tx.select({ reports: count() }).from(reportingReports).where(eq(reportingReports.custNo, location.custNo));
        if ((kept?.reports ?? 0) >= MAX_REPORTS_PER_COMPANY) return { outcome: "too_many" } as const;
        const retryAfterSeconds = await admitRecipients(tx, location.custNo, fields.recipient, at);
        if (retryAfterSeconds > 0) return { outcome: "too_many_recipients", retryAfterSeconds } as const;
        const [inserted] = await tx
          .insert(reportingReports)
          .values({
            ...(reportColumns(fields) as typeof reportingReports.$inferInsert),
            custNo: location.custNo,
            ownerUserId: account.userId,
            // The scheduler looks at days after this one: today is the first day the report may be due.
            scheduledThrough: addDays(localDate(at.getTime(), location.timeZone), -1),
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        return { outcome: "created", row: inserted! } as const;
      }),
    );
    if (created.outcome === "too_many") return yield* refuse.conflict("reports.too_many", { max: MAX_REPORTS_PER_COMPANY }, account.language);
    if (created.outcome === "too_many_recipients") return yield* tooManyRecipients(account, created.retryAfterSeconds);
    return reportRecord(created.row, undefined);
  });

/**
 * Changes the fields given. With `ifMatch` (the version the change was made on; `*` any), a
 * definition changed since is refused (412 `reports.changed`), checked under the row's lock so
 * two saves of one version cannot both pass.
 */
export const updateReport = (db: ShopDatabase, account: ReportingAccount, id: number, payload: ReportUpdate, ifMatch?: string) =>
  Effect.gen(function* () {
    const found = yield* visibleReport(db, account, id);
    const { lastsent: _lastsent, last_run: _run, id: _id, company: _company, owner: _owner, ...current } = reportRecord(found, undefined);
    const merged = { ...current, ...payload };
    yield* checkReport(account, merged);
    const location = yield* placeOf(db, account, merged.location, merged.device);
    if (location.custNo !== found.custNo) return yield* refuse.notFound("reporting.not_found.location", { field: "location", id: merged.location }, account.language);
    const at = new Date(yield* now);
    const updated = yield* Effect.promise(() =>
      db.transaction(async (tx) => {
        const [locked] = await tx.select().from(reportingReports).where(eq(reportingReports.id, id)).for("update");
        if (locked === undefined) return { outcome: "gone" } as const;
        if (ifMatch !== undefined && ifMatch !== "*" && ifMatch !== reportVersion(locked)) return { outcome: "changed" } as const;
        const columns = reportColumns(payload);
        // Nothing to change: the report and its version stay as they are.
        if (Object.keys(columns).length === 0) return { outcome: "updated", row: locked } as const;
        if (payload.recipient !== undefined) {
          await lockCompany(tx, found.custNo);
          const retryAfterSeconds = await admitRecipients(tx, found.custNo, payload.recipient, at);
          if (retryAfterSeconds > 0) return { outcome: "too_many_recipients", retryAfterSeconds } as const;
        }
        const [row] = await tx
          .update(reportingReports)
          // A later instant than the last change's, so the version moves on even within one millisecond.
          .set({ ...columns, updatedAt: new Date(Math.max(at.getTime(), locked.updatedAt.getTime() + 1)) })
          .where(eq(reportingReports.id, id))
          .returning();
        return { outcome: "updated", row: row! } as const;
      }),
    );
    if (updated.outcome === "gone") return yield* refuse.notFound("reports.not_found", { id }, account.language);
    if (updated.outcome === "changed") return yield* refuse.preconditionFailed("reports.changed", { id }, account.language);
    if (updated.outcome === "too_many_recipients") return yield* tooManyRecipients(account, updated.retryAfterSeconds);
    const [record] = yield* Effect.promise(() => withRuns(db, [updated.row]));
    return record!;
  });

export const deleteReport = (db: ShopDatabase, account: ReportingAccount, id: number) =>
  Effect.gen(function* () {
    yield* visibleReport(db, account, id);
    yield* Effect.promise(() => db.delete(reportingReports).where(eq(reportingReports.id, id)));
  });

/** The report's location row (for building it). */
export const reportLocation = async (db: ShopDatabase, report: ReportRow) => {
  const [location] = await db.select().from(reportingLocations).where(eq(reportingLocations.id, report.locationId)).limit(1);
  return location!;
};
