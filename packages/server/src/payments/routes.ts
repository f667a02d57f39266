import { Clock, Effect } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import { DEFAULT_LOCALE, type PaymentOutcome } from "@proshop/core";
import { Db, type ShopDatabase } from "../db/client.ts";
import { paymentNotFoundPage, paymentPage, returnPath } from "./page.ts";
import { loadPayment, settlePayment } from "./provider.ts";
import { BROWSER_HEADERS } from "../web-security.ts";

/*
 * The test provider's pages, outside the API contract (a provider's pages are HTML for the
 * payer's browser, not API calls): no session, the payment id is the key.
 * - GET  /pay/{payment_id}           the page: pay or cancel
 * - POST /pay/{payment_id}/complete  completes it, then 303 to /cart?payment=completed&order_nr=...
 * - POST /pay/{payment_id}/cancel    cancels it,  then 303 to /cart?payment=canceled&order_nr=...
 * A payment that is no longer pending is not changed again: its buttons send the payer to the
 * page of what it became.
 */

const PAGE_HEADERS = {
  ...BROWSER_HEADERS,
  "cache-control": "no-store",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  // Stricter than the app's: the page's URL names the payment.
  "referrer-policy": "no-referrer",
};

const htmlPage = (body: string, status = 200) =>
  HttpServerResponse.text(body, { status, contentType: "text/html; charset=utf-8", headers: PAGE_HEADERS });

/** Payment ids are base64url: anything else is no payment (and never reaches the database). */
const isPaymentId = (id: string | undefined): id is string => id !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(id);

const paymentIdParam = HttpRouter.params.pipe(Effect.map((params) => params["payment_id"]));

const showPage = (db: ShopDatabase) =>
  Effect.gen(function* () {
    const id = yield* paymentIdParam;
    const found = isPaymentId(id) ? yield* Effect.promise(() => loadPayment(db, id)) : null;
    if (found === null) return htmlPage(paymentNotFoundPage(DEFAULT_LOCALE), 404);
    return htmlPage(paymentPage(found.payment, found.language, found.currency));
  });

const settle = (db: ShopDatabase, outcome: PaymentOutcome) =>
  Effect.gen(function* () {
    const id = yield* paymentIdParam;
    const now = new Date(yield* Clock.currentTimeMillis);
    const payment = isPaymentId(id) ? yield* Effect.promise(() => settlePayment(db, id, outcome, now)) : null;
    if (payment === null) return htmlPage(paymentNotFoundPage(DEFAULT_LOCALE), 404);
    const landed = payment.status === "completed" ? "completed" : "canceled";
    return HttpServerResponse.redirect(returnPath(landed, payment.orderNr), { status: 303, headers: { "cache-control": "no-store" } });
  });

/** The payment pages as router routes; needs `Db`. */
export const PaymentPages = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const db = yield* Db;
    yield* router.add("GET", "/pay/:payment_id", showPage(db));
    yield* router.add("POST", "/pay/:payment_id/complete", settle(db, "completed"));
    yield* router.add("POST", "/pay/:payment_id/cancel", settle(db, "canceled"));
  }),
);
