import { and, eq } from "drizzle-orm";
import type { ShippingMethod } from "@proshop/core";
import type { ShopDatabase, ShopQueryable } from "../db/client.ts";
import { orderNumberSql } from "../db/order-numbers.ts";
import { orderLines, orders } from "../db/schema.ts";
import { auditBuyerAction } from "../audit.ts";
import type { Buyer } from "./buyer.ts";
import type { PricedOrder } from "./pricing.ts";

/*
 * A priced cart is kept as a draft order: its number is the `order_nr` of the order refresh,
 * and submitting that number places exactly what was priced. Drafts never count for any limit.
 */

export interface DraftChoices {
  /** The draft this cart was priced as before (kept when it is still a draft of this company). */
  readonly orderNr: string | null;
  readonly shippingMethod: ShippingMethod;
  /** The coupon code that applied (null: none). */
  readonly code: string | null;
  readonly addresskey: string | null;
}


export const lineRows = (orderId: number, priced: Pick<PricedOrder, "lines">) =>
  priced.lines.map((line, index) => ({
    orderId,
    lineNo: index + 1,
    lineId: line.id,
    partNo: line.part_no,
    name: line.name,
    quantity: line.quantity,
    quantityRequested: line.requested,
    unitPriceCents: line.price,
    discountCents: 0,
    totalCents: line.price * line.quantity,
    promo: line.promo,
    bundleInfo: line.bundle,
  }));

const amounts = (priced: PricedOrder) => ({
  subtotalCents: priced.subtotal,
  discountCents: priced.discount,
  shippingCents: priced.shipping,
  taxCents: priced.tax,
  totalCents: priced.total,
});

/** Writes the priced lines of an order that has none yet. */
const insertOrderLines = async (db: ShopQueryable, orderId: number, priced: Pick<PricedOrder, "lines">): Promise<void> => {
  const rows = lineRows(orderId, priced);
  if (rows.length > 0) await db.insert(orderLines).values(rows);
};

/** Replaces the lines of an order with the priced ones. */
export const replaceOrderLines = async (db: ShopQueryable, orderId: number, priced: Pick<PricedOrder, "lines">): Promise<void> => {
  await db.delete(orderLines).where(eq(orderLines.orderId, orderId));
  await insertOrderLines(db, orderId, priced);
};

/**
 * Saves the priced cart as a draft of the buyer's company and answers its order number:
 * the draft named by `choices.orderNr` when it is still a draft of this company (updated in
 * place), else a new one. Placed-by is the user who priced it last.
 */
export const saveDraft = (db: ShopDatabase, buyer: Buyer, priced: PricedOrder, choices: DraftChoices, now: Date): Promise<string> =>
  db.transaction(async (tx) => {
    const fields = {
      placedByUserId: buyer.user.id,
      onBehalf: buyer.onBehalf,
      language: buyer.locale,
      shippingMethod: choices.shippingMethod,
      addressKey: choices.addresskey,
      couponCode: choices.code,
      ...amounts(priced),
      updatedAt: now,
    };
    let draft: { id: number; orderNr: string } | undefined;
    let created = false;
    if (choices.orderNr !== null) {
      // A draft being placed right now is locked by its submit; once placed it is no draft.
      [draft] = await tx
        .update(orders)
        .set(fields)
        .where(and(eq(orders.orderNr, choices.orderNr), eq(orders.custNo, buyer.company.custNo), eq(orders.status, "draft")))
        .returning({ id: orders.id, orderNr: orders.orderNr });
    }
    if (draft === undefined) {
      [draft] = await tx
        .insert(orders)
        .values({
          // Digits from the shared sequence, like the seeded orders ('100001'), drawn by the
          // insert itself: one round trip less than reading the number first.
          orderNr: orderNumberSql,
          organisationId: buyer.organisation.id,
          custNo: buyer.company.custNo,
          status: "draft",
          createdAt: now,
          ...fields,
        })
        .returning({ id: orders.id, orderNr: orders.orderNr });
      created = true;
    }
    if (draft === undefined) throw new Error("saveDraft: the draft order was not written");
    // A new draft has no lines to delete: one statement less on every first pricing.
    if (created) await insertOrderLines(tx, draft.id, priced);
    else await replaceOrderLines(tx, draft.id, priced);
    await auditBuyerAction(tx, buyer, "order.price", { order_nr: draft.orderNr, total: priced.total }, now);
    return draft.orderNr;
  });
