import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import {
  addShipment,
  mayFollow,
  orderedUnits,
  planShipment,
  type ApiRefusal,
  type OrderListStatus,
  type StatusReport,
  type StatusReportAnswer,
} from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { orderLines, orders, orderStatusChanges, patientDeliveries } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { recordOrderEvent } from "../events/order-events.ts";
import { isKeyTaken } from "../orders/idempotency.ts";
import { queueOrderCanceledMails, queueOrderShippedMails, type MailLinks } from "../orders/order-mails.ts";
import { refused } from "../orders/refusals.ts";
import { fulfilmentOfOrder } from "./fulfilment.ts";
import { giveBackStock } from "./give-back-stock.ts";

/*
 * POST /integration/v1/orders/{order_nr}/status: the warehouse reports what happened, in ONE
 * transaction that
 * 1. locks the order row (FOR UPDATE: reports of one order run one after the other, so two
 *    shipments never both take the last units, and two reports never both leave `received`);
 * 2. answers an Idempotency-Key already used in the market: the stored answer for the same
 *    report, 422 `orders.idempotency_key_reused` for another (a key used at the same moment for
 *    another order breaks the unique index instead: the same 422);
 * 3. checks the transition with core's table (409 naming both states), and for a shipment its
 *    units with core's shipment rules;
 * 4. writes the change (with a shipment's tracking and units), moves the order, gives the stock
 *    back when canceled (the yearly count leaves canceled orders out by itself), notes a patient
 *    delivery's arrival for its retention, and records `order.status_changed` or
 *    `order.canceled` in the same transaction.
 * Any refusal throws, which rolls everything back.
 */

/** A report may be dated at most this far ahead of the server's clock (clocks differ a little). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

export interface StatusReportInput {
  readonly market: string;
  readonly keyId: number;
  readonly orderNr: string;
  readonly idempotencyKey: string;
  readonly report: StatusReport;
  /** For the links of the e-mails a shipment or a cancel sends. */
  readonly mailLinks: MailLinks;
}

/** The hash that tells "the same report" from "another report with the same key". */
const reportHash = (orderNr: string, report: StatusReport): string =>
  createHash("sha256")
    .update(JSON.stringify([orderNr, report.status, report.at, report.tracking ?? null, report.lines ?? null, report.note ?? null]))
    .digest("hex");

/** The refusals a report's body causes before any database work (400). */
export const reportBodyRefusal = (report: StatusReport, now: Date): ApiRefusal | null => {
  if (report.status !== "shipped" && (report.tracking !== undefined || report.lines !== undefined)) return refuse.badRequest("integration.status.shipped_only", { field: report.lines === undefined ? "tracking" : "lines" });
  if (Date.parse(report.at) > now.getTime() + FUTURE_TOLERANCE_MS) return refuse.badRequest("integration.status.at_in_future", { field: "at", at: report.at });
  return null;
};

