import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { PaymentOutcome, PaymentType } from "@proshop/core";
import type { ShopDatabase, ShopQueryable } from "../db/client.ts";
import { orders, organisations, payments } from "../db/schema.ts";
import { recordPaymentEnded } from "../events/order-events.ts";

/*
 * The built-in test payment provider. It stands in for a real card and wallet provider: a
 * payment is a row with a random id, its page (`/pay/{id}`) lets the payer complete or cancel,
 * and nothing is charged. The id is the only key to the page, as with a real provider's
 * checkout link: 128 random bits, never guessable from the order.
 */

/** The provider of each payment type of checkout (core's PAYMENT_TYPES -> payments.provider). */
export const PROVIDER_OF_TYPE: Readonly<Record<PaymentType, "card" | "wallet">> = { creditcard: "card", wallet: "wallet" };

export const paymentTypeOfProvider = (provider: string): PaymentType => (provider === "wallet" ? "wallet" : "creditcard");

/** Where the payer pays: a path on this server. */
export const paymentPath = (paymentId: string): string => `/pay/${paymentId}`;

/** Payment ids: 16 random bytes, URL-safe. */
export const newPaymentId = (): string => randomBytes(16).toString("base64url");

/** Starts a pending payment of `amount` cents for an order; answers its id and page path. */
export const startPayment = async (
  db: ShopQueryable,
  payment: { readonly orderNr: string; readonly type: PaymentType; readonly amount: number; readonly now: Date },
): Promise<{ readonly id: string; readonly path: string }> => {
  const id = newPaymentId();
  await db.insert(payments).values({
    id,
    orderNr: payment.orderNr,
    provider: PROVIDER_OF_TYPE[payment.type],
    status: "pending",
    amountCents: payment.amount,
    createdAt: payment.now,
    updatedAt: payment.now,
  });
  return { id, path: paymentPath(id) };
};

export type PaymentRow = typeof payments.$inferSelect;

/** A payment with what its page shows of the order. */
export interface PaymentWithOrder {
  readonly payment: PaymentRow;
  readonly language: string;
  /** The order's market's currency (its configuration), as the web shows the order's prices. */
  readonly currency: string;
}

export const loadPayment = async (db: ShopQueryable, paymentId: string): Promise<PaymentWithOrder | null> => {
  const [row] = await db
    .select({ payment: payments, language: orders.language, currency: organisations.currency })
    .from(payments)
    .innerJoin(orders, eq(orders.orderNr, payments.orderNr))
    .innerJoin(organisations, eq(organisations.id, orders.organisationId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row ?? null;
};

/**
 * Ends a pending payment as completed or canceled. Only a pending payment changes (a
 * conditional UPDATE, so a double click or a race settles it once); answers the payment as it
 * stands afterwards, or null when there is no such payment.
 */
export const settlePayment = (db: ShopDatabase, paymentId: string, outcome: PaymentOutcome, now: Date): Promise<PaymentRow | null> =>
  db.transaction(async (tx) => {
    const [changed] = await tx
      .update(payments)
      .set({ status: outcome, updatedAt: now })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
      .returning();
    if (changed !== undefined) {
      // Issue 34: payment.completed / payment.canceled with the change, in its transaction.
      await recordPaymentEnded(tx, { ...changed, status: outcome }, now);
      return changed;
    }
    const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    return current ?? null;
  });

/**
 * The payment attempt that says where an order's payment stands, or null (cash on delivery, or
 * a draft): a completed one if any (the order is paid), else the pending one, else the latest.
 */
export const currentPayment = async (db: ShopQueryable, orderNr: string): Promise<PaymentRow | null> => {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderNr, orderNr))
    .orderBy(sql`case ${payments.status} when 'completed' then 0 when 'pending' then 1 else 2 end`, desc(payments.createdAt))
    .limit(1);
  return row ?? null;
};
