import { Schema } from "effect";
import { PAYMENT_METHODS, PAYMENT_TYPES } from "../checkout/payment.ts";
import { ORDER_LIST_STATUSES } from "../entities/order-history.ts";
import { DomainEvent } from "../events/schemas.ts";
import { OrderInvoiceInfo, OrderShipment, OrderTracking } from "../orders/fulfilment-schema.ts";
import { OrderStatusEntry } from "../orders/status-entry.ts";
import { INTEGRATION_SCOPES } from "./integration-security.ts";
import { MAX_ORDER_LINES, MAX_PART_NO_LENGTH, PaymentStatus } from "./order-bodies.ts";
import { boundedText } from "./text.ts";

/*
 * Bodies of the integration API (issue 34): what a warehouse or ERP reads of an order, what it
 * reports back (status, shipments, stock, invoices), and the machine keys support manages.
 * Amounts are integer cents. No patient data of a Zoom! Delivered order ever appears here: such
 * an order is shown with `kind: "patient_delivery"` and no ship-to.
 */

/** Most stock lines one PUT /integration/v1/stock carries (one transaction). */
export const MAX_STOCK_LINES = 10_000;
/** Largest invoice PDF accepted. */
export const MAX_INVOICE_BYTES = 5 * 1024 * 1024;
/** Body cap of PUT /integration/v1/stock: 10,000 lines of the longest part numbers fit. */
export const MAX_STOCK_BODY_BYTES = 2 * 1024 * 1024;
/** Most orders one page of GET /integration/v1/orders answers, and the default. */
export const INTEGRATION_ORDERS_MAX_LIMIT = 100;
export const INTEGRATION_ORDERS_DEFAULT_LIMIT = 50;
/** Most units a stock line may say. */
export const MAX_STOCK_UNITS = 10_000_000;

const IsoDateTime = boundedText(40).check(
  Schema.makeFilter((text: string) => (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))) || "an ISO 8601 date-time, e.g. 2025-03-01T14:30:00Z"),
);
const IsoDate = Schema.String.check(
  Schema.makeFilter((text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))) || "a date YYYY-MM-DD"),
);
const PartNo = boundedText(MAX_PART_NO_LENGTH).check(Schema.isMinLength(1));

// --- Keys ---------------------------------------------------------------------------------

export const IntegrationScopeSchema = Schema.Literals(INTEGRATION_SCOPES);

/** POST /admin/integration/keys: a key for one market the support agent serves. */
export const IntegrationKeyCreate = Schema.Struct({
  /** The market's id ('FR'; any case). */
  market: boundedText(8).check(Schema.isMinLength(2)),
  scopes: Schema.Array(IntegrationScopeSchema).check(Schema.isMinLength(1), Schema.isMaxLength(INTEGRATION_SCOPES.length)),
  /** What the key is for ("SAP warehouse"), shown by `list`. */
  name: Schema.optional(boundedText(100)),
});
export type IntegrationKeyCreate = typeof IntegrationKeyCreate.Type;

/** A key as `list` shows it: never the key itself, only its first characters. */
export const IntegrationKeyRecord = Schema.Struct({
  id: Schema.Int,
  market: Schema.String,
  name: Schema.String,
  scopes: Schema.Array(IntegrationScopeSchema),
  /** The key's first characters ('pik_Xy3k'), to tell keys apart. */
  hint: Schema.String,
  created_at: Schema.String,
  /** The support agent who created it. */
  created_by: Schema.String,
  /** Last call made with it (to the minute), null when never used. */
  last_used_at: Schema.NullOr(Schema.String),
  revoked_at: Schema.NullOr(Schema.String),
});
export type IntegrationKeyRecord = typeof IntegrationKeyRecord.Type;

/** The answer of create: the record and the key, shown this once. */
export const IntegrationKeyCreated = Schema.Struct({ ...IntegrationKeyRecord.fields, key: Schema.String });
export type IntegrationKeyCreated = typeof IntegrationKeyCreated.Type;

