import { createHash } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import { formatDateTime, scanIdKey, type ShopProduct, type ZoomDeliveredOrder, type ZoomDeliveryReceipt } from "@proshop/core";
import type { ShopDatabase, ShopTransaction } from "../db/client.ts";
import { nextOrderNumber } from "../db/order-numbers.ts";
import { orderLines, orders, patientDeliveries } from "../db/schema.ts";
import { auditBuyerAction } from "../audit.ts";
import { refuse } from "../errors.ts";
import type { Buyer } from "../orders/buyer.ts";
import { lockCompanyAndReplay } from "../orders/idempotency.ts";
import { refused } from "../orders/refusals.ts";
import { takeStock } from "../orders/take-stock.ts";
import { vatIncludedIn, vatPercentOf } from "../orders/tax.ts";
import { loadZoomKits } from "./kits.ts";
import { recordZoomDeliveryPlaced } from "../events/order-events.ts";
import { queueOrderPlacedMails, type MailLinks } from "../orders/order-mails.ts";

/*
 * Placing a patient delivery (POST /admin/zoom-delivered/deliveries), in ONE transaction, with
 * the shop's own plumbing: the company lock and Idempotency-Key replay of orders/idempotency.ts,
 * an order number of the shared sequence, an `orders` row (kind 'patient_delivery') with its
 * lines, so the order history lists it, and stock taken last with orders/take-stock.ts, so
 * concurrent deliveries of the last kit make exactly one order. Beside the order: the patient
 * row. The request was validated by the caller with core's rules (validateZoomDeliveredOrder).
 * Any refusal throws OrderRefused, which rolls everything back.
 */

/** The hash that tells "same request" from "another request with the same key". */
export const deliveryRequestHash = (order: ZoomDeliveredOrder): string => createHash("sha256").update(JSON.stringify(order)).digest("hex");

interface PlacedLine {
  readonly part_no: string;
  readonly name: string;
  readonly quantity: number;
  readonly price: number;
}

/** The order's kits as the market sells them; 400 naming the first product that is not a kit of the market. */
const kitLines = (order: ZoomDeliveredOrder, kits: ReadonlyArray<ShopProduct>, locale: string): ReadonlyArray<PlacedLine & { readonly stock: number }> =>
  order.products.map((product, index) => {
    const kit = kits.find((candidate) => candidate.part_no === product.part_no);
    if (kit === undefined) return refused(refuse.badRequest("zoomDelivered.kit_unknown", { field: `products.${index}.part_no`, part_no: product.part_no }, locale));
    return { part_no: kit.part_no, name: kit.SKUName, quantity: product.quantity, price: kit.price_in_cents, stock: kit.stock };
  });

/**
 * Keys the practice's deliveries stored before `scan_key` existed (migration 0011), once: the
 * key is core's rule, which SQL cannot compute. Run under the company lock, before comparing.
 */
const keyStoredScans = async (tx: ShopTransaction, custNo: string): Promise<void> => {
  const unkeyed = await tx
    .select({ orderId: patientDeliveries.orderId, scanId: patientDeliveries.scanId })
    .from(patientDeliveries)
    .where(and(eq(patientDeliveries.custNo, custNo), isNull(patientDeliveries.scanKey), isNotNull(patientDeliveries.scanId)));
  for (const row of unkeyed) {
    await tx.update(patientDeliveries).set({ scanKey: scanIdKey(row.scanId ?? "") }).where(eq(patientDeliveries.orderId, row.orderId));
  }
};

/** The latest delivery, not canceled, of this practice's scan (by its key) with one of these kits. */
const earlierDelivery = async (tx: ShopTransaction, custNo: string, scanKey: string, partNos: ReadonlyArray<string>) => {
  const [found] = await tx
    .select({ orderNr: orders.orderNr, orderedAt: patientDeliveries.orderedAt, partNo: orderLines.partNo, name: orderLines.name })
    .from(patientDeliveries)
    .innerJoin(orders, eq(orders.id, patientDeliveries.orderId))
    .innerJoin(orderLines, eq(orderLines.orderId, patientDeliveries.orderId))
    .where(
      and(
        eq(patientDeliveries.custNo, custNo),
        eq(patientDeliveries.scanKey, scanKey),
        inArray(orderLines.partNo, [...partNos]),
        ne(orders.status, "canceled"),
      ),
    )
    .orderBy(desc(patientDeliveries.orderedAt))
    .limit(1);
  return found;
};

