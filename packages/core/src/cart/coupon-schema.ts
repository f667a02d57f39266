/*
 * The schema of a coupon, apart from the coupon rules (coupon.ts, which re-exports its type) so that
 * the cart machine, and a file replay (`proshop cart replay <file>`), do not load Effect's Schema (issue 18).
 */

import { Schema } from "effect";

/**
 * A discount code as the server knows it. `value` is a percentage (0-100) for `percent`
 * coupons and an amount in cents for `amount` coupons. Dates are ISO strings; a date
 * without a time covers that whole day (UTC).
 */
export const Coupon = Schema.Struct({
  code: Schema.String,
  kind: Schema.Literals(["percent", "amount"]),
  value: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  /** Smallest cart subtotal (cents, all lines) for which the coupon applies. */
  min_subtotal: Schema.optional(Schema.NullOr(Schema.Int)),
  active: Schema.Boolean,
  valid_from: Schema.optional(Schema.NullOr(Schema.String)),
  valid_until: Schema.optional(Schema.NullOr(Schema.String)),
});
export type Coupon = typeof Coupon.Type;
