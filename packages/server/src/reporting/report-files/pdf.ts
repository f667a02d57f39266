import PDFDocument from "pdfkit";
import { bucketLabel, bucketTickLabel } from "@proshop/core/counts-table";
import type { WriteChunk } from "./chunks.ts";
import { writeBodyRows } from "./pdf-body-rows.ts";
import { periodShown, reportTable, reportTitle, textsOf, type ReportData } from "./report-table.ts";

/*
 * The PDF of a report (pdfkit): title, company, location, period and interval; a line chart of
 * the counts per interval, one line per kind, dates along its x axis; the table (repeated header on each page) with its
 * totals; "page N of M" on every page. The page count is worked out before the table is
 * written (its rows have one height), so every page is finished, numbered and sent as it fills:
 * no page is kept in memory.
 */

const MARGIN = 50;
const ROW_HEIGHT = 14;
const COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd"];
/** At most this many dates under the chart: more would run into each other on an A4 width. */
const MAX_TICKS = 7;
const TICK_WIDTH = 70;

/** The buckets labelled under the chart: the first, the last and evenly spaced ones between. */
export const tickIndexes = (count: number, most = MAX_TICKS): number[] => {
  if (count <= 0) return [];
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  return [...new Set(Array.from({ length: most }, (_, tick) => Math.round((tick * (count - 1)) / (most - 1))))];
};

/** A tick's words: the date (hours alone say nothing when the chart spans days), the hour too for one day by hour. */
const tickLabel = (data: ReportData, bucket: string, locale: string): string => {
  const { interval, buckets } = data.counts;
  if (interval !== "h") return bucketTickLabel(bucket, interval, locale);
  const oneDay = buckets.length > 0 && buckets[0]!.slice(0, 10) === buckets.at(-1)!.slice(0, 10);
  return oneDay ? bucketTickLabel(bucket, "h", locale) : `${bucketTickLabel(bucket, "D", locale)} ${bucketTickLabel(bucket, "h", locale)}`;
};

const drawChart = (doc: PDFKit.PDFDocument, data: ReportData, top: number, width: number, height: number) => {
  const series = data.counts.series;
  const max = Math.max(1, ...series.flatMap((each) => each.counts));
  const count = data.counts.buckets.length;
  doc.save().lineWidth(0.5).strokeColor("#999999").rect(MARGIN, top, width, height).stroke();
  doc.fontSize(7).fillColor("#555555").text(String(max), MARGIN + 2, top + 2, { lineBreak: false });
  const xOf = (bucket: number) => MARGIN + (count <= 1 ? width / 2 : (bucket / (count - 1)) * width);
  for (const index of tickIndexes(count)) {
    const x = xOf(index);
    doc.lineWidth(0.5).strokeColor("#999999").moveTo(x, top + height).lineTo(x, top + height + 3).stroke();
    // Centred under its tick; at the chart's ends, starting or ending at it, so it stays inside.
    const [left, align]: [number, "left" | "right" | "center"] =
      x - TICK_WIDTH / 2 < MARGIN ? [x, "left"] : x + TICK_WIDTH / 2 > MARGIN + width ? [x - TICK_WIDTH, "right"] : [x - TICK_WIDTH / 2, "center"];
    doc.fontSize(7).fillColor("#555555").text(tickLabel(data, data.counts.buckets[index]!, data.language), left, top + height + 5, { width: TICK_WIDTH, align, lineBreak: false });
  }
  series.forEach((each, index) => {
    const colour = COLOURS[index % COLOURS.length]!;
    doc.lineWidth(1).strokeColor(colour);
    each.counts.forEach((value, bucket) => {
      const x = xOf(bucket);
      const y = top + height - (value / max) * (height - 12);
      if (bucket === 0) doc.moveTo(x, y);
      else doc.lineTo(x, y);
    });
    doc.stroke();
    doc.fillColor(colour).fontSize(8).text(textsOf(data)(`reporting.kind.${each.kind}`), MARGIN + 4 + index * 110, top + height + 18, { lineBreak: false });
  });
  doc.restore();
};

/** How many pages `lines` table lines take from `top` of the first page on (each new page repeats the header). */
const pagesFor = (lines: number, top: number, bottom: number): number => {
  let pages = 1;
  let y = top;
  for (let line = 0; line < lines; line += 1) {
    if (y + ROW_HEIGHT > bottom) {
      pages += 1;
      y = MARGIN + ROW_HEIGHT;
    }
    y += ROW_HEIGHT;
  }
  return pages;
};

