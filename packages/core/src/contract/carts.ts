import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { CartRecording } from "../cart/recording/schema.ts";
import { ADMIN_PREFIX } from "./admin.ts";
import { ApiErrorDetail, ApiRefusals } from "./errors.ts";
import { checkedBody } from "./text.ts";
import { SessionAuthorization } from "./security.ts";
import { NO_LIVE_CART_ETAG } from "./live-cart-etag.ts";

/*
 * Live carts (issue 5): the server keeps the latest cart recording of each company, so a sales
 * representative or support agent sees exactly what the customer's screen showed. The web (and
 * the CLI acting on behalf) PUT the whole recording after changes, naming the version they changed (`If-Match`); on 412
 * they read the cart again and replay their own steps on it (core's mergeLiveCartChanges).
 */

/** Largest PUT /admin/cart body in bytes (every other call keeps the server's 1 MB). */
export const MAX_LIVE_CART_BYTES = 4 * 1024 * 1024;
/** Most events one stored recording may hold; beyond it the PUT is refused with 413. */
export const MAX_LIVE_CART_EVENTS = 50_000;

/**
 * 413: the body is larger than the call accepts (`request.too_large` with `max_bytes`), or a
 * recording has more events than the server keeps (`liveCart.too_many_events` with `max_events`).
 */
export class ApiPayloadTooLarge extends Schema.Error<ApiPayloadTooLarge>("ApiPayloadTooLarge")(
  { error: ApiErrorDetail },
  { httpApiStatus: 413 },
) {}

/**
 * 412: the live cart changed since the version the client read (`If-Match` is stale): read it
 * again, replay the change on it and send it with the new ETag.
 */
export class ApiPreconditionFailed extends Schema.Error<ApiPreconditionFailed>("ApiPreconditionFailed")(
  { error: ApiErrorDetail },
  { httpApiStatus: 412 },
) {}

/**
 * 428: a PUT without `If-Match` (`liveCart.version_required`): read the cart first and name the
 * version the change was made on, so no one else's save is overwritten unseen.
 */
export class ApiPreconditionRequired extends Schema.Error<ApiPreconditionRequired>("ApiPreconditionRequired")(
  { error: ApiErrorDetail },
  { httpApiStatus: 428 },
) {}

export { NO_LIVE_CART_ETAG };

/** What the server stored: whose cart, when, by whom, how many events. */
export const LiveCartInfo = Schema.Struct({
  /** The company the cart orders for. */
  cust_no: Schema.String,
  /** ISO 8601 time of the last PUT. */
  updated_at: Schema.String,
  /** E-mail of who sent the last PUT (the customer, or a representative acting on behalf); null once that account is gone. */
  updated_by: Schema.NullOr(Schema.String),
  /** Number of events of the stored recording. */
  events: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  /**
   * The stored version, the same as the answer's `ETag` (a client reads it here, where the
   * typed client sees it): send it back as `If-Match` on the next PUT. Always sent by this server.
   */
  version: Schema.optional(Schema.String.check(Schema.isMaxLength(64))),
});
export type LiveCartInfo = typeof LiveCartInfo.Type;

/** A company's live cart: the stored recording and what the server knows of it. */
export const LiveCart = Schema.Struct({
  ...LiveCartInfo.fields,
  recording: CartRecording,
});
export type LiveCart = typeof LiveCart.Type;

/**
 * The PUT body: a cart recording whose `version` is any integer here, so a recording of another
 * version reaches the server's check and is refused naming `version`
 * (`cart.recording.unsupported_version`) rather than as a body that matches nothing.
 */
export const CartRecordingPayload = Schema.Struct({
  ...CartRecording.fields,
  version: Schema.Int.annotate({ description: "The recording format; this server reads version 1 (CART_RECORDING_VERSION)." }),
});
export type CartRecordingPayload = typeof CartRecordingPayload.Type;

/** PUT's optional `If-Match`: the version (ETag) the change was made on. */
export const ifMatchHeaders = {
  "if-match": Schema.optional(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))),
};

/** A customer number as it appears in paths ('100234'). */
const custNoParam = { cust_no: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(32)) };

const cartRefusals = [...ApiRefusals, ApiPayloadTooLarge] as const;

/**
 * The live-cart calls. `PUT` and `GET /cart` act for the active company (the user's own, or for
 * a sales rep or support agent the office chosen with `X-Customer-Number`, exactly like the
 * order calls; 403 `orders.company_not_chosen` without one). `GET /cart/{cust_no}` reads any
 * company the caller may serve; every other company, known or not, answers 404
 * `liveCart.not_found`, never 403, so the call does not tell which companies exist.
 */
export class CartsApi extends HttpApiGroup.make("carts")
  .add(
    HttpApiEndpoint.put("putCart", "/cart", {
      headers: ifMatchHeaders,
      payload: checkedBody(CartRecordingPayload),
      success: LiveCartInfo,
      error: [...cartRefusals, ApiPreconditionFailed, ApiPreconditionRequired],
    })
      .middleware(SessionAuthorization)
      .annotateMerge(
        OpenApi.annotations({
          description: `Stores the recording as the active company's live cart. \`If-Match\` is required (428 \`liveCart.version_required\` without it): with the ETag of the version the change was made on (${NO_LIVE_CART_ETAG}: the company had no cart; the same value as the answers' \`version\`) answers 412 \`liveCart.version_stale\` when the cart changed since (read it again and replay the change); the answer's ETag is the new version. 400 \`liveCart.company_mismatch\` when \`company.cust_no\` is another company, 400 \`request.invalid\` naming the field of a malformed recording (\`cart.recording.malformed\` or \`cart.recording.unsupported_version\` for what only a replay would notice), 413 over ${MAX_LIVE_CART_BYTES} bytes (\`request.too_large\`) or ${MAX_LIVE_CART_EVENTS} events (\`liveCart.too_many_events\`).`,
        }),
      ),
    HttpApiEndpoint.get("getCart", "/cart", {
      success: LiveCart,
      error: cartRefusals,
    })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "The active company's live cart with its version as `ETag`; 404 `liveCart.not_found` when it has none." })),
    HttpApiEndpoint.get("getCustomerCart", "/cart/:cust_no", {
      params: custNoParam,
      success: LiveCart,
      error: cartRefusals,
    })
      .middleware(SessionAuthorization)
      .annotateMerge(
        OpenApi.annotations({
          description:
            "A company's live cart, for the sales representatives and support agents who serve it (and its own users). Anyone else, an unknown company or a company without a cart: 404 `liveCart.not_found`.",
        }),
      ),
  )
  .prefix(ADMIN_PREFIX)
  .annotateMerge(
    OpenApi.annotations({
      title: "Carts",
      description: "Live carts: the latest cart recording of each company, for support and representatives (issue 5).",
    }),
  ) {}
