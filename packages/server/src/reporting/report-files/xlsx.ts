import { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { WriteChunk } from "./chunks.ts";
import { periodShown, reportTable, reportTitle, textsOf, type ReportData } from "./report-table.ts";

/*
 * The XLSX of a report (exceljs): a sheet of counts whose first column holds real dates (the
 * location's wall clock; its UTC offset beside it, since a spreadsheet date has no zone),
 * numbers as numbers, a bold header row, frozen header and first column, and a totals row of
 * SUM formulas with their values; a second sheet says what the report is. Written with
 * exceljs's streaming writer: each row is committed and zipped as it is added.
 */

const COUNT_FORMAT = "#,##0";
const DATE_FORMATS: Record<string, string> = { h: "yyyy-mm-dd hh:mm", D: "yyyy-mm-dd", M: "yyyy-mm", Y: "yyyy" };

/** The wall clock of an ISO start (`2025-03-30T03:00:00+02:00`) as a zone-less date for the cell. */
const wallClock = (start: string): Date => new Date(`${start.slice(0, 19)}Z`);

export const writeReportXlsx = async (data: ReportData, write: WriteChunk): Promise<void> => {
  const table = reportTable(data);
  const t = textsOf(data);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      write(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = "proshop";
  workbook.created = data.generatedAt;
  const sheet = workbook.addWorksheet(t("reports.file.title").slice(0, 31), { views: [{ state: "frozen", xSplit: 1, ySplit: 1 }] });
  const [startHeading, ...kindHeadings] = table.header;
  sheet.columns = [
    { header: startHeading!, key: "start", width: 20, style: { numFmt: DATE_FORMATS[data.counts.interval] ?? "yyyy-mm-dd hh:mm" } },
    { header: t("reports.file.utc_offset"), key: "offset", width: 12 },
    ...kindHeadings.map((heading, index) => ({ header: heading, key: `k${index}`, width: 14, style: { numFmt: COUNT_FORMAT } })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of table.rows) sheet.addRow([wallClock(row.start), row.start.slice(19), ...row.counts]).commit();
  const last = table.rows.length + 1;
  const totals = sheet.addRow([
    t("reports.file.total"),
    "",
    ...table.totals.map((total, index) => {
      const column = sheet.getColumn(index + 3).letter;
      return { formula: `SUM(${column}2:${column}${Math.max(last, 2)})`, result: total };
    }),
  ]);
  totals.font = { bold: true };
  totals.commit();
  sheet.commit();

  // Every label in the report's language, the sheet's name too (a Dutch file said "Time zone", issue 35).
  const about = workbook.addWorksheet(t("reports.file.info").slice(0, 31));
  about.columns = [{ width: 18 }, { width: 40 }];
  about.addRow([reportTitle(data)]).font = { bold: true, size: 14 };
  for (const line of [
    [t("reports.file.company"), data.company],
    [t("reports.file.location"), data.location],
    [t("reports.file.device"), data.device ?? t("reports.file.all_devices")],
    [t("reports.file.period"), `${periodShown(data).from} – ${periodShown(data).to}`],
    [t("reports.file.interval"), t(`reporting.interval.${data.counts.interval}`)],
    [t("reports.file.time_zone"), data.timeZone],
  ]) {
    about.addRow(line);
  }
  about.commit();
  await workbook.commit();
};
