import { Clock, Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { INTEGRATION_EVENTS_DEFAULT_LIMIT, ShopApi, type ApiRefusal } from "@proshop/core";
import { noteOrderPlaced, noteStockChanged } from "../db/catalogue-answers.ts";
import { ServerConfig } from "../config.ts";
import { Db } from "../db/client.ts";
import { refuse } from "../errors.ts";
import { InvalidEventCursor, readEvents } from "../events/read.ts";
import { OrderRefused } from "../orders/refusals.ts";
import { requireScope } from "./authorization.ts";
import { isPdf, storeInvoice } from "./invoice.ts";
import { findMarketOrder, integrationOrder, InvalidOrderCursor, listIntegrationOrders } from "./orders.ts";
import { reportBodyRefusal, reportStatus } from "./status-report.ts";
import { duplicatePart, putStock } from "./stock.ts";

/*
 * The integration API's calls (core's IntegrationApi, issue 34), for the warehouse or ERP of the
 * key's market: each checks its scope (403), and nothing of another market exists for it (404).
 */

const now = Clock.currentTimeMillis.pipe(Effect.map((millis) => new Date(millis)));

/** Runs a database step: a refusal thrown inside (its transaction rolled back) is answered, anything else is a defect (500, logged). */
const run = <A>(step: () => Promise<A>): Effect.Effect<A, ApiRefusal> =>
  Effect.tryPromise({ try: step, catch: (error) => error }).pipe(
    Effect.catch((error) =>
      error instanceof OrderRefused
        ? Effect.fail(error.refusal)
        : error instanceof InvalidOrderCursor
          ? Effect.fail(refuse.badRequest("request.invalid", { field: "cursor", location: "query" }))
          : error instanceof InvalidEventCursor
            ? Effect.fail(refuse.badRequest("request.invalid", { field: "after", location: "query" }))
            : Effect.die(error),
    ),
  );

export const IntegrationHandlers = HttpApiBuilder.group(
  ShopApi,
  "integration",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;
    const config = yield* ServerConfig;
    return handlers
      .handle("listIntegrationEvents", ({ query }) =>
        Effect.gen(function* () {
          const key = yield* requireScope("events:read");
          const page = yield* run(() => readEvents(db, { after: query.after, limit: query.limit ?? INTEGRATION_EVENTS_DEFAULT_LIMIT, market: key.market }));
          return { events: page.events, next_cursor: page.next };
        }),
      )
      .handle("listIntegrationOrders", ({ query }) =>
        Effect.gen(function* () {
          const key = yield* requireScope("orders:read");
          return yield* run(() =>
            listIntegrationOrders(db, key.market, { status: query.status, updatedAfter: query.updated_after, cursor: query.cursor, limit: query.limit }),
          );
        }),
      )
      .handle("getIntegrationOrder", ({ params }) =>
        Effect.gen(function* () {
          const key = yield* requireScope("orders:read");
          const order = yield* run(() => integrationOrder(db, key.market, params.order_nr));
          if (order === null) return yield* refuse.notFound("integration.order_not_found", { order_nr: params.order_nr });
          return order;
        }),
      )
      .handle("reportOrderStatus", ({ params, headers, payload }) =>
        Effect.gen(function* () {
          const key = yield* requireScope("orders:write");
          const at = yield* now;
          const refusal = reportBodyRefusal(payload, at);
          if (refusal !== null) return yield* Effect.fail(refusal);
          const { answer, custNo } = yield* run(() =>
            reportStatus(db, { market: key.market, keyId: key.keyId, orderNr: params.order_nr, idempotencyKey: headers["idempotency-key"], report: payload, mailLinks: config }, at),
          );
          // A cancel gave stock back and a place in the company's yearly orders: listings are rebuilt.
          if (answer.status === "canceled") noteOrderPlaced(db, key.market, custNo);
          return answer;
        }),
      )
      .handle("putOrderInvoice", ({ params, payload }) =>
        Effect.gen(function* () {
          const key = yield* requireScope("orders:write");
          if (!isPdf(payload)) return yield* refuse.badRequest("integration.invoice.not_pdf", { field: "body" });
          const order = yield* run(() => findMarketOrder(db, key.market, params.order_nr));
          if (order === null) return yield* refuse.notFound("integration.order_not_found", { order_nr: params.order_nr });
          const at = yield* now;
          return yield* run(() => storeInvoice(db, order, payload, key.keyId, at, config));
        }),
      )
      .handle("putStock", ({ payload }) =>
        Effect.gen(function* () {
          const key = yield* requireScope("stock:write");
          const twice = duplicatePart(payload.lines);
          if (twice !== undefined) return yield* refuse.badRequest("integration.stock.duplicate_part", { field: "lines", part_no: twice });
          const at = yield* now;
          const answer = yield* run(() => putStock(db, key.market, payload.lines, at));
          noteStockChanged(db, key.market);
          return answer;
        }),
      );
  }),
);
