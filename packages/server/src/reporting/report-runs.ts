import { and, eq, sql } from "drizzle-orm";
import { Context } from "effect";
import { addDays, dueDates, localDate, periodBefore, reportTooLarge, type ReportPeriod, type ReportTrigger } from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { outbox, reportingLocations, reportingReportRuns, reportingReports } from "../db/schema.ts";
import { startJobLoop, type JobLoop, type JobLoopOptions } from "../jobs/claim-loop.ts";
import { JOB_PENDING } from "../jobs/columns.ts";
import type { Log } from "../log.ts";
import { refusalMessage } from "../errors.ts";
import type { BuildPlace, ReportBuilds } from "./report-builds.ts";
import type { ReportFile } from "./report-files/build.ts";
import { reportData } from "./report-files/report-data.ts";
import { periodShown, reportTable, reportTitle, textsOf, type ReportData } from "./report-files/report-table.ts";
import type { ReportRow } from "./reports.ts";

/*
 * Nightly sending of scheduled reports, exactly once per (report, period).
 *
 * 1. The scheduler (every few minutes on every instance, or on demand: POST
 *    /reporting/api/reports/nightly, `proshop report nightly`) looks, for each active report, at
 *    the local days of its location after `scheduled_through` up to today: each due day gives a
 *    period (core's dueDates and periodBefore) and a row in `reporting_report_runs`, inserted
 *    with ON CONFLICT DO NOTHING on the unique (report, period) key. Two instances, a restart or
 *    a second pass therefore add each pair once. Missed nights (downtime) are caught up: every
 *    missed due day gets its row, and the job loop claims them oldest first.
 * 2. The job loop (jobs/claim-loop.ts: FOR UPDATE SKIP LOCKED, a lease, retries with backoff,
 *    'failed' after the last try) works a run: builds the file (in the report builds' worker
 *    threads, report-builds.ts, like a file asked for over HTTP), then in ONE transaction locks the
 *    run, and unless it is already enqueued puts one outbox message per recipient (unique per
 *    run and address) and marks it enqueued and the report's `lastsent`. A crash before that
 *    transaction builds again on the retry; a crash after it finds the run enqueued and sends
 *    nothing twice. The outbox delivers over SMTP (mail-delivery.ts) with the file attached.
 * 3. A period that a "send now" already sent to a recipient is not sent to it again by the
 *    schedule (issue 35: "send now" on Monday morning, then the nightly pass, mailed the week
 *    twice). When every recipient has it, the run is done without a file or a message: it shows
 *    as `skipped` (a sent run without messages, see reports.ts) and the nightly pass counts it.
 *
 * Why the existing job table and not pg-boss: the outbox delivery already runs on it and it
 * works unchanged on PGlite (one process) and PostgreSQL (many instances); pg-boss would add a
 * second queue schema, its own polling and maintenance, for the same guarantee.
 */

export const REPORT_JOB_TABLE = { name: "reporting_report_runs", doneStatus: "sent" } as const;

type RunRow = typeof reportingReportRuns.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const triggerOf = (text: string): ReportTrigger => (/^[0-6]$/.test(text) ? (Number(text) as ReportTrigger) : (text as ReportTrigger));

/** What `scheduleDueReports` did. */
export interface ScheduleResult {
  readonly scheduled: number;
  /** The runs it inserted. */
  readonly ids: readonly number[];
}

/**
 * Adds a run for every due (report, period) not added yet, up to today (or up to `asOf`, a local
 * date, for an operator's replay). Safe to call from any number of instances at once.
 */