export const IntegrationKeyList = Schema.Struct({ keys: Schema.Array(IntegrationKeyRecord) });
export type IntegrationKeyList = typeof IntegrationKeyList.Type;

/** GET /admin/integration/keys?market= */
export const IntegrationKeyListQuery = { market: Schema.optional(boundedText(8).check(Schema.isMinLength(2))) };

// --- Events -------------------------------------------------------------------------------

/** Most events one page of GET /integration/v1/events answers, and the default. */
export const INTEGRATION_EVENTS_MAX_LIMIT = 1000;
export const INTEGRATION_EVENTS_DEFAULT_LIMIT = 100;

/** GET /integration/v1/events?after=&limit= */
export const IntegrationEventsQuery = {
  /** `next_cursor` of the previous page; absent: from the oldest event kept. */
  after: Schema.optional(boundedText(100).check(Schema.isMinLength(1))),
  limit: Schema.optional(
    Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(INTEGRATION_EVENTS_MAX_LIMIT)),
  ),
};

/**
 * The market's events after the cursor, oldest first: the same events the webhooks push (core's
 * DomainEvent, never a patient's data). `next_cursor` is where the next read starts, also when
 * the page is empty (keep it and ask again later).
 */
export const IntegrationEventsPage = Schema.Struct({ events: Schema.Array(DomainEvent), next_cursor: Schema.String });
export type IntegrationEventsPage = typeof IntegrationEventsPage.Type;

// --- Orders -------------------------------------------------------------------------------

export const IntegrationOrderStatus = Schema.Literals(ORDER_LIST_STATUSES);

/** Where a shop order goes; null for a patient delivery (patient data never leaves through this API). */
export const IntegrationShipTo = Schema.Struct({
  name: Schema.String,
  address_line_1: Schema.String,
  address_line_2: Schema.String,
  zip: Schema.String,
  city: Schema.String,
  country: Schema.String,
});

export const IntegrationOrderLine = Schema.Struct({
  line_no: Schema.Int,
  part_no: Schema.String,
  name: Schema.String,
  quantity: Schema.Int,
  /** Units shipped so far (all shipments). */
  shipped: Schema.Int,
  unit_price: Schema.Int,
  discount: Schema.Int,
  total: Schema.Int,
  promo: Schema.Boolean,
});

/** An order as the warehouse or ERP reads it. */
export const IntegrationOrder = Schema.Struct({
  order_nr: Schema.String,
  market: Schema.String,
  /** shop: a cart ordered in the shop; patient_delivery: a Zoom! Delivered kit (no patient data here). */
  kind: Schema.Literals(["shop", "patient_delivery"]),
  status: IntegrationOrderStatus,
  placed_at: Schema.String,
  updated_at: Schema.String,
  language: Schema.String,
  /** The company it is for (the customer number the ERP knows). */
  customer: Schema.Struct({ cust_no: Schema.String, name: Schema.String }),
  /** Who placed it: the company's own user, or a sales rep / support agent on its behalf. */
  placed_by: Schema.Struct({
    user_id: Schema.Int,
    name: Schema.String,
    email: Schema.String,
    role: Schema.Literals(["customer", "sales_rep", "support"]),
    on_behalf: Schema.Boolean,
  }),
  ship_to: Schema.NullOr(IntegrationShipTo),
  shipping_method: Schema.String,
  payment: Schema.NullOr(
    Schema.Struct({ type: Schema.Literals(PAYMENT_TYPES), method: Schema.Literals(PAYMENT_METHODS), status: Schema.NullOr(PaymentStatus) }),
  ),
  coupon_code: Schema.NullOr(Schema.String),
  currency: Schema.String,
  subtotal: Schema.Int,
  discount: Schema.Int,
  shipping: Schema.Int,
  tax: Schema.Int,
  total: Schema.Int,
  lines: Schema.Array(IntegrationOrderLine),
  history: Schema.Array(OrderStatusEntry),
  shipments: Schema.Array(OrderShipment),
  invoice: Schema.NullOr(OrderInvoiceInfo),
});
export type IntegrationOrder = typeof IntegrationOrder.Type;

