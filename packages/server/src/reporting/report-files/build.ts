import type { ReportFormat } from "@proshop/core";
import { reportCsv } from "./csv.ts";
import { reportPdf } from "./pdf.ts";
import type { ReportData } from "./report-data.ts";
import { reportXlsx } from "./xlsx.ts";

/** A built report file: its bytes, its name and its media type. */
export interface ReportFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
  readonly contentType: string;
}

const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** `report-12-2025-11-17-2025-11-24.xlsx`: the report and its period, safe in any file system. */
const fileNameOf = (data: ReportData): string =>
  `report-${data.reportId}-${data.fromLabel.slice(0, 10)}-${data.toLabel.slice(0, 10)}.${data.format}`;

export const buildReportFile = async (data: ReportData): Promise<ReportFile> => {
  const bytes = data.format === "csv" ? reportCsv(data) : data.format === "xlsx" ? await reportXlsx(data) : await reportPdf(data);
  return { bytes, fileName: fileNameOf(data), contentType: CONTENT_TYPES[data.format] };
};
