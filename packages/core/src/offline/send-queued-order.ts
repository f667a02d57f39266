import { Schema } from "effect";
import type { OrderRequest, OrderSubmitRequest } from "../contract/order-bodies.ts";
import type { OrderRefresh } from "../entities/order.ts";
import type { Cents } from "../money.ts";
import { applyOrderRefresh } from "../cart/refresh.ts";
import { orderRequestFromCart } from "../cart/order-request.ts";
import { cartShippingMethod } from "../checkout/confirmation.ts";
import { ORDER_CHANGED_CODES, ORDER_FAILED_MESSAGE_ID, refusalCodeOf } from "../checkout/machine.ts";
import { serverMessageOf } from "../notifications/server-message.ts";
import { explainPricing } from "./explain.ts";
import type { QueuedOrder } from "./queued-order.ts";

/**
 * The two server calls a queued order needs, for the company it was queued for (the web sends
 * `custNo` as X-Customer-Number). They reject with the API client's failure (`ApiCallFailed`:
 * `status` null when no answer came).
 */
export interface QueuedOrderApi {
  priceOrder(custNo: string, request: OrderRequest): Promise<OrderRefresh>;
  submitOrder(custNo: string, orderNr: string, body: OrderSubmitRequest, idempotencyKey: string): Promise<{ readonly order_nr: string; readonly total: Cents }>;
}

/**
 * No answer this time (offline, a server error, a timeout, a session to renew): the order is
 * left exactly as it was and tried again later. Never a reason to give an order up.
 */
export class QueuedOrderNoAnswer extends Schema.TaggedError<QueuedOrderNoAnswer>()("QueuedOrderNoAnswer", {
  key: Schema.String,
  /** The HTTP status that came back; null when none did. */
  status: Schema.NullOr(Schema.Number),
}) {}

const statusOf = (failure: unknown): number | null | undefined => {
  const status = typeof failure === "object" && failure !== null ? (failure as Record<string, unknown>)["status"] : undefined;
  return typeof status === "number" || status === null ? status : undefined;
};

/**
 * Statuses that say "not now" rather than "no": no answer, a server error, a timeout, too many
 * requests, a session that ended (the representative logs in again and the queue goes on). A
 * failure without a status is no answer from the server either (fetch threw, the adapter broke):
 * giving an order up on an error nobody can read would lose it.
 */
const isNotNow = (status: number | null | undefined): boolean =>
  status === null || status === undefined || status >= 500 || status === 401 || status === 408 || status === 429;

/** A refused call as the order's next state, or the no-answer that leaves the order as it was. */
const refusedOrThrow = (order: QueuedOrder, failure: unknown): QueuedOrder => {
  const status = statusOf(failure);
  if (isNotNow(status)) throw new QueuedOrderNoAnswer({ key: order.key, status: status ?? null });
  return {
    ...order,
    state: { kind: "refused", code: refusalCodeOf(failure) ?? ORDER_FAILED_MESSAGE_ID, text: serverMessageOf(failure) ?? null },
  };
};

/** Prices the confirmed cart: at the confirmed figures the draft is ready to submit, otherwise it waits for the rep. */
const price = async (order: QueuedOrder, api: QueuedOrderApi): Promise<QueuedOrder> => {
  let refresh: OrderRefresh;
  try {
    refresh = await api.priceOrder(order.custNo, orderRequestFromCart(order.cart));
  } catch (failure) {
    return refusedOrThrow(order, failure);
  }
  const live = applyOrderRefresh(order.cart, refresh);
  const change = explainPricing(order.cart, order.confirmedTotal, live, refresh.total);
  if (change.same) return { ...order, cart: { ...order.cart, order_nr: refresh.order_nr }, state: { kind: "priced", orderNr: refresh.order_nr } };
  return { ...order, state: { kind: "changed", orderNr: refresh.order_nr, live, total: refresh.total } };
};

/**
 * Places the priced draft under the order's key. The body is the same on every try (draft,
 * payment, confirmed total, shipping method), so a try whose answer was lost is answered with
 * the order already placed, never a second one.
 */
const submit = async (order: QueuedOrder, orderNr: string, api: QueuedOrderApi, now: () => number): Promise<QueuedOrder> => {
  const body: OrderSubmitRequest = { payment: order.payment, confirmed_total: order.confirmedTotal, shipping_method: cartShippingMethod(order.cart) };
  try {
    const placed = await api.submitOrder(order.custNo, orderNr, body, order.key);
    return { ...order, state: { kind: "placed", orderNr: placed.order_nr, total: placed.total, placedAt: now() } };
  } catch (failure) {
    // The server would place another order than the one confirmed (a price moved between
    // pricing and submit): price the same draft again, which shows the rep what changed.
    if (statusOf(failure) === 409 && ORDER_CHANGED_CODES.has(refusalCodeOf(failure) ?? "")) {
      return { ...order, cart: { ...order.cart, order_nr: orderNr }, state: { kind: "queued" } };
    }
    return refusedOrThrow(order, failure);
  }
};

/**
 * One step of a queued order: ONE server call, and the state it leads to. The caller writes
 * that state down before the next step, so a tab closed mid-way resumes where it was (above
 * all: `priced` is stored before the submit, whose retry must reuse the same draft and key).
 * An order that is not pending comes back unchanged. Rejects with `QueuedOrderNoAnswer` when
 * the server did not answer; the order is then unchanged.
 */
export const sendQueuedOrder = async (order: QueuedOrder, api: QueuedOrderApi, now: () => number): Promise<QueuedOrder> => {
  switch (order.state.kind) {
    case "queued":
      return price(order, api);
    case "priced":
      return submit(order, order.state.orderNr, api, now);
    default:
      return order;
  }
};

/**
 * The representative accepted the server's figures: the order is placed at the live cart and
 * total. The same key is fine: the server keeps a key only once it placed an order with it.
 */
export const confirmChangedOrder = (order: QueuedOrder): QueuedOrder =>
  order.state.kind === "changed"
    ? { ...order, cart: order.state.live, confirmedTotal: order.state.total, state: { kind: "priced", orderNr: order.state.orderNr } }
    : order;
