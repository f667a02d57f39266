import { Schema, Struct } from "effect";
import { ReportFormat, ReportInterval, ReportKind, ReportPeriod, ReportTrigger } from "../entities/enums.ts";
import { CalendarDate, RecordId, ReportingLanguage, ReportingText } from "./reporting-bodies.ts";

/*
 * Bodies of the scheduled report calls (issue 15, SPEC 3 "Reporting admin"): a report
 * definition carries recipient (one or more addresses), max_rows_in_email, interval, period,
 * trigger, start_date, end_date, lastsent (read only), format, report (its kind), description,
 * contact_name and contact_email; plus the location (and optionally one device) it counts, the
 * language of its headings and whether it is active.
 */

/** At most this many recipients per report. */
export const MAX_REPORT_RECIPIENTS = 20;
/** At most this many reports per company: each mails its recipients every period, so this bounds a company's mail. */
export const MAX_REPORTS_PER_COMPANY = 100;
/**
 * At most this many distinct addresses outside its company (not the e-mail of one of its accounts
 * older than the day) a company's reports name in a UTC day: a bound on report mail to
 * strangers whatever fresh users send it (issue 32 item 6).
 */
export const MAX_OUTSIDE_RECIPIENTS_PER_DAY = 50;
/** At most this many rows inline in a report's e-mail (the file carries them all). */
export const MAX_ROWS_IN_EMAIL = 1_000;

export const ReportFields = {
  report: ReportKind,
  description: ReportingText(2_000),
  /** The location whose counts the report holds. */
  location: RecordId,
  /** Only this device of the location; null: every device. */
  device: Schema.NullOr(RecordId),
  /** E-mail addresses, each checked; prefilled with the author's own. */
  recipient: Schema.Array(ReportingText(254)).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_REPORT_RECIPIENTS)),
  max_rows_in_email: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_ROWS_IN_EMAIL })),
  interval: ReportInterval,
  period: ReportPeriod,
  trigger: ReportTrigger,
  /** First day the report may be sent; the start of a custom period. */
  start_date: Schema.NullOr(CalendarDate),
  /** Last day the report may be sent; the day an ad hoc report is sent. */
  end_date: Schema.NullOr(CalendarDate),
  format: ReportFormat,
  /** Language of the file's headings and the e-mail. */
  language: ReportingLanguage,
  contact_name: ReportingText(200),
  contact_email: ReportingText(254),
  is_active: Schema.Boolean,
};

/**
 * How the last scheduled send went: waiting or retrying, sent, failed after the last try, or
 * skipped because a "send now" had already sent that period to every recipient (issue 35).
 */
export const ReportRunStatus = Schema.Literals(["pending", "sent", "failed", "skipped"]);
export type ReportRunStatus = typeof ReportRunStatus.Type;

export const ReportLastRun = Schema.Struct({
  /** The period sent, local dates [from, to). */
  from: Schema.String,
  to: Schema.String,
  status: ReportRunStatus,
  attempts: Schema.Number,
  /** Why the last try failed (null when it did not). */
  error: Schema.NullOr(Schema.String),
});

export const ReportRecord = Schema.Struct({
  id: RecordId,
  company: Schema.String,
  /** The account that created it (level 1 accounts see their own only). */
  owner: Schema.NullOr(Schema.Number),
  ...ReportFields,
  /** When a send (scheduled or "send now") last went into the outbox (ISO instant), null before. */
  lastsent: Schema.NullOr(Schema.String),
  last_run: Schema.NullOr(ReportLastRun),
  /** The definition's version, also its ETag: send it as `If-Match` with a PUT, so a save cannot undo someone else's unseen. */
  version: Schema.String,
});
export type ReportRecord = typeof ReportRecord.Type;

/** PUT /reports/{id}: any of the fields (`optionalKey`: null is a 400 naming the field, see reporting-bodies.ts); the others stay. */
export const ReportUpdate = Schema.Struct(ReportFields).mapFields(Struct.map(Schema.optionalKey));
export type ReportUpdate = typeof ReportUpdate.Type;

/** POST /reports: kind, location, recipients, format, interval, period and trigger required. */
export const ReportCreate = ReportUpdate.mapFields((fields) => ({
  ...fields,
  report: ReportFields.report,
  location: ReportFields.location,
  recipient: ReportFields.recipient,
  format: ReportFields.format,
  interval: ReportFields.interval,
  period: ReportFields.period,
  trigger: ReportFields.trigger,
}));
export type ReportCreate = typeof ReportCreate.Type;

export const REPORT_DEFAULTS = {
  description: "",
  device: null,
  max_rows_in_email: 50,
  start_date: null,
  end_date: null,
  language: "en",
  contact_name: "",
  contact_email: "",
  is_active: true,
} as const satisfies Partial<ReportUpdate>;

/**
 * POST /reports/{id}/run and /send: the period, local dates of the location (`to` exclusive) or
 * ISO instants; without them the period the report would cover if sent today.
 */
export const ReportRunRequest = Schema.Struct({
  from: Schema.optional(ReportingText(40)),
  to: Schema.optional(ReportingText(40)),
  format: Schema.optional(ReportFormat),
});
export type ReportRunRequest = typeof ReportRunRequest.Type;

export const ReportSendAnswer = Schema.Struct({
  recipients: Schema.Number,
  from: Schema.String,
  to: Schema.String,
  /** The report's `lastsent` now (this send), so a list shows it without loading again. */
  lastsent: Schema.String,
});

/** POST /reports/nightly (level 5): the nightly pass now, as if on `date` (default today). */
export const NightlyRequest = Schema.Struct({ date: Schema.optional(CalendarDate) });
export const NightlyAnswer = Schema.Struct({
  /** Jobs added for due (report, period) pairs (0 when every one existed already). */
  scheduled: Schema.Number,
  /** Jobs worked now (sent into the outbox, skipped, or failed). */
  worked: Schema.Number,
  /** Of those, periods not sent because a "send now" had already sent them to every recipient. */
  skipped: Schema.Number,
});
