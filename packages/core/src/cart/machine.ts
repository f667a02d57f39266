import { assign, emit, enqueueActions, fromPromise, setup } from "xstate";
import type { CartState } from "../entities/cart.ts";
import { initialCartState } from "../entities/cart-values.ts";
import type { OrderRefresh } from "../entities/order.ts";
import type { ShopProduct } from "../entities/product.ts";
import { showNotification, type ShowNotification } from "../notifications/emitted.ts";
import {
  errorNotification,
  limitViolationNotification,
  successNotification,
  type Notification,
} from "../notifications/notification.ts";
import { limitRefusalOf } from "../limits/refusal.ts";
import type { LimitViolation } from "../limits/violation.ts";
import { isoDay } from "../shop/availability.ts";
import { addToCart, removeFromCart, setCartQuantity, type CartChange } from "./changes.ts";
import { applyCoupon, removeCoupon, type Coupon } from "./coupon.ts";
import { emptyCartLimitContext, type CartLimitContext } from "./limits.ts";
import { wholeCartUnits } from "./lines.ts";
import { adoptRestoredCart, CART_STORAGE_KEY } from "./stored-cart.ts";
import type { RecordedCartEvent } from "./recording/schema.ts";
import { applyOrderRefresh } from "./refresh.ts";
import { resetCart } from "./reset.ts";
import { chooseCartShipping, recalculateCart } from "./totals.ts";

export type CartEvent =
  | { readonly type: "cart.add"; readonly product: ShopProduct; readonly quantity: number }
  | { readonly type: "cart.setQuantity"; readonly lineId: string; readonly quantity: number }
  | { readonly type: "cart.remove"; readonly lineId: string }
  | { readonly type: "cart.applyCoupon"; readonly code: string }
  | { readonly type: "cart.removeCoupon" }
  /** `charge` in cents. */
  | { readonly type: "cart.chooseShipping"; readonly method: string; readonly charge: number }
  | { readonly type: "cart.refresh" }
  /** `maxOrderAmount` in cents; absent or null when the user has none. */
  | { readonly type: "cart.reset"; readonly maxOrderAmount?: number | null }
  | { readonly type: "cart.recalculate" }
  | { readonly type: "cart.setContext"; readonly context: CartLimitContext }
  | { readonly type: "cart.dismissError" }
  /**
   * Makes `cart` the cart, whole and as it is: a cart someone already built (the server's live
   * cart, another company's) handed to a machine that keeps running. Limits are not checked (the
   * cart screen explains with them what it breaks); the amounts are recalculated, which keeps
   * those of any cart a machine built. Taken when loaded and idle: the answer of a call under
   * way would be for the cart replaced. Not recorded (see `CartRecordedEvent`).
   */
  | { readonly type: "cart.replace"; readonly cart: CartState }
  // The server's answers and the stored cart, delivered by hand instead of by the actor slots
  // (a replay, which must not wait on promises). Taken only in the state that waits for them.
  | { readonly type: "cart.loaded"; readonly cart: CartState | null }
  | { readonly type: "cart.couponChecked"; readonly coupon: Coupon | null }
  | { readonly type: "cart.couponCheckFailed" }
  | { readonly type: "cart.priced"; readonly refresh: OrderRefresh }
  /** `violations`: the server refused to price the cart for these limits (422), not a failed call. */
  | { readonly type: "cart.pricingFailed"; readonly violations?: ReadonlyArray<LimitViolation> };

/**
 * A change the machine applied, as it emits it for recording: the recorded event, except that
 * an add carries the product itself (the recorder keeps it in the snapshot).
 */
export type CartRecordedChange =
  | Exclude<RecordedCartEvent, { readonly type: "cart.add" | "cart.started" }>
  | { readonly type: "cart.add"; readonly product: ShopProduct; readonly quantity: number };

/**
 * Emitted for every change the machine applies (refused ones too, and the server's answers),
 * at its clock's time: `actor.on("cart.recorded", ...)` gets a complete recording
 * (`createCartRecorder`). Events the machine ignores in its current state are not emitted.
 *
 * Except `cart.replace`: WHY not recorded: the recording format has no such step (its readers,
 * server and CLI, would refuse it), and none is needed: whoever replaces the cart detaches its
 * recorder first and attaches one again after, which records the new cart as its `cart.loaded`.
 * A recorder left attached across a replace no longer replays to the machine's cart.
 */
