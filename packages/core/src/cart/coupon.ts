import type { CartProduct, CartState } from "../entities/cart.ts";
import type { Cents } from "../money.ts";
import type { Coupon } from "./coupon-schema.ts";
// Types only: a value re-export would bring the schema, and Effect with it, into every chunk
// that uses these rules (esbuild keeps a re-export used anywhere: `proshop cart replay <file>`,
// see replay-graph.test.ts in packages/cli). index.ts exports the schema itself.
export type { Coupon };

export const COUPON_FAILURE_CODES = [
  "coupon_invalid",
  "coupon_expired",
  "coupon_minimum_not_met",
  "coupon_not_applicable",
] as const;
export type CouponFailureCode = (typeof COUPON_FAILURE_CODES)[number];

/** The message that tells the customer why a code was refused (`coupon_expired` -> `cart.coupon.expired`). */
export const couponFailureMessageId = (code: CouponFailureCode): string => `cart.coupon.${code.slice("coupon_".length)}`;

/** Why a code was refused, with the message id that tells the customer. */
export interface CouponFailure {
  readonly code: CouponFailureCode;
  readonly messageId: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export type CouponResult =
  | { readonly cart: CartState; readonly failure: null }
  | { readonly cart: CartState; readonly failure: CouponFailure };

/** SPEC 5: coupons never apply to bundle items or promotional items. */
export const isCouponEligible = (line: CartProduct): boolean => !line.promo && line.bundle === null;

/** Subtotal of the lines a coupon may discount. */
export const couponEligibleSubtotal = (lines: ReadonlyArray<CartProduct>): Cents => {
  let sum = 0;
  for (const line of lines) if (isCouponEligible(line)) sum += line.price * line.quantity;
  return sum;
};

/**
 * The discount a coupon gives on these lines, in cents: a percentage rounded to the nearest
 * cent, or the fixed amount; never more than the eligible subtotal.
 */
export const couponDiscount = (coupon: Coupon, lines: ReadonlyArray<CartProduct>): Cents => {
  const eligible = couponEligibleSubtotal(lines);
  const raw = coupon.kind === "percent" ? Math.round((eligible * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(raw, eligible));
};

const DAY_MS = 86_400_000;
const isDateOnly = (iso: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(iso);

/** True when the coupon is switched on and `now` (epoch ms) falls within its dates. */
export const isCouponValidAt = (coupon: Coupon, now: number): boolean => {
  if (!coupon.active) return false;
  if (coupon.valid_from) {
    const from = Date.parse(coupon.valid_from);
    if (Number.isNaN(from) || now < from) return false;
  }
  if (coupon.valid_until) {
    const until = Date.parse(coupon.valid_until) + (isDateOnly(coupon.valid_until) ? DAY_MS - 1 : 0);
    if (Number.isNaN(until) || now > until) return false;
  }
  return true;
};

const fail = (cart: CartState, code: CouponFailureCode, params: Record<string, string | number> = {}): CouponResult => ({
  cart,
  failure: { code, messageId: couponFailureMessageId(code), params },
});

/**
 * Applies the coupon the server found for `enteredCode`. Codes are case sensitive: the
 * server's coupon must match the entered text exactly, otherwise (or when there is no coupon)
 * the code is invalid. A coupon that would only discount bundle or promotional lines (or an
 * empty cart) is "not applicable". A refused coupon leaves the cart as it was.
 */
export const applyCoupon = (cart: CartState, coupon: Coupon | null, enteredCode: string, now: number): CouponResult => {
  if (coupon === null || coupon.code !== enteredCode) return fail(cart, "coupon_invalid", { code: enteredCode });
  if (!isCouponValidAt(coupon, now)) return fail(cart, "coupon_expired", { code: enteredCode });
  if (couponEligibleSubtotal(cart.products) === 0) return fail(cart, "coupon_not_applicable", { code: enteredCode });
  const minimum = coupon.min_subtotal ?? 0;
  if (cart.subtotal < minimum) return fail(cart, "coupon_minimum_not_met", { code: enteredCode, minimum });
  const discount = couponDiscount(coupon, cart.products);
  return {
    cart: { ...cart, code: coupon.code, coupon, discount, total: cart.subtotal + cart.shipping - discount, error: null },
    failure: null,
  };
};

/** Takes the coupon off: no code, no discount. */
export const removeCoupon = (cart: CartState): CartState =>
  cart.coupon === null && cart.code === null && cart.discount === 0
    ? cart
    : { ...cart, code: null, coupon: null, discount: 0, total: cart.subtotal + cart.shipping };
