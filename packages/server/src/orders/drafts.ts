import { and, eq, sql } from "drizzle-orm";
import type { ShippingMethod } from "@proshop/core";
import type { ShopDatabase, ShopQueryable } from "../db/client.ts";
import { orderNumberSql } from "../db/order-numbers.ts";
import { placeholdersOf, preparedOnce, preparedSqlOnce } from "../db/prepared.ts";
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

/**
 * The lines' insert, built once (db/prepared.ts): each column as one array parameter, so
 * carts of any size share the statement. The bundle is JSON text (null: none), cast here.
 */
const insertLines = preparedSqlOnce(
  "insert_order_lines",
  sql`
    INSERT INTO ${orderLines} (order_id, line_no, line_id, part_no, name, quantity, quantity_requested,
      unit_price_cents, discount_cents, total_cents, promo, bundle_info)
    SELECT ${sql.placeholder("orderId")}::integer, l.line_no, l.line_id, l.part_no, l.name, l.quantity, l.quantity_requested,
      l.unit_price_cents, l.discount_cents, l.total_cents, l.promo, l.bundle_info::jsonb
    FROM unnest(${sql.placeholder("lineNos")}::integer[], ${sql.placeholder("lineIds")}::text[], ${sql.placeholder("partNos")}::text[],
      ${sql.placeholder("names")}::text[], ${sql.placeholder("quantities")}::integer[], ${sql.placeholder("requested")}::integer[],
      ${sql.placeholder("unitPrices")}::integer[], ${sql.placeholder("discounts")}::integer[], ${sql.placeholder("totals")}::integer[],
      ${sql.placeholder("promos")}::boolean[], ${sql.placeholder("bundles")}::text[])
      AS l(line_no, line_id, part_no, name, quantity, quantity_requested, unit_price_cents, discount_cents, total_cents, promo, bundle_info)`,
);

const deleteLines = preparedOnce((db) => db.delete(orderLines).where(eq(orderLines.orderId, sql.placeholder("orderId"))).prepare("delete_order_lines"));

/** Writes the priced lines of an order that has none yet. */
const insertOrderLines = async (db: ShopQueryable, orderId: number, priced: Pick<PricedOrder, "lines">): Promise<void> => {
  const rows = lineRows(orderId, priced);
  if (rows.length === 0) return;
  await insertLines(db, {
    orderId,
    lineNos: rows.map((row) => row.lineNo),
    lineIds: rows.map((row) => row.lineId),
    partNos: rows.map((row) => row.partNo),
    names: rows.map((row) => row.name),
    quantities: rows.map((row) => row.quantity),
    requested: rows.map((row) => row.quantityRequested),
    unitPrices: rows.map((row) => row.unitPriceCents),
    discounts: rows.map((row) => row.discountCents),
    totals: rows.map((row) => row.totalCents),
    promos: rows.map((row) => row.promo),
    bundles: rows.map((row) => (row.bundleInfo === null ? null : JSON.stringify(row.bundleInfo))),
  });
};

/** Replaces the lines of an order with the priced ones. */
export const replaceOrderLines = async (db: ShopQueryable, orderId: number, priced: Pick<PricedOrder, "lines">): Promise<void> => {
  await deleteLines(db, { orderId });
  await insertOrderLines(db, orderId, priced);
};

/** A draft's own fields, as placeholders of the two statements below (built once: db/prepared.ts). */
const draftFields = () =>
  placeholdersOf([
    "placedByUserId",
    "onBehalf",
    "language",
    "shippingMethod",
    "addressKey",
    "couponCode",
    "subtotalCents",
    "discountCents",
    "shippingCents",
    "taxCents",
    "totalCents",
    "updatedAt",
  ]);

const draftKey = { id: orders.id, orderNr: orders.orderNr };

const updateDraft = preparedOnce((db) =>
  db
    .update(orders)
    .set(draftFields())
    .where(and(eq(orders.orderNr, sql.placeholder("orderNr")), eq(orders.custNo, sql.placeholder("custNo")), eq(orders.status, "draft")))
    .returning(draftKey)
    .prepare("update_draft"),
);

const insertDraft = preparedOnce((db) =>
  db
    .insert(orders)
    .values({
      // Digits from the shared sequence, like the seeded orders ('100001'), drawn by the
      // insert itself: one round trip less than reading the number first.
      orderNr: orderNumberSql,
      organisationId: sql.placeholder("organisationId"),
      custNo: sql.placeholder("custNo"),
      status: "draft",
      createdAt: sql.placeholder("createdAt"),
      ...draftFields(),
    })
    .returning(draftKey)
    .prepare("insert_draft"),
);

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
      [draft] = await updateDraft(tx, { ...fields, orderNr: choices.orderNr, custNo: buyer.company.custNo });
    }
    if (draft === undefined) {
      [draft] = await insertDraft(tx, { ...fields, organisationId: buyer.organisation.id, custNo: buyer.company.custNo, createdAt: now });
      created = true;
    }
    if (draft === undefined) throw new Error("saveDraft: the draft order was not written");
    // A new draft has no lines to delete: one statement less on every first pricing.
    if (created) await insertOrderLines(tx, draft.id, priced);
    else await replaceOrderLines(tx, draft.id, priced);
    await auditBuyerAction(tx, buyer, "order.price", { order_nr: draft.orderNr, total: priced.total }, now);
    return draft.orderNr;
  });