export interface CartRecordedEvent {
  readonly type: "cart.recorded";
  readonly at: number;
  readonly change: CartRecordedChange;
}

/**
 * Emitted once a customer's add or quantity change is judged, with the very event object that
 * was sent and the limit it ran into (null: applied). WHY: a change sent while the stored cart
 * loads is kept and judged later, so the cart right after `send` does not tell an adapter
 * whether to say "added".
 */
export interface CartChangeJudged {
  readonly type: "cart.judged";
  readonly event: Extract<CartEvent, { readonly type: "cart.add" | "cart.setQuantity" }>;
  readonly violation: LimitViolation | null;
}

/** A message about the last coupon attempt or server call, for adapters that read state rather than events. */
export interface CartNotice {
  readonly id: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly severity: "success" | "error";
}

export interface CartMachineContext {
  readonly cart: CartState;
  readonly limits: CartLimitContext;
  readonly notice: CartNotice | null;
  /**
   * Counts the changes that replaced the cart: an order refresh answered for an older cart is
   * not applied, and adapters store the cart when it moves (`watchCartSaves`).
   */
  readonly revision: number;
  readonly pricedRevision: number;
  readonly pendingCode: string;
  /**
   * The clock (epoch ms) for coupon validity and the day availability dates are judged on
   * (`cartLimitsToday`); rules never read the real clock themselves.
   */
  readonly now: () => number;
  /** The day (`YYYY-MM-DD`) a clock reading falls on; absent: the runtime's local day. */
  readonly dayOf?: (now: number) => string;
  /** The customer's changes sent while the stored cart was loading, taken in order once it is. */
  readonly deferred: ReadonlyArray<CartEvent>;
  /**
   * The limits the server refused to price the cart for (its 422 to the order refresh), until the
   * lines change or a refresh succeeds: a cart someone else filled over the customer's maximum
   * is no failed call, and the server may know a limit the adapter's context does not.
   */
  readonly refusedPricing: ReadonlyArray<LimitViolation>;
}

export interface CartMachineInput {
  readonly now?: () => number;
  readonly limits?: CartLimitContext;
  /** How to tell the day from the clock (a replay uses the recording's time zone). */
  readonly dayOf?: (now: number) => string;
}

/**
 * The limit context the rules judge with: the machine's limits, with `today` taken from its
 * clock (the runtime's local day, by the catalogue's own `isoDay`). The clock
 * wins over a `today` in the limits, so one clock decides coupons and availability.
 */
export const cartLimitsToday = (
  context: Pick<CartMachineContext, "limits" | "now" | "dayOf">,
  at: number = context.now(),
): CartLimitContext => ({
  ...context.limits,
  today: context.dayOf === undefined ? isoDay(new Date(at)) : context.dayOf(at),
});

/**
 * The clock, read once per event: the guard, the actions and the recording of one event see the
 * same instant (else a change judged at 23:59:59.999 could be recorded at midnight, and its
 * replay judged on the next day). Forgotten once the event is handled, so an event object sent
 * again later reads the clock again. One slot, not a map: an XState event is handled whole
 * before the next, and a map with a microtask per event kept every event (and the carts judged
 * for it) alive through a synchronous run such as a replay.
 */
let timedEvent: object | null = null;
let timedAt = 0;
let forgetScheduled = false;
const forgetEventTime = (): void => {
  timedEvent = null;
  forgetScheduled = false;
};
const eventTime = (context: Pick<CartMachineContext, "now">, event: object): number => {
  if (timedEvent !== event) {
    timedEvent = event;
    timedAt = context.now();
    if (!forgetScheduled) {
      forgetScheduled = true;
      queueMicrotask(forgetEventTime);
    }
  }
  return timedAt;
};

