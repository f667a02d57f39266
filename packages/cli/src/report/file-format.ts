import { extname } from "node:path";

/*
 * Which format `proshop report run -o <file>` writes (issue 35): `--format` when given, else
 * the file's extension (.csv, .xlsx, .pdf), else the report's own format. A `--format` that
 * contradicts the extension is refused: `-o r1.csv --format pdf` would write a PDF named .csv.
 */

export const REPORT_FILE_FORMATS = ["csv", "xlsx", "pdf"] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

export type ReportFormatChoice =
  | { readonly kind: "format"; readonly format: ReportFileFormat | null }
  | { readonly kind: "contradiction"; readonly asked: ReportFileFormat; readonly extension: ReportFileFormat };

const isReportFileFormat = (value: string): value is ReportFileFormat => (REPORT_FILE_FORMATS as readonly string[]).includes(value);

/** The format the file's extension names (case-insensitive), or null for any other name. */
export const formatOfFileName = (file: string): ReportFileFormat | null => {
  const extension = extname(file).slice(1).toLowerCase();
  return isReportFileFormat(extension) ? extension : null;
};

/** The format to ask the server for; `format: null` leaves it to the report. */
export const reportFormatFor = (file: string, asked: ReportFileFormat | undefined): ReportFormatChoice => {
  const extension = formatOfFileName(file);
  if (asked !== undefined && extension !== null && asked !== extension) return { kind: "contradiction", asked, extension };
  return { kind: "format", format: asked ?? extension };
};
