import type { ReportUpdate } from "../contract/report-bodies.ts";
import { isReportKindSupported } from "../entities/enums.ts";
import { collectFieldErrors, emailFieldError, isBlankValue } from "../forms/field-rules.ts";
import { isCalendarDate } from "./forms.ts";
import { RECIPIENT_MESSAGE, recipientListError } from "./recipients.ts";

/*
 * The rules of a report definition beyond its types (issue 15): the web shows them under the
 * fields, the server checks them again before it writes.
 */

export const REPORT_FIELD_MESSAGES = {
  unsupported: "reports.field.unsupported",
  recipient: RECIPIENT_MESSAGE,
  adhocEndDate: "reports.field.adhoc_end_date",
  customStart: "reports.field.custom_start",
  dateOrder: "reports.field.date_order",
  date: "reporting.field.date",
} as const;

const dateError = (value: string | null | undefined): string | null =>
  isBlankValue(value) || isCalendarDate(value!) ? null : REPORT_FIELD_MESSAGES.date;

/** The problems of a report as it would be stored. */
export const reportProblems = (report: ReportUpdate): Record<string, string> =>
  collectFieldErrors([
    ["report", report.report !== undefined && !isReportKindSupported(report.report) ? REPORT_FIELD_MESSAGES.unsupported : null],
    recipientListError("recipient", report.recipient),
    ["start_date", dateError(report.start_date)],
    ["end_date", dateError(report.end_date) ?? (report.trigger === "adhoc" && isBlankValue(report.end_date) ? REPORT_FIELD_MESSAGES.adhocEndDate : null)],
    ["start_date", report.period === "custom" && isBlankValue(report.start_date) ? REPORT_FIELD_MESSAGES.customStart : null],
    ["end_date", !isBlankValue(report.start_date) && !isBlankValue(report.end_date) && report.end_date! < report.start_date! ? REPORT_FIELD_MESSAGES.dateOrder : null],
    ["contact_email", isBlankValue(report.contact_email) ? null : emailFieldError(report.contact_email)],
  ]);
