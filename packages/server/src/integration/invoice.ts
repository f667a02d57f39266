import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { InvoiceUploadAnswer } from "@proshop/core";
import type { ShopDatabase, ShopQueryable } from "../db/client.ts";
import { orderInvoices, orders } from "../db/schema.ts";
import { queueInvoiceMails, type MailLinks } from "../orders/order-mails.ts";

/*
 * Invoices (issue 34): the warehouse or ERP uploads an order's invoice (a PDF of at most 5 MB,
 * PUT /integration/v1/orders/{order_nr}/invoice), its customer downloads it from the order
 * (GET /admin/order/{order_nr}/invoice).
 *
 * The PDF is recognised by its bytes, never by a name or a content type the sender chose: the
 * `%PDF-1.x` header at the start, and the `startxref` and `%%EOF` of a PDF's trailer at its end.
 * WHY not a full parse with pdf.js (unpdf): it took 100-500 ms of the request thread for a 5 MB
 * file here, for every upload, to learn what the structure check already tells. What is
 * served is sent as an attachment with `nosniff`, so even a crafted "PDF" is never rendered by
 * the browser as a page of the shop.
 */

/** How far from the end the trailer is looked for (PDF writers add a few bytes of whitespace or junk after it). */
const TRAILER_WINDOW = 1024;

/** True when `bytes` look like a whole PDF: its header, and its trailer's startxref and %%EOF. */
export const isPdf = (bytes: Uint8Array): boolean => {
  const head = Buffer.from(bytes.subarray(0, 8)).toString("latin1");
  if (!/^%PDF-\d\.\d/.test(head)) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW))).toString("latin1");
  const eof = tail.lastIndexOf("%%EOF");
  return eof !== -1 && tail.lastIndexOf("startxref", eof) !== -1;
};

/**
 * Keeps `pdf` as the invoice of order `orderId` (replacing an earlier one); the order counts as
 * changed. The first invoice of an order tells its customer by e-mail, in the same transaction.
 */
export const storeInvoice = (
  db: ShopDatabase,
  order: { readonly id: number; readonly orderNr: string },
  pdf: Uint8Array,
  keyId: number,
  now: Date,
  mailLinks: MailLinks,
): Promise<InvoiceUploadAnswer> =>
  db.transaction(async (tx) => {
    const sha256 = createHash("sha256").update(pdf).digest("hex");
    const row = { pdf, bytes: pdf.length, sha256, uploadedAt: now, keyId };
    const [had] = await tx.select({ orderId: orderInvoices.orderId }).from(orderInvoices).where(eq(orderInvoices.orderId, order.id)).for("update");
    await tx
      .insert(orderInvoices)
      .values({ orderId: order.id, ...row })
      .onConflictDoUpdate({ target: orderInvoices.orderId, set: row });
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
    if (had === undefined) await queueInvoiceMails(tx, order.id, mailLinks);
    return { order_nr: order.orderNr, bytes: pdf.length, sha256, uploaded_at: now.toISOString() };
  });

/** The invoice of order `orderNr` of company `custNo`, or null (none yet, or not the company's order). */
export const companyInvoice = async (db: ShopQueryable, custNo: string, orderNr: string): Promise<Uint8Array | null> => {
  const [row] = await db
    .select({ pdf: orderInvoices.pdf })
    .from(orderInvoices)
    .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
    .where(and(eq(orders.orderNr, orderNr), eq(orders.custNo, custNo)))
    .limit(1);
  return row === undefined ? null : new Uint8Array(row.pdf);
};
