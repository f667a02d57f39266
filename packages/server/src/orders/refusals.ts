import { describeViolation, type ApiRefusal, type CouponFailure, type LimitViolation, type MessageParams } from "@proshop/core";
import { refuse } from "../errors.ts";
import { orderTranslator } from "./messages.ts";

/*
 * The refusals of the order calls, worded in the user's language. Codes: core's limit codes
 * (`max_order_price_reached`...) with the LimitViolation as details, core's coupon codes
 * (`coupon_invalid`...), and `orders.*` message ids for the rest (see messages.ts).
 */

/** A refusal thrown inside a database transaction (which rolls it back), answered as is. */
export class OrderRefused extends Error {
  readonly refusal: ApiRefusal;
  constructor(refusal: ApiRefusal) {
    super(refusal.error.message);
    this.name = "OrderRefused";
    this.refusal = refusal;
  }
}

type Status = keyof typeof refuse;

/** An `orders.<id>` refusal with its message in `locale`. */
export const orderRefusal = (
  status: Status,
  id: string,
  locale: string,
  params: MessageParams = {},
  details: Readonly<Record<string, unknown>> = {},
): ApiRefusal => refuse[status](`orders.${id}`, orderTranslator(locale)(`orders.${id}`, params), { ...params, ...details });

/**
 * 422 for a cart that breaks a limit: `{ error: { code, message, ...violation, violations } }`,
 * the first violation spread (core's order: organisation, product, order, year, price, free
 * items) and every one listed. The message is core's own words for it: detail and fix.
 */
export const limitRefusal = (violations: ReadonlyArray<LimitViolation>, locale: string): ApiRefusal => {
  const first = violations[0]!;
  const text = describeViolation(orderTranslator(locale), first, locale);
  return refuse.unprocessable(first.code, `${text.title}. ${text.detail} ${text.fix}`, { ...first, violations });
};

/** 422 for a coupon code core's `applyCoupon` refused. */
export const couponRefusal = (failure: CouponFailure, locale: string): ApiRefusal => {
  // The entered code travels as `coupon_code`: `code` is the refusal's.
  const { code, ...params } = failure.params;
  return refuse.unprocessable(failure.code, orderTranslator(locale)(failure.messageId, failure.params), { ...params, coupon_code: code });
};

/** 404 `coupon_invalid` for GET /admin/coupon/{code}: no coupon has exactly this code in the market. */
export const couponNotFound = (code: string, locale: string): ApiRefusal =>
  refuse.notFound("coupon_invalid", orderTranslator(locale)("cart.coupon.invalid"), { coupon_code: code });
