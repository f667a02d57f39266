import { Clock, Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { prepareZoomDelivered, ShopApi, validateZoomDeliveredOrder, type ApiRefusal, type ZoomDeliveredOrder } from "@proshop/core";
import { recordAudit } from "../audit.ts";
import { ServerConfig } from "../config.ts";
import { Db } from "../db/client.ts";
import { mayServeCompany } from "../db/rep-companies.ts";
import { refuse } from "../errors.ts";
import { invalidFields } from "../handlers/refusals.ts";
import { OrderRefused } from "../orders/refusals.ts";
import { kitsAnswer, patientCountryOf } from "./kits.ts";
import { zoomBuyer, zoomReader, type ZoomReader } from "./practice.ts";
import { deliveryDetail, findDelivery, listDeliveries } from "./queries.ts";
import { placeZoomDelivery } from "./submit.ts";

/*
 * The Zoom! Delivered calls of the contract (core's zoom-delivered/contract.ts). Every rule is
 * checked here again with core's own functions, whatever the client did. Patient data never
 * reaches a log line: the requests are not logged, and a failed database step dies with its
 * SQL state only (a driver's error quotes the statement's values).
 */

const now = Clock.currentTimeMillis.pipe(Effect.map((millis) => new Date(millis)));

/** A database step: a refusal thrown inside it is answered as is; anything else is a defect, without the values. */
const run = <A>(step: () => Promise<A>): Effect.Effect<A, ApiRefusal> =>
  Effect.tryPromise({ try: step, catch: (error) => error }).pipe(
    Effect.catch((error) => {
      if (error instanceof OrderRefused) return Effect.fail(error.refusal);
      const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
      return Effect.die(new Error(`zoom-delivered: database step failed (SQL state ${typeof code === "string" ? code : "unknown"})`));
    }),
  );

/** A support agent's read of patient data, audited: who read which deliveries, when. */
const auditPatientRead = (db: Parameters<typeof recordAudit>[0], reader: ZoomReader, deliveries: ReadonlyArray<{ readonly custNo: string; readonly orderNr: string }>, at: Date) =>
  Promise.all(
    deliveries.map((delivery) =>
      recordAudit(db, { userId: reader.userId, action: "zoom_delivered.patient_read", custNo: delivery.custNo, at, details: { order_nr: delivery.orderNr } }),
    ),
  );

/** True when the reader may read this company's delivery (anyone else gets the same 404 as a number that does not exist). */
const mayRead = async (db: Parameters<typeof mayServeCompany>[0], reader: ZoomReader, custNo: string): Promise<boolean> =>
  reader.scope === "company" ? reader.custNo === custNo : mayServeCompany(db, reader.userId, custNo);

export const ZoomDeliveredHandlers = HttpApiBuilder.group(
  ShopApi,
  "zoomDelivered",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;
    const config = yield* ServerConfig;

    return handlers
      .handle("listZoomKits", () =>
        Effect.gen(function* () {
          const buyer = yield* zoomBuyer(db);
          return yield* run(() => kitsAnswer(db, buyer));
        }),
      )
      .handle("submitZoomDelivery", ({ headers, payload }) =>
        Effect.gen(function* () {
          const buyer = yield* zoomBuyer(db);
          const country = patientCountryOf(buyer);
          const prepared = prepareZoomDelivered({ ...payload, replacement: payload.replacement ?? false }, country);
          const errors = validateZoomDeliveredOrder(prepared, country);
          if (Object.keys(errors).length > 0) return yield* invalidFields(errors);
          const order: ZoomDeliveredOrder = { ...payload, ...prepared, scanner: payload.scanner };
          const at = yield* now;
          return yield* run(() => placeZoomDelivery(db, buyer, { order, idempotencyKey: headers["idempotency-key"], country, mailLinks: config }, at));
        }),
      )
      .handle("listZoomDeliveries", ({ query }) =>
        Effect.gen(function* () {
          const reader = yield* zoomReader(db);
          const page = yield* run(() => listDeliveries(db, reader, { page: query.page, pageSize: query.pageSize }));
          if (reader.audited) {
            const read = page.deliveries.filter((row) => row.patient_name !== null).map((row) => ({ custNo: row.practice.cust_no, orderNr: row.order_nr }));
            const at = yield* now;
            yield* run(() => auditPatientRead(db, reader, read, at));
          }
          return page;
        }),
      )
      .handle("getZoomDelivery", ({ params }) =>
        Effect.gen(function* () {
          const reader = yield* zoomReader(db);
          const found = yield* run(() => findDelivery(db, params.order_nr));
          const allowed = found !== undefined && (yield* run(() => mayRead(db, reader, found.practice.custNo)));
          if (!allowed || found === undefined) {
            return yield* Effect.fail(refuse.notFound("zoomDelivered.not_found", { order_nr: params.order_nr }, reader.locale));
          }
          const detail = yield* run(() => deliveryDetail(db, found, reader.seesPatients));
          if (reader.audited && detail.patient !== null) {
            const at = yield* now;
            yield* run(() => auditPatientRead(db, reader, [{ custNo: found.practice.custNo, orderNr: found.order.orderNr }], at));
          }
          return detail;
        }),
      );
  }),
);