/** GET /integration/v1/orders?status=&updated_after=&cursor=&limit= */
export const IntegrationOrdersQuery = {
  status: Schema.optional(IntegrationOrderStatus),
  /** Only orders changed after this instant (ISO 8601). */
  updated_after: Schema.optional(IsoDateTime),
  /** `next_cursor` of the previous page. */
  cursor: Schema.optional(boundedText(200).check(Schema.isMinLength(1))),
  limit: Schema.optional(
    Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(INTEGRATION_ORDERS_MAX_LIMIT)),
  ),
};

/** Orders by last change, oldest first; `next_cursor` fetches the next page (null: none yet). */
export const IntegrationOrderPage = Schema.Struct({
  orders: Schema.Array(IntegrationOrder),
  next_cursor: Schema.NullOr(Schema.String),
});
export type IntegrationOrderPage = typeof IntegrationOrderPage.Type;

// --- Reporting back -------------------------------------------------------------------------

/** A status the warehouse may report (`received` is where every order starts). */
export const ReportableStatus = Schema.Literals(["in_process", "processed", "shipped", "delivered", "canceled"]);

/** POST /integration/v1/orders/{order_nr}/status (with Idempotency-Key). */
export const StatusReport = Schema.Struct({
  status: ReportableStatus,
  /** When it happened at the warehouse (ISO 8601 date-time). */
  at: IsoDateTime,
  /** With `shipped`: the parcel's tracking. */
  tracking: Schema.optional(
    Schema.Struct({
      carrier: boundedText(100).check(Schema.isMinLength(1)),
      number: boundedText(100).check(Schema.isMinLength(1)),
      /** The carrier's tracking page: http(s) only. */
      url: Schema.optional(boundedText(2000).check(Schema.isPattern(/^https?:\/\/[^\s]+$/i))),
    }),
  ),
  /** With `shipped`: the units this shipment carries (added to earlier shipments); none: everything not shipped yet. */
  lines: Schema.optional(
    Schema.Array(Schema.Struct({ part_no: PartNo, shipped: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 })) })).check(
      Schema.isMaxLength(MAX_ORDER_LINES),
    ),
  ),
  /** Free text kept with the change (not shown to the customer). */
  note: Schema.optional(boundedText(1000)),
});
export type StatusReport = typeof StatusReport.Type;

/** The answer of a status report (replayed as is for the same Idempotency-Key and body). */
export const StatusReportAnswer = Schema.Struct({
  order_nr: Schema.String,
  from: IntegrationOrderStatus,
  status: IntegrationOrderStatus,
  at: Schema.String,
  /** Each part's units ordered and shipped so far. */
  lines: Schema.Array(Schema.Struct({ part_no: Schema.String, quantity: Schema.Int, shipped: Schema.Int })),
  tracking: Schema.NullOr(OrderTracking),
});
export type StatusReportAnswer = typeof StatusReportAnswer.Type;

/** One line of PUT /integration/v1/stock. */
export const StockLine = Schema.Struct({
  part_no: PartNo,
  stock: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_STOCK_UNITS })),
  /** First day it can be ordered (again); null: orderable now; absent: unchanged. */
  available_from: Schema.optional(Schema.NullOr(IsoDate)),
});
export type StockLine = typeof StockLine.Type;

export const StockUpdate = Schema.Struct({ lines: Schema.Array(StockLine).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_STOCK_LINES)) });
export type StockUpdate = typeof StockUpdate.Type;

/** What the stock update did: lines applied, and the part numbers the market does not have (not applied). */
export const StockUpdateAnswer = Schema.Struct({ updated: Schema.Int, unknown: Schema.Array(Schema.String) });
export type StockUpdateAnswer = typeof StockUpdateAnswer.Type;

/** The answer of PUT /integration/v1/orders/{order_nr}/invoice. */
export const InvoiceUploadAnswer = Schema.Struct({ order_nr: Schema.String, bytes: Schema.Int, sha256: Schema.String, uploaded_at: Schema.String });
export type InvoiceUploadAnswer = typeof InvoiceUploadAnswer.Type;
