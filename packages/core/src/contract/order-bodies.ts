import { Schema } from "effect";
import { PAYMENT_METHODS, PAYMENT_OUTCOMES, PAYMENT_TYPES } from "../checkout/payment.ts";
import { SHIPPING_METHODS } from "../checkout/shipping.ts";
import { OrderListRow, OrderListStatus, PlacedOrder, PlacedOrderLine } from "../entities/order-history.ts";
import { OrderInvoiceInfo, OrderShipment } from "../orders/fulfilment-schema.ts";
import { OrderStatusEntry } from "../orders/status-entry.ts";
import { boundedText } from "./text.ts";

/*
 * Request and answer bodies of the order calls, which SPEC 7 leaves out ("cart, order, coupon,
 * payment and order-list calls: not shown") and the server work designs. Amounts are integer
 * cents, always computed by the server from its own data: a request carries part numbers and
 * quantities, never a price, a discount or a total.
 */

/** Most lines one order may have; far above any real cart, low enough to bound the work of a request. */
export const MAX_ORDER_LINES = 500;
/** Most units one line may ask for. */
export const MAX_LINE_QUANTITY = 100_000;
/** Longest part number a line may name. */
export const MAX_PART_NO_LENGTH = 64;

/** One line of a cart to price: which product, how many units. */
export const OrderRequestLine = Schema.Struct({
  part_no: boundedText(MAX_PART_NO_LENGTH).check(Schema.isMinLength(1)),
  quantity: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LINE_QUANTITY })),
});
export type OrderRequestLine = typeof OrderRequestLine.Type;

/**
 * POST /admin/order: the cart to price and check. `code` is the coupon code exactly as entered
 * (case sensitive). `order_nr` names the draft this cart was priced as before, so re-pricing
 * the same cart keeps its number; without it (or when that draft was placed meanwhile) the
 * server opens a new draft. Lines naming the same part_no are added together.
 */
export const OrderRequest = Schema.Struct({
  lines: Schema.Array(OrderRequestLine).check(Schema.isMaxLength(MAX_ORDER_LINES)),
  shipping_method: Schema.optional(Schema.Literals(SHIPPING_METHODS)),
  code: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(64)))),
  addresskey: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(64)))),
  order_nr: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(32)))),
});
export type OrderRequest = typeof OrderRequest.Type;

/** How an order is paid (see checkout/payment.ts): `method` cod or online, `type` creditcard or wallet. */
export const OrderPaymentChoice = Schema.Struct({
  type: Schema.Literals(PAYMENT_TYPES),
  method: Schema.Literals(PAYMENT_METHODS),
});
export type OrderPaymentChoice = typeof OrderPaymentChoice.Type;

/**
 * POST /admin/order/{order_nr}/submit. Besides the payment, what the customer confirmed: the
 * total shown on the last step (cents) and the shipping method it includes. The server prices
 * the draft again and refuses with 409 `orders.total_changed` (naming the new total) or
 * `orders.shipping_changed` when the order it would place is not that one, so no order is ever
 * placed or charged for an amount the customer did not see.
 */
export const OrderSubmitRequest = Schema.Struct({
  payment: OrderPaymentChoice,
  confirmed_total: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  shipping_method: Schema.Literals(SHIPPING_METHODS),
});
export type OrderSubmitRequest = typeof OrderSubmitRequest.Type;

/**
 * The header that makes a submit safe to retry: the same key with the same body answers the
 * order already placed; the same key with another body is refused (422); no key is refused (400).
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** Where an online payment stands: `pending` until the payer completes or cancels it on the provider's page. */
export const PAYMENT_STATUSES = ["pending", ...PAYMENT_OUTCOMES] as const;
export const PaymentStatus = Schema.Literals(PAYMENT_STATUSES);
export type PaymentStatus = typeof PaymentStatus.Type;

/** The payment of an order: cash on delivery has no status; an online payment has its latest attempt's. */
export const OrderPayment = Schema.Struct({
  type: Schema.Literals(PAYMENT_TYPES),
  method: Schema.Literals(PAYMENT_METHODS),
  status: Schema.NullOr(PaymentStatus),
  /** The provider page where the payer completes or cancels (online payments still pending). */
  payment_url: Schema.optional(Schema.String),
});
export type OrderPayment = typeof OrderPayment.Type;

