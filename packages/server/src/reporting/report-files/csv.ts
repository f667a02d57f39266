import { stringify } from "csv-stringify/sync";
import type { WriteChunk } from "./chunks.ts";
import { reportTable, textsOf, type ReportData } from "./report-table.ts";

/*
 * The CSV of a report: RFC 4180 (CRLF, quotes doubled, csv-stringify), UTF-8 with a BOM so
 * spreadsheet programs read accents right, a header row, one row per interval whose first
 * column is its start as the location's wall clock with its offset (2025-03-30T03:00:00+02:00),
 * and a totals row. Written a batch of rows at a time, so the answer starts at once.
 */

const ROWS_PER_CHUNK = 2_000;
const OPTIONS = { record_delimiter: "windows", quoted_match: /^[=+\-@]/ } as const;

export const writeReportCsv = (data: ReportData, write: WriteChunk): void => {
  const table = reportTable(data);
  const encoder = new TextEncoder();
  write(encoder.encode(`\uFEFF${stringify([table.header], OPTIONS)}`));
  for (let first = 0; first < table.rows.length; first += ROWS_PER_CHUNK) {
    const rows = table.rows.slice(first, first + ROWS_PER_CHUNK).map((row) => [row.start, ...row.counts]);
    write(encoder.encode(stringify(rows, OPTIONS)));
  }
  write(encoder.encode(stringify([[textsOf(data)("reports.file.total"), ...table.totals]], OPTIONS)));
};
