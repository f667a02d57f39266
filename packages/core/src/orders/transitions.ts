import { ORDER_LIST_STATUSES, type OrderListStatus } from "../entities/order-history.ts";

/*
 * What may follow what in a placed order's life (issue 34): ONE table, used by the server
 * before it accepts a status reported by the warehouse or ERP (POST /integration/v1/orders/
 * {order_nr}/status), by the web's timeline and by the CLI.
 *
 *   received -> in_process -> processed -> shipped -> delivered
 *          \____________\___________\____ canceled (only before shipping)
 *
 * - Forward only. Steps may be skipped (a warehouse that does not report "in process" goes from
 *   received to shipped), except that delivered needs shipped first: a delivery is of a parcel.
 * - shipped -> shipped is a further (partial) shipment: each report of `shipped` adds the units
 *   it names to what was shipped before (see shipments.ts).
 * - canceled only before shipped: it gives the stock back and the order no longer counts in the
 *   company's yearly orders. delivered and canceled are final.
 */

export type OrderStatus = OrderListStatus;

/** The statuses of an order that goes well, in order. */
export const ORDER_PROGRESS = ["received", "in_process", "processed", "shipped", "delivered"] as const satisfies ReadonlyArray<OrderStatus>;

/** For each status, the statuses that may follow it. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, ReadonlyArray<OrderStatus>>> = {
  received: ["in_process", "processed", "shipped", "canceled"],
  in_process: ["processed", "shipped", "canceled"],
  processed: ["shipped", "canceled"],
  shipped: ["shipped", "delivered"],
  delivered: [],
  canceled: [],
};

/** True when an order in `from` may be reported `to`. */
export const mayFollow = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** The statuses an order in `status` may be reported next. */
export const nextStatuses = (status: OrderStatus): ReadonlyArray<OrderStatus> => ORDER_TRANSITIONS[status];

/** True when nothing may follow (delivered, canceled). */
export const isFinalStatus = (status: OrderStatus): boolean => ORDER_TRANSITIONS[status].length === 0;

/** True when the order may still be canceled (nothing shipped yet). */
export const isCancelable = (status: OrderStatus): boolean => mayFollow(status, "canceled");

/** True when `text` is one of the statuses of a placed order. */
export const isOrderStatus = (text: string): text is OrderStatus => (ORDER_LIST_STATUSES as ReadonlyArray<string>).includes(text);

/** One step of an order's timeline, as the web and the CLI show it. */
export interface OrderTimelineStep {
  readonly status: OrderStatus;
  /** done: reached (or passed over); current: where the order is; upcoming: still ahead. */
  readonly state: "done" | "current" | "upcoming";
  /** When the order reached it (ISO), when that is known. */
  readonly at: string | null;
}

/**
 * The timeline of an order in `status`, from its history of reached statuses (oldest first):
 * the progress steps done, the current one, and those ahead; a canceled order shows the steps
 * it reached, then canceled, and nothing ahead.
 */
export const orderTimeline = (
  status: OrderStatus,
  history: ReadonlyArray<{ readonly status: OrderStatus; readonly at: string }>,
): ReadonlyArray<OrderTimelineStep> => {
  const firstAt = (step: OrderStatus): string | null => history.find((entry) => entry.status === step)?.at ?? null;
  if (status === "canceled") {
    const reached = ORDER_PROGRESS.filter((step) => step === "received" || firstAt(step) !== null);
    return [...reached.map((step) => ({ status: step, state: "done" as const, at: firstAt(step) })), { status, state: "current", at: firstAt(status) }];
  }
  const current = ORDER_PROGRESS.indexOf(status as (typeof ORDER_PROGRESS)[number]);
  return ORDER_PROGRESS.map((step, index) => ({
    status: step,
    state: index < current ? "done" : index === current ? "current" : "upcoming",
    at: index <= current ? firstAt(step) : null,
  }));
};
