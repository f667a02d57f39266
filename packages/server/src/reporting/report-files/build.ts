import type { ReportFormat } from "@proshop/core";
import type { WriteChunk } from "./chunks.ts";
import type { ReportData } from "./report-table.ts";

/*
 * A report file of any format: its name and media type (known before it is built, so an answer
 * can start at once) and the writer of its bytes (run in a worker thread, see worker.ts).
 */

export interface ReportFileHead {
  readonly fileName: string;
  readonly contentType: string;
}

/** A built report file: its bytes, its name and its media type. */
export interface ReportFile extends ReportFileHead {
  readonly bytes: Uint8Array;
}

const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** `report-12-2025-11-17-2025-11-24.xlsx`: the report and its period, safe in any file system. */
export const reportFileHead = (data: ReportData): ReportFileHead => ({
  fileName: `report-${data.reportId}-${data.fromLabel.slice(0, 10)}-${data.toLabel.slice(0, 10)}.${data.format}`,
  contentType: CONTENT_TYPES[data.format],
});

/** Writes the file's bytes, in order, to `write`. Each format's library is loaded when first needed: a thread starts faster. */
export const writeReportFile = async (data: ReportData, write: WriteChunk): Promise<void> => {
  if (data.format === "csv") (await import("./csv.ts")).writeReportCsv(data, write);
  else if (data.format === "xlsx") await (await import("./xlsx.ts")).writeReportXlsx(data, write);
  else await (await import("./pdf.ts")).writeReportPdf(data, write);
};