/**
 * The submit answer: a `CheckoutReceipt` (order number and amount to pay, in cents) plus what
 * the web needs next: the online payment's page, when there is one.
 */
export const OrderSubmitAnswer = Schema.Struct({
  order_nr: Schema.String,
  status: OrderListStatus,
  total: Schema.Int,
  tax: Schema.Int,
  payment: OrderPayment,
  /** Same as `payment.payment_url`, at the top for the checkout's `pay` slot. */
  payment_url: Schema.optional(Schema.String),
});
export type OrderSubmitAnswer = typeof OrderSubmitAnswer.Type;

/** POST /admin/order/{order_nr}/payment: pay a canceled (or abandoned) online payment again, with either provider. */
export const PaymentResumeRequest = Schema.Struct({ type: Schema.Literals(PAYMENT_TYPES) });
export type PaymentResumeRequest = typeof PaymentResumeRequest.Type;

/** The resumed payment: its new page. */
export const PaymentResumeAnswer = Schema.Struct({
  order_nr: Schema.String,
  payment: OrderPayment,
  payment_url: Schema.String,
});
export type PaymentResumeAnswer = typeof PaymentResumeAnswer.Type;

/** Defaults and ceiling of the order list's paging. */
export const ORDER_LIST_DEFAULT_PAGE_SIZE = 20;
export const ORDER_LIST_MAX_PAGE_SIZE = 100;

const PositiveIntFromString = Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1));

/** GET /admin/order?page=&pageSize=: pages count from 1. */
export const OrderListQuery = {
  page: Schema.optional(PositiveIntFromString),
  pageSize: Schema.optional(PositiveIntFromString.check(Schema.isLessThanOrEqualTo(ORDER_LIST_MAX_PAGE_SIZE))),
};

/** One page of the active company's placed orders, newest first (drafts are not listed). */
export const OrderListPage = Schema.Struct({
  page: Schema.Int,
  pageSize: Schema.Int,
  total: Schema.Int,
  orders: Schema.Array(OrderListRow),
});
export type OrderListPage = typeof OrderListPage.Type;

/** Order statuses of the detail view: the list's statuses, plus `draft` for a cart priced but not placed. */
export const OrderDetailStatus = Schema.Union([OrderListStatus, Schema.Literal("draft")]);

/**
 * GET /admin/order/{order_nr}: a `PlacedOrder` (SPEC 3: id, total, tax, shipping, discount,
 * lines) with what the order page shows besides. `placed_by` is the user who placed it (a sales
 * rep's id when on behalf), `placed_for` the company it belongs to.
 */
export const OrderDetail = Schema.Struct({
  ...PlacedOrder.fields,
  order_nr: Schema.String,
  status: OrderDetailStatus,
  /** ISO date-time the order was placed; null for a draft. */
  date: Schema.NullOr(Schema.String),
  subtotal: Schema.Int,
  shipping_method: Schema.String,
  addresskey: Schema.NullOr(Schema.String),
  code: Schema.NullOr(Schema.String),
  payment: Schema.NullOr(OrderPayment),
  placed_by: Schema.Struct({ user_id: Schema.Int, on_behalf: Schema.Boolean }),
  placed_for: Schema.Struct({ cust_no: Schema.String, name: Schema.String }),
  // Issue 34: what the warehouse reported. Always sent by this server; optional so that answers
  // of a server before it still decode.
  /** The lines, each with its units shipped so far. */
  lines: Schema.Array(Schema.Struct({ ...PlacedOrderLine.fields, shipped: Schema.optional(Schema.Int) })),
  /** The statuses it reached and when, oldest first (core's orderTimeline draws them). */
  history: Schema.optional(Schema.Array(OrderStatusEntry)),
  /** Its shipments with their tracking, oldest first. */
  shipments: Schema.optional(Schema.Array(OrderShipment)),
  /** Its invoice (GET /admin/order/{order_nr}/invoice), null until one is uploaded. */
  invoice: Schema.optional(Schema.NullOr(OrderInvoiceInfo)),
});
export type OrderDetail = typeof OrderDetail.Type;

/** A shipping method and what it costs (cents), so clients show the server's charges. */
export const ShippingOption = Schema.Struct({
  method: Schema.Literals(SHIPPING_METHODS),
  charge: Schema.Int,
});
export type ShippingOption = typeof ShippingOption.Type;
