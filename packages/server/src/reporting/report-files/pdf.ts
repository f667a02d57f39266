import PDFDocument from "pdfkit";
import { bucketLabel } from "@proshop/core";
import { reportTable, reportTitle, type ReportData } from "./report-data.ts";

/*
 * The PDF of a report (pdfkit): title, company, location, period and interval; a line chart of
 * the counts per interval, one line per kind; the table (repeated header on each page) with its
 * totals; "page N of M" on every page (pages are buffered, numbered at the end).
 */

const MARGIN = 50;
const COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd"];

const drawChart = (doc: PDFKit.PDFDocument, data: ReportData, top: number, width: number, height: number) => {
  const series = data.counts.series;
  const max = Math.max(1, ...series.flatMap((each) => each.counts));
  const count = data.counts.buckets.length;
  doc.save().lineWidth(0.5).strokeColor("#999999").rect(MARGIN, top, width, height).stroke();
  doc.fontSize(7).fillColor("#555555").text(String(max), MARGIN + 2, top + 2, { lineBreak: false });
  series.forEach((each, index) => {
    const colour = COLOURS[index % COLOURS.length]!;
    doc.lineWidth(1).strokeColor(colour);
    each.counts.forEach((value, bucket) => {
      const x = MARGIN + (count <= 1 ? width / 2 : (bucket / (count - 1)) * width);
      const y = top + height - (value / max) * (height - 12);
      if (bucket === 0) doc.moveTo(x, y);
      else doc.lineTo(x, y);
    });
    doc.stroke();
    doc.fillColor(colour).fontSize(8).text(data.t(`reporting.kind.${each.kind}`), MARGIN + 4 + index * 110, top + height + 4, { lineBreak: false });
  });
  doc.restore();
};

export const reportPdf = (data: ReportData): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: MARGIN, bufferPages: true, info: { Title: reportTitle(data), Author: "proshop" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    const t = data.t;
    const table = reportTable(data);
    const width = doc.page.width - 2 * MARGIN;
    const locale = data.language;

    doc.fontSize(16).fillColor("black").text(reportTitle(data));
    doc.moveDown(0.5).fontSize(10);
    doc.text(`${t("reports.file.company")}: ${data.company}`);
    doc.text(`${t("reports.file.location")}: ${data.location} (${data.timeZone})`);
    doc.text(`${t("reports.file.device")}: ${data.device ?? t("reports.file.all_devices")}`);
    doc.text(`${t("reports.file.period")}: ${data.fromLabel} – ${data.toLabel}`);
    doc.text(`${t("reports.file.interval")}: ${t(`reporting.interval.${data.counts.interval}`)}`);
    doc.moveDown(0.5).fontSize(11).text(t("reports.file.chart"));
    const chartTop = doc.y + 4;
    drawChart(doc, data, chartTop, width, 160);
    doc.x = MARGIN;
    doc.y = chartTop + 185;

    const columns = table.header.length;
    const firstWidth = 200;
    const otherWidth = (width - firstWidth) / Math.max(1, columns - 1);
    const rowHeight = 14;
    const bottom = doc.page.height - MARGIN - 20;
    const writeRow = (cells: ReadonlyArray<string>, bold: boolean) => {
      if (doc.y + rowHeight > bottom) {
        doc.addPage();
        doc.y = MARGIN;
        writeRow(table.header, true);
      }
      const y = doc.y;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9).fillColor("black");
      cells.forEach((cell, index) => {
        const x = index === 0 ? MARGIN : MARGIN + firstWidth + (index - 1) * otherWidth;
        doc.text(cell, x, y, { width: index === 0 ? firstWidth : otherWidth - 4, align: index === 0 ? "left" : "right", lineBreak: false });
      });
      doc.y = y + rowHeight;
      doc.x = MARGIN;
    };
    writeRow(table.header, true);
    const number = new Intl.NumberFormat(locale, { useGrouping: false });
    for (const row of table.rows) writeRow([bucketLabel(row.start, data.counts.interval, locale), ...row.counts.map((value) => number.format(value))], false);
    writeRow([t("reports.file.total"), ...table.totals.map((value) => number.format(value))], true);

    const range = doc.bufferedPageRange();
    for (let index = 0; index < range.count; index += 1) {
      doc.switchToPage(range.start + index);
      const text = t("reports.file.page", { page: index + 1, pages: range.count });
      // Written inside the bottom margin: lift the margin so pdfkit does not add a page for it.
      const savedBottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font("Helvetica").fontSize(8).fillColor("#555555").text(text, MARGIN, doc.page.height - MARGIN + 10, { width, align: "center", lineBreak: false });
      doc.page.margins.bottom = savedBottom;
    }
    doc.end();
  });
