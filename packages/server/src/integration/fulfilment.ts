import { asc, inArray } from "drizzle-orm";
import { isOrderStatus, shippedPerLine, type OrderInvoiceInfo, type OrderShipment, type OrderStatusEntry } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { orderInvoices, orderStatusChanges } from "../db/schema.ts";

/*
 * What the warehouse reported of orders (issue 34), read for the shop's order calls and the
 * integration API alike: each order's status history, its shipments (tracking and units) and
 * the units shipped of each part, and whether its invoice is there (never its bytes).
 */

export interface Fulfilment {
  /** Received when placed, then every reported status, oldest first. */
  readonly history: ReadonlyArray<OrderStatusEntry>;
  readonly shipments: ReadonlyArray<OrderShipment>;
  /** Units shipped so far per part. */
  readonly shipped: ReadonlyMap<string, number>;
  readonly invoice: OrderInvoiceInfo | null;
}

export interface PlacedOrderRef {
  readonly id: number;
  readonly submittedAt: Date | null;
  readonly createdAt: Date;
}

const NONE: Omit<Fulfilment, "history"> = { shipments: [], shipped: new Map(), invoice: null };

/** The fulfilment of each of `orders` (drafts have none worth reading: pass placed orders). */
export const fulfilmentOf = async (db: ShopQueryable, orders: ReadonlyArray<PlacedOrderRef>): Promise<Map<number, Fulfilment>> => {
  const ids = orders.map((order) => order.id);
  const [changes, invoices] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              orderId: orderStatusChanges.orderId,
              toStatus: orderStatusChanges.toStatus,
              at: orderStatusChanges.at,
              carrier: orderStatusChanges.carrier,
              trackingNumber: orderStatusChanges.trackingNumber,
              trackingUrl: orderStatusChanges.trackingUrl,
              shippedLines: orderStatusChanges.shippedLines,
            })
            .from(orderStatusChanges)
            .where(inArray(orderStatusChanges.orderId, ids))
            .orderBy(asc(orderStatusChanges.id)),
          db
            .select({ orderId: orderInvoices.orderId, uploadedAt: orderInvoices.uploadedAt, bytes: orderInvoices.bytes })
            .from(orderInvoices)
            .where(inArray(orderInvoices.orderId, ids)),
        ]);
  const result = new Map<number, Fulfilment>();
  for (const order of orders) {
    result.set(order.id, { ...NONE, history: [{ status: "received", at: (order.submittedAt ?? order.createdAt).toISOString() }] });
  }
  for (const change of changes) {
    const current = result.get(change.orderId)!;
    const history = isOrderStatus(change.toStatus) ? [...current.history, { status: change.toStatus, at: change.at.toISOString() }] : current.history;
    if (change.shippedLines === null) {
      result.set(change.orderId, { ...current, history });
      continue;
    }
    const shipped = new Map(current.shipped);
    for (const line of change.shippedLines) shipped.set(line.part_no, (shipped.get(line.part_no) ?? 0) + line.shipped);
    const tracking = change.carrier === null || change.trackingNumber === null ? null : { carrier: change.carrier, number: change.trackingNumber, url: change.trackingUrl };
    result.set(change.orderId, { ...current, history, shipped, shipments: [...current.shipments, { at: change.at.toISOString(), tracking, lines: change.shippedLines }] });
  }
  for (const invoice of invoices) {
    const current = result.get(invoice.orderId)!;
    result.set(invoice.orderId, { ...current, invoice: { uploaded_at: invoice.uploadedAt.toISOString(), bytes: invoice.bytes } });
  }
  return result;
};

/** The fulfilment of one placed order. */
export const fulfilmentOfOrder = async (db: ShopQueryable, order: PlacedOrderRef): Promise<Fulfilment> => (await fulfilmentOf(db, [order])).get(order.id)!;

/** Each line's units shipped, in line order (a part's units fill its lines one after the other). */
export const linesShipped = (lines: ReadonlyArray<{ readonly partNo: string; readonly quantity: number }>, fulfilment: Fulfilment): ReadonlyArray<number> =>
  shippedPerLine(
    lines.map((line) => ({ part_no: line.partNo, quantity: line.quantity })),
    fulfilment.shipped,
  );
