import { Schema } from "effect";

export const LineStatus = Schema.Literals(["CAN_ORDER_ALL", "CAN_ORDER_PART", "CANNOT_ORDER"]);
export type LineStatus = typeof LineStatus.Type;

/** One line of the server's answer when it prices a cart (the "order refresh" of SPEC section 4). */
export const OrderRefreshLine = Schema.Struct({
  id: Schema.String,
  part_no: Schema.String,
  price_in_cents: Schema.Number.check(Schema.isInt()),
  /** Units the server can deliver now; absent when the item is unknown or unavailable. */
  available_quantity: Schema.optional(Schema.Number),
  status: LineStatus,
});
export type OrderRefreshLine = typeof OrderRefreshLine.Type;

/** The server's priced cart: every amount in cents, computed by the server, never taken from the client. */
export const OrderRefresh = Schema.Struct({
  order_nr: Schema.String,
  lines: Schema.Array(OrderRefreshLine),
  subtotal: Schema.Number,
  discount: Schema.Number,
  shipping: Schema.Number,
  tax: Schema.Number,
  total: Schema.Number,
});
export type OrderRefresh = typeof OrderRefresh.Type;
