import { and, eq } from "drizzle-orm";
import type { PaymentResumeAnswer, PaymentType } from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { orders, payments } from "../db/schema.ts";
import { startPayment } from "../payments/provider.ts";
import { auditBuyerAction } from "../audit.ts";
import type { Buyer } from "./buyer.ts";
import { orderRefusal, refused } from "./refusals.ts";


/**
 * POST /admin/order/{order_nr}/payment: pays a placed online order again, with the card or the
 * wallet provider (SPEC 4: "a canceled payment can be resumed"). A payment still pending (the
 * payer left its page) is canceled first, so one order never has two live payment pages. Refused
 * for another company's order or a draft (404), an order paid on delivery or already paid (409).
 */
export const resumePayment = (
  db: ShopDatabase,
  buyer: Buyer,
  request: { readonly orderNr: string; readonly type: PaymentType; readonly origin: string },
  now: Date,
): Promise<PaymentResumeAnswer> =>
  db.transaction(async (tx) => {
    const locale = buyer.locale;
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNr, request.orderNr), eq(orders.custNo, buyer.company.custNo)))
      .limit(1)
      .for("update");
    if (order === undefined || order.status === "draft") {
      return refused(orderRefusal("notFound", "orders.not_found", locale, { order_nr: request.orderNr }));
    }
    if (order.paymentMethod !== "online") return refused(orderRefusal("conflict", "orders.payment_not_online", locale, { order_nr: order.orderNr }));
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderNr, order.orderNr), eq(payments.status, "completed")))
      .limit(1);
    if (paid !== undefined) return refused(orderRefusal("conflict", "orders.payment_completed", locale, { order_nr: order.orderNr }));

    await tx
      .update(payments)
      .set({ status: "canceled", updatedAt: now })
      .where(and(eq(payments.orderNr, order.orderNr), eq(payments.status, "pending")));
    const started = await startPayment(tx, { orderNr: order.orderNr, type: request.type, amount: order.totalCents, now });
    await tx.update(orders).set({ paymentType: request.type, updatedAt: now }).where(eq(orders.id, order.id));
    await auditBuyerAction(tx, buyer, "order.payment_resume", { order_nr: order.orderNr, type: request.type }, now);
    const paymentUrl = `${request.origin}${started.path}`;
    return {
      order_nr: order.orderNr,
      payment: { type: request.type, method: "online", status: "pending", payment_url: paymentUrl },
      payment_url: paymentUrl,
    };
  });