export const writeReportPdf = (data: ReportData, write: WriteChunk): Promise<void> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: reportTitle(data), Author: "proshop" } });
    doc.on("data", (chunk: Buffer) => write(chunk));
    doc.on("end", () => resolve());
    doc.on("error", reject);
    const t = textsOf(data);
    const table = reportTable(data);
    const width = doc.page.width - 2 * MARGIN;
    const locale = data.language;

    doc.fontSize(16).fillColor("black").text(reportTitle(data));
    doc.moveDown(0.5).fontSize(10);
    doc.text(`${t("reports.file.company")}: ${data.company}`);
    doc.text(`${t("reports.file.location")}: ${data.location} (${data.timeZone})`);
    doc.text(`${t("reports.file.device")}: ${data.device ?? t("reports.file.all_devices")}`);
    doc.text(`${t("reports.file.period")}: ${periodShown(data).from} – ${periodShown(data).to}`);
    doc.text(`${t("reports.file.interval")}: ${t(`reporting.interval.${data.counts.interval}`)}`);
    doc.moveDown(0.5).fontSize(11).text(t("reports.file.chart"));
    const chartTop = doc.y + 4;
    drawChart(doc, data, chartTop, width, 160);
    doc.x = MARGIN;
    doc.y = chartTop + 200;

    const bottom = doc.page.height - MARGIN - 20;
    const pages = pagesFor(table.rows.length + 2, doc.y, bottom);
    let page = 1;
    const writeFooter = () => {
      const text = t("reports.file.page", { page, pages });
      // Written inside the bottom margin: lift the margin so pdfkit does not add a page for it.
      const savedBottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font("Helvetica").fontSize(8).fillColor("#555555").text(text, MARGIN, doc.page.height - MARGIN + 10, { width, align: "center", lineBreak: false });
      doc.page.margins.bottom = savedBottom;
    };

    const columns = table.header.length;
    const firstWidth = 200;
    const otherWidth = (width - firstWidth) / Math.max(1, columns - 1);
    /** A cell's left edge: the first column's text starts at the margin, counts end at their column's right edge. */
    const leftOf = (cell: string, index: number, widthOf: (cell: string) => number) =>
      index === 0 ? MARGIN : MARGIN + firstWidth + index * otherWidth - 4 - widthOf(cell);
    /** Header and totals, a few a page: pdfkit's own text. */
    const writeRow = (cells: ReadonlyArray<string>, bold: boolean) => {
      const y = doc.y;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9).fillColor("black");
      cells.forEach((cell, index) => doc.text(cell, leftOf(cell, index, (text) => doc.widthOfString(text)), y, { lineBreak: false }));
      doc.y = y + ROW_HEIGHT;
      doc.x = MARGIN;
    };
    const newPage = () => {
      writeFooter();
      doc.addPage();
      page += 1;
      doc.y = MARGIN;
      writeRow(table.header, true);
    };
    writeRow(table.header, true);
    const number = new Intl.NumberFormat(locale, { useGrouping: false });
    const body = table.rows.map((row) => [bucketLabel(row.start, data.counts.interval, locale), ...row.counts.map((value) => number.format(value))]);
    // The body's counts repeat a few hundred values: each one measured once.
    const bodyWidths = new Map<string, number>();
    const widthOfBodyCell = (cell: string): number => {
      let width = bodyWidths.get(cell);
      if (width === undefined) bodyWidths.set(cell, (width = doc.widthOfString(cell)));
      return width;
    };
    const bodyLeftOf = (cell: string, index: number) => leftOf(cell, index, widthOfBodyCell);
    for (let first = 0; first < body.length; ) {
      if (doc.y + ROW_HEIGHT > bottom) newPage();
      // The rows this page takes, counted as pagesFor counts them.
      const top = doc.y;
      let fit = 0;
      while (first + fit < body.length && doc.y + ROW_HEIGHT <= bottom) {
        doc.y += ROW_HEIGHT;
        fit += 1;
      }
      doc.font("Helvetica").fontSize(9).fillColor("black");
      writeBodyRows(doc, body.slice(first, first + fit), bodyLeftOf, top, ROW_HEIGHT);
      first += fit;
    }
    if (doc.y + ROW_HEIGHT > bottom) newPage();
    writeRow([t("reports.file.total"), ...table.totals.map((value) => number.format(value))], true);
    writeFooter();
    doc.end();
  });
