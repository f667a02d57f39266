import { Result, Schema } from "effect";
import { CartState } from "../../entities/cart.ts";
import { DecodeError, decodeServerAnswerResult } from "../../entities/decode.ts";
import { EntityId } from "../../entities/lenient.ts";
import { OrderRefresh } from "../../entities/order.ts";
import { ShopProduct } from "../../entities/product.ts";
import { Coupon } from "../coupon-schema.ts";
import { CartLimitContext } from "../limits-schema.ts";
import { LimitViolation } from "../../limits/violation-schema.ts";
import { CURRENCY_CODE } from "../../money.ts";
import { CART_RECORDING_VERSION, cartRecordingFault, unsupportedVersionFault, type CartRecordingFault } from "./check.ts";

export { CART_RECORDING_VERSION } from "./check.ts";

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));
const EpochMs = Schema.Number.check(Schema.isInt());

/**
 * One change the cart machine applied, in replayable form (the machine's own event names). Products
 * are referred to by `product`, their index in `snapshot.products` (the product exactly as the
 * customer saw it at that moment); `part_no` repeats its part number for readers. The server's
 * answers (`cart.couponChecked`, `cart.priced` and their failures) are recorded too, so a
 * replay never needs the network. Refused changes are recorded like accepted ones: the replay
 * reproduces the refusal with the same rules.
 */
export const RecordedCartEvent = Schema.Union([
  /**
   * A cart machine started (page load, CLI run) with these limits: the replay starts afresh.
   * `time_zone`: the zone of this machine's clock when it is not the recording's (a support
   * agent abroad continuing a customer's cart).
   */
  Schema.Struct({ type: Schema.Literal("cart.started"), limits: CartLimitContext, time_zone: Schema.optional(Schema.String) }),
  /** The stored cart the machine restored when it started; null when there was none. */
  Schema.Struct({ type: Schema.Literal("cart.loaded"), cart: Schema.NullOr(CartState) }),
  /** `quantity` units (whole, may be negative) of `snapshot.products[product]`. */
  Schema.Struct({ type: Schema.Literal("cart.add"), part_no: Schema.String, product: Count, quantity: Schema.Int }),
  Schema.Struct({ type: Schema.Literal("cart.setQuantity"), lineId: Schema.String, quantity: Schema.Int }),
  Schema.Struct({ type: Schema.Literal("cart.remove"), lineId: Schema.String }),
  /** The customer entered a code; the server's answer follows as `cart.couponChecked` or `cart.couponCheckFailed`. */
  Schema.Struct({ type: Schema.Literal("cart.applyCoupon"), code: Schema.String }),
  /** The coupon the server found for the entered code (null: none). */
  Schema.Struct({ type: Schema.Literal("cart.couponChecked"), coupon: Schema.NullOr(Coupon) }),
  /** The coupon check did not answer (network, server error). */
  Schema.Struct({ type: Schema.Literal("cart.couponCheckFailed") }),
  Schema.Struct({ type: Schema.Literal("cart.removeCoupon") }),
  /** `charge` in cents. */
  Schema.Struct({ type: Schema.Literal("cart.chooseShipping"), method: Schema.String, charge: Schema.Number }),
  /** The cart asked the server to price the order; the answer follows as `cart.priced` or `cart.pricingFailed`. */
  Schema.Struct({ type: Schema.Literal("cart.refresh") }),
  /** The server's priced order (an answer for an older cart makes the machine ask again, as live). */
  Schema.Struct({ type: Schema.Literal("cart.priced"), refresh: OrderRefresh }),
  /**
   * The pricing call did not answer; or, with `violations`, the server refused to price the cart
   * for these limits (a cart filled over the customer's maximum by someone else).
   */
  Schema.Struct({ type: Schema.Literal("cart.pricingFailed"), violations: Schema.optional(Schema.Array(LimitViolation)) }),
  /** `maxOrderAmount` in cents; absent or null when the user has none. */
  Schema.Struct({ type: Schema.Literal("cart.reset"), maxOrderAmount: Schema.optional(Schema.NullOr(Schema.Number)) }),
  Schema.Struct({ type: Schema.Literal("cart.recalculate") }),
  /**
   * The limits the adapter handed the machine. Its `products` keep only the part numbers the
   * recording refers to (the rules never read the others).
   */
  Schema.Struct({ type: Schema.Literal("cart.setContext"), context: CartLimitContext }),
  /** The customer closed the snackbar or notice. */
  Schema.Struct({ type: Schema.Literal("cart.dismissError") }),
]);
export type RecordedCartEvent = typeof RecordedCartEvent.Type;
export type RecordedCartEventType = RecordedCartEvent["type"];