export const scheduleDueReports = async (db: ShopDatabase, now: number, asOf?: string): Promise<ScheduleResult> => {
  const reports = await db
    .select({ report: reportingReports, timeZone: reportingLocations.timeZone })
    .from(reportingReports)
    .innerJoin(reportingLocations, eq(reportingLocations.id, reportingReports.locationId))
    .where(eq(reportingReports.isActive, true));
  const ids: number[] = [];
  for (const { report, timeZone } of reports) {
    const today = asOf ?? localDate(now, timeZone);
    const after = asOf !== undefined && addDays(asOf, -1) < report.scheduledThrough ? addDays(asOf, -1) : report.scheduledThrough;
    const definition = {
      trigger: triggerOf(report.trigger),
      period: report.period as ReportPeriod,
      start_date: report.startDate,
      end_date: report.endDate,
    };
    for (const day of dueDates(definition, after, today)) {
      const period = periodBefore(definition, day);
      const inserted = rowsOf<{ id: number }>(
        await db.execute(sql`
          INSERT INTO reporting_report_runs (report_id, period_from, period_to, due_on)
          VALUES (${report.id}, ${period.from}, ${period.to}, ${day})
          ON CONFLICT (report_id, period_from, period_to) WHERE NOT manual DO NOTHING
          RETURNING id`),
      );
      ids.push(...inserted.map((row) => row.id));
    }
    if (today > report.scheduledThrough) {
      await db
        .update(reportingReports)
        .set({ scheduledThrough: today })
        .where(and(eq(reportingReports.id, report.id), sql`${reportingReports.scheduledThrough} < ${today}`));
    }
  }
  return { scheduled: ids.length, ids };
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** Subject, text and HTML of a report's e-mail: what is attached and at most `maxRows` rows inline. */
export const reportMail = (data: ReportData, maxRows: number) => {
  const t = textsOf(data);
  const table = reportTable(data);
  const title = reportTitle(data);
  const period = periodShown(data);
  const words = { title, location: data.location, from: period.from, to: period.to, format: data.format.toUpperCase() };
  const shown = table.rows.slice(0, Math.max(0, maxRows));
  const lines = [t("reports.mail.intro", words)];
  const htmlParts = [`<p>${escapeHtml(t("reports.mail.intro", words))}</p>`];
  if (shown.length > 0) {
    const rowsLine = t("reports.mail.rows", { rows: shown.length, total: table.rows.length });
    lines.push("", rowsLine, table.header.join("\t"), ...shown.map((row) => [row.start, ...row.counts].join("\t")));
    lines.push([t("reports.file.total"), ...table.totals].join("\t"));
    const cells = (values: ReadonlyArray<string | number>, tag: string) => `<tr>${values.map((value) => `<${tag}>${escapeHtml(String(value))}</${tag}>`).join("")}</tr>`;
    htmlParts.push(
      `<p>${escapeHtml(rowsLine)}</p>`,
      `<table border="1" cellpadding="4" cellspacing="0">${cells(table.header, "th")}${shown.map((row) => cells([row.start, ...row.counts], "td")).join("")}${cells([t("reports.file.total"), ...table.totals], "th")}</table>`,
    );
  }
  if (data.contactEmail !== "") {
    const contact = t("reports.mail.contact", { name: data.contactName || data.contactEmail, email: data.contactEmail });
    lines.push("", contact);
    htmlParts.push(`<p>${escapeHtml(contact)}</p>`);
  }
  return { subject: t("reports.mail.subject", words), text: `${lines.join("\n")}\n`, html: htmlParts.join("\n") };
};

type Tx = Parameters<Parameters<ShopDatabase["transaction"]>[0]>[0];

/** Puts one message per address for a run into the outbox (inside the caller's transaction). */
const enqueueMessages = async (tx: Tx, report: ReportRow, runId: number, data: ReportData, addresses: ReadonlyArray<string> = report.recipients) => {
  const mail = reportMail(data, report.maxRowsInEmail);
  for (const address of addresses) {
    await tx.execute(sql`
      INSERT INTO outbox (to_address, kind, subject, body_text, body_html, report_run_id)
      VALUES (${address}, 'scheduled_report', ${mail.subject}, ${mail.text}, ${mail.html}, ${runId})
      ON CONFLICT (report_run_id, to_address) WHERE report_run_id IS NOT NULL DO NOTHING`);
  }
};

const fileColumns = (file: Pick<ReportFile, "fileName" | "contentType" | "bytes">) => ({
  fileName: file.fileName,
  contentType: file.contentType,
  fileBase64: Buffer.from(file.bytes).toString("base64"),
});

export interface RunHooks {
  /** Tests: called after the file is built, before the outbox transaction (a crash here). */
  readonly afterBuild?: (runId: number) => void | Promise<void>;
  /** Tests: called after the outbox transaction committed, before the job is settled. */
  readonly afterEnqueue?: (runId: number) => void | Promise<void>;
}

/** The addresses a "send now" of this report already mailed the period [from, to) to (not failed). */
const sentNowTo = async (db: ShopDatabase | Tx, reportId: number, from: string, to: string): Promise<Set<string>> => {
  const rows = rowsOf<{ to_address: string }>(
    await db.execute(sql`
      SELECT DISTINCT o.to_address FROM outbox o
      JOIN reporting_report_runs r ON r.id = o.report_run_id
      WHERE r.report_id = ${reportId} AND r.manual AND r.period_from = ${from} AND r.period_to = ${to} AND o.status <> 'failed'`),
  );
  return new Set(rows.map((row) => row.to_address.toLowerCase()));
};

/** What working a run did: put messages in the outbox, or nothing because every recipient had the period already. */
export type RunOutcome = "sent" | "skipped";

/** The work of one run (the job loop's `work`): build, then enqueue once. */
export const workReportRun = async (db: ShopDatabase, builds: ReportBuilds, runId: number, hooks: RunHooks = {}): Promise<RunOutcome> => {
  const [found] = await db
    .select({ run: reportingReportRuns, report: reportingReports })
    .from(reportingReportRuns)
    .innerJoin(reportingReports, eq(reportingReports.id, reportingReportRuns.reportId))
    .where(eq(reportingReportRuns.id, runId))
    .limit(1);
  if (found === undefined || found.run.enqueuedAt !== null) return "sent"; // deleted, or sent by an earlier try
  const { run, report } = found;
  const alreadySent = await sentNowTo(db, report.id, run.periodFrom, run.periodTo);
  const addresses = report.recipients.filter((address) => !alreadySent.has(address.toLowerCase()));
  if (addresses.length === 0) {
    // Done without a file: the run stays, enqueued and without messages, so the list says "already sent".
    await db
      .update(reportingReportRuns)
      .set({ enqueuedAt: new Date() })
      .where(and(eq(reportingReportRuns.id, runId), sql`${reportingReportRuns.enqueuedAt} IS NULL`));
    return "skipped";
  }
  const data = await reportData(db, report, { fromDate: run.periodFrom, toDate: run.periodTo });
  const tooLarge = reportTooLarge(data.format, data.counts.buckets.length);
  if (tooLarge !== null) throw new Error(refusalMessage("reports.too_large", tooLarge));
  const file = await builds.build(data);
  await hooks.afterBuild?.(runId);
  await db.transaction(async (tx) => {
    const [locked] = rowsOf<{ enqueued_at: string | null }>(
      await tx.execute(sql`SELECT enqueued_at FROM reporting_report_runs WHERE id = ${runId} FOR UPDATE`),
    );
    if (locked === undefined || locked.enqueued_at !== null) return;
    const at = new Date();
    await tx.update(reportingReportRuns).set({ ...fileColumns(file), enqueuedAt: at }).where(eq(reportingReportRuns.id, runId));
    await enqueueMessages(tx, report, runId, data, addresses);
    await tx.update(reportingReports).set({ lastsent: at }).where(eq(reportingReports.id, report.id));
  });
  await hooks.afterEnqueue?.(runId);
  return "sent";
};

/** "Send now": builds the report's file of `data` and puts it in the outbox at once (a manual run, not keyed by period). */
export const sendReportNow = async (db: ShopDatabase, builds: ReportBuilds, report: ReportRow, data: ReportData, place: BuildPlace) => {
  const file = await builds.build(data, place);
  const at = new Date();
  await db.transaction(async (tx) => {
    const [run] = await tx
      .insert(reportingReportRuns)
      .values({
        reportId: report.id,
        periodFrom: data.fromLabel.slice(0, 10),
        periodTo: data.toLabel.slice(0, 10),
        dueOn: localDate(Date.now(), data.timeZone),
        manual: true,
        status: "sent",
        enqueuedAt: at,
        ...fileColumns(file),
      })
      .returning({ id: reportingReportRuns.id });
    await enqueueMessages(tx, report, run!.id, data);
    // A send now is a send: the list's "last sent" says so at once (it said "never", issue 35).
    await tx.update(reportingReports).set({ lastsent: at }).where(eq(reportingReports.id, report.id));
  });
  return { recipients: report.recipients.length, from: data.fromLabel, to: data.toLabel, lastsent: at.toISOString() };
};

/** The attachment of an outbox message of a report's run, or null. */
export const runAttachment = async (db: ShopDatabase, runId: number) => {
  const [run] = await db
    .select({ fileName: reportingReportRuns.fileName, contentType: reportingReportRuns.contentType, fileBase64: reportingReportRuns.fileBase64 })
    .from(reportingReportRuns)
    .where(eq(reportingReportRuns.id, runId))
    .limit(1);
  if (run === undefined || run.fileBase64 === null) return null;
  return { filename: run.fileName ?? "report", contentType: run.contentType ?? "application/octet-stream", content: Buffer.from(run.fileBase64, "base64") };
};

export interface ReportJobsOptions {
  readonly db: ShopDatabase;
  readonly builds: ReportBuilds;
  readonly log: Log;
  /** Wakes the outbox delivery after messages were added. */
  readonly wakeMail: () => void;
  /** How often the scheduler looks for due reports (default 10 minutes). */
  readonly scheduleIntervalMs?: number;
  readonly job?: Pick<JobLoopOptions, "pollIntervalMs" | "maxAttempts" | "retryDelayMs" | "leaseMs" | "batchSize" | "onSettled">;
  readonly hooks?: RunHooks;
}

export interface ReportJobs {
  /** The nightly pass now: schedules what is due (as of `asOf`) and works every due run. */
  readonly runNightly: (asOf?: string) => Promise<{ scheduled: number; worked: number; skipped: number }>;
  readonly loop: JobLoop;
  readonly stop: () => Promise<void>;
}

/** Building a year by hour as a PDF takes seconds, not minutes: a 10-minute lease is ample. */
const REPORT_LEASE_MS = 10 * 60_000;

/** How many of the runs `ids` are claimed by a loop right now, and how many are settled (sent or failed). */
const runStates = async (db: ShopDatabase, ids: readonly number[]): Promise<{ claimed: number; settled: number }> => {
  if (ids.length === 0) return { claimed: 0, settled: 0 };
  const [row] = rowsOf<{ claimed: number | string; settled: number | string }>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE status = ${JOB_PENDING} AND claim_token IS NOT NULL) AS claimed,
        count(*) FILTER (WHERE status <> ${JOB_PENDING}) AS settled
      FROM reporting_report_runs WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
  );
  return { claimed: Number(row?.claimed ?? 0), settled: Number(row?.settled ?? 0) };
};

