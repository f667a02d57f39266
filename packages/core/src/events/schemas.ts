import { Schema } from "effect";
import { PAYMENT_METHODS, PAYMENT_TYPES } from "../checkout/payment.ts";
import { ORDER_LIST_STATUSES } from "../entities/order-history.ts";

/*
 * The shop's domain events (issue 34): what a warehouse, an ERP or the Zoom! Delivered lab is
 * told, by webhook (pushed, signed) or by the integration API's feed (pulled). One envelope
 *
 *   { id, type, time, market, data }
 *
 * and one payload schema per type. The server writes each event in the same transaction as the
 * change it tells of; the JSON Schema of this file is published at /admin/events.schema.json.
 *
 * Every event about an order carries the order's `sequence`: 1 for its first event, one more
 * for each later one, so a receiver that gets two events of an order out of order (a retry, two
 * deliveries in flight) keeps the higher and drops the stale one.
 *
 * Amounts are integer cents of the market's currency, times ISO 8601 in UTC.
 */

export const EVENT_TYPES = [
  "order.placed",
  "order.status_changed",
  "order.canceled",
  "payment.completed",
  "payment.canceled",
  "zoom_delivery.placed",
  "account.registered",
  "account.approved",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EventTypeSchema = Schema.Literals(EVENT_TYPES);

/** The events about one order, which carry its `sequence`. */
export const ORDER_EVENT_TYPES = [
  "order.placed",
  "order.status_changed",
  "order.canceled",
  "payment.completed",
  "payment.canceled",
  "zoom_delivery.placed",
] as const satisfies ReadonlyArray<EventType>;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const isOrderEventType = (type: EventType): type is OrderEventType => (ORDER_EVENT_TYPES as ReadonlyArray<EventType>).includes(type);

const Cents = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)).annotate({ description: "Integer cents of the market's currency." });
const Time = Schema.String.annotate({ description: "ISO 8601 time in UTC.", format: "date-time" });
const OrderStatus = Schema.Literals(ORDER_LIST_STATUSES);

/** What every order event names: the order, its place in the order's events, its company. */
export const OrderRef = Schema.Struct({
  order_nr: Schema.String.annotate({ description: "The order number ('FR100001')." }),
  sequence: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)).annotate({
    description: "1 for the order's first event, one more for each later one: keep the highest seen, drop a lower one.",
  }),
  cust_no: Schema.String.annotate({ description: "Customer number of the company the order is for." }),
});
export type OrderRef = typeof OrderRef.Type;

/** An ordered line as placed. */
export const PlacedLine = Schema.Struct({
  line_no: Schema.Int,
  part_no: Schema.String,
  name: Schema.String,
  quantity: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  unit_price: Cents,
  discount: Cents,
  total: Cents,
});
export type PlacedLine = typeof PlacedLine.Type;

export const EventAmounts = Schema.Struct({ subtotal: Cents, discount: Cents, shipping: Cents, tax: Cents, total: Cents });

/** Where the order ships: the company's address as the order was placed. */
export const ShipTo = Schema.Struct({
  name: Schema.String,
  address_line_1: Schema.String,
  address_line_2: Schema.String,
  zip: Schema.String,
  city: Schema.String,
  country: Schema.String,
});
export type ShipTo = typeof ShipTo.Type;

/** `order.placed`: a shop order left the cart (received); the warehouse may start. */
export const OrderPlacedData = Schema.Struct({
  ...OrderRef.fields,
  status: Schema.Literal("received"),
  placed_at: Time,
  /** The user who placed it: a sales representative or support agent when `on_behalf`. */
  placed_by_user_id: Schema.Int,
  on_behalf: Schema.Boolean,
  language: Schema.String,
  currency: Schema.String,
  shipping_method: Schema.String,
  payment: Schema.Struct({ method: Schema.Literals(PAYMENT_METHODS), type: Schema.Literals(PAYMENT_TYPES) }),
  amounts: EventAmounts,
  lines: Schema.Array(PlacedLine),
  ship_to: Schema.NullOr(ShipTo),
});
export type OrderPlacedData = typeof OrderPlacedData.Type;

/** A carrier's tracking of a shipment. */
export const EventTracking = Schema.Struct({ carrier: Schema.String, number: Schema.String, url: Schema.NullOr(Schema.String) });

/** `order.status_changed`: the order moved (reported by the warehouse through the integration API). */
export const OrderStatusChangedData = Schema.Struct({
  ...OrderRef.fields,
  from: OrderStatus,
  to: OrderStatus,
  /** When it happened, as reported. */
  at: Time,
  tracking: Schema.NullOr(EventTracking),
  /** Units shipped so far per line, when reported (partial shipments). */
  lines: Schema.NullOr(Schema.Array(Schema.Struct({ part_no: Schema.String, shipped: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)) }))),
  note: Schema.NullOr(Schema.String),
});
export type OrderStatusChangedData = typeof OrderStatusChangedData.Type;

