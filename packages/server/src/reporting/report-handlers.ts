import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { isCalendarDate, localDate, periodBefore, startOfLocalDate, type ReportFormat, type ReportPeriod, type ReportRunRequest } from "@proshop/core";
import { REPORT_SEND_USER_LIMIT } from "../auth/mail-limits.ts";
import type { ShopDatabase } from "../db/client.ts";
import { refuse } from "../errors.ts";
import { takeSlotOrRefuse } from "../handlers/too-many-requests.ts";
import type { ReportingAccount } from "./accounts.ts";
import { buildReportFile } from "./report-files/build.ts";
import { reportData, ReportTooLarge, type ReportRange } from "./report-files/report-data.ts";
import { sendReportNow } from "./report-runs.ts";
import { reportLocation, visibleReport, type ReportRow } from "./reports.ts";
import { MAX_BUCKETS } from "@proshop/core";

/*
 * POST /reports/{id}/run (the file now, for download) and /send (e-mailed now): the period
 * asked for, or the one the report would cover if sent today.
 */

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** The period of a run request, read in the report's location's zone. */
export const runRange = (db: ShopDatabase, account: ReportingAccount, report: ReportRow, request: ReportRunRequest) =>
  Effect.gen(function* () {
    const location = yield* Effect.promise(() => reportLocation(db, report));
    if (request.from === undefined && request.to === undefined) {
      const period = periodBefore({ period: report.period as ReportPeriod, start_date: report.startDate }, localDate(Date.now(), location.timeZone));
      return { fromDate: period.from, toDate: period.to } satisfies ReportRange;
    }
    const texts = { from: request.from?.trim() ?? "", to: request.to?.trim() ?? "" };
    for (const field of ["from", "to"] as const) {
      if (!isCalendarDate(texts[field]) && !(ISO_INSTANT.test(texts[field]) && Number.isFinite(Date.parse(texts[field])))) {
        return yield* refuse.badRequest("reporting.counts.date", { field }, account.language);
      }
    }
    const instant = (text: string) => (isCalendarDate(text) ? startOfLocalDate(text, location.timeZone) : Date.parse(text));
    if (instant(texts.to) <= instant(texts.from)) return yield* refuse.badRequest("reporting.counts.range", { field: "to" }, account.language);
    return isCalendarDate(texts.from) && isCalendarDate(texts.to)
      ? ({ fromDate: texts.from, toDate: texts.to } satisfies ReportRange)
      : ({ from: instant(texts.from), to: instant(texts.to) } satisfies ReportRange);
  });

const tooLarge = (account: ReportingAccount) => (error: unknown) =>
  error instanceof ReportTooLarge
    ? Effect.fail(refuse.badRequest("reporting.counts.too_many_buckets", { field: "interval", max: MAX_BUCKETS }, account.language))
    : Effect.die(error);

export const runReport = (db: ShopDatabase, account: ReportingAccount, id: number, request: ReportRunRequest) =>
  Effect.gen(function* () {
    const report = yield* visibleReport(db, account, id);
    const range = yield* runRange(db, account, report, request);
    const format = (request.format ?? report.format) as ReportFormat;
    const file = yield* Effect.tryPromise({ try: () => reportData(db, report, range, format).then(buildReportFile), catch: (error) => error }).pipe(
      Effect.catch(tooLarge(account)),
    );
    return HttpServerResponse.uint8Array(file.bytes, {
      contentType: file.contentType,
      headers: { "content-disposition": `attachment; filename="${file.fileName}"`, "cache-control": "no-store" },
    });
  });

export const sendReport = (db: ShopDatabase, account: ReportingAccount, id: number, request: ReportRunRequest) =>
  Effect.gen(function* () {
    const report = yield* visibleReport(db, account, id);
    const range = yield* runRange(db, account, report, request);
    yield* takeSlotOrRefuse(db, REPORT_SEND_USER_LIMIT, String(account.userId), "reports.too_many_sends", account.language);
    const chosen = request.format === undefined ? report : { ...report, format: request.format };
    return yield* Effect.tryPromise({ try: () => sendReportNow(db, chosen, range), catch: (error) => error }).pipe(Effect.catch(tooLarge(account)));
  });
