import { addDays } from "./report-schedule.ts";

/*
 * How a report's period and file are named for a person (issue 35 item 11). A period is kept
 * [from, to) everywhere in code, but a reader counts days: "24 to 30 March" for rows ending on
 * the 30th, so the end shown is the last day included. A file is named by its location, kind
 * and period (not `report-1.xlsx`), in a form every file system and mail client accepts.
 */

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The last day a period [from, to) includes, for a calendar date `to`; an instant stays as it is (its end is a moment, not a day). */
export const lastDayIncluded = (to: string): string => (CALENDAR_DATE.test(to) ? addDays(to, -1) : to);

/**
 * A name safe as a file name that keeps the reader's letters: no path separators, quotes,
 * control or reserved characters; spaces and runs of them become one `-`.
 */
export const safeFileNamePart = (text: string): string =>
  text
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f"'`/\\:*?<>|;,]+/g, " ")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "");

/** The same name in ASCII only (accents dropped, other letters to `-`), for the plain `filename=` and mail attachments. */
export const asciiFileName = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+|-+(?=\.[A-Za-z0-9]+$)|-+$/g, "");

export interface ReportFileNameParts {
  /** The location's name. */
  readonly location: string;
  /** The report's kind, as the reader names it ("People counter: enters and leaves"). */
  readonly kind: string;
  /** The period [from, to): local dates, or instants. */
  readonly from: string;
  readonly to: string;
  readonly format: string;
}

/** `Centrale-Bibliotheek_People-counter-enters-and-leaves_2025-03-24_2025-03-30.xlsx`: location, kind, first and last day included. */
export const reportFileName = (parts: ReportFileNameParts): string => {
  const dates = CALENDAR_DATE.test(parts.from) && CALENDAR_DATE.test(parts.to) ? [parts.from, lastDayIncluded(parts.to)] : [parts.from.slice(0, 16), parts.to.slice(0, 16)];
  const pieces = [parts.location, parts.kind, ...dates].map(safeFileNamePart).filter((piece) => piece !== "");
  return `${(pieces.join("_") || "report").slice(0, 180)}.${parts.format}`;
};

/** A Content-Disposition for a download: the ASCII name for old clients, the reader's letters in `filename*` (RFC 6266/5987). */
export const attachmentDisposition = (fileName: string): string => {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encoded}`;
};