/** One recorded change: when (the machine's clock, which the replay uses again), by whom, what. */
export const RecordedCartStep = Schema.Struct({
  /** Epoch ms of the machine's clock when it applied the change. */
  at: EpochMs,
  /** E-mail of who made the change (the customer, or a representative acting on behalf). */
  by: Schema.String,
  event: RecordedCartEvent,
});
export type RecordedCartStep = typeof RecordedCartStep.Type;

/**
 * Everything needed to rebuild a customer's cart exactly as their screen showed it, offline:
 * who, where, the products and limits they saw, and every change in order.
 */
export const CartRecording = Schema.Struct({
  /** Always `CART_RECORDING_VERSION`; a reader refuses versions it does not know. */
  version: Schema.Literal(CART_RECORDING_VERSION),
  shop: Schema.Struct({
    /** The shop's host name (`shop.example.fr`), which decides the country and catalogue. */
    hostname: Schema.String,
    /** The language the customer used (`fr`, `es`, `nl`, `en`). */
    locale: Schema.String,
    /**
     * The currency of the shop's prices (its market's, ISO 4217), so a replay without the server
     * writes amounts as the customer saw them (issue 35 item 20). Absent in older recordings: EUR.
     */
    currency: Schema.optional(Schema.String.check(Schema.isPattern(CURRENCY_CODE, { expected: "an ISO 4217 currency code such as EUR" }))),
  }),
  /** The user whose cart this is (`user_id`: the server's `User.id`). */
  user: Schema.Struct({ email: Schema.String, user_id: Schema.optional(EntityId) }),
  /** The company the cart orders for. */
  company: Schema.Struct({ cust_no: Schema.String, name: Schema.optional(Schema.String) }),
  /**
   * IANA time zone of the clock that recorded (`Europe/Paris`): a step's day (availability dates)
   * is the day its `at` falls on in this zone (or in its `cart.started`'s own zone), wherever the
   * recording is replayed.
   */
  time_zone: Schema.String,
  snapshot: Schema.Struct({
    /** Epoch ms when the recording was taken (`recording()` called). */
    taken_at: EpochMs,
    /**
     * Every product the recording refers to, as the customer saw it (prices, stock, maxima). A
     * product that changed between two adds is listed once per version.
     */
    products: Schema.Array(ShopProduct),
    /** The limits in force at the end of the recording (`explain` judges with these). */
    limits: CartLimitContext,
  }),
  /** Every change, oldest first. */
  events: Schema.Array(RecordedCartStep),
});
export type CartRecording = typeof CartRecording.Type;

const decodeShape = decodeServerAnswerResult(CartRecording, "cart recording");

/** A recording as JSON-ready data (what is stored, sent and downloaded). */
export const encodeCartRecording = Schema.encodeSync(CartRecording);

const bad = ({ field, message }: CartRecordingFault): Result.Result<never, DecodeError> =>
  Result.fail(new DecodeError({ entity: "cart recording", field, message }));

/**
 * Reads a recording (parsed JSON). Fails with a `DecodeError` naming the bad field (`field`,
 * e.g. `events[3].event.quantity`) and the problem in one English sentence (`message`);
 * `cartRecordingProblem` turns it into a translated message. Beyond the shape it checks what
 * a replay relies on (`checkCartRecording`).
 */
export const decodeCartRecording = (input: unknown): Result.Result<CartRecording, DecodeError> => {
  // Before the shape: a recording of another version is said to be that, not malformed.
  const version = typeof input === "object" && input !== null ? (input as { version?: unknown }).version : undefined;
  if (version !== undefined && version !== CART_RECORDING_VERSION) return bad(unsupportedVersionFault(version));
  const decoded = decodeShape(input);
  return Result.isFailure(decoded) ? decoded : checkCartRecording(decoded.success);
};

/**
 * What a replay relies on beyond the shape: a version this build knows, real time zones, and
 * every added product in the snapshot. WHY apart from `decodeCartRecording`: a recording the
 * contract has already decoded (the server's PUT, the client's GET) needs only these checks,
 * not a second encode and decode of up to a few megabytes.
 */
export const checkCartRecording = <R extends Omit<CartRecording, "version"> & { readonly version: number }>(
  recording: R,
): Result.Result<R, DecodeError> => {
  const fault = cartRecordingFault(recording);
  return fault === null ? Result.succeed(recording) : bad(fault);
};

/** The message id and parameters that tell a reader why a recording was refused. */
export const cartRecordingProblem = (error: DecodeError): { readonly id: string; readonly params: Record<string, string> } =>
  error.field === "version" && error.message.startsWith("unsupported")
    ? { id: "cart.recording.unsupported_version", params: { version: String(CART_RECORDING_VERSION) } }
    : { id: "cart.recording.malformed", params: { field: error.field === "" ? "(root)" : error.field, problem: error.message } };
