import { asc, eq, sql } from "drizzle-orm";
import type { DomainEventOf, EventData, OrderEventType, OrderRef, PlacedLine, ShipTo } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { preparedOnce } from "../db/prepared.ts";
import { orderLines, orders, organisations, patientDeliveries } from "../db/schema.ts";
import { recordEvent } from "./record.ts";

/*
 * The events about an order. Each takes the order's next `sequence` from its row
 * (`event_sequence + 1`, in the caller's transaction: the row stays locked until the commit, so
 * two changes of one order number their events one after the other, never the same number).
 * The placed events build their payload from the rows the transaction just wrote, so the places
 * that place orders add one call each and nothing else.
 */

type OrderRow = typeof orders.$inferSelect;

/** What the caller adds to the order's reference: the payload, or a builder reading the order's rows. */
type Payload<T extends OrderEventType> = Omit<EventData<T>, keyof OrderRef>;
type PayloadSource<T extends OrderEventType> = Payload<T> | ((tx: ShopQueryable, order: OrderRow) => Promise<Payload<T>>);

/** Takes the order's next event sequence; answers the order row (built once: db/prepared.ts, it runs in every order's transaction). */
const nextSequence = preparedOnce((db) =>
  db
    .update(orders)
    .set({ eventSequence: sql`${orders.eventSequence} + 1` })
    .where(eq(orders.id, sql.placeholder("orderId")))
    .returning()
    .prepare("order_next_event_sequence"),
);

/**
 * Writes an event of the order `orderId` with its next sequence; answers the event. A caller
 * that already took the sequence in its own update of the order (the submit's) passes the row
 * that update answered as `sequenced`.
 */
export const recordOrderEvent = async <T extends OrderEventType>(
  tx: ShopQueryable,
  type: T,
  input: { readonly orderId: number; readonly at: Date; readonly data: PayloadSource<T>; readonly sequenced?: OrderRow },
): Promise<DomainEventOf<T>> => {
  const [order] = input.sequenced === undefined ? await nextSequence(tx, { orderId: input.orderId }) : [input.sequenced];
  if (order === undefined) throw new Error(`recordOrderEvent: no order ${input.orderId}`);
  const payload = typeof input.data === "function" ? await input.data(tx, order) : input.data;
  const ref: OrderRef = { order_nr: order.orderNr, sequence: order.eventSequence, cust_no: order.custNo };
  return recordEvent(tx, { type, market: order.organisationId, at: input.at, orderId: order.id, data: { ...ref, ...payload } as EventData<T> });
};

const placedLines = async (tx: ShopQueryable, orderId: number): Promise<PlacedLine[]> =>
  (await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNo)))
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      line_no: line.lineNo,
      part_no: line.partNo,
      name: line.name,
      quantity: line.quantity,
      unit_price: line.unitPriceCents,
      discount: line.discountCents,
      total: line.totalCents,
    }));

const currencyOf = async (tx: ShopQueryable, market: string): Promise<string> =>
  (await tx.select({ currency: organisations.currency }).from(organisations).where(eq(organisations.id, market)))[0]?.currency ?? "EUR";

const amountsOf = (order: OrderRow) => ({
  subtotal: order.subtotalCents,
  discount: order.discountCents,
  shipping: order.shippingCents,
  tax: order.taxCents,
  total: order.totalCents,
});

const shipToOf = (address: Record<string, unknown> | null): ShipTo | null => {
  if (address === null) return null;
  const text = (key: string) => (typeof address[key] === "string" ? (address[key] as string) : "");
  return {
    name: text("name"),
    address_line_1: text("address_line_1"),
    address_line_2: text("address_line_2"),
    zip: text("zip"),
    city: text("city"),
    country: text("country"),
  };
};

/**
 * `order.placed` of a shop order the transaction just placed. The caller may pass what it holds
 * already: the order row its update answered with the sequence taken (`order`), the market's
 * currency and the lines it wrote (as the rows, quantity > 0, by line_no): three statements
 * fewer inside the order's transaction.
 */
export const recordOrderPlaced = (
  tx: ShopQueryable,
  orderId: number,
  at: Date,
  known?: { readonly order: OrderRow; readonly currency: string; readonly lines: ReadonlyArray<PlacedLine> },
): Promise<DomainEventOf<"order.placed">> =>
  recordOrderEvent(tx, "order.placed", {
    orderId,
    at,
    ...(known === undefined ? {} : { sequenced: known.order }),
    data: async (db, order) => ({
      status: "received" as const,
      placed_at: (order.submittedAt ?? at).toISOString(),
      placed_by_user_id: order.placedByUserId,
      on_behalf: order.onBehalf,
      language: order.language,
      currency: known?.currency ?? (await currencyOf(db, order.organisationId)),
      shipping_method: order.shippingMethod,
      payment: {
        method: order.paymentMethod === "online" ? ("online" as const) : ("cod" as const),
        type: order.paymentType === "wallet" ? ("wallet" as const) : ("creditcard" as const),
      },
      amounts: amountsOf(order),
      lines: known === undefined ? await placedLines(db, order.id) : [...known.lines],
      ship_to: shipToOf(order.shippingAddress ?? null),
    }),
  });

/** `zoom_delivery.placed` of a patient delivery the transaction just placed: never the patient (added at delivery for the lab only). */
export const recordZoomDeliveryPlaced = (tx: ShopQueryable, orderId: number, at: Date): Promise<DomainEventOf<"zoom_delivery.placed">> =>
  recordOrderEvent(tx, "zoom_delivery.placed", {
    orderId,
    at,
    data: async (db, order) => {
      const [delivery] = await db
        .select({
          scanner: patientDeliveries.scanner,
          replacement: patientDeliveries.replacement,
          replacesOrderNr: patientDeliveries.replacesOrderNr,
          country: patientDeliveries.country,
        })
        .from(patientDeliveries)
        .where(eq(patientDeliveries.orderId, order.id));
      return {
        status: "received" as const,
        placed_at: (order.submittedAt ?? at).toISOString(),
        placed_by_user_id: order.placedByUserId,
        currency: await currencyOf(db, order.organisationId),
        scanner: delivery?.scanner ?? "",
        replacement: delivery?.replacement ?? false,
        replaces_order_nr: delivery?.replacesOrderNr ?? null,
        country: delivery?.country ?? "",
        amounts: amountsOf(order),
        lines: await placedLines(db, order.id),
      };
    },
  });

/** `payment.completed` or `payment.canceled` of an online payment that just ended (the payment's id, its page's key, is never told). */
export const recordPaymentEnded = async (
  tx: ShopQueryable,
  payment: { readonly orderNr: string; readonly provider: string; readonly amountCents: number; readonly status: "completed" | "canceled" },
  at: Date,
): Promise<void> => {
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNr, payment.orderNr));
  if (order === undefined) return;
  const data = { type: payment.provider === "wallet" ? ("wallet" as const) : ("creditcard" as const), amount: payment.amountCents, at: at.toISOString() };
  await recordOrderEvent(tx, payment.status === "completed" ? "payment.completed" : "payment.canceled", { orderId: order.id, at, data });
};
