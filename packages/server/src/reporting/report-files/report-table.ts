import type { ReportFormat, ReportKind, Translate } from "@proshop/core";
import { translator } from "@proshop/core/messages";
import { lastDayIncluded } from "@proshop/core/report-file-name";
import type { Counts } from "../counts.ts";

/*
 * What a report file shows, as plain data: gathered on the request loop (report-data.ts), then
 * copied to a worker thread that writes the file (build.ts), so it holds no function.
 */

export interface ReportData {
  readonly reportId: number;
  readonly kind: ReportKind;
  readonly format: ReportFormat;
  readonly language: string;
  readonly company: string;
  readonly location: string;
  readonly device: string | null;
  readonly timeZone: string;
  /** The period as the reader reads it: local dates or instants, `to` exclusive. */
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly counts: Counts;
  readonly generatedAt: Date;
  readonly contactName: string;
  readonly contactEmail: string;
  readonly description: string;
}

/** The period as a reader counts it: first and last day included (instants as they are). */
export const periodShown = (data: ReportData): { readonly from: string; readonly to: string } => ({ from: data.fromLabel, to: lastDayIncluded(data.toLabel) });

/** The report's words, in its language. */
export const textsOf = (data: ReportData): Translate => translator(data.language);

/** The table every format writes: header, one row per bucket (ISO start with offset, counts), totals. */
export const reportTable = (data: ReportData) => {
  const t = textsOf(data);
  return {
    header: [t("reports.file.start"), ...data.counts.series.map((series) => t(`reporting.kind.${series.kind}`))],
    rows: data.counts.buckets.map((bucket, index) => ({ start: bucket, counts: data.counts.series.map((series) => series.counts[index] ?? 0) })),
    totals: data.counts.series.map((series) => series.total),
  };
};

/** The headline of the files and mails: the kind of report in the reader's language. */
export const reportTitle = (data: ReportData): string => {
  const t = textsOf(data);
  return `${t("reports.file.title")}: ${t(`reports.kind.${data.kind}`)}`;
};
