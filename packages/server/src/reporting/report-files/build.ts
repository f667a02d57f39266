import type { ReportFormat } from "@proshop/core";
import { asciiFileName, attachmentDisposition, reportFileName } from "@proshop/core/report-file-name";
import type { WriteChunk } from "./chunks.ts";
import { textsOf, type ReportData } from "./report-table.ts";

/*
 * A report file of any format: its name and media type (known before it is built, so an answer
 * can start at once) and the writer of its bytes (run in a worker thread, see worker.ts).
 */

export interface ReportFileHead {
  /** ASCII only, for mail attachments and file systems that take nothing else. */
  readonly fileName: string;
  readonly contentType: string;
  /** The download's Content-Disposition: the ASCII name, and the reader's letters in `filename*`. */
  readonly disposition: string;
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

/**
 * `Centrale-Bibliotheek_People-counter-enters-and-leaves_2025-11-17_2025-11-23.xlsx`: location,
 * kind (in the report's language) and the period's first and last day (was `report-1.xlsx`, issue 35).
 */
export const reportFileHead = (data: ReportData): ReportFileHead => {
  const name = reportFileName({ location: data.location, kind: textsOf(data)(`reports.kind.${data.kind}`), from: data.fromLabel, to: data.toLabel, format: data.format });
  return { fileName: asciiFileName(name), contentType: CONTENT_TYPES[data.format], disposition: attachmentDisposition(name) };
};

/** Writes the file's bytes, in order, to `write`. Each format's library is loaded when first needed: a thread starts faster. */
export const writeReportFile = async (data: ReportData, write: WriteChunk): Promise<void> => {
  if (data.format === "csv") (await import("./csv.ts")).writeReportCsv(data, write);
  else if (data.format === "xlsx") await (await import("./xlsx.ts")).writeReportXlsx(data, write);
  else await (await import("./pdf.ts")).writeReportPdf(data, write);
};
