import { Schema } from "effect";
import { ORDER_LIST_STATUSES } from "../entities/order-history.ts";

/** A status the order reached, and when (ISO); oldest first in an order's history (issue 34). */
export const OrderStatusEntry = Schema.Struct({
  status: Schema.Literals(ORDER_LIST_STATUSES),
  at: Schema.String,
});
export type OrderStatusEntry = typeof OrderStatusEntry.Type;
