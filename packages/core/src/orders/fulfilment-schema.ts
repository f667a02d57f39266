import { Schema } from "effect";

/*
 * What comes back from the warehouse (issue 34), as the shop's order calls and the integration
 * API show it: its shipments with their tracking and units, and whether its invoice is there to
 * download. (No import of the order entities: order-history.ts imports this file.)
 */

/** A parcel's tracking: the carrier, its number, and the carrier's tracking page when known. */
export const OrderTracking = Schema.Struct({
  carrier: Schema.String,
  number: Schema.String,
  url: Schema.NullOr(Schema.String),
});
export type OrderTracking = typeof OrderTracking.Type;

/** Units of one part in one shipment. */
export const ShipmentLine = Schema.Struct({ part_no: Schema.String, shipped: Schema.Int });
export type ShipmentLine = typeof ShipmentLine.Type;

/** One shipment (a report of status `shipped`): when, tracked how, carrying what. */
export const OrderShipment = Schema.Struct({
  /** ISO date-time the warehouse shipped it. */
  at: Schema.String,
  tracking: Schema.NullOr(OrderTracking),
  lines: Schema.Array(ShipmentLine),
});
export type OrderShipment = typeof OrderShipment.Type;

/** The order's invoice (a PDF the warehouse or ERP uploaded): when, how large. */
export const OrderInvoiceInfo = Schema.Struct({
  uploaded_at: Schema.String,
  bytes: Schema.Int,
});
export type OrderInvoiceInfo = typeof OrderInvoiceInfo.Type;