/** The answer, and the company the order is for (its listings are rebuilt after a cancel). */
export const reportStatus = (db: ShopDatabase, input: StatusReportInput, now: Date): Promise<{ readonly answer: StatusReportAnswer; readonly custNo: string }> => {
  const { report, orderNr } = input;
  const requestHash = reportHash(orderNr, report);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.organisationId, input.market), eq(orders.orderNr, orderNr)))
      .for("update");
    if (order === undefined || order.status === "draft") return refused(refuse.notFound("integration.order_not_found", { order_nr: orderNr }));

    // A statement of its own, after the lock: it sees a report of this order committed while we waited.
    const [used] = await tx
      .select({ requestHash: orderStatusChanges.requestHash, response: orderStatusChanges.response })
      .from(orderStatusChanges)
      .where(and(eq(orderStatusChanges.organisationId, input.market), eq(orderStatusChanges.idempotencyKey, input.idempotencyKey)))
      .limit(1);
    if (used !== undefined) {
      if (used.requestHash === requestHash && used.response !== null) return { answer: used.response as StatusReportAnswer, custNo: order.custNo };
      return refused(refuse.unprocessable("orders.idempotency_key_reused"));
    }

    const from = order.status as OrderListStatus;
    const to = report.status;
    if (!mayFollow(from, to)) return refused(refuse.conflict("integration.status.not_allowed", { order_nr: orderNr, from, to }));

    const lines = (await tx.select({ partNo: orderLines.partNo, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNo)))
      .filter((line) => line.quantity > 0)
      .map((line) => ({ part_no: line.partNo, quantity: line.quantity }));
    const before = (await fulfilmentOfOrder(tx, order)).shipped;
    const shipment = to === "shipped" ? shipmentOrRefuse(lines, before, report, orderNr) : null;
    const shipped = shipment === null ? before : addShipment(before, shipment);
    const at = new Date(report.at);
    const tracking = report.tracking === undefined ? null : { carrier: report.tracking.carrier, number: report.tracking.number, url: report.tracking.url ?? null };
    const answer: StatusReportAnswer = {
      order_nr: orderNr,
      from,
      status: to,
      at: at.toISOString(),
      lines: [...orderedUnits(lines)].map(([part_no, quantity]) => ({ part_no, quantity, shipped: shipped.get(part_no) ?? 0 })),
      tracking,
    };

    await tx
      .insert(orderStatusChanges)
      .values({
        orderId: order.id,
        organisationId: input.market,
        fromStatus: from,
        toStatus: to,
        at,
        recordedAt: now,
        carrier: tracking?.carrier ?? null,
        trackingNumber: tracking?.number ?? null,
        trackingUrl: tracking?.url ?? null,
        shippedLines: shipment === null ? null : [...shipment].map(([part_no, units]) => ({ part_no, shipped: units })),
        note: report.note ?? null,
        keyId: input.keyId,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        response: answer,
      })
      .catch((error: unknown) => (isKeyTaken(error, "order_status_changes_idempotency_key_unique") ? refused(refuse.unprocessable("orders.idempotency_key_reused")) : Promise.reject(error)));
    await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, order.id));
    if (to === "canceled") await giveBackStock(tx, order.organisationId, lines, now);
    // Retention of a patient's data counts from the kit's arrival (zoom-delivered/retention.ts).
    if (to === "delivered" && order.kind === "patient_delivery") await tx.update(patientDeliveries).set({ deliveredAt: at }).where(eq(patientDeliveries.orderId, order.id));

    const note = report.note ?? null;
    if (to === "canceled") {
      await recordOrderEvent(tx, "order.canceled", { orderId: order.id, at, data: { from, at: answer.at, note } });
      await queueOrderCanceledMails(tx, order.id, note, input.mailLinks);
    } else {
      await recordOrderEvent(tx, "order.status_changed", {
        orderId: order.id,
        at,
        data: { from, to, at: answer.at, tracking, lines: shipment === null ? null : answer.lines.map(({ part_no, shipped: units }) => ({ part_no, shipped: units })), note },
      });
      // The shipping notice (and Zoom! Delivered's to the patient), in the same transaction.
      if (shipment !== null) await queueOrderShippedMails(tx, order.id, { tracking, units: shipment, shippedSoFar: shipped }, input.mailLinks);
    }
    return { answer, custNo: order.custNo };
  });
};

/** The units a shipment carries, or the refusal (422 for a part or a quantity, 409 when nothing is left). */
const shipmentOrRefuse = (
  lines: ReadonlyArray<{ readonly part_no: string; readonly quantity: number }>,
  before: ReadonlyMap<string, number>,
  report: StatusReport,
  orderNr: string,
): ReadonlyMap<string, number> => {
  const plan = planShipment(lines, before, report.lines);
  if ("units" in plan) return plan.units;
  const problem = plan.problem;
  if (problem.code === "nothing_left") return refused(refuse.conflict("integration.shipment.nothing_left", { order_nr: orderNr }));
  if (problem.code === "unknown_part") return refused(refuse.unprocessable("integration.shipment.unknown_part", { order_nr: orderNr, part_no: problem.part_no }));
  return refused(refuse.unprocessable("integration.shipment.too_many", { order_nr: orderNr, part_no: problem.part_no, remaining: problem.remaining }));
};
