import {
  ActingCustomer,
  apiCallFailed,
  Coupon,
  CUSTOMER_NUMBER_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  OrderDetail,
  OrderListPage,
  OrderRefresh,
  OrderSubmitAnswer,
  PaymentResumeAnswer,
  ShippingOption,
  TokenStore,
  type OrderRequest,
  type OrderSubmitRequest,
  type PaymentResumeRequest,
} from "@proshop/core";
import { Effect, Schema } from "effect";
import type { BrowserRuntime } from "./runtime.ts";

/*
 * The order calls of core's contract (OrdersApi), over a small typed fetch.
 * WHY: core's ApiClient has no order methods yet (they are being added); until then the web
 * calls the same contract paths here, with the same bearer token and X-Customer-Number header
 * as the ApiClient, decodes answers with the contract's schemas and fails like it does
 * (`ApiCallFailed` via core's `apiCallFailed`). Swap for ApiClient methods once they land.
 */

const authHeaders = (runtime: BrowserRuntime): Promise<Record<string, string>> =>
  runtime.runPromise(
    Effect.gen(function* () {
      const token = yield* (yield* TokenStore).get().pipe(Effect.orElseSucceed(() => null));
      const customer = yield* (yield* ActingCustomer).get();
      const headers: Record<string, string> = {};
      if (token !== null) headers["Authorization"] = `Bearer ${token}`;
      if (customer !== null) headers[CUSTOMER_NUMBER_HEADER] = customer;
      return headers;
    }),
  );

interface CallOptions {
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly signal?: AbortSignal;
}

const callWith = async <A, I>(
  runtime: BrowserRuntime,
  onUnauthorized: () => void,
  schema: Schema.Codec<A, I>,
  method: "GET" | "POST",
  path: string,
  options: CallOptions = {},
): Promise<A> => {
  const headers: Record<string, string> = { Accept: "application/json", ...(await authHeaders(runtime)), ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}/admin${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
  } catch (error) {
    // Called off by its caller (an actor that stopped): nobody waits for an answer, nothing to log.
    if (options.signal?.aborted === true) throw error;
    // SPEC 7: fetch errors are only logged; the caller sees "Wrong Services".
    console.error("API call without usable answer", error);
    throw apiCallFailed(null, "");
  }
  const text = await response.text();
  // A 401 means the session is over (expired or revoked): the session machine logs out with its toast.
  if (response.status === 401) onUnauthorized();
  if (!response.ok) throw apiCallFailed(response.status, text);
  try {
    return Schema.decodeUnknownSync(schema)(JSON.parse(text));
  } catch (error) {
    console.error("API answer does not match the contract", error);
    throw apiCallFailed(null, "");
  }
};

export interface OrderCalls {
  priceOrder(request: OrderRequest, signal?: AbortSignal): Promise<OrderRefresh>;
  submitOrder(orderNr: string, idempotencyKey: string, request: OrderSubmitRequest): Promise<OrderSubmitAnswer>;
  resumePayment(orderNr: string, request: PaymentResumeRequest): Promise<PaymentResumeAnswer>;
  listOrders(page?: number, pageSize?: number): Promise<OrderListPage>;
  getOrder(orderNr: string): Promise<OrderDetail>;
  /** null when the server knows no such coupon (404); other refusals reject. */
  checkCoupon(code: string, signal?: AbortSignal): Promise<Coupon | null>;
  listShippingMethods(): Promise<ReadonlyArray<ShippingOption>>;
}

/** `onUnauthorized` is told when the server answers 401 (the app sends `session.forceLogout`). */
export const createOrderCalls = (runtime: BrowserRuntime, onUnauthorized: () => void = () => undefined): OrderCalls => {
  const call = <A, I>(schema: Schema.Codec<A, I>, method: "GET" | "POST", path: string, options: CallOptions = {}) =>
    callWith(runtime, onUnauthorized, schema, method, path, options);
  return {
  priceOrder: (request, signal) =>
    call(OrderRefresh, "POST", "/order", { body: request, ...(signal === undefined ? {} : { signal }) }),
  submitOrder: (orderNr, idempotencyKey, request) =>
    call(OrderSubmitAnswer, "POST", `/order/${encodeURIComponent(orderNr)}/submit`, {
      body: request,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  resumePayment: (orderNr, request) =>
    call(PaymentResumeAnswer, "POST", `/order/${encodeURIComponent(orderNr)}/payment`, { body: request }),
  listOrders: (page, pageSize) => {
    const query = new URLSearchParams();
    if (page !== undefined) query.set("page", String(page));
    if (pageSize !== undefined) query.set("pageSize", String(pageSize));
    const suffix = query.size === 0 ? "" : `?${query}`;
    return call(OrderListPage, "GET", `/order${suffix}`);
  },
  getOrder: (orderNr) => call(OrderDetail, "GET", `/order/${encodeURIComponent(orderNr)}`),
  checkCoupon: async (code, signal) => {
    try {
      return await call(Coupon, "GET", `/coupon/${encodeURIComponent(code)}`, signal === undefined ? {} : { signal });
    } catch (error) {
      if (typeof error === "object" && error !== null && (error as { status?: unknown }).status === 404) return null;
      throw error;
    }
  },
  listShippingMethods: () => call(Schema.Array(ShippingOption), "GET", "/shipping_method"),
  };
};
