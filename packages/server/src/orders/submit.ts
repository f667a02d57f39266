import { createHash } from "node:crypto";
import { and, asc, eq, gt, gte, sql } from "drizzle-orm";
import { isShippingMethod, type OrderPaymentChoice, type OrderSubmitAnswer, type ShippingAddress } from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { companies, orderLines, orders, stock } from "../db/schema.ts";
import { startPayment } from "../payments/provider.ts";
import { auditOrderAction } from "./audit.ts";
import type { Buyer } from "./buyer.ts";
import { replaceOrderLines } from "./drafts.ts";
import { loadPricingFacts } from "./facts.ts";
import { orderRefreshOf, priceCart, type PricedOrder } from "./pricing.ts";
import { couponRefusal, limitRefusal, orderRefusal, refused } from "./refusals.ts";

/*
 * Placing a draft (POST /admin/order/{order_nr}/submit), in ONE transaction that:
 * 1. locks the company row (FOR NO KEY UPDATE: drafts referencing it can still be written), so
 *    submits of one company run one after the other: the yearly counts they check cannot be
 *    passed by two orders at once, and an Idempotency-Key is looked up and claimed without a race;
 * 2. answers a known key: the stored answer when the body is the same, 422 when it is not;
 * 3. prices the draft's lines again from the database (prices, stock, limits, coupon) and
 *    refuses when anything changed since the customer saw it;
 * 4. takes the units from stock with `UPDATE ... SET quantity = quantity - n WHERE quantity >= n`
 *    (in part_no order, so concurrent orders never deadlock): concurrent orders of different
 *    companies on the last unit block on the stock row, and only one finds it still there;
 * 5. marks the order placed with its key, body hash and answer, starts the online payment,
 *    and audits the action when a sales rep or support agent placed it.
 * Any refusal throws OrderRefused, which rolls everything back: a refused submit leaves no
 * trace, so the same key can be retried once the cart is fixed.
 */

export interface SubmitInput {
  readonly orderNr: string;
  readonly idempotencyKey: string;
  readonly payment: OrderPaymentChoice;
  /** `http://host` as the client reached the server, for the payment page's address. */
  readonly origin: string;
}

/** The hash that tells "same request" from "another request with the same key". */
export const submitRequestHash = (orderNr: string, payment: OrderPaymentChoice): string =>
  createHash("sha256").update(JSON.stringify([orderNr, payment.method, payment.type])).digest("hex");


/** The shipping address of SPEC 3, for the company the order is placed for (it ships there). */
export const shippingAddressOf = (buyer: Buyer, addressKey: string | null): ShippingAddress => ({
  address_key: addressKey ?? String(buyer.user.id),
  default_flag: "Y",
  name: buyer.company.name,
  address_line_1: buyer.company.address,
  address_line_2: buyer.company.addressXtra,
  city: buyer.company.city,
  state: null,
  zip: buyer.company.postalcode,
  country: buyer.company.country,
});

const sameAmounts = (priced: PricedOrder, draft: typeof orders.$inferSelect): boolean =>
  priced.subtotal === draft.subtotalCents &&
  priced.discount === draft.discountCents &&
  priced.shipping === draft.shippingCents &&
  priced.total === draft.totalCents;