/** Runs' retries: a minute, doubling, at most an hour; failed after 6 tries. */
const reportRetryDelayMs = (attempt: number): number => Math.min(60_000 * 2 ** (attempt - 1), 3_600_000);

export const startReportJobs = (options: ReportJobsOptions): ReportJobs => {
  const { db, builds, log } = options;
  let skippedRuns = 0;
  const loop = startJobLoop({
    maxAttempts: 6,
    retryDelayMs: reportRetryDelayMs,
    leaseMs: REPORT_LEASE_MS,
    batchSize: 5,
    ...options.job,
    name: "reports",
    db,
    log,
    table: REPORT_JOB_TABLE,
    work: async (id) => {
      const outcome = await workReportRun(db, builds, id, options.hooks);
      if (outcome === "skipped") {
        skippedRuns += 1;
        log.info("report run skipped: period already sent now to every recipient", { run: id });
      } else options.wakeMail();
    },
  });
  const schedule = async (asOf?: string) => {
    const result = await scheduleDueReports(db, Date.now(), asOf);
    if (result.scheduled > 0) log.info("reports scheduled", { scheduled: result.scheduled });
    return result;
  };
  const timer = setInterval(() => {
    schedule()
      .then((result) => {
        if (result.scheduled > 0) loop.wake();
      })
      .catch((error: unknown) => log.error("report schedule failed", { error: error instanceof Error ? error.message : String(error) }));
  }, options.scheduleIntervalMs ?? 10 * 60_000);
  timer.unref();
  // A first look at start: catches up the nights missed while no instance ran.
  void schedule().then(() => loop.wake(), () => {});
  return {
    loop,
    runNightly: async (asOf) => {
      const { scheduled, ids } = await schedule(asOf);
      const skippedBefore = skippedRuns;
      let worked = 0;
      for (let claimed = await loop.runOnce(); claimed > 0; claimed = await loop.runOnce()) worked += claimed;
      // Runs of this pass that the timer's loop (or another instance) claimed first are waited for,
      // and the pass counts every run it scheduled that is settled: it said "worked 0" while they
      // were still being built, or already built by the other loop.
      const deadline = Date.now() + (options.job?.leaseMs ?? REPORT_LEASE_MS);
      let states = await runStates(db, ids);
      while (states.claimed > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        states = await runStates(db, ids);
      }
      worked = Math.max(worked, states.settled);
      // (Skips are counted on this instance: those of another instance's loop are not.)
      return { scheduled, worked, skipped: skippedRuns - skippedBefore };
    },
    stop: async () => {
      clearInterval(timer);
      await loop.stop();
    },
  };
};

/** The server's report jobs, for the handlers (POST /reports/nightly). */
export class ReportJobsService extends Context.Service<ReportJobsService, Pick<ReportJobs, "runNightly"> & { readonly wakeMail: () => void }>()(
  "@proshop/server/ReportJobs",
) {}

export type { RunRow };
