/*
 * The one-line summary of a day's expected occupancy (issue 36): "usually quiet after 16:00".
 * Dependency-free, so the public page's small bundle can import it too.
 *
 * Quiet means under `quietBelow` people: half the location's orange (busy) threshold; without
 * one, half its optimal occupancy; without that, half the day's expected peak. So a venue that
 * never gets near busy is "usually quiet all day", which is what a visitor wants to know.
 *
 * Only the hours the location is usually open count (people came or went in them on most
 * comparable days), so "quiet after 21:00" never just means "closed after 21:00":
 * - every open hour quiet: `quiet_all_day`;
 * - the last open hours quiet after a busy one: `quiet_after` the first of them;
 * - busy until closing: `busiest_at` the hour of the expected peak.
 * Null when nothing is expected (no comparable day, or no open hour).
 */

export type ExpectedSummaryKind = "quiet_after" | "quiet_all_day" | "busiest_at";

export interface ExpectedSummary {
  readonly kind: ExpectedSummaryKind;
  /** `HH:MM`, local: the start of the first quiet hour (`quiet_after`) or of the peak hour (`busiest_at`); null for `quiet_all_day`. */
  readonly time: string | null;
}

/** What the summary reads of each hour of the day, in order. */
export interface SummaryHour {
  /** Local hour 0-23. */
  readonly localHour: number;
  readonly expected: number | null;
  /** The location is usually open (counting) in this hour. */
  readonly open: boolean;
}

export interface QuietThresholds {
  readonly optimal_balance?: number | null | undefined;
  readonly balance_orange?: number | null | undefined;
}

const timeOf = (localHour: number): string => `${String(localHour).padStart(2, "0")}:00`;

/** People under which an hour is quiet (see above), or null when the day expects no one. */
export const quietBelow = (thresholds: QuietThresholds, peak: number): number | null => {
  const optimal = thresholds.optimal_balance ?? 0;
  const orange = thresholds.balance_orange ?? 0;
  if (optimal > 0 && orange > 0) return (optimal * orange) / 100 / 2;
  if (optimal > 0) return optimal / 2;
  return peak > 0 ? peak / 2 : null;
};

/** The day's summary from its hours and the quiet threshold (quietBelow). */
export const expectedSummary = (hours: ReadonlyArray<SummaryHour>, below: number | null): ExpectedSummary | null => {
  const open = hours.filter((hour): hour is SummaryHour & { readonly expected: number } => hour.open && hour.expected !== null);
  if (open.length === 0 || below === null) return null;
  const quiet = (hour: { readonly expected: number }) => hour.expected < below;
  if (open.every(quiet)) return { kind: "quiet_all_day", time: null };
  const lastBusy = open.findLastIndex((hour) => !quiet(hour));
  const firstQuiet = open[lastBusy + 1];
  if (firstQuiet !== undefined) return { kind: "quiet_after", time: timeOf(firstQuiet.localHour) };
  const peak = open.reduce((best, hour) => (hour.expected > best.expected ? hour : best));
  return { kind: "busiest_at", time: timeOf(peak.localHour) };
};

/** The message (core's `expectedOccupancy.summary.*`) and its words for a summary. */
export const expectedSummaryMessage = (summary: ExpectedSummary): { readonly id: string; readonly params: { readonly time: string } } => ({
  id: `expectedOccupancy.summary.${summary.kind}`,
  params: { time: summary.time ?? "" },
});