export const submitOrder = (db: ShopDatabase, buyer: Buyer, input: SubmitInput, now: Date): Promise<OrderSubmitAnswer> => {
  const custNo = buyer.company.custNo;
  const locale = buyer.locale;
  const requestHash = submitRequestHash(input.orderNr, input.payment);
  return db.transaction(async (tx) => {
    await tx.select({ custNo: companies.custNo }).from(companies).where(eq(companies.custNo, custNo)).for("no key update");

    const [used] = await tx
      .select({ requestHash: orders.requestHash, submitResponse: orders.submitResponse })
      .from(orders)
      .where(and(eq(orders.custNo, custNo), eq(orders.idempotencyKey, input.idempotencyKey)))
      .limit(1);
    if (used !== undefined) {
      if (used.requestHash === requestHash && used.submitResponse !== null) return used.submitResponse as OrderSubmitAnswer;
      return refused(orderRefusal("unprocessable", "orders.idempotency_key_reused", locale));
    }

    const [draft] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNr, input.orderNr), eq(orders.custNo, custNo)))
      .limit(1)
      .for("update");
    if (draft === undefined) return refused(orderRefusal("notFound", "orders.not_found", locale, { order_nr: input.orderNr }));
    if (draft.status !== "draft") return refused(orderRefusal("conflict", "orders.already_placed", locale, { order_nr: input.orderNr }));

    const lines = await tx
      .select({ partNo: orderLines.partNo, quantity: orderLines.quantity })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, draft.id), gt(orderLines.quantity, 0)))
      .orderBy(asc(orderLines.lineNo));
    if (lines.length === 0) return refused(orderRefusal("unprocessable", "orders.empty", locale, { order_nr: input.orderNr }));

    // The draft's orderable quantities, priced again with what the database says now.
    const shippingMethod = isShippingMethod(draft.shippingMethod) ? draft.shippingMethod : "Standard";
    const facts = await loadPricingFacts(tx, buyer, { partNos: lines.map((line) => line.partNo), shippingMethod, code: draft.couponCode }, now);
    const priced = priceCart(
      lines.map((line) => ({ part_no: line.partNo, quantity: line.quantity })),
      facts,
    );
    const short = priced.lines.find((line) => line.quantity < line.requested);
    if (short !== undefined) {
      return refused(
        orderRefusal(
          "conflict",
          "orders.stock_changed",
          locale,
          { product: short.name || short.part_no, available: short.quantity },
          { part_no: short.part_no, requested: short.requested, refresh: orderRefreshOf(input.orderNr, priced) },
        ),
      );
    }
    if (priced.violations.length > 0) return refused(limitRefusal(priced.violations, locale));
    if (priced.couponFailure !== null) return refused(couponRefusal(priced.couponFailure, locale));
    if (!sameAmounts(priced, draft)) {
      return refused(
        orderRefusal("conflict", "orders.price_changed", locale, { order_nr: input.orderNr }, { refresh: orderRefreshOf(input.orderNr, priced) }),
      );
    }

    for (const line of [...priced.lines].sort((a, b) => (a.part_no < b.part_no ? -1 : a.part_no > b.part_no ? 1 : 0))) {
      const taken = await tx
        .update(stock)
        .set({ quantity: sql`${stock.quantity} - ${line.quantity}`, updatedAt: now })
        .where(and(eq(stock.organisationId, buyer.organisation.id), eq(stock.partNo, line.part_no), gte(stock.quantity, line.quantity)))
        .returning({ quantity: stock.quantity });
      if (taken.length === 0) {
        return refused(
          orderRefusal(
            "conflict",
            "orders.stock_changed",
            locale,
            { product: line.name || line.part_no, available: 0 },
            { part_no: line.part_no, requested: line.quantity },
          ),
        );
      }
    }

    // The placed order holds what is ordered: the lines that could not be ordered go.
    await replaceOrderLines(tx, draft.id, { ...priced, lines: priced.lines.filter((line) => line.quantity > 0) });

    const online = input.payment.method === "online";
    const payment = online ? await startPayment(tx, { orderNr: draft.orderNr, type: input.payment.type, amount: priced.total, now }) : null;
    const paymentUrl = payment === null ? undefined : `${input.origin}${payment.path}`;
    const answer: OrderSubmitAnswer = {
      order_nr: draft.orderNr,
      status: "received",
      total: priced.total,
      tax: priced.tax,
      payment: {
        type: input.payment.type,
        method: input.payment.method,
        status: online ? "pending" : null,
        ...(paymentUrl === undefined ? {} : { payment_url: paymentUrl }),
      },
      ...(paymentUrl === undefined ? {} : { payment_url: paymentUrl }),
    };

    await tx
      .update(orders)
      .set({
        status: "received",
        placedByUserId: buyer.user.id,
        onBehalf: buyer.onBehalf,
        shippingAddress: { ...shippingAddressOf(buyer, draft.addressKey) },
        paymentType: input.payment.type,
        paymentMethod: input.payment.method,
        subtotalCents: priced.subtotal,
        discountCents: priced.discount,
        shippingCents: priced.shipping,
        taxCents: priced.tax,
        totalCents: priced.total,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        submitResponse: answer,
        submittedAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, draft.id));
    await auditOrderAction(tx, buyer, "order.submit", { order_nr: draft.orderNr, total: priced.total, payment: input.payment }, now);
    return answer;
  });
};
