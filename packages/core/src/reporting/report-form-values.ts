import type { ReportCreate, ReportRecord } from "../contract/report-bodies.ts";
import { REPORT_DEFAULTS } from "../contract/report-bodies.ts";
import { REPORTING_LANGUAGES } from "../contract/reporting-bodies.ts";
import type { ReportFormat, ReportInterval, ReportKind, ReportPeriod, ReportTrigger } from "../entities/enums.ts";
import { REPORTING_FIELD_MESSAGES } from "./forms.ts";
import type { RecordForm, RecordFormValues } from "./form-values.ts";
import { reportProblems } from "./report-forms.ts";

/*
 * The report form as the screen holds it (text and tick boxes) and back (issue 15). Recipients
 * are one address per line; a new report starts with the author's own address, which the form
 * asks them to check (SPEC 5).
 */

const text = (values: RecordFormValues, name: string): string => {
  const value = values[name];
  return typeof value === "string" ? value.trim() : "";
};

const triggerOf = (value: string): ReportTrigger => (/^[0-6]$/.test(value) ? (Number(value) as ReportTrigger) : (value as ReportTrigger));

export const reportForm = (
  record: ReportRecord | null,
  ownEmail: string,
  firstLocation: number | null,
  /** A new report's file language: the reader's (one of the report languages, else English). */
  ownLanguage = "en",
): RecordForm<ReportCreate> => ({
  values: {
    report: record?.report ?? "PEOPLECOUNTER_ENTERLEAVE",
    description: record?.description ?? "",
    location: String(record?.location ?? firstLocation ?? ""),
    device: record?.device === null || record?.device === undefined ? "" : String(record.device),
    recipient: (record?.recipient ?? [ownEmail]).join("\n"),
    max_rows_in_email: String(record?.max_rows_in_email ?? REPORT_DEFAULTS.max_rows_in_email),
    interval: record?.interval ?? "D",
    period: record?.period ?? "W",
    trigger: String(record?.trigger ?? 1),
    start_date: record?.start_date ?? "",
    end_date: record?.end_date ?? "",
    format: record?.format ?? "xlsx",
    language: record?.language ?? (REPORTING_LANGUAGES.includes(ownLanguage as (typeof REPORTING_LANGUAGES)[number]) ? ownLanguage : "en"),
    contact_name: record?.contact_name ?? "",
    contact_email: record?.contact_email ?? "",
    is_active: record?.is_active ?? true,
  },
  read: (values) => {
    const errors: Record<string, string> = {};
    const rows = text(values, "max_rows_in_email");
    if (!/^\d{1,4}$/.test(rows)) errors["max_rows_in_email"] = REPORTING_FIELD_MESSAGES.wholeNumber;
    const device = text(values, "device");
    const payload: ReportCreate = {
      report: text(values, "report") as ReportKind,
      description: text(values, "description"),
      location: Number(text(values, "location")),
      device: device === "" ? null : Number(device),
      recipient: text(values, "recipient").split(/[\n,;]+/).map((address) => address.trim()).filter((address) => address !== ""),
      max_rows_in_email: /^\d{1,4}$/.test(rows) ? Number(rows) : 0,
      interval: text(values, "interval") as ReportInterval,
      period: text(values, "period") as ReportPeriod,
      trigger: triggerOf(text(values, "trigger")),
      start_date: text(values, "start_date") === "" ? null : text(values, "start_date"),
      end_date: text(values, "end_date") === "" ? null : text(values, "end_date"),
      format: text(values, "format") as ReportFormat,
      language: text(values, "language") as ReportCreate["language"] & string,
      contact_name: text(values, "contact_name"),
      contact_email: text(values, "contact_email"),
      is_active: values["is_active"] === true,
    };
    const problems = reportProblems(payload);
    // A recipient's problem is shown under the one field that holds them all.
    const shown = Object.fromEntries(Object.entries(problems).map(([field, id]) => [field.startsWith("recipient") ? "recipient" : field, id]));
    if (payload.recipient.length === 0) shown["recipient"] = "forms.validation.required";
    return { payload, errors: { ...shown, ...errors } };
  },
});
