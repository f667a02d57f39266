import { Schema, SchemaGetter } from "effect";
import { LenientCode, EntityId, LenientInt, LenientText } from "./lenient.ts";
import { OrderInvoiceInfo, OrderShipment } from "../orders/fulfilment-schema.ts";

/** Money in integer cents; servers may spell it as a numeric string. */
const CentsAmount = LenientInt;

/**
 * Order statuses, in the order an order goes through them. The spec names "processed" and
 * "in process"; we complete the set as a customer would follow a parcel:
 *   received -> in_process -> processed (picked and invoiced) -> shipped -> delivered,
 *   or canceled at any point before shipping.
 * Servers spell them loosely ("In process", "IN-PROCESS", "cancelled"): the schema accepts any
 * case, spaces or hyphens, and the British "cancelled", and normalises to these values.
 */
export const ORDER_LIST_STATUSES = ["received", "in_process", "processed", "shipped", "delivered", "canceled"] as const;
const OrderListStatusValue = Schema.Literals(ORDER_LIST_STATUSES);
export type OrderListStatus = typeof OrderListStatusValue.Type;

/** Normalises a server's spelling of a status ("In process" -> "in_process"). */
export const normaliseOrderListStatus = (text: string): string => {
  const slug = text.trim().toLowerCase().replace(/[\s-]+/g, "_");
  return slug === "cancelled" ? "canceled" : slug;
};

export const OrderListStatus = Schema.String.pipe(
  Schema.decodeTo(OrderListStatusValue, {
    // The literal check of OrderListStatusValue still runs after this: unknown statuses fail.
    decode: SchemaGetter.transform((text: string) => normaliseOrderListStatus(text) as OrderListStatus),
    encode: SchemaGetter.transform((status: string) => status),
  }),
);

/** One product line of a placed order; amounts in cents. */
export const PlacedOrderLine = Schema.Struct({
  part_no: Schema.String,
  name: LenientText,
  quantity: LenientInt,
  /** Unit price in cents. */
  price: CentsAmount,
  /** Line total in cents (price x quantity, after line discounts). */
  total: CentsAmount,
});
export type PlacedOrderLine = typeof PlacedOrderLine.Type;

/** A placed order (SPEC 3): every amount in cents, as computed by the server. */
export const PlacedOrder = Schema.Struct({
  id: EntityId,
  total: CentsAmount,
  tax: CentsAmount,
  shipping: CentsAmount,
  discount: CentsAmount,
  lines: Schema.Array(PlacedOrderLine),
});
export type PlacedOrder = typeof PlacedOrder.Type;

/** A product as listed in an order-list row. */
export const OrderListProduct = Schema.Struct({
  part_no: Schema.String,
  name: LenientText,
  quantity: LenientInt,
  /** Units shipped so far (issue 34); absent from servers before it. */
  shipped: Schema.optional(LenientInt),
});
export type OrderListProduct = typeof OrderListProduct.Type;

/** One row of "my orders" (SPEC 3). `date` is the ISO date the order was placed. */
export const OrderListRow = Schema.Struct({
  order_number: LenientCode,
  status: OrderListStatus,
  date: Schema.String,
  /** Ship-to as one display line (company name and city). */
  ship_to: LenientText,
  number_of_items: LenientInt,
  tax: CentsAmount,
  total_amount: CentsAmount,
  products: Schema.Array(OrderListProduct),
  /**
   * Present on a Zoom! Delivered order (shipped to a patient): the patient's name for the
   * practice itself, null for anyone else or once the patient data is anonymised.
   */
  patient_delivery: Schema.optional(Schema.Struct({ patient_name: Schema.NullOr(Schema.String) })),
  /** Its shipments with their tracking, oldest first (issue 34); absent from servers before it. */
  shipments: Schema.optional(Schema.Array(OrderShipment)),
  /** Its invoice, when the warehouse or ERP uploaded one (GET /admin/order/{order_nr}/invoice). */
  invoice: Schema.optional(Schema.NullOr(OrderInvoiceInfo)),
});
export type OrderListRow = typeof OrderListRow.Type;
