import type { CartProduct } from "../entities/cart.ts";
import type { LimitViolation } from "../limits/violation.ts";
import type { Cents } from "../money.ts";
import { cartViolations, explainCartLimits, type CartLimitReport } from "./limits.ts";
import { cartLimitsToday, type CartMachineContext, type CartNotice } from "./machine.ts";
import { unorderableCartLines } from "./refresh.ts";

/** What the selectors read: a cart machine snapshot (or anything with its context). */
export interface CartSnapshotLike {
  readonly context: CartMachineContext;
}

export interface CartTotals {
  readonly subtotal: Cents;
  readonly shipping: Cents;
  readonly discount: Cents;
  readonly total: Cents;
}

/** SPEC 2: the cart icon's badge is the sum of the item quantities. */
export const selectCartBadgeCount = (snapshot: CartSnapshotLike): number => snapshot.context.cart.quantity;

export const selectCartLines = (snapshot: CartSnapshotLike): ReadonlyArray<CartProduct> => snapshot.context.cart.products;

export const selectCartIsEmpty = (snapshot: CartSnapshotLike): boolean => snapshot.context.cart.products.length === 0;

/**
 * The amounts, in cents. Returns the same object while they do not change, so adapters that
 * compare selector results by reference (React's `useSelector`) do not re-render for nothing.
 */
const totalsCache = new WeakMap<object, CartTotals>();
export const selectCartTotals = (snapshot: CartSnapshotLike): CartTotals => {
  const cart = snapshot.context.cart;
  let totals = totalsCache.get(cart);
  if (totals === undefined) {
    totals = { subtotal: cart.subtotal, shipping: cart.shipping, discount: cart.discount, total: cart.total };
    totalsCache.set(cart, totals);
  }
  return totals;
};

/** The limit the last refused change ran into (the snackbar), or null. */
export const selectCartError = (snapshot: CartSnapshotLike): LimitViolation | null => snapshot.context.cart.error;

/** The message about the last coupon attempt or server call, or null. */
export const selectCartNotice = (snapshot: CartSnapshotLike): CartNotice | null => snapshot.context.notice;

export const selectCouponCode = (snapshot: CartSnapshotLike): string | null => snapshot.context.cart.code;

/** Which limit a violation is about: the same limit judged twice (here and by the server) is said once. */
const limitKey = (violation: LimitViolation): string => `${violation.code}|${violation.part_no ?? ""}`;

/**
 * Limits the cart breaks now, judged on the machine's day (checkout refuses the cart while there
 * is any), including lines whose product became unorderable after `cart.setContext` passed a
 * fresh catalogue, and those the server refused to price the cart for (`refusedPricing`) that
 * the machine's own context does not show.
 */
export const selectCartViolations = (snapshot: CartSnapshotLike): LimitViolation[] => {
  const judged = cartViolations(snapshot.context.cart, cartLimitsToday(snapshot.context));
  const known = new Set(judged.map(limitKey));
  return [...judged, ...snapshot.context.refusedPricing.filter((violation) => !known.has(limitKey(violation)))];
};

/** Every limit that applies, used and remaining (the CLI's `cart explain`). */
export const selectCartLimitReport = (snapshot: CartSnapshotLike): CartLimitReport[] =>
  explainCartLimits(snapshot.context.cart, cartLimitsToday(snapshot.context));

/** Lines the server said cannot be ordered. */
export const selectUnorderableLines = (snapshot: CartSnapshotLike): CartProduct[] => unorderableCartLines(snapshot.context.cart);

/** True when checkout may start: lines present, no limit broken, nothing unorderable. */
export const selectCartCanCheckout = (snapshot: CartSnapshotLike): boolean =>
  snapshot.context.cart.products.length > 0 &&
  selectCartViolations(snapshot).length === 0 &&
  selectUnorderableLines(snapshot).length === 0;
