import type { CartProduct, CartState } from "../entities/cart.ts";
import type { Cents } from "../money.ts";
import { diffCarts, type CartDiff, type CartLineDiff } from "../cart/recording/diff.ts";
import type { QueuedOrder } from "./queued-order.ts";

/** One line of a queued order that the server priced differently, as the screen words it. */
export interface QueuedOrderLineChange {
  readonly id: string;
  readonly part_no: string;
  readonly name: string;
  /** The line as the representative confirmed it; null for a line only the server's pricing has. */
  readonly saw: CartProduct | null;
  readonly live: CartProduct | null;
  /** Unit price in cents, when it differs. */
  readonly price: { readonly saw: Cents; readonly live: Cents } | null;
  /** Units, when they differ (the server can deliver fewer). */
  readonly quantity: { readonly saw: number; readonly live: number } | null;
  /** The line can no longer be ordered: the server no longer lists it, or lists none available. */
  readonly gone: boolean;
}

/** How the server's pricing of a queued order differs from what the representative confirmed. */
export interface QueuedOrderChange {
  /** True when the server would place exactly what was confirmed. */
  readonly same: boolean;
  /** The lines whose price, quantity or orderability differ, in the cart's order. */
  readonly lines: ReadonlyArray<QueuedOrderLineChange>;
  /** The confirmed total and the server's (cents). */
  readonly total: { readonly saw: Cents; readonly live: Cents };
  /** The coupon code, when the server's pricing dropped or changed it. */
  readonly code: CartDiff["code"];
  /** Everything that differs, availability snapshots and sub-totals included, for support's tools. */
  readonly diff: CartDiff;
}

const differs = <T>(saw: T, live: T): { readonly saw: T; readonly live: T } | null => (Object.is(saw, live) ? null : { saw, live });

/**
 * Only what changes the order counts: a first pricing also fills in each line's status and
 * deliverable units (`max_qty`), which the representative could not have seen offline and which
 * change nothing when the line is delivered in full.
 */
const lineChangeOf = (line: CartLineDiff): QueuedOrderLineChange | null => {
  const gone = line.saw !== null && (line.live === null || line.live.status === "CANNOT_ORDER");
  const price = line.saw !== null && line.live !== null ? differs(line.saw.price, line.live.price) : null;
  const quantity = line.saw !== null && line.live !== null ? differs(line.saw.quantity, line.live.quantity) : null;
  const added = line.saw === null;
  if (!gone && price === null && quantity === null && !added) return null;
  return { id: line.id, part_no: line.part_no, name: line.name, saw: line.saw, live: line.live, price, quantity, gone };
};

/** Compares the confirmed cart and total with the server's pricing of it (`applyOrderRefresh`). */
export const explainPricing = (saw: CartState, confirmedTotal: Cents, live: CartState, liveTotal: Cents): QueuedOrderChange => {
  const diff = diffCarts(saw, live);
  const lines = diff.lines.map(lineChangeOf).filter((line): line is QueuedOrderLineChange => line !== null);
  const same = lines.length === 0 && diff.code === null && confirmedTotal === liveTotal;
  return { same, lines, total: { saw: confirmedTotal, live: liveTotal }, code: diff.code, diff };
};

/** Why a `changed` order waits for the representative; null for an order in any other state. */
export const explainChangedOrder = (order: QueuedOrder): QueuedOrderChange | null =>
  order.state.kind === "changed" ? explainPricing(order.cart, order.confirmedTotal, order.state.live, order.state.total) : null;

/** A changed order may be placed at the server's figures only when every line can still be ordered (else: edit it). */
export const canConfirmChangedOrder = (order: QueuedOrder): boolean => explainChangedOrder(order)?.lines.every((line) => !line.gone) ?? false;