/** `order.canceled`: the order will not ship; its stock went back. */
export const OrderCanceledData = Schema.Struct({
  ...OrderRef.fields,
  from: OrderStatus,
  at: Time,
  note: Schema.NullOr(Schema.String),
});
export type OrderCanceledData = typeof OrderCanceledData.Type;

/** `payment.completed` / `payment.canceled`: an online payment of the order ended. */
export const PaymentEventData = Schema.Struct({
  ...OrderRef.fields,
  type: Schema.Literals(PAYMENT_TYPES),
  amount: Cents,
  at: Time,
});
export type PaymentEventData = typeof PaymentEventData.Type;

/**
 * The patient of a Zoom! Delivered order: sent only to endpoints marked for the lab
 * (`patient_data`), added at delivery time, never once the delivery was anonymised.
 */
export const EventPatient = Schema.Struct({
  scan_id: Schema.String,
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
});
export type EventPatient = typeof EventPatient.Type;

/** `zoom_delivery.placed`: a practice ordered a take-home kit shipped to a patient. */
export const ZoomDeliveryPlacedData = Schema.Struct({
  ...OrderRef.fields,
  status: Schema.Literal("received"),
  placed_at: Time,
  placed_by_user_id: Schema.Int,
  currency: Schema.String,
  scanner: Schema.String,
  replacement: Schema.Boolean,
  replaces_order_nr: Schema.NullOr(Schema.String),
  /** Country of the patient's address (ISO 3166 alpha-2). */
  country: Schema.String,
  amounts: EventAmounts,
  lines: Schema.Array(PlacedLine),
  /** Only for endpoints marked for the lab, and only while the delivery is not anonymised. */
  patient: Schema.optionalKey(EventPatient),
});
export type ZoomDeliveryPlacedData = typeof ZoomDeliveryPlacedData.Type;

/** `account.registered`: someone registered; support approves the account before it may order. */
export const AccountRegisteredData = Schema.Struct({
  user_id: Schema.Int,
  cust_no: Schema.String,
  email: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  language: Schema.String,
  /** True when the registration created the company. */
  new_company: Schema.Boolean,
  registered_at: Time,
});
export type AccountRegisteredData = typeof AccountRegisteredData.Type;

/** `account.approved`: support approved the account (and the licence it registered with). */
export const AccountApprovedData = Schema.Struct({
  user_id: Schema.Int,
  cust_no: Schema.String,
  email: Schema.String,
  approved_at: Time,
});
export type AccountApprovedData = typeof AccountApprovedData.Type;

/** The payload schema of each type. */
export const EVENT_DATA = {
  "order.placed": OrderPlacedData,
  "order.status_changed": OrderStatusChangedData,
  "order.canceled": OrderCanceledData,
  "payment.completed": PaymentEventData,
  "payment.canceled": PaymentEventData,
  "zoom_delivery.placed": ZoomDeliveryPlacedData,
  "account.registered": AccountRegisteredData,
  "account.approved": AccountApprovedData,
} as const satisfies Record<EventType, Schema.Top>;

export type EventData<T extends EventType> = (typeof EVENT_DATA)[T]["Type"];

const envelopeOf = <T extends EventType>(type: T) =>
  Schema.Struct({
    id: Schema.String.annotate({ description: "Unique id of the event; the `webhook-id` of every delivery of it." }),
    type: Schema.Literal(type),
    time: Time,
    market: Schema.String.annotate({ description: "The market the event belongs to ('FR', 'ES', 'NL', 'BE')." }),
    data: EVENT_DATA[type],
  }).annotate({ identifier: `Event_${type.replace(".", "_")}`, title: type });

/** One event of any type: decode with this, then switch on `type`. */
export const DomainEvent = Schema.Union([
  envelopeOf("order.placed"),
  envelopeOf("order.status_changed"),
  envelopeOf("order.canceled"),
  envelopeOf("payment.completed"),
  envelopeOf("payment.canceled"),
  envelopeOf("zoom_delivery.placed"),
  envelopeOf("account.registered"),
  envelopeOf("account.approved"),
]).annotate({ identifier: "DomainEvent" });
export type DomainEvent = typeof DomainEvent.Type;

/** The event of one type. */
export type DomainEventOf<T extends EventType> = Extract<DomainEvent, { readonly type: T }>;

/**
 * What `proshop webhooks test` sends (not a domain event: nothing happened in the shop), so a
 * receiver can check its signature check before real events come.
 */
export const WebhookTestMessage = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("webhook.test"),
  time: Time,
  market: Schema.String,
  data: Schema.Struct({ endpoint_id: Schema.Int, message: Schema.String }),
}).annotate({ identifier: "WebhookTest", title: "webhook.test" });
export type WebhookTestMessage = typeof WebhookTestMessage.Type;
