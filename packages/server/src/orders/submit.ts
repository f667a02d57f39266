import { createHash } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { formatMoney, isShippingMethod, shopCurrency, type Cents, type OrderPaymentChoice, type OrderSubmitAnswer, type ShippingMethod } from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { companyShippingAddress } from "../db/mappers.ts";
import { placeholdersOf, preparedOnce } from "../db/prepared.ts";
import { orderLines, orders } from "../db/schema.ts";
import { startPayment } from "../payments/provider.ts";
import { auditBuyerAction } from "../audit.ts";
import type { Buyer } from "./buyer.ts";
import { lineRows, replaceOrderLines } from "./drafts.ts";
import { isKeyTaken, lockCompanyAndReplay, lockCompanyKeyAndDraft, type LockedDraft } from "./idempotency.ts";
import { loadPricingFacts } from "./facts.ts";
import { orderRefreshOf, priceCart, type PricedOrder } from "./pricing.ts";
import { couponRefusal, limitRefusal, orderRefusal, refused } from "./refusals.ts";
import { takeStock } from "./take-stock.ts";
import { recordOrderPlaced } from "../events/order-events.ts";

/*
 * Placing a draft (POST /admin/order/{order_nr}/submit), in ONE transaction that:
 * 1. locks the company row (FOR NO KEY UPDATE: drafts referencing it can still be written), so
 *    submits of one company run one after the other: the yearly counts they check cannot be
 *    passed by two orders at once, and an Idempotency-Key is looked up and claimed without a race;
 * 2. answers a known key: the stored answer when the body is the same, 422 when it is not;
 * 3. prices the draft's lines again from the database (prices, stock, limits, coupon) and
 *    refuses when anything changed since the customer saw it: above all when the order it
 *    would place is not the one the customer confirmed (shipping method, total to pay: 409
 *    `orders.shipping_changed`, `orders.total_changed` naming the new total);
 * 4. marks the order placed with its key, body hash and answer (its lines rewritten only when
 *    the pricing changed them), starts the online payment, and audits the action when a
 *    sales rep or support agent placed it;
 * 5. last, takes the units from stock with one `UPDATE ... SET quantity = quantity - n WHERE
 *    quantity >= n` for all lines (rows locked in part_no order, so concurrent orders never
 *    deadlock; see takeStock): concurrent orders
 *    of different companies on the last unit block on the stock row, and only one finds it
 *    still there. Last, because a stock row is the one lock other companies' orders wait for:
 *    it is held only from this update to the commit (bench/, issue 6).
 * Any refusal throws OrderRefused, which rolls everything back: a refused submit leaves no
 * trace, so the same key can be retried once the cart is fixed.
 */

export interface SubmitInput {
  readonly orderNr: string;
  readonly idempotencyKey: string;
  readonly payment: OrderPaymentChoice;
  /** What the customer confirmed on the last step: the total to pay (cents) and the shipping method in it. */
  readonly confirmedTotal: Cents;
  readonly shippingMethod: ShippingMethod;
  /** `http://host` as the client reached the server, for the payment page's address. */
  readonly origin: string;
}

/**
 * The hash that tells "same request" from "another request with the same key": the draft, the
 * payment and what the customer confirmed. A retry of the same request answers the order it made.
 */
export const submitRequestHash = (input: Pick<SubmitInput, "orderNr" | "payment" | "confirmedTotal" | "shippingMethod">): string =>
  createHash("sha256")
    .update(JSON.stringify([input.orderNr, input.payment.method, input.payment.type, input.confirmedTotal, input.shippingMethod]))
    .digest("hex");

/** The draft's lines, in order (built once: db/prepared.ts). */
const draftLines = preparedOnce((db) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, sql.placeholder("orderId"))).orderBy(asc(orderLines.lineNo)).prepare("draft_lines"),
);

/**
 * Marks the draft placed with its key, hash and answer, and takes its first event sequence (for
 * order.placed: one statement fewer in the transaction); answers the order row (built once:
 * db/prepared.ts; every value is set, none null).
 */
const placeOrder = preparedOnce((db) =>
  db
    .update(orders)
    .set({
      status: "received",
      eventSequence: sql`${orders.eventSequence} + 1`,
      ...placeholdersOf([
        "placedByUserId",
        "onBehalf",
        "shippingAddress",
        "paymentType",
        "paymentMethod",
        "subtotalCents",
        "discountCents",
        "shippingCents",
        "taxCents",
        "totalCents",
        "idempotencyKey",
        "requestHash",
        "submitResponse",
        "submittedAt",
        "updatedAt",
      ]),
    })
    .where(eq(orders.id, sql.placeholder("id")))
    .returning()
    .prepare("place_order"),
);

/** True when the stored lines are the rows `lineRows` would write (same order, same values). */
const sameLines = (stored: ReadonlyArray<typeof orderLines.$inferSelect>, wanted: ReturnType<typeof lineRows>): boolean =>
  stored.length === wanted.length &&
  wanted.every((row, i) => {
    const line = stored[i]!;
    return (
      line.lineNo === row.lineNo &&
      line.lineId === row.lineId &&
      line.partNo === row.partNo &&
      line.name === row.name &&
      line.quantity === row.quantity &&
      line.quantityRequested === row.quantityRequested &&
      line.unitPriceCents === row.unitPriceCents &&
      line.discountCents === row.discountCents &&
      line.totalCents === row.totalCents &&
      line.promo === row.promo &&
      JSON.stringify(line.bundleInfo) === JSON.stringify(row.bundleInfo)
    );
  });

