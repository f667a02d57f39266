import { Effect, Stream } from "effect";
import { HttpServerResponse } from "effect/http";
import {
  ApiPayloadTooLarge,
  isCalendarDate,
  localDate,
  MAX_BUCKETS,
  periodBefore,
  reportTooLarge,
  startOfLocalDate,
  type ReportFormat,
  type ReportPeriod,
  type ReportRunRequest,
} from "@proshop/core";
import { REPORT_SEND_COMPANY_LIMIT, REPORT_SEND_USER_LIMIT } from "../auth/mail-limits.ts";
import type { ShopDatabase } from "../db/client.ts";
import { refusalMessage, refuse } from "../errors.ts";
import { refuseTooManyRequests, takeSlotOrRefuse } from "../handlers/too-many-requests.ts";
import type { ReportingAccount } from "./accounts.ts";
import type { BuildPlace, ReportBuilds } from "./report-builds.ts";
import { reportFileHead } from "./report-files/build.ts";
import { reportData, TooManyIntervals, type ReportRange } from "./report-files/report-data.ts";
import { sendReportNow } from "./report-runs.ts";
import { reportLocation, visibleReport, type ReportRow } from "./reports.ts";

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

/** A place in the report builds for the report's company, or 429 `reports.busy` with Retry-After. */
const admitted = (builds: ReportBuilds, report: ReportRow, account: ReportingAccount) =>
  Effect.gen(function* () {
    const place = builds.admit(report.custNo);
    if ("release" in place) return place;
    return yield* refuseTooManyRequests("reports.busy", place.retryAfterSeconds, account.language);
  });

/** The file's data for `range`, refused when the period has too many intervals (400) or the format too many rows (413). */
const fileData = (db: ShopDatabase, account: ReportingAccount, report: ReportRow, range: ReportRange, format: ReportFormat) =>
  Effect.gen(function* () {
    const data = yield* Effect.tryPromise({ try: () => reportData(db, report, range, format), catch: (error) => error }).pipe(
      Effect.catch((error) =>
        error instanceof TooManyIntervals
          ? Effect.fail(refuse.badRequest("reporting.counts.too_many_buckets", { field: "interval", max: MAX_BUCKETS }, account.language))
          : Effect.die(error),
      ),
    );
    const tooLarge = reportTooLarge(format, data.counts.buckets.length);
    if (tooLarge !== null) {
      const message = refusalMessage("reports.too_large", tooLarge, account.language);
      return yield* Effect.fail(new ApiPayloadTooLarge({ error: { ...tooLarge, code: "reports.too_large", message } }));
    }
    return data;
  });

/** Runs `work` with a place taken, giving it back if `work` fails before the build takes it over. */
const withPlace = <A, E, R>(place: BuildPlace, work: Effect.Effect<A, E, R>) => work.pipe(Effect.onError(() => Effect.sync(place.release)));

export const runReport = (db: ShopDatabase, builds: ReportBuilds, account: ReportingAccount, id: number, request: ReportRunRequest) =>
  Effect.gen(function* () {
    const report = yield* visibleReport(db, account, id);
    const range = yield* runRange(db, account, report, request);
    const format = (request.format ?? report.format) as ReportFormat;
    const place = yield* admitted(builds, report, account);
    const data = yield* withPlace(place, fileData(db, account, report, range, format));
    const head = reportFileHead(data);
    // Started now, whoever reads it: the place is given back when the build ends. Streamed as the
    // worker writes it, so the answer starts before the file is whole.
    const file = builds.stream(data, place);
    const body = Stream.fromReadableStream({ evaluate: () => file, onError: (error) => error });
    return HttpServerResponse.stream(body, {
      contentType: head.contentType,
      headers: { "content-disposition": head.disposition, "cache-control": "no-store" },
    });
  });

export const sendReport = (db: ShopDatabase, builds: ReportBuilds, account: ReportingAccount, id: number, request: ReportRunRequest) =>
  Effect.gen(function* () {
    const report = yield* visibleReport(db, account, id);
    const range = yield* runRange(db, account, report, request);
    const format = (request.format ?? report.format) as ReportFormat;
    const place = yield* admitted(builds, report, account);
    const data = yield* withPlace(
      place,
      Effect.gen(function* () {
        yield* takeSlotOrRefuse(db, REPORT_SEND_USER_LIMIT, String(account.userId), "reports.too_many_sends", account.language);
        // And per company: each fresh user of it would otherwise bring ten more (issue 32 item 6).
        yield* takeSlotOrRefuse(db, REPORT_SEND_COMPANY_LIMIT, report.custNo, "reports.too_many_sends", account.language);
        return yield* fileData(db, account, report, range, format);
      }),
    );
    return yield* Effect.promise(() => sendReportNow(db, builds, report, data, place));
  });