/** What a customer's event becomes in the recording; values JSON cannot carry are written as the rules read them. */
const recordedChangeOf = (event: CartEvent): CartRecordedChange => {
  switch (event.type) {
    case "cart.add":
      return { type: "cart.add", product: event.product, quantity: wholeCartUnits(event.quantity) };
    case "cart.setQuantity":
      return { type: "cart.setQuantity", lineId: event.lineId, quantity: wholeCartUnits(event.quantity) };
    case "cart.remove":
      return { type: "cart.remove", lineId: event.lineId };
    case "cart.applyCoupon":
      return { type: "cart.applyCoupon", code: event.code };
    case "cart.chooseShipping":
      return { type: "cart.chooseShipping", method: event.method, charge: Number.isFinite(event.charge) ? event.charge : 0 };
    case "cart.reset":
      return event.maxOrderAmount === undefined
        ? { type: "cart.reset" }
        : { type: "cart.reset", maxOrderAmount: Number.isFinite(event.maxOrderAmount) ? event.maxOrderAmount : null };
    case "cart.setContext":
      return { type: "cart.setContext", context: event.context };
    case "cart.loaded":
      return { type: "cart.loaded", cart: event.cart };
    case "cart.couponChecked":
      return { type: "cart.couponChecked", coupon: event.coupon };
    case "cart.priced":
      return { type: "cart.priced", refresh: event.refresh };
    case "cart.pricingFailed":
      return event.violations === undefined ? { type: event.type } : { type: event.type, violations: event.violations };
    case "cart.removeCoupon":
    case "cart.refresh":
    case "cart.recalculate":
    case "cart.dismissError":
    case "cart.couponCheckFailed":
      return { type: event.type };
    case "cart.replace":
      // No transition records it (see `CartRecordedEvent`).
      throw new Error("cartMachine: cart.replace is not recorded");
  }
};

/**
 * The rules' verdict on a customer's change, computed once per event: the guard asks it and the
 * actions reuse it. Kept for the last event only, checked against the cart and limits it was
 * computed from, so a resent event object is judged again.
 */
type LineEvent = Extract<CartEvent, { type: "cart.add" | "cart.setQuantity" | "cart.remove" }>;
let lastVerdict: { event: LineEvent; cart: CartState; limits: CartLimitContext; change: CartChange } | null = null;
const verdictOf = (context: CartMachineContext, event: LineEvent): CartChange => {
  const memo = lastVerdict;
  if (memo !== null && memo.event === event && memo.cart === context.cart && memo.limits === context.limits) return memo.change;
  const change =
    event.type === "cart.add"
      ? addToCart(context.cart, event.product, event.quantity, cartLimitsToday(context, eventTime(context, event)))
      : event.type === "cart.setQuantity"
        ? setCartQuantity(context.cart, event.lineId, event.quantity, cartLimitsToday(context, eventTime(context, event)))
        : removeFromCart(context.cart, event.lineId);
  lastVerdict = { event, cart: context.cart, limits: context.limits, change };
  return change;
};

const isLineEvent = (event: CartEvent): event is LineEvent =>
  event.type === "cart.add" || event.type === "cart.setQuantity" || event.type === "cart.remove";

/** The customer's changes, kept while the stored cart loads (see `deferred`). */
const DEFERRED_WHILE_LOADING = [
  "cart.add",
  "cart.setQuantity",
  "cart.remove",
  "cart.applyCoupon",
  "cart.removeCoupon",
  "cart.chooseShipping",
  "cart.refresh",
  "cart.reset",
  "cart.recalculate",
] as const satisfies ReadonlyArray<CartEvent["type"]>;

/**
 * The cart machine. Loads the stored cart (`loadCart`, decoded by the adapter with `restoreCart`), then accepts changes at any time;
 * coupons are checked (`checkCoupon`) and orders priced (`priceOrder`) by the server through
 * actor slots. Every change that replaces the cart counts in `revision`; adapters store the cart
 * when it moves (cart-saves.ts's `watchCartSaves`), debounced if they like.
 * Changes sent before the stored cart is loaded are kept and applied in order once it is in;
 * `cart.setContext` is taken always.
 * `cart.replace` swaps the whole cart (idle only, limits unchecked, not recorded).
 *
 * Refused changes keep the cart, store the violation in `cart.error` and emit a
 * `notification.show` warning; accepted changes clear `error`. Either way an add or quantity
 * change ends with `cart.judged` (see `CartChangeJudged`).
 */
