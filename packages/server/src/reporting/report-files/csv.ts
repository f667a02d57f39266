import { stringify } from "csv-stringify/sync";
import { reportTable, type ReportData } from "./report-data.ts";

/*
 * The CSV of a report: RFC 4180 (CRLF, quotes doubled, csv-stringify), UTF-8 with a BOM so
 * spreadsheet programs read accents right, a header row, one row per interval whose first
 * column is its start as the location's wall clock with its offset (2025-03-30T03:00:00+02:00),
 * and a totals row.
 */
export const reportCsv = (data: ReportData): Uint8Array => {
  const table = reportTable(data);
  const text = stringify(
    [table.header, ...table.rows.map((row) => [row.start, ...row.counts]), [data.t("reports.file.total"), ...table.totals]],
    { record_delimiter: "windows", quoted_match: /^[=+\-@]/ },
  );
  return new TextEncoder().encode(`\uFEFF${text}`);
};
