import { eq } from "drizzle-orm";
import {
  REPORT_KIND_EVENTS,
  resolveInterval,
  startOfLocalDate,
  translator,
  type ReportFormat,
  type ReportInterval,
  type ReportKind,
  type Translate,
} from "@proshop/core";
import type { ShopDatabase } from "../../db/client.ts";
import { companies, reportingDevices, reportingLocations } from "../../db/schema.ts";
import { countsFor, type Counts } from "../counts.ts";
import type { ReportRow } from "../reports.ts";

/*
 * What a report file shows, gathered once for every format: the counts come from `countsFor`,
 * the very computation behind GET /reporting/api/counts, so a file and the screen agree.
 */

export interface ReportData {
  readonly reportId: number;
  readonly kind: ReportKind;
  readonly format: ReportFormat;
  readonly language: string;
  readonly t: Translate;
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

/** The period of a report: local dates of its location ([from, to)) or instants. */
export type ReportRange = { readonly fromDate: string; readonly toDate: string } | { readonly from: number; readonly to: number };

export class ReportTooLarge extends Error {}

export const reportData = async (
  db: ShopDatabase,
  report: Pick<ReportRow, "id" | "report" | "format" | "language" | "locationId" | "deviceId" | "interval" | "custNo" | "contactName" | "contactEmail" | "description">,
  range: ReportRange,
  format: ReportFormat = report.format as ReportFormat,
): Promise<ReportData> => {
  const [location] = await db.select().from(reportingLocations).where(eq(reportingLocations.id, report.locationId)).limit(1);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.custNo, report.custNo)).limit(1);
  const [device] =
    report.deviceId === null ? [undefined] : await db.select({ name: reportingDevices.name }).from(reportingDevices).where(eq(reportingDevices.id, report.deviceId)).limit(1);
  const timeZone = location!.timeZone;
  const from = "fromDate" in range ? startOfLocalDate(range.fromDate, timeZone) : range.from;
  const to = "toDate" in range ? startOfLocalDate(range.toDate, timeZone) : range.to;
  const counts = await countsFor(db, {
    locations: [location!.id],
    devices: report.deviceId === null ? null : [report.deviceId],
    kinds: REPORT_KIND_EVENTS[report.report as ReportKind],
    from,
    to,
    interval: resolveInterval(report.interval as ReportInterval, from, to),
    timeZone,
  });
  if (counts === null) throw new ReportTooLarge("too many intervals for this period: choose a larger interval");
  return {
    reportId: report.id,
    kind: report.report as ReportKind,
    format,
    language: report.language,
    t: translator(report.language),
    company: company?.name ?? report.custNo,
    location: location!.name,
    device: device?.name ?? null,
    timeZone,
    fromLabel: "fromDate" in range ? range.fromDate : counts.from,
    toLabel: "toDate" in range ? range.toDate : counts.to,
    counts,
    generatedAt: new Date(),
    contactName: report.contactName,
    contactEmail: report.contactEmail,
    description: report.description,
  };
};

/** The table every format writes: header, one row per bucket (ISO start with offset, counts), totals. */
export const reportTable = (data: ReportData) => ({
  header: [data.t("reports.file.start"), ...data.counts.series.map((series) => data.t(`reporting.kind.${series.kind}`))],
  rows: data.counts.buckets.map((bucket, index) => ({ start: bucket, counts: data.counts.series.map((series) => series.counts[index] ?? 0) })),
  totals: data.counts.series.map((series) => series.total),
});

/** The headline of the files and mails: the kind of report in the reader's language. */
export const reportTitle = (data: ReportData): string => `${data.t("reports.file.title")}: ${data.t(`reports.kind.${data.kind}`)}`;
