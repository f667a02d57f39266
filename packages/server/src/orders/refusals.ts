import {
  couponFailureMessageId,
  describeViolation,
  shopCurrency,
  translator,
  type ApiRefusal,
  type CouponFailure,
  type LimitViolation,
  type MessageParams,
} from "@proshop/core";
import { refuse, refuseWorded } from "../errors.ts";
import type { OrderRefusalCode } from "../refusal-codes.ts";

/*
 * The refusals of the order calls, worded by core's catalogue in the user's language. Codes:
 * core's limit codes (`max_order_price_reached`...) with the LimitViolation as details, core's
 * coupon codes (`coupon_invalid`...), and the `orders.*` message ids for the rest.
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

/** Throws `refusal` out of a transaction: `OrderRefused` rolls it back and is answered as is. */
export const refused = (refusal: ApiRefusal): never => {
  throw new OrderRefused(refusal);
};

type Status = Exclude<keyof typeof refuse, "tooManyRequests">;

/** An `orders.*` refusal with its message in `locale`; `params` fill the message and go into the body with `details`. */
export const orderRefusal = (
  status: Status,
  code: OrderRefusalCode,
  locale: string,
  params: MessageParams = {},
  details: Readonly<Record<string, unknown>> = {},
): ApiRefusal => refuse[status](code, { ...params, ...details }, locale);

/**
 * 422 for a cart that breaks a limit: `{ error: { code, message, ...violation, violations, currency } }`,
 * the first violation spread (core's order: organisation, product, order, year, price, free
 * items) and every one listed. The message is core's own words for it: detail and fix, amounts
 * in the market's `currency` (its configuration's), which the body names too so a client words
 * the violation in it before it knows the market (the CLI, issue 35 item 20).
 */
export const limitRefusal = (violations: ReadonlyArray<LimitViolation>, locale: string, marketCurrency: string): ApiRefusal => {
  const first = violations[0]!;
  const currency = shopCurrency({ currency: marketCurrency });
  const text = describeViolation(translator(locale), first, locale, currency);
  return refuseWorded.unprocessable(first.code, `${text.title}. ${text.detail} ${text.fix}`, { ...first, violations, currency });
};

/** 422 for a coupon code core's `applyCoupon` refused. */
export const couponRefusal = (failure: CouponFailure, locale: string): ApiRefusal => {
  // The entered code travels as `coupon_code`: `code` is the refusal's.
  const { code, ...params } = failure.params;
  return refuseWorded.unprocessable(failure.code, translator(locale)(failure.messageId, failure.params), { ...params, coupon_code: code });
};

/** 404 `coupon_invalid` for GET /admin/coupon/{code}: no coupon has exactly this code in the market. */
export const couponNotFound = (code: string, locale: string): ApiRefusal =>
  refuseWorded.notFound("coupon_invalid", translator(locale)(couponFailureMessageId("coupon_invalid")), { coupon_code: code });
