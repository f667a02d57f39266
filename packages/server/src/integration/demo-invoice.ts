import PDFDocument from "pdfkit";
import { formatMoney, translator, type IntegrationOrder } from "@proshop/core";

/*
 * The demo warehouse simulator's invoice (issue 34): a one-page PDF (pdfkit, as the report
 * files) of an order as the integration API answers it, in the order's language, marked as a
 * demo. What an ERP would upload; the customer downloads it from the order.
 */

const MARGIN = 50;
const ROW = 16;

/** pdfkit's standard fonts know WinAnsi only: Intl's narrow and no-break spaces become plain ones. */
const printable = (text: string): string => text.replace(/[\u00a0\u202f]/g, " ");

/** The invoice of `order`, dated `at`. */
export const demoInvoicePdf = (order: IntegrationOrder, at: Date): Promise<Uint8Array<ArrayBuffer>> =>
  new Promise((resolve, reject) => {
    const t = translator(order.language);
    const money = (cents: number) => printable(formatMoney(cents, order.language, order.currency));
    const title = `${t("integration.demo_invoice.title")} ${order.order_nr}`;
    // A fixed creation date: the same order gives the same bytes, whichever instance builds it.
    const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: title, Author: "proshop", CreationDate: at } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);

    const width = doc.page.width - 2 * MARGIN;
    doc.font("Helvetica-Bold").fontSize(18).text(printable(title));
    doc.moveDown(0.5).font("Helvetica").fontSize(10);
    doc.text(printable(t("integration.demo_invoice.order", { order_nr: order.order_nr })));
    doc.text(printable(t("integration.demo_invoice.date", { date: at.toISOString().slice(0, 10) })));
    doc.text(printable(t("integration.demo_invoice.customer", { cust_no: order.customer.cust_no, name: order.customer.name })));
    doc.moveDown(0.5).fillColor("#a00000").text(printable(t("integration.demo_invoice.demo_notice"))).fillColor("black");
    doc.moveDown(1);

    // Columns: part number, description, quantity, unit price, total (amounts right-aligned).
    const columns = [
      { x: MARGIN, width: 70, align: "left" as const },
      { x: MARGIN + 75, width: width - 75 - 3 * 80, align: "left" as const },
      { x: MARGIN + width - 3 * 80, width: 60, align: "right" as const },
      { x: MARGIN + width - 2 * 80, width: 75, align: "right" as const },
      { x: MARGIN + width - 80, width: 80, align: "right" as const },
    ];
    let y = doc.y;
    const row = (cells: ReadonlyArray<string>, bold = false) => {
      // Placed by hand, so pdfkit adds no page by itself: a long order goes on.
      if (y + ROW > doc.page.height - MARGIN) {
        doc.addPage();
        y = MARGIN;
      }
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
      cells.forEach((cell, index) => {
        const column = columns[index]!;
        doc.text(printable(cell), column.x, y, { width: column.width, align: column.align, lineBreak: false, ellipsis: true });
      });
      y += ROW;
    };
    row(
      [
        t("integration.demo_invoice.part_no"),
        t("integration.demo_invoice.description"),
        t("integration.demo_invoice.quantity"),
        t("integration.demo_invoice.unit_price"),
        t("integration.demo_invoice.total"),
      ],
      true,
    );
    for (const line of order.lines) row([line.part_no, line.name, String(line.quantity), money(line.unit_price), money(line.total)]);
    y += ROW / 2;
    const sum = (label: string, cents: number, bold = false) => row(["", "", "", label, money(cents)], bold);
    sum(t("integration.demo_invoice.subtotal"), order.subtotal);
    if (order.discount !== 0) sum(t("integration.demo_invoice.discount"), -order.discount);
    sum(t("integration.demo_invoice.shipping"), order.shipping);
    sum(t("integration.demo_invoice.tax"), order.tax);
    sum(t("integration.demo_invoice.total"), order.total, true);
    doc.end();
  });
