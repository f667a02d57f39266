import type { OrderShipment, OrderTracking } from "./fulfilment-schema.ts";
import { orderTimeline, type OrderStatus } from "./transitions.ts";

/*
 * What a customer follows of an order (issue 34): the timeline the web's order page shows,
 * received -> in process -> shipped (its parcels, with their tracking) -> delivered, or the
 * steps reached then canceled; the carrier's tracking page when it is safe to link; and how much
 * of a line has left ("2 of 3 shipped"). Built on transitions.ts's orderTimeline: the customer's
 * timeline folds "processed" (picked and invoiced, a warehouse detail) into "in process".
 */

/** The customer's steps of an order that goes well, in order. */
export const TRACKING_STEPS = ["received", "in_process", "shipped", "delivered"] as const;
export type TrackingStepStatus = (typeof TRACKING_STEPS)[number] | "canceled";

/** One step of the customer's timeline. */
export interface TrackingStep {
  readonly status: TrackingStepStatus;
  /** The status that names it: `processed` for the in-process step once the order was processed. */
  readonly label: OrderStatus;
  /** done: reached (or passed over); current: where the order is; upcoming: still ahead. */
  readonly state: "done" | "current" | "upcoming";
  /** When the order reached it (ISO), when known. */
  readonly at: string | null;
  /** The parcels sent, oldest first: on the shipped step only, empty elsewhere. */
  readonly shipments: ReadonlyArray<OrderShipment>;
}

const STATE_RANK = { upcoming: 0, done: 1, current: 2 } as const;

/**
 * The timeline of an order in `status`, from its history (statuses reached, oldest first) and
 * its shipments. Exactly one step is current; the steps before it are done, those after it
 * upcoming; a canceled order shows the steps it reached, then canceled.
 */
export const trackingTimeline = (
  status: OrderStatus,
  history: ReadonlyArray<{ readonly status: OrderStatus; readonly at: string }>,
  shipments: ReadonlyArray<OrderShipment> = [],
): ReadonlyArray<TrackingStep> => {
  const folded: TrackingStep[] = [];
  for (const step of orderTimeline(status, history)) {
    if (step.status !== "processed") {
      folded.push({ status: step.status as TrackingStepStatus, label: step.status, state: step.state, at: step.at, shipments: step.status === "shipped" ? shipments : [] });
      continue;
    }
    // Processed joins the in-process step (or stands for it when in process was never reported):
    // the more advanced state of the two, the in-process date, else the processed one.
    const inProcess = folded.findIndex((done) => done.status === "in_process");
    const before = inProcess === -1 ? undefined : folded[inProcess];
    const state = before !== undefined && STATE_RANK[before.state] > STATE_RANK[step.state] ? before.state : step.state;
    const reached = status === "processed" || step.at !== null;
    const merged: TrackingStep = { status: "in_process", label: reached ? "processed" : "in_process", state, at: before?.at ?? step.at, shipments: [] };
    if (before === undefined) folded.push(merged);
    else folded[inProcess] = merged;
  }
  return folded;
};

/**
 * The carrier's tracking page as a link target, or null: only an absolute http(s) URL may become
 * a link (a `javascript:` or `data:` address from a careless or hostile sender must not).
 */
export const safeTrackingUrl = (url: string | null | undefined): string | null => {
  if (url === null || url === undefined) return null;
  const text = url.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const parsed = new URL(text);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
};

/** The shipments that came with a tracking number, oldest first. */
export const trackedParcels = (shipments: ReadonlyArray<OrderShipment> | undefined): ReadonlyArray<OrderTracking> =>
  (shipments ?? []).flatMap((shipment) => (shipment.tracking === null ? [] : [shipment.tracking]));

/**
 * How much of a line has left, when the order is shipped only in part: `{ shipped, ordered }`
 * while some of its units have left and others not, or when other lines have left and none of
 * this one; null when all of it left, when nothing of the order left yet, or when the server
 * does not say.
 */
export const partlyShipped = (
  line: { readonly quantity: number; readonly shipped?: number | undefined },
  orderHasShipments: boolean,
): { readonly shipped: number; readonly ordered: number } | null => {
  if (line.shipped === undefined || !orderHasShipments) return null;
  const shipped = Math.max(0, Math.min(line.shipped, line.quantity));
  return shipped < line.quantity ? { shipped, ordered: line.quantity } : null;
};
