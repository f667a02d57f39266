import { eq } from "drizzle-orm";
import {
  REPORT_KIND_EVENTS,
  resolveInterval,
  startOfLocalDate,
  type ReportFormat,
  type ReportInterval,
  type ReportKind,
} from "@proshop/core";
import type { ShopDatabase } from "../../db/client.ts";
import { companies, reportingDevices, reportingLocations } from "../../db/schema.ts";
import { countsFor } from "../counts.ts";
import type { ReportRow } from "../reports.ts";
import type { ReportData } from "./report-table.ts";

/*
 * What a report file shows, gathered once for every format: the counts come from `countsFor`,
 * the very computation behind GET /reporting/api/counts, so a file and the screen agree.
 */

/** The period of a report: local dates of its location ([from, to)) or instants. */
export type ReportRange = { readonly fromDate: string; readonly toDate: string } | { readonly from: number; readonly to: number };

/** The period has more intervals than one counts query answers (core's MAX_BUCKETS). */
export class TooManyIntervals extends Error {}

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
  if (counts === null) throw new TooManyIntervals("too many intervals for this period: choose a larger interval");
  return {
    reportId: report.id,
    kind: report.report as ReportKind,
    format,
    language: report.language,
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
