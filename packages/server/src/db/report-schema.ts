/**
 * Tables of the scheduled reports (issue 15), re-exported by schema.ts.
 *
 * `reporting_reports` holds the definitions. `reporting_report_runs` is a job table (see
 * jobs/columns.ts and jobs/claim-loop.ts): one row per (report, period), made unique by its key,
 * so however many instances schedule the same night, or schedule it again after a restart, one
 * row exists and it is claimed by one instance at a time. Its work builds the file and, in ONE
 * transaction, puts one outbox message per recipient (the file attached through
 * `outbox.report_run_id`) and marks the run enqueued (`enqueued_at`); a retry after that
 * transaction finds `enqueued_at` set and sends nothing again.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { jobColumns } from "../jobs/columns.ts";
import { reportingCompanies, reportingLocations } from "./reporting-schema.ts";
import { users } from "./schema.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A report definition (SPEC 3): what to count, for whom, when and in which file format. */
export const reportingReports = pgTable(
  "reporting_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    custNo: text("cust_no")
      .notNull()
      .references(() => reportingCompanies.custNo),
    /** The author; level 1 accounts see only their own. */
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    report: text("report").notNull(),
    description: text("description").notNull().default(""),
    locationId: integer("location_id")
      .notNull()
      .references(() => reportingLocations.id, { onDelete: "cascade" }),
    /** One device of the location, or null for all (no foreign key: a deleted device empties the report). */
    deviceId: integer("device_id"),
    recipients: jsonb("recipients").$type<string[]>().notNull(),
    maxRowsInEmail: integer("max_rows_in_email").notNull().default(50),
    interval: text("interval").notNull(),
    period: text("period").notNull(),
    /** '0'..'6', 'D', 'M', 'Y' or 'adhoc'. */
    trigger: text("trigger").notNull(),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    format: text("format").notNull(),
    language: text("language").notNull().default("en"),
    contactName: text("contact_name").notNull().default(""),
    contactEmail: text("contact_email").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    /** When a scheduled send last went into the outbox. */
    lastsent: timestamp("lastsent", { withTimezone: true }),
    /** The last local date the scheduler has looked at: catch-up starts the day after. */
    scheduledThrough: date("scheduled_through", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("reporting_reports_company_idx").on(table.custNo),
    check("reporting_reports_format_check", sql`${table.format} IN ('csv', 'pdf', 'xlsx')`),
    check("reporting_reports_interval_check", sql`${table.interval} IN ('automatic', 'h', 'D', 'M', 'Y')`),
    check("reporting_reports_period_check", sql`${table.period} IN ('D', 'W', 'M', 'Y', 'custom')`),
    check("reporting_reports_trigger_check", sql`${table.trigger} IN ('0', '1', '2', '3', '4', '5', '6', 'D', 'M', 'Y', 'adhoc')`),
  ],
);

/** One scheduled send of a report for one period: a job row (claim-loop.ts). */
export const reportingReportRuns = pgTable(
  "reporting_report_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer("report_id")
      .notNull()
      .references(() => reportingReports.id, { onDelete: "cascade" }),
    /** The period, local dates [from, to) of the location. */
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    /** The local date it became due (catch-up sends the oldest first). */
    dueOn: date("due_on", { mode: "string" }).notNull(),
    ...jobColumns(),
    /** Set in the transaction that put the messages in the outbox: the exactly-once guard. */
    enqueuedAt: timestamp("enqueued_at", { withTimezone: true }),
    /** A "send now" of a user (not a scheduled job): not unique per period, never claimed. */
    manual: boolean("manual").notNull().default(false),
    /** The built file (base64), attached to each recipient's message. */
    fileName: text("file_name"),
    contentType: text("content_type"),
    fileBase64: text("file_base64"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("reporting_report_runs_period_unique").on(table.reportId, table.periodFrom, table.periodTo).where(sql`NOT ${table.manual}`),
    check("reporting_report_runs_status_check", sql`${table.status} IN ('pending', 'sent', 'failed')`),
    index("reporting_report_runs_due_idx").on(table.runAfter, table.id).where(sql`${table.status} = 'pending'`),
  ],
);
