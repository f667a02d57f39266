import { parse } from "csv-parse/sync";
import { and, asc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../__tests__/databases.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../__tests__/smtp-test-server.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { outbox, reportingReportRuns, reportingReports } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { createLog } from "../../log.ts";
import { startReportJobs } from "../report-runs.ts";
import { createSite, events, loginReportingAccounts, REPORTING, type TestSite, type Tokens } from "./kit.ts";

/*
 * Nightly sending (issue 15) through the outbox and a real SMTP server: one e-mail per
 * recipient with the file attached and at most max_rows_in_email rows inline; a second pass
 * sends nothing; missed nights are caught up oldest first; two workers, a crash between
 * building and sending, or a crash after enqueuing never send twice; a run that keeps failing
 * shows as failed in the list.
 */

const REPORTS = `${REPORTING}/reports`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())("nightly report sending ($name)", (database) => {
  let smtp: SmtpTestServer;
  let server: RunningServer;
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  let site: TestSite;
  /** Reports whose runs "crash" after the build (once, or always) or after the enqueue (once). */
  const crashAfterBuildOnce = new Set<number>();
  const crashAfterBuildAlways = new Set<number>();
  const crashAfterEnqueueOnce = new Set<number>();
  const crashed = new Set<string>();
  const reportOfRun = async (runId: number) =>
    (await server.db.select({ reportId: reportingReportRuns.reportId }).from(reportingReportRuns).where(eq(reportingReportRuns.id, runId)))[0]!.reportId;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  useTestServer(
    database,
    async (running) => {
      ({ server, api } = running);
      tokens = await loginReportingAccounts(api);
      site = await createSite(api, tokens.nlAdmin);
      const answer = await api.post(
        `${REPORTING}/ingest`,
        events(
          [1, "2025-03-24T09:00:00Z", "enter", 10],
          [2, "2025-03-25T10:00:00Z", "enter", 7],
          [3, "2025-03-25T16:00:00Z", "leave", 12],
          [4, "2025-03-29T23:30:00Z", "enter", 2],
          [5, "2025-03-30T01:30:00Z", "enter", 5],
          [6, "2025-03-30T12:00:00Z", "leave", 6],
        ),
        { token: site.deviceToken },
      );
      expect(answer.status).toBe(200);
    },
    {
      get smtpUrl() {
        return smtp.url;
      },
      mailFrom: "Proshop <no-reply@shop.example>",
      mailDelivery: { retryDelayMs: () => 50, maxAttempts: 3, pollIntervalMs: 50 },
      reportJobs: {
        // The test drives the job loop with the nightly call; its own polling and scheduling stay out of the way.
        scheduleIntervalMs: 3_600_000,
        job: { retryDelayMs: () => 50, maxAttempts: 3, pollIntervalMs: 600_000 },
        hooks: {
          afterBuild: async (runId) => {
            const reportId = await reportOfRun(runId);
            if (crashAfterBuildAlways.has(reportId)) throw new Error("crashed after building");
            if (crashAfterBuildOnce.has(reportId) && !crashed.has(`build-${runId}`)) {
              crashed.add(`build-${runId}`);
              throw new Error("crashed after building");
            }
          },
          afterEnqueue: async (runId) => {
            const reportId = await reportOfRun(runId);
            if (crashAfterEnqueueOnce.has(reportId) && !crashed.has(`enqueue-${runId}`)) {
              crashed.add(`enqueue-${runId}`);
              throw new Error("crashed after enqueuing");
            }
          },
        },
      },
    },
  );
  afterAll(async () => {
    await smtp.close();
  });

  const createReport = async (fields: Record<string, unknown>) => {
    const created = await api.post(
      REPORTS,
      { report: "PEOPLECOUNTER_ENTERLEAVE", location: site.location, format: "xlsx", interval: "D", period: "W", trigger: 1, ...fields },
      { token: tokens.nlAdmin },
    );
    expect(created.status).toBe(201);
    return created.body.id as number;
  };
  const nightly = async (date: string) => {
    const answer = await api.post(`${REPORTS}/nightly`, { date }, { token: tokens.superAdmin });
    expect(answer.status).toBe(200);
    return answer.body as { scheduled: number; worked: number; skipped: number };
  };
  const messagesOf = (reportId: number) =>
    server.db
      .select({ to: outbox.toAddress, status: outbox.status, runId: outbox.reportRunId, from: reportingReportRuns.periodFrom, id: outbox.id })
      .from(outbox)
      .innerJoin(reportingReportRuns, eq(reportingReportRuns.id, outbox.reportRunId))
      .where(and(eq(reportingReportRuns.reportId, reportId), eq(reportingReportRuns.manual, false)))
      .orderBy(asc(outbox.id));
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to !== undefined && JSON.stringify(mail.to).includes(address));

  it("sends a due weekly XLSX once per recipient, file attached, rows inline; a second night sends nothing", async () => {
    const id = await createReport({ recipient: ["weekly-a@library.example", "weekly-b@library.example"], max_rows_in_email: 3, language: "en" });
    // Monday 31 March 2025: the previous week (24-30 March, 167 hours with the clock change).
    const first = await nightly("2025-03-31");
    expect(first.scheduled).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await messagesOf(id)).map((message) => message.status), { timeout: 10_000 }).toEqual(["sent", "sent"]);
    for (const address of ["weekly-a@library.example", "weekly-b@library.example"]) {
      const mails = mailsTo(address);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toContain("2025-03-24 to 2025-03-30"); // the last day included
      expect(mail.text).toContain("Rows shown: 3 of 7.");
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.filename).toMatch(/^Test-\w+_People-counter-enters-and-leaves_2025-03-24_2025-03-30\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(mail.attachments[0]!.content as unknown as ArrayBuffer);
      const enters = Array.from({ length: 7 }, (_, index) => workbook.worksheets[0]!.getRow(index + 2).getCell(3).value);
      const counts = await api.get(`${REPORTING}/counts?location=${site.location}&kind=enter,leave&from=2025-03-24&to=2025-03-31&interval=D`, { token: tokens.nlAdmin });
      expect(enters).toEqual(counts.body.series[0].counts);
    }
    const record = (await api.get(`${REPORTS}/${id}`, { token: tokens.nlAdmin })).body;
    expect(record.lastsent).not.toBeNull();
    expect(record.last_run).toMatchObject({ from: "2025-03-24", to: "2025-03-31", status: "sent", attempts: 1 });
    // The same night again, and the next day (not a Monday): nothing new.
    await nightly("2025-03-31");
    await nightly("2025-04-01");
    await sleep(300);
    expect(await messagesOf(id)).toHaveLength(2);
    expect(mailsTo("weekly-a@library.example")).toHaveLength(1);
  });

  it("catches up missed nights oldest first, each period once; a DST day has 23 hourly rows", async () => {
    const id = await createReport({ recipient: ["daily@library.example"], format: "csv", interval: "h", period: "D", trigger: "D" });
    // The server was down since 25 March: the nightly pass of 1 April finds six missed nights.
    await server.db.update(reportingReports).set({ scheduledThrough: "2025-03-25" }).where(eq(reportingReports.id, id));
    await nightly("2025-04-01");
    await nightly("2025-04-01");
    const messages = await messagesOf(id);
    expect(messages.map((message) => message.from)).toEqual(["2025-03-25", "2025-03-26", "2025-03-27", "2025-03-28", "2025-03-29", "2025-03-30", "2025-03-31"]);
    await expect.poll(() => mailsTo("daily@library.example").length, { timeout: 10_000 }).toBe(7);
    const spring = mailsTo("daily@library.example").find((mail) => (mail.attachments[0]?.filename ?? "").endsWith("_2025-03-30_2025-03-30.csv"));
    const rows = parse(spring!.attachments[0]!.content.toString("utf8"), { bom: true }) as string[][];
    expect(rows).toHaveLength(1 + 23 + 1);
    expect(rows.at(-1)).toEqual(["Total", "7", "6"]); // 00:30 and 03:30 local enters, 14:00 leaves
    // Its 2025 calendar would otherwise be caught up to today by the next scheduler's look.
    expect((await api.put(`${REPORTS}/${id}`, { is_active: false }, { token: tokens.nlAdmin })).status).toBe(200);
  });

  it("a crash between building and sending, or after enqueuing, still sends exactly once", async () => {
    const built = await createReport({ recipient: ["crash-build@library.example"], trigger: "D", period: "D", format: "pdf" });
    const enqueued = await createReport({ recipient: ["crash-enqueue@library.example"], trigger: "D", period: "D", format: "csv" });
    crashAfterBuildOnce.add(built);
    crashAfterEnqueueOnce.add(enqueued);
    await nightly("2025-03-27");
    await sleep(100); // past the retry delay
    await nightly("2025-03-27");
    for (const [id, address] of [
      [built, "crash-build@library.example"],
      [enqueued, "crash-enqueue@library.example"],
    ] as const) {
      await expect.poll(async () => (await messagesOf(id)).map((message) => message.status), { timeout: 10_000 }).toEqual(["sent"]);
      const record = (await api.get(`${REPORTS}/${id}`, { token: tokens.nlAdmin })).body;
      expect(record.last_run).toMatchObject({ status: "sent", attempts: 2, from: "2025-03-26" });
      await sleep(200);
      expect(mailsTo(address)).toHaveLength(1);
    }
  });

  it("two workers and two schedulers send each (report, period) once", async () => {
    const id = await createReport({ recipient: ["twice-a@library.example", "twice-b@library.example"], trigger: "D", period: "D", format: "csv" });
    const log = createLog({ format: "json", level: "warn", sink: () => {} });
    const workers = [0, 1].map(() => startReportJobs({ db: server.db, builds: server.reportBuilds, log, wakeMail: () => server.mailDelivery?.wake(), scheduleIntervalMs: 3_600_000, job: { pollIntervalMs: 10 } }));
    try {
      const passes = await Promise.all([workers[0]!.runNightly("2025-03-28"), workers[1]!.runNightly("2025-03-28"), nightly("2025-03-28")]);
      // A pass counts the runs it scheduled even when another loop claimed them first (it waits for them).
      for (const pass of passes) expect(pass.worked).toBeGreaterThanOrEqual(pass.scheduled);
      await Promise.all(workers.map((worker) => worker.runNightly("2025-03-28")));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    // (The workers' first look at start may also add today's period: only 27 March is asserted.)
    const messages = (await messagesOf(id)).filter((message) => message.from === "2025-03-27");
    expect(messages.map((message) => message.to).sort()).toEqual(["twice-a@library.example", "twice-b@library.example"]);
    const ofThatNight = (address: string) => mailsTo(address).filter((mail) => (mail.attachments[0]?.filename ?? "").endsWith("_2025-03-27_2025-03-27.csv"));
    await expect.poll(() => ofThatNight("twice-a@library.example").length + ofThatNight("twice-b@library.example").length, { timeout: 10_000 }).toBe(2);
    await sleep(200);
    expect(ofThatNight("twice-a@library.example")).toHaveLength(1);
  });

  it("a run that keeps failing is retried with backoff, then shown as failed in the list", async () => {
    const id = await createReport({ recipient: ["never@library.example"], trigger: "D", period: "D", format: "csv" });
    crashAfterBuildAlways.add(id);
    for (let night = 0; night < 3; night += 1) {
      await nightly("2025-03-29");
      await sleep(100);
    }
    const listed = (await api.get(REPORTS, { token: tokens.nlAdmin })).body.find((report: { id: number }) => report.id === id);
    expect(listed.last_run).toMatchObject({ status: "failed", attempts: 3, error: "crashed after building" });
    expect(await messagesOf(id)).toHaveLength(0);
  });

  it("sends a report now to its recipients, whatever was sent before", async () => {
    const id = await createReport({ recipient: ["now@library.example"], format: "csv" });
    const answer = await api.post(`${REPORTS}/${id}/send`, { from: "2025-03-24", to: "2025-03-31" }, { token: tokens.nlAdmin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ recipients: 1, from: "2025-03-24", to: "2025-03-31", lastsent: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    await expect.poll(() => mailsTo("now@library.example").length, { timeout: 10_000 }).toBe(1);
    expect(mailsTo("now@library.example")[0]!.attachments[0]!.filename).toMatch(/^Test-\w+_People-counter-enters-and-leaves_2025-03-24_2025-03-30\.csv$/);
    // A send now is a send: the list says so at once (it said "never", issue 35).
    const listed = (await api.get(REPORTS, { token: tokens.nlAdmin })).body.find((report: { id: number }) => report.id === id);
    expect(listed.lastsent).toBe(answer.body.lastsent);
  });

  it("does not send again on schedule a period that a send now already mailed to the same recipients (issue 35)", async () => {
    const id = await createReport({ recipient: ["monday-a@library.example", "monday-b@library.example"], format: "csv" });
    // Monday 31 March 2025, in the morning: "send now" of the previous week, then the nightly pass for that Monday.
    const sent = await api.post(`${REPORTS}/${id}/send`, { from: "2025-03-24", to: "2025-03-31" }, { token: tokens.nlAdmin });
    expect(sent.status).toBe(200);
    await expect.poll(() => mailsTo("monday-a@library.example").length + mailsTo("monday-b@library.example").length, { timeout: 10_000 }).toBe(2);
    const pass = await nightly("2025-03-31");
    expect(pass.skipped).toBeGreaterThanOrEqual(1);
    await sleep(300);
    expect(await messagesOf(id)).toEqual([]); // no scheduled message at all
    expect(mailsTo("monday-a@library.example")).toHaveLength(1);
    expect(mailsTo("monday-b@library.example")).toHaveLength(1);
    const record = (await api.get(`${REPORTS}/${id}`, { token: tokens.nlAdmin })).body;
    expect(record.last_run).toMatchObject({ from: "2025-03-24", to: "2025-03-31", status: "skipped" });
    expect(record.lastsent).toBe(sent.body.lastsent);
    // A pass again says nothing new.
    expect((await nightly("2025-03-31")).skipped).toBe(0);

    // A recipient added since gets the next week's period on schedule, and only what it lacks of a period sent now.
    expect((await api.put(`${REPORTS}/${id}`, { recipient: ["monday-a@library.example", "monday-b@library.example", "monday-c@library.example"] }, { token: tokens.nlAdmin })).status).toBe(200);
    expect((await api.post(`${REPORTS}/${id}/send`, { from: "2025-03-31", to: "2025-04-07" }, { token: tokens.nlAdmin })).status).toBe(200);
    expect((await api.put(`${REPORTS}/${id}`, { recipient: ["monday-a@library.example", "monday-b@library.example", "monday-c@library.example", "monday-d@library.example"] }, { token: tokens.nlAdmin })).status).toBe(200);
    const next = await nightly("2025-04-07");
    expect(next.skipped).toBe(0);
    await expect.poll(async () => (await messagesOf(id)).map((message) => message.to), { timeout: 10_000 }).toEqual(["monday-d@library.example"]);
    expect((await api.get(`${REPORTS}/${id}`, { token: tokens.nlAdmin })).body.last_run).toMatchObject({ from: "2025-03-31", to: "2025-04-07", status: "sent" });
  });
});
