import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { Coupon } from "../cart/coupon-schema.ts";
import { OrderRefresh } from "../entities/order.ts";
import { ADMIN_PREFIX } from "./admin.ts";
import { ApiRefusals } from "./errors.ts";
import { checkedBody } from "./text.ts";
import {
  OrderDetail,
  OrderListPage,
  OrderListQuery,
  OrderRequest,
  OrderSubmitAnswer,
  OrderSubmitRequest,
  PaymentResumeAnswer,
  PaymentResumeRequest,
  ShippingOption,
} from "./order-bodies.ts";
import { SessionAuthorization } from "./security.ts";

/** An order number as it appears in paths ('100001'). */
const orderNrParam = { order_nr: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(32)) };

/**
 * The `Idempotency-Key` header (see IDEMPOTENCY_KEY_HEADER), lower-cased as HTTP/1.1 servers see
 * it. Required: a submit without it is refused with 400, so a client can never place an order
 * it could not safely retry.
 */
const idempotencyHeaders = {
  "idempotency-key": Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
};

/**
 * The order calls the server work designed (SPEC 7 leaves them out): price and check a cart,
 * place it, list and read orders, check a coupon, pay again. All act for the active company:
 * the user's own, or for a sales rep the office chosen with `X-Customer-Number`.
 *
 * Every rule is enforced by the server with core's own rule functions, whatever the client
 * sends: a refusal answers `{ error: { code, message, ...details } }`, where a limit's details
 * are its `LimitViolation`.
 */
export class OrdersApi extends HttpApiGroup.make("orders")
  .add(
    HttpApiEndpoint.post("priceOrder", "/order", {
      payload: checkedBody(OrderRequest),
      success: OrderRefresh,
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.post("submitOrder", "/order/:order_nr/submit", {
      params: orderNrParam,
      headers: idempotencyHeaders,
      payload: checkedBody(OrderSubmitRequest),
      success: OrderSubmitAnswer,
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.post("resumePayment", "/order/:order_nr/payment", {
      params: orderNrParam,
      payload: checkedBody(PaymentResumeRequest),
      success: PaymentResumeAnswer,
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.get("listOrders", "/order", {
      query: OrderListQuery,
      success: OrderListPage,
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.get("getOrder", "/order/:order_nr", {
      params: orderNrParam,
      success: OrderDetail,
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.get("checkCoupon", "/coupon/:code", {
      // Case sensitive: WELCOME10 is a coupon, welcome10 is not.
      params: { code: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)) },
      success: Coupon,
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
    HttpApiEndpoint.get("listShippingMethods", "/shipping_method", {
      success: Schema.Array(ShippingOption),
      error: ApiRefusals,
    }).middleware(SessionAuthorization),
  )
  .prefix(ADMIN_PREFIX)
  .annotateMerge(
    OpenApi.annotations({
      title: "Orders",
      description:
        "Cart pricing, order placement (with Idempotency-Key), order list and detail, coupons, shipping charges and payments. Designed by the server work; SPEC 7 does not show them.",
    }),
  ) {}