const sameAmounts = (priced: PricedOrder, draft: LockedDraft): boolean =>
  priced.subtotal === draft.subtotalCents &&
  priced.discount === draft.discountCents &&
  priced.shipping === draft.shippingCents &&
  priced.total === draft.totalCents;

export const submitOrder = (db: ShopDatabase, buyer: Buyer, input: SubmitInput, now: Date): Promise<OrderSubmitAnswer> => {
  const custNo = buyer.company.custNo;
  const locale = buyer.locale;
  const requestHash = submitRequestHash(input);
  return db.transaction(async (tx) => {
    // Company lock, key look-up and the draft in one statement (see lockCompanyKeyAndDraft).
    const opened = await lockCompanyKeyAndDraft(tx, { custNo, orderNr: input.orderNr, idempotencyKey: input.idempotencyKey, requestHash, locale });
    if (opened === null) {
      // No such order of this company: a known key still replays (as it always did), else 404.
      const replayed = await lockCompanyAndReplay(tx, { custNo, idempotencyKey: input.idempotencyKey, requestHash, locale });
      if (replayed !== null) return replayed as OrderSubmitAnswer;
      return refused(orderRefusal("notFound", "orders.not_found", locale, { order_nr: input.orderNr }));
    }
    if ("replay" in opened) return opened.replay as OrderSubmitAnswer;
    const draft = opened.draft;
    if (draft.status !== "draft") return refused(orderRefusal("conflict", "orders.already_placed", locale, { order_nr: input.orderNr }));

    const drafted = await draftLines(tx, { orderId: draft.id });
    const lines = drafted.filter((line) => line.quantity > 0);
    if (lines.length === 0) return refused(orderRefusal("unprocessable", "orders.empty", locale, { order_nr: input.orderNr }));

    // The draft's orderable quantities, priced again with what the database says now.
    const shippingMethod = isShippingMethod(draft.shippingMethod) ? draft.shippingMethod : "Standard";
    if (shippingMethod !== input.shippingMethod) {
      return refused(orderRefusal("conflict", "orders.shipping_changed", locale, {}, { order_nr: input.orderNr, shipping_method: shippingMethod }));
    }
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
    if (priced.violations.length > 0) return refused(limitRefusal(priced.violations, locale, buyer.organisation.currency));
    if (priced.couponFailure !== null) return refused(couponRefusal(priced.couponFailure, locale));
    if (priced.total !== input.confirmedTotal) {
      // Amounts in the market's currency, as the customer saw them (issue 35 item 20).
      const currency = shopCurrency(buyer.organisation);
      return refused(
        orderRefusal(
          "conflict",
          "orders.total_changed",
          locale,
          { total: formatMoney(priced.total, locale, currency), confirmed: formatMoney(input.confirmedTotal, locale, currency) },
          { order_nr: input.orderNr, total_cents: priced.total, confirmed_total: input.confirmedTotal, refresh: orderRefreshOf(input.orderNr, priced) },
        ),
      );
    }
    if (!sameAmounts(priced, draft)) {
      return refused(
        orderRefusal("conflict", "orders.price_changed", locale, { order_nr: input.orderNr }, { refresh: orderRefreshOf(input.orderNr, priced) }),
      );
    }

    // The placed order holds what is ordered: the lines that could not be ordered go. The draft
    // usually holds exactly those already (it was priced a moment ago): then nothing is rewritten.
    const placedLines = { lines: priced.lines.filter((line) => line.quantity > 0) };
    const placedRows = lineRows(draft.id, placedLines);
    if (!sameLines(drafted, placedRows)) await replaceOrderLines(tx, draft.id, placedLines);

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

    const placing = placeOrder(tx, {
      id: draft.id,
      placedByUserId: buyer.user.id,
      onBehalf: buyer.onBehalf,
      // SPEC 3's shipping address: the company ordered for (orders ship there).
      shippingAddress: companyShippingAddress(buyer.company, draft.addressKey ?? String(buyer.user.id)),
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
    });
    // Another draft placed under this key while the first statement waited (see lockCompanyKeyAndDraft).
    const [placed] = await placing.catch((error: unknown) =>
      isKeyTaken(error) ? refused(orderRefusal("unprocessable", "orders.idempotency_key_reused", locale)) : Promise.reject(error),
    );
    if (placed === undefined) throw new Error(`submit: the draft ${draft.id} is gone`);
    await auditBuyerAction(tx, buyer, "order.submit", { order_nr: draft.orderNr, total: priced.total, payment: input.payment }, now);
    // Issue 34: the order.placed event (and its webhook deliveries) in this transaction, before the stock lock is taken;
    // the confirmation e-mails are written from it after the commit (confirmation-mails.ts).
    // It is told the order row (its sequence taken by placeOrder), the currency and the lines just written (as the event
    // reads them: quantity > 0, by line_no): nothing is read again.
    await recordOrderPlaced(tx, draft.id, now, {
      order: placed,
      currency: buyer.organisation.currency,
      lines: placedRows.map((row) => ({
        line_no: row.lineNo,
        part_no: row.partNo,
        name: row.name,
        quantity: row.quantity,
        unit_price: row.unitPriceCents,
        discount: row.discountCents,
        total: row.totalCents,
      })),
    });

    const gone = await takeStock(tx, buyer.organisation.id, priced.lines, now);
    if (gone !== undefined) {
      return refused(
        orderRefusal(
          "conflict",
          "orders.stock_changed",
          locale,
          { product: gone.name || gone.part_no, available: 0 },
          { part_no: gone.part_no, requested: gone.quantity },
        ),
      );
    }
    return answer;
  });
};
