import { Schema } from "effect";
import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { ADMIN_PREFIX } from "../contract/admin.ts";
import { ApiRefusals } from "../contract/errors.ts";
import { checkedBody } from "../contract/text.ts";
import { OrderListQuery } from "../contract/order-bodies.ts";
import { SessionAuthorization } from "../contract/security.ts";
import { OrderListProduct, OrderListStatus, PlacedOrderLine } from "../entities/order-history.ts";
import { ShopProduct } from "../entities/product.ts";
import { ScannerType, ZoomDeliveredConsents, ZoomDeliveredOrder } from "../entities/zoom-delivered.ts";

/*
 * The Zoom! Delivered calls: a dental practice orders a patient's take-home whitening kit,
 * shipped to the patient and billed to the practice. They act for the session's active company
 * (a practice's own, or the one a sales rep chose with X-Customer-Number), which must be a
 * Zoom! practice (403 `zoom_delivered.not_eligible` otherwise). Support agents read the
 * deliveries of the markets they serve, each read of patient data audited.
 *
 * A delivery is an order of the shop (same order numbers, order history, idempotency and stock)
 * whose patient data is kept apart and anonymised some days after delivery: answers carry
 * `patient: null` once it is, and for callers who may not see it (a sales representative).
 */

/** Where the calls live under the admin API. */
export const ZOOM_DELIVERED_API_PATH = "/zoom-delivered";

/** The practice that orders and is billed. */
export const ZoomPractice = Schema.Struct({
  cust_no: Schema.String,
  name: Schema.String,
  address: Schema.String,
  postalcode: Schema.String,
  city: Schema.String,
  country: Schema.String,
});
export type ZoomPractice = typeof ZoomPractice.Type;

/**
 * GET /admin/zoom-delivered/kits: the practice (billed), the patients' country (its market's:
 * postal codes and phone numbers follow it) and the kits it may order, with price and stock.
 */
export const ZoomKitsAnswer = Schema.Struct({
  practice: ZoomPractice,
  country: Schema.String,
  kits: Schema.Array(ShopProduct),
});
export type ZoomKitsAnswer = typeof ZoomKitsAnswer.Type;

/** What a placed delivery answers (and answers again for the same Idempotency-Key): no patient data. */
export const ZoomDeliveryReceipt = Schema.Struct({
  order_nr: Schema.String,
  status: OrderListStatus,
  /** ISO date-time the order was placed. */
  date: Schema.String,
  total: Schema.Int,
  tax: Schema.Int,
  replacement: Schema.Boolean,
  lines: Schema.Array(PlacedOrderLine),
});
export type ZoomDeliveryReceipt = typeof ZoomDeliveryReceipt.Type;

/** The patient of a delivery: who receives the kit, where, how to reach them, and their scan. */
export const ZoomPatient = Schema.Struct({
  first_name: Schema.String,
  last_name: Schema.String,
  street: Schema.String,
  number: Schema.String,
  zip: Schema.String,
  city: Schema.String,
  state: Schema.String,
  country: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  scan_id: Schema.String,
});
export type ZoomPatient = typeof ZoomPatient.Type;

/** GET /admin/zoom-delivered/deliveries/{order_nr}. */
export const ZoomDeliveryDetail = Schema.Struct({
  ...ZoomDeliveryReceipt.fields,
  practice: Schema.Struct({ cust_no: Schema.String, name: Schema.String }),
  /** Who placed it, named (issue 35): a user of the practice, or a sales rep or support agent on its behalf. */
  placed_by: Schema.Struct({ user_id: Schema.Int, name: Schema.String, email: Schema.String, on_behalf: Schema.Boolean }),
  scanner: ScannerType,
  /** The delivery this one replaces (same scan and kit), when it was ordered as a replacement of one. */
  replaces_order_nr: Schema.NullOr(Schema.String),
  consents: ZoomDeliveredConsents,
  /** Null once anonymised, and for callers who may not see patient data. */
  patient: Schema.NullOr(ZoomPatient),
  /** ISO date-time the patient data was anonymised, else null. */
  anonymised_at: Schema.NullOr(Schema.String),
});
export type ZoomDeliveryDetail = typeof ZoomDeliveryDetail.Type;

/** One row of GET /admin/zoom-delivered/deliveries. */
export const ZoomDeliveryRow = Schema.Struct({
  order_nr: Schema.String,
  status: OrderListStatus,
  date: Schema.String,
  practice: Schema.Struct({ cust_no: Schema.String, name: Schema.String }),
  /** "First Last"; null once anonymised or for callers who may not see it. */
  patient_name: Schema.NullOr(Schema.String),
  products: Schema.Array(OrderListProduct),
  total: Schema.Int,
  replacement: Schema.Boolean,
  anonymised: Schema.Boolean,
});
export type ZoomDeliveryRow = typeof ZoomDeliveryRow.Type;

export const ZoomDeliveryListPage = Schema.Struct({
  page: Schema.Int,
  pageSize: Schema.Int,
  total: Schema.Int,
  deliveries: Schema.Array(ZoomDeliveryRow),
});
export type ZoomDeliveryListPage = typeof ZoomDeliveryListPage.Type;

/** An order number as it appears in paths: letters, digits and dashes only ('100001'). */
const orderNrParam = { order_nr: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(32), Schema.isPattern(/^[0-9A-Za-z-]+$/)) };

/** Required, as for POST /admin/order/{order_nr}/submit: the same key and body answer the delivery already placed. */
const idempotencyHeaders = { "idempotency-key": Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)) };

export class ZoomDeliveredApi extends HttpApiGroup.make("zoomDelivered")
  .add(
    HttpApiEndpoint.get("listZoomKits", `${ZOOM_DELIVERED_API_PATH}/kits`, {
      success: ZoomKitsAnswer,
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.post("submitZoomDelivery", `${ZOOM_DELIVERED_API_PATH}/deliveries`, {
      headers: idempotencyHeaders,
      payload: checkedBody(ZoomDeliveredOrder),
      success: ZoomDeliveryReceipt,
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.get("listZoomDeliveries", `${ZOOM_DELIVERED_API_PATH}/deliveries`, {
      query: OrderListQuery,
      success: ZoomDeliveryListPage,
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.get("getZoomDelivery", `${ZOOM_DELIVERED_API_PATH}/deliveries/:order_nr`, {
      params: orderNrParam,
      success: ZoomDeliveryDetail,
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
  )
  .prefix(ADMIN_PREFIX)
  // A body with a property the contract does not name is refused (400 naming it), not ignored.
  .annotate(HttpApi.PayloadParseOptions, { onExcessProperty: "error" })
  .annotateMerge(
    OpenApi.annotations({
      title: "Zoom! Delivered",
      description:
        "A dental practice orders a patient's take-home whitening kit, shipped to the patient and billed to the practice: the eligible kits, placing a delivery (Idempotency-Key), and the practice's deliveries. Patient data is shown only to the practice and to support agents of its market (audited), and anonymised some days after delivery.",
    }),
  ) {}