export const placeZoomDelivery = (
  db: ShopDatabase,
  buyer: Buyer,
  input: { readonly order: ZoomDeliveredOrder; readonly idempotencyKey: string; readonly country: string; readonly mailLinks: MailLinks },
  now: Date,
): Promise<ZoomDeliveryReceipt> => {
  const { order, idempotencyKey } = input;
  const { locale } = buyer;
  const custNo = buyer.company.custNo;
  const requestHash = deliveryRequestHash(order);
  return db.transaction(async (tx) => {
    const replayed = await lockCompanyAndReplay(tx, { custNo, idempotencyKey, requestHash, locale });
    if (replayed !== null) return replayed as ZoomDeliveryReceipt;

    const partNos = order.products.map((product) => product.part_no);
    const lines = kitLines(order, await loadZoomKits(tx, buyer, partNos), locale);
    const short = lines.find((line) => line.stock < line.quantity);
    if (short !== undefined) {
      return refused(refuse.conflict("zoomDelivered.out_of_stock", { product: short.name, available: Math.max(0, short.stock), part_no: short.part_no }, locale));
    }

    // One delivery per scan and kit, unless the practice says it replaces one (company lock held: no race).
    const scanKey = scanIdKey(order.patientScanId);
    await keyStoredScans(tx, custNo);
    const earlier = await earlierDelivery(tx, custNo, scanKey, partNos);
    const replacement = order.replacement === true;
    if (earlier === undefined && replacement) {
      return refused(refuse.conflict("zoomDelivered.nothing_to_replace", { field: "replacement" }, locale));
    }
    if (earlier !== undefined && !replacement) {
      return refused(
        refuse.conflict(
          "zoomDelivered.duplicate_scan",
          {
            product: earlier.name,
            date: formatDateTime(earlier.orderedAt.toISOString(), locale),
            order_nr: earlier.orderNr,
            ordered_at: earlier.orderedAt.toISOString(),
            part_no: earlier.partNo,
          },
          locale,
        ),
      );
    }

    const orderNr = await nextOrderNumber(tx);
    const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const receipt: ZoomDeliveryReceipt = {
      order_nr: orderNr,
      status: "received",
      date: now.toISOString(),
      total,
      tax: vatIncludedIn(total, vatPercentOf(buyer.organisation.id)),
      replacement,
      lines: lines.map((line) => ({ part_no: line.part_no, name: line.name, quantity: line.quantity, price: line.price, total: line.price * line.quantity })),
    };
    const [placed] = await tx
      .insert(orders)
      .values({
        orderNr,
        organisationId: buyer.organisation.id,
        custNo,
        placedByUserId: buyer.user.id,
        onBehalf: buyer.onBehalf,
        kind: "patient_delivery",
        status: "received",
        language: buyer.locale,
        // Shipped to the patient, billed to the practice on account: no shipping charge, no payment step.
        shippingMethod: "Standard",
        subtotalCents: total,
        taxCents: receipt.tax,
        totalCents: total,
        idempotencyKey,
        requestHash,
        submitResponse: receipt,
        createdAt: now,
        submittedAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    const orderId = placed!.id;
    await tx.insert(orderLines).values(
      lines.map((line, index) => ({
        orderId,
        lineNo: index + 1,
        lineId: line.part_no,
        partNo: line.part_no,
        name: line.name,
        quantity: line.quantity,
        quantityRequested: line.quantity,
        unitPriceCents: line.price,
        totalCents: line.price * line.quantity,
      })),
    );
    await tx.insert(patientDeliveries).values({
      orderId,
      custNo,
      scanner: order.scanner,
      replacement,
      replacesOrderNr: replacement ? (earlier?.orderNr ?? null) : null,
      consents: { ...order.consents },
      country: input.country,
      scanId: order.patientScanId,
      scanKey,
      firstName: order.firstName,
      lastName: order.lastName,
      street: order.street,
      number: order.number,
      zip: order.zip,
      city: order.city,
      state: order.state,
      email: order.email,
      phone: order.phone,
      orderedAt: now,
    });
    await auditBuyerAction(tx, buyer, "zoom_delivered.submit", { order_nr: orderNr, total, replacement }, now);
    // Issue 34: zoom_delivery.placed in this transaction, without the patient (added at delivery, for the lab only).
    await recordZoomDeliveryPlaced(tx, orderId, now);
    // The confirmation to the practice (never the patient's data), in the same transaction.
    await queueOrderPlacedMails(tx, orderId, input.mailLinks);

    const gone = await takeStock(tx, buyer.organisation.id, lines, now);
    if (gone !== undefined) {
      return refused(refuse.conflict("zoomDelivered.out_of_stock", { product: gone.name, available: 0, part_no: gone.part_no }, locale));
    }
    return receipt;
  });
};
