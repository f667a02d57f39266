import type { CountsAnswer } from "../contract/reporting-bodies.ts";
import type { Translate } from "../i18n/translate.ts";

/*
 * The table behind the counts chart, as the screen shows it and as its CSV downloads it (and as
 * the scheduled reports of issue 15 will write it): one row per bucket, one column per kind,
 * labelled in the reader's language, bucket starts written as the location's wall clock. Locations
 * compared (issue 36) get a column each, per kind: "Centrale – Enters", "Wijk – Enters", ...
 */

export interface CountsTable {
  readonly header: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<ReadonlyArray<string | number>>;
  readonly totals: ReadonlyArray<string | number>;
}

const LABEL_OPTIONS: Record<CountsAnswer["interval"], Intl.DateTimeFormatOptions> = {
  h: { dateStyle: "medium", timeStyle: "short" },
  D: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
  M: { month: "long", year: "numeric" },
  Y: { year: "numeric" },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options, made once: making one costs a thousand times a format (a year by hour labels 8,760 rows). */
const formatOf = (locale: string, kind: "label" | "tick", interval: CountsAnswer["interval"]): Intl.DateTimeFormat => {
  const key = `${locale}|${kind}|${interval}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...(kind === "label" ? LABEL_OPTIONS : TICK_OPTIONS)[interval], timeZone: "UTC" });
    formats.set(key, format);
  }
  return format;
};

/**
 * A bucket's label: its start (`2025-03-30T03:00:00+02:00`) as the location's wall clock shows
 * it, whatever the reader's own zone; hourly labels name the offset on change days.
 */
export const bucketLabel = (bucket: string, interval: CountsAnswer["interval"], locale: string): string => {
  const label = formatOf(locale, "label", interval).format(Date.parse(`${bucket.slice(0, 19)}Z`));
  return interval === "h" ? `${label} (${bucket.slice(19)})` : label;
};

const TICK_OPTIONS: Record<CountsAnswer["interval"], Intl.DateTimeFormatOptions> = {
  h: { hour: "2-digit", minute: "2-digit" },
  D: { day: "numeric", month: "short" },
  M: { month: "short", year: "2-digit" },
  Y: { year: "numeric" },
};

/** A bucket's short label for a chart's axis (`08:00`, `26 Oct`, `Oct 25`, `2025`), wall clock of the location. */
export const bucketTickLabel = (bucket: string, interval: CountsAnswer["interval"], locale: string): string =>
  formatOf(locale, "tick", interval).format(Date.parse(`${bucket.slice(0, 19)}Z`));

/** A column of the table (and a line of the chart): its label and its series. */
export interface CountsColumn {
  readonly label: string;
  readonly series: CountsAnswer["series"][number];
  /** The location compared it belongs to (its place in `by_location`); absent for a single location or a sum. */
  readonly location?: number;
}

/** The columns of an answer: one per kind, or per kind and location compared, kind by kind. */
export const countsColumns = (answer: CountsAnswer, t: Translate): CountsColumn[] => {
  const compared = answer.by_location;
  if (compared === undefined) return answer.series.map((series) => ({ label: t(`reporting.kind.${series.kind}`), series }));
  return answer.series.flatMap((_, kindIndex) =>
    compared.flatMap((place, location) => {
      const series = place.series[kindIndex];
      return series === undefined ? [] : [{ label: t("reporting.web.counts.location_kind", { location: place.name, kind: t(`reporting.kind.${series.kind}`) }), series, location }];
    }),
  );
};

export const countsTable = (answer: CountsAnswer, t: Translate, locale: string): CountsTable => {
  const columns = countsColumns(answer, t);
  return {
    header: [t("reporting.web.counts.period"), ...columns.map((column) => column.label)],
    rows: answer.buckets.map((bucket, index) => [bucketLabel(bucket, answer.interval, locale), ...columns.map((column) => column.series.counts[index] ?? 0)]),
    totals: [t("reporting.web.counts.total"), ...columns.map((column) => column.series.total)],
  };
};

const csvCell = (value: string | number): string => {
  const text = String(value);
  // Quoted when needed; a leading =, +, - or @ would be read as a formula by spreadsheets.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The table as CSV (RFC 4180, CRLF line ends), with the ISO bucket start as a first column for machines. */
export const countsCsv = (answer: CountsAnswer, table: CountsTable): string =>
  [
    ["start", ...table.header],
    ...table.rows.map((row, index) => [answer.buckets[index]!, ...row]),
    ["", ...table.totals],
  ]
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n") + "\r\n";
