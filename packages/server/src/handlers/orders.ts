import { Clock, Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { DEFAULT_SHIPPING_METHOD, ShopApi, type ApiRefusal } from "@proshop/core";
import { noteOrderPlaced } from "../db/catalogue-answers.ts";
import { Db, type ShopDatabase } from "../db/client.ts";
import { currentBuyer } from "./current-buyer.ts";
import { requestOrigin } from "../links.ts";
import { orderingRefusal, type Buyer } from "../orders/buyer.ts";
import { findCoupon } from "../orders/coupons.ts";
import { saveDraft } from "../orders/drafts.ts";
import { loadPricingFacts } from "../orders/facts.ts";
import { resumePayment } from "../orders/payment-resume.ts";
import { orderRefreshOf, priceCart } from "../orders/pricing.ts";
import { companyOrderDetail, listCompanyOrders } from "../orders/queries.ts";
import { couponNotFound, couponRefusal, limitRefusal, orderRefusal, OrderRefused } from "../orders/refusals.ts";
import { shippingOptions } from "../orders/shipping.ts";
import { submitOrder } from "../orders/submit.ts";

/*
 * The order calls of the contract (core's contract/orders.ts). Every call acts for the active
 * company of the session (see orders/buyer.ts); rules are enforced with core's functions in
 * orders/pricing.ts, whatever the client sends.
 */

const now = Clock.currentTimeMillis.pipe(Effect.map((millis) => new Date(millis)));

/**
 * Runs a database step. A refusal thrown inside it (OrderRefused: the transaction was rolled
 * back) becomes that refusal; anything else is a defect (500 with a generic body, logged).
 */
const run = <A>(step: () => Promise<A>): Effect.Effect<A, ApiRefusal> =>
  Effect.tryPromise({ try: step, catch: (error) => error }).pipe(
    Effect.catch((error) => (error instanceof OrderRefused ? Effect.fail(error.refusal) : Effect.die(error))),
  );

/** A buyer who may order (validated account, approved licence). */
const orderingBuyer = (db: ShopDatabase) =>
  Effect.gen(function* () {
    const buyer: Buyer = yield* currentBuyer(db);
    const refusal = orderingRefusal(buyer);
    if (refusal !== null) return yield* Effect.fail(refusal);
    return buyer;
  });


export const OrdersHandlers = HttpApiBuilder.group(
  ShopApi,
  "orders",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;

    return handlers
      .handle("priceOrder", ({ payload }) =>
        Effect.gen(function* () {
          const buyer = yield* orderingBuyer(db);
          const at = yield* now;
          const code = payload.code === undefined || payload.code === null || payload.code === "" ? null : payload.code;
          const shippingMethod = payload.shipping_method ?? DEFAULT_SHIPPING_METHOD;
          const facts = yield* run(() =>
            loadPricingFacts(db, buyer, { partNos: payload.lines.map((line) => line.part_no), shippingMethod, code }, at),
          );
          const priced = priceCart(payload.lines, facts);
          if (priced.violations.length > 0) return yield* Effect.fail(limitRefusal(priced.violations, buyer.locale, buyer.organisation.currency));
          if (priced.couponFailure !== null) return yield* Effect.fail(couponRefusal(priced.couponFailure, buyer.locale));
          const orderNr = yield* run(() =>
            saveDraft(db, buyer, priced, { orderNr: payload.order_nr ?? null, shippingMethod, code: priced.cart.code, addresskey: payload.addresskey ?? null }, at),
          );
          return orderRefreshOf(orderNr, priced);
        }),
      )
      .handle("submitOrder", ({ params, headers, payload, request }) =>
        Effect.gen(function* () {
          const buyer = yield* orderingBuyer(db);
          const at = yield* now;
          const answer = yield* run(() =>
            submitOrder(
              db,
              buyer,
              {
                orderNr: params.order_nr,
                idempotencyKey: headers["idempotency-key"],
                payment: payload.payment,
                confirmedTotal: payload.confirmed_total,
                shippingMethod: payload.shipping_method,
                origin: requestOrigin(request),
              },
              at,
            ),
          );
          // Stock and the company's yearly units changed: cached product listings are rebuilt.
          noteOrderPlaced(db, buyer.organisation.id, buyer.company.custNo);
          return answer;
        }),
      )
      .handle("resumePayment", ({ params, payload, request }) =>
        Effect.gen(function* () {
          const buyer = yield* currentBuyer(db);
          const at = yield* now;
          return yield* run(() => resumePayment(db, buyer, { orderNr: params.order_nr, type: payload.type, origin: requestOrigin(request) }, at));
        }),
      )
      .handle("listOrders", ({ query }) =>
        Effect.gen(function* () {
          const buyer = yield* currentBuyer(db);
          return yield* run(() =>
            listCompanyOrders(
              db,
              { custNo: buyer.company.custNo, name: buyer.company.name },
              { page: query.page, pageSize: query.pageSize },
              // Patient names are the practice's own; representatives see the mark only.
              !buyer.representative,
            ),
          );
        }),
      )
      .handle("getOrder", ({ params, request }) =>
        Effect.gen(function* () {
          const buyer = yield* currentBuyer(db);
          const detail = yield* run(() =>
            companyOrderDetail(db, { custNo: buyer.company.custNo, name: buyer.company.name }, params.order_nr, requestOrigin(request)),
          );
          if (detail === null) return yield* Effect.fail(orderRefusal("notFound", "orders.not_found", buyer.locale, { order_nr: params.order_nr }));
          return detail;
        }),
      )
      .handle("checkCoupon", ({ params }) =>
        Effect.gen(function* () {
          const buyer = yield* currentBuyer(db);
          const coupon = yield* run(() => findCoupon(db, params.code, buyer.organisation.id));
          if (coupon === null) return yield* Effect.fail(couponNotFound(params.code, buyer.locale));
          return coupon;
        }),
      )
      .handle("listShippingMethods", () => Effect.succeed(shippingOptions()));
  }),
);
