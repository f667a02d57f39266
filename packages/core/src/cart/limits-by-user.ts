import type { Cents } from "../money.ts";
import { explainCartLimits, type CartLimitReport } from "./limits.ts";
import { cartLimitsToday } from "./machine.ts";
import type { CartSnapshotLike } from "./selectors.ts";

/*
 * The cart's limits as each user of the company sees them (issue 35 item 1). A support agent
 * or representative acting for a company has no maximum order amount of its own, so the cart
 * it explains is not the one the nurse is refused: the same cart, the same day and catalogue,
 * judged with each user's own maximum. Users with the same maximum see the same verdict, so
 * they share one view.
 */

/** A user of the company, as the verdict needs them. */
export interface CartViewer {
  readonly email: string;
  /** The user's maximum order amount in cents; null: none. */
  readonly max_order_amount_cents: Cents | null;
}

/** Users who see the same verdict: one maximum order amount, and the report judged with it. */
export interface CartLimitView<U extends CartViewer> {
  readonly max_order_amount_cents: Cents | null;
  readonly users: readonly U[];
  readonly reports: CartLimitReport[];
}

/**
 * Every limit of the cart as a user with `maxOrderAmountCents` sees it (core's
 * `explainCartLimits` on the machine's limits of today). A user without a maximum has none,
 * whatever the cart's own `max` says (0 is "no limit" to the rules).
 */
export const selectCartLimitReportAs = (snapshot: CartSnapshotLike, maxOrderAmountCents: Cents | null): CartLimitReport[] =>
  explainCartLimits(snapshot.context.cart, { ...cartLimitsToday(snapshot.context), max_order_amount: maxOrderAmountCents ?? 0 });

/** One view per distinct maximum among `users`, in the order the users come, each with its report. */
export const cartLimitViews = <U extends CartViewer>(snapshot: CartSnapshotLike, users: readonly U[]): CartLimitView<U>[] => {
  const byLimit = new Map<Cents | null, U[]>();
  for (const user of users) {
    const key = user.max_order_amount_cents !== null && user.max_order_amount_cents > 0 ? user.max_order_amount_cents : null;
    byLimit.set(key, [...(byLimit.get(key) ?? []), user]);
  }
  return [...byLimit].map(([limit, members]) => ({ max_order_amount_cents: limit, users: members, reports: selectCartLimitReportAs(snapshot, limit) }));
};
