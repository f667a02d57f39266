import type { ReportFormat } from "../entities/enums.ts";
import { MAX_BUCKETS } from "./buckets.ts";

/*
 * How many rows (intervals) one report file may have, by format: what a worker thread builds in
 * a few seconds and a reader can still open. A PDF of a year by hour (8,784 rows, about 180
 * pages) fits; two years by hour do not, but fit as a spreadsheet or CSV.
 */
export const MAX_REPORT_ROWS: Readonly<Record<ReportFormat, number>> = { csv: MAX_BUCKETS, xlsx: MAX_BUCKETS, pdf: 10_000 };

/** The details of a too-large report (413 `reports.too_large`), or null when it fits. */
export const reportTooLarge = (format: ReportFormat, rows: number) =>
  rows <= MAX_REPORT_ROWS[format] ? null : { format, format_name: format.toUpperCase(), rows, max_rows: MAX_REPORT_ROWS[format] };