export const cartMachine = setup({
  types: {
    context: {} as CartMachineContext,
    events: {} as CartEvent,
    input: {} as CartMachineInput | undefined,
    emitted: {} as ShowNotification | CartRecordedEvent | CartChangeJudged,
  },
  actors: {
    /**
     * Reads the stored cart, decoded: persist.ts's `restoreCart` of what storage held (an empty
     * cart for anything that is not a valid cart), or null for none.
     */
    loadCart: fromPromise<CartState | null, { key: string }>(async () => null),
    /** Asks the server for the coupon behind a code; null when it knows none. */
    checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(async () => null),
    /** Asks the server to price the cart (the order refresh). */
    priceOrder: fromPromise<OrderRefresh, { cart: CartState }>(async () => {
      throw new Error("cartMachine: provide the priceOrder actor");
    }),
  },
  guards: {
    isChangeRefused: ({ context, event }) => isLineEvent(event) && verdictOf(context, event).violation !== null,
    isCartChangedSincePricing: ({ context }) => context.revision !== context.pricedRevision,
    isLimitRefusal: (_, params: { violations: ReadonlyArray<LimitViolation> | null | undefined }) =>
      params.violations !== null && params.violations !== undefined && params.violations.length > 0,
  },
  actions: {
    deferEvent: assign({ deferred: ({ context, event }) => [...context.deferred, event] }),
    takeDeferred: enqueueActions(({ context, enqueue }) => {
      if (context.deferred.length === 0) return;
      for (const event of context.deferred) enqueue.raise(event);
      enqueue.assign({ deferred: [] });
    }),
    acceptChange: assign(({ context, event }) => {
      if (!isLineEvent(event)) return {};
      const { cart } = verdictOf(context, event);
      if (cart === context.cart) return {};
      return { cart, revision: context.revision + 1, refusedPricing: [], ...couponDropNotice(context.cart, cart) };
    }),
    refuseChange: assign(({ context, event }) => {
      const violation = isLineEvent(event) ? verdictOf(context, event).violation : null;
      return violation === null ? {} : { cart: { ...context.cart, error: violation } };
    }),
    announceRefusal: emit(({ context }) =>
      showNotification(
        context.cart.error === null ? errorNotification("cart.refresh_failed") : limitViolationNotification(context.cart.error),
      ),
    ),
    // After the accept or refuse action: a refused change left its violation in `error`, an accepted one cleared it.
    tellVerdict: emit(({ context, event }): CartChangeJudged => ({
      type: "cart.judged",
      event: event as CartChangeJudged["event"],
      violation: context.cart.error,
    })),
    // A notice about the coupon ("code applied") would outlive the code.
    removeCoupon: assign(({ context }) => ({
      cart: removeCoupon(context.cart),
      revision: context.revision + 1,
      notice: context.notice?.id.startsWith("cart.coupon.") === true ? null : context.notice,
    })),
    chooseCartShipping: assign(({ context, event }) =>
      event.type === "cart.chooseShipping"
        ? { cart: chooseCartShipping(context.cart, event.method, event.charge), revision: context.revision + 1 }
        : {},
    ),
    resetCart: assign(({ context, event }) =>
      event.type === "cart.reset" ? { cart: resetCart(event.maxOrderAmount), notice: null, revision: context.revision + 1, refusedPricing: [] } : {},
    ),
    recalculateCart: assign(({ context }) => ({ cart: recalculateCart(context.cart), revision: context.revision + 1 })),
    replaceCart: assign(({ context, event }) =>
      event.type === "cart.replace"
        ? { cart: recalculateCart({ ...event.cart, error: null }), notice: null, revision: context.revision + 1, refusedPricing: [] }
        : {},
    ),
    setLimits: assign(({ event }) => (event.type === "cart.setContext" ? { limits: event.context } : {})),
    dismissError: assign(({ context }) => ({
      cart: context.cart.error === null ? context.cart : { ...context.cart, error: null },
      notice: null,
    })),
    rememberCode: assign(({ event }) => (event.type === "cart.applyCoupon" ? { pendingCode: event.code } : {})),
    rememberPricedRevision: assign(({ context }) => ({ pricedRevision: context.revision })),
    restoreCart: assign((_, params: { stored: CartState | null }) => ({ cart: adoptRestoredCart(params.stored) })),
    applyCheckedCoupon: assign(({ context, event }, params: { coupon: Coupon | null }) => {
      const result = applyCoupon(context.cart, params.coupon, context.pendingCode, eventTime(context, event));
      if (result.failure !== null) {
        return { notice: { id: result.failure.messageId, params: result.failure.params, severity: "error" as const } };
      }
      return {
        cart: result.cart,
        revision: context.revision + 1,
        notice: { id: "cart.coupon.applied", params: { code: context.pendingCode }, severity: "success" as const },
      };
    }),
    applyRefresh: assign(({ context }, params: { refresh: OrderRefresh }) => {
      const cart = applyOrderRefresh(context.cart, params.refresh);
      return { cart, revision: context.revision + 1, refusedPricing: [], ...couponDropNotice(context.cart, cart) };
    }),
    noteFailure: assign((_, params: { id: string }) => ({ notice: { id: params.id, params: {}, severity: "error" as const } })),
    // Said by the limits themselves (selectCartViolations), so no toast; an earlier "could not update" is over.
    noteRefusedPricing: assign(({ context }, params: { violations: ReadonlyArray<LimitViolation> }) => ({
      refusedPricing: params.violations,
      notice: context.notice?.id === "cart.refresh_failed" ? null : context.notice,
    })),
    announceNotice: emit(({ context }) => showNotification(noticeToast(context.notice))),
    /** Records the event being handled (before its other actions, so `at` is when it arrived). */
    record: emit(({ context, event }): CartRecordedEvent => ({
      type: "cart.recorded",
      at: eventTime(context, event),
      change: recordedChangeOf(event),
    })),
    /** Records an answer of an actor slot (its done or error event is no `CartEvent`). */
    recordAnswer: emit(({ context, event }, params: { change: CartRecordedChange }): CartRecordedEvent => ({
      type: "cart.recorded",
      at: eventTime(context, event),
      change: params.change,
    })),
  },
}).createMachine({
  id: "cart",
  context: ({ input }) => ({
    cart: initialCartState,
    limits: input?.limits ?? emptyCartLimitContext,
    notice: null,
    revision: 0,
    pricedRevision: 0,
    pendingCode: "",
    deferred: [],
    refusedPricing: [],
    now: input?.now ?? Date.now,
    ...(input?.dayOf === undefined ? {} : { dayOf: input.dayOf }),
  }),
  on: {
    "cart.setContext": { actions: ["record", "setLimits"] },
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "loadCart",
        input: () => ({ key: CART_STORAGE_KEY }),
        onDone: {
          target: "active",
          actions: [
            { type: "restoreCart", params: ({ event }) => ({ stored: event.output }) },
            // The restored cart, not what storage held: a replay must not depend on how it was stored.
            { type: "recordAnswer", params: ({ context }) => ({ change: { type: "cart.loaded", cart: context.cart } }) },
          ],
        },
        onError: { target: "active", actions: { type: "recordAnswer", params: { change: { type: "cart.loaded", cart: null } } } },
      },
      on: {
        "cart.loaded": { target: "active", actions: ["record", { type: "restoreCart", params: ({ event }) => ({ stored: event.cart }) }] },
        // A change made before the stored cart is in (a click while a slow first load still
        // loads it) is kept and applied once it is, not dropped.
        ...Object.fromEntries(DEFERRED_WHILE_LOADING.map((type) => [type, { actions: "deferEvent" }])),
      },
    },
    active: {
      on: {
        "cart.add": [
          { guard: "isChangeRefused", actions: ["record", "refuseChange", "announceRefusal", "tellVerdict"] },
          { actions: ["record", "acceptChange", "tellVerdict"] },
        ],
        "cart.setQuantity": [
          { guard: "isChangeRefused", actions: ["record", "refuseChange", "announceRefusal", "tellVerdict"] },
          { actions: ["record", "acceptChange", "tellVerdict"] },
        ],
        "cart.remove": { actions: ["record", "acceptChange"] },
        "cart.removeCoupon": { actions: ["record", "removeCoupon"] },
        "cart.chooseShipping": { actions: ["record", "chooseCartShipping"] },
        "cart.reset": { actions: ["record", "resetCart"] },
        "cart.recalculate": { actions: ["record", "recalculateCart"] },
        "cart.dismissError": { actions: ["record", "dismissError"] },
      },
      initial: "idle",
      states: {
        idle: {
          // What came while the stored cart loaded or the server was asked (below) is applied now, in order.
          entry: "takeDeferred",
          on: {
            "cart.applyCoupon": { target: "checkingCoupon", actions: ["record", "rememberCode"] },
            "cart.refresh": { target: "pricing", actions: ["record", "rememberPricedRevision"] },
            "cart.replace": { actions: "replaceCart" },
          },
        },
        checkingCoupon: {
          invoke: {
            src: "checkCoupon",
            input: ({ context }) => ({ code: context.pendingCode, cart: context.cart }),
            onDone: {
              target: "idle",
              actions: [
                { type: "recordAnswer", params: ({ event }) => ({ change: { type: "cart.couponChecked", coupon: event.output } }) },
                { type: "applyCheckedCoupon", params: ({ event }) => ({ coupon: event.output }) },
                "announceNotice",
              ],
            },
            onError: {
              target: "idle",
              actions: [
                { type: "recordAnswer", params: { change: { type: "cart.couponCheckFailed" } } },
                { type: "noteFailure", params: { id: "cart.coupon.check_failed" } },
                "announceNotice",
              ],
            },
          },
          on: {
            // A price asked for meanwhile (the cart page asks after each change): kept for after the check.
            "cart.refresh": { actions: "deferEvent" },
            "cart.couponChecked": {
              target: "idle",
              actions: ["record", { type: "applyCheckedCoupon", params: ({ event }) => ({ coupon: event.coupon }) }, "announceNotice"],
            },
            "cart.couponCheckFailed": {
              target: "idle",
              actions: ["record", { type: "noteFailure", params: { id: "cart.coupon.check_failed" } }, "announceNotice"],
            },
          },
        },
        pricing: {
          invoke: {
            src: "priceOrder",
            input: ({ context }) => ({ cart: context.cart }),
            onDone: [
              // The customer changed the cart while the server priced it: price the new cart.
              {
                guard: "isCartChangedSincePricing",
                target: "pricing",
                reenter: true,
                actions: [
                  { type: "recordAnswer", params: ({ event }) => ({ change: { type: "cart.priced", refresh: event.output } }) },
                  "rememberPricedRevision",
                ],
              },
              {
                target: "idle",
                actions: [
                  { type: "recordAnswer", params: ({ event }) => ({ change: { type: "cart.priced", refresh: event.output } }) },
                  { type: "applyRefresh", params: ({ event }) => ({ refresh: event.output }) },
                ],
              },
            ],
            onError: [
              {
                guard: { type: "isLimitRefusal", params: ({ event }) => ({ violations: limitRefusalOf(event.error) }) },
                target: "idle",
                actions: [
                  {
                    type: "recordAnswer",
                    params: ({ event }) => ({ change: { type: "cart.pricingFailed", violations: limitRefusalOf(event.error) ?? [] } }),
                  },
                  { type: "noteRefusedPricing", params: ({ event }) => ({ violations: limitRefusalOf(event.error) ?? [] }) },
                ],
              },
              {
                target: "idle",
                actions: [
                  { type: "recordAnswer", params: { change: { type: "cart.pricingFailed" } } },
                  { type: "noteFailure", params: { id: "cart.refresh_failed" } },
                  "announceNotice",
                ],
              },
            ],
          },
          on: {
            // A coupon entered meanwhile (or sent by an UNDO of clearing the cart): kept for after the price.
            "cart.applyCoupon": { actions: "deferEvent" },
            "cart.priced": [
              { guard: "isCartChangedSincePricing", target: "pricing", reenter: true, actions: ["record", "rememberPricedRevision"] },
              { target: "idle", actions: ["record", { type: "applyRefresh", params: ({ event }) => ({ refresh: event.refresh }) }] },
            ],
            "cart.pricingFailed": [
              {
                guard: { type: "isLimitRefusal", params: ({ event }) => ({ violations: event.violations }) },
                target: "idle",
                actions: ["record", { type: "noteRefusedPricing", params: ({ event }) => ({ violations: event.violations ?? [] }) }],
              },
              {
                target: "idle",
                actions: ["record", { type: "noteFailure", params: { id: "cart.refresh_failed" } }, "announceNotice"],
              },
            ],
          },
        },
      },
    },
  },
});

/** SPEC 4 drops the coupon when the subtotal falls: tell the customer, who may enter it again. */
function couponDropNotice(before: CartState, after: CartState): { notice?: CartNotice } {
  return before.code !== null && after.code === null
    ? { notice: { id: "cart.coupon.dropped", params: { code: before.code }, severity: "error" } }
    : {};
}

function noticeToast(notice: CartNotice | null): Notification {
  const { id, params, severity } = notice ?? { id: "cart.coupon.check_failed", params: {}, severity: "error" };
  return severity === "success" ? successNotification(id, params) : errorNotification(id, params);
}
