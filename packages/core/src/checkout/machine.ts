import { assign, enqueueActions, fromPromise, setup, type AnyActorRef } from "xstate";
import type { Cents } from "../money.ts";
import { errorNotification, notification, successNotification, type Notification } from "../notifications/notification.ts";
import { showNotification, type ShowNotification } from "../notifications/emitted.ts";
import { serverMessageOf } from "../notifications/server-message.ts";
import { clampCheckoutStep, LAST_CHECKOUT_STEP, nextCheckoutStep, previousCheckoutStep } from "./steps.ts";
import type { ShippingMethod } from "./shipping.ts";
import { checkoutConfirmationOf, type CheckoutConfirmation } from "./confirmation.ts";
import { initialCartState } from "../entities/cart-values.ts";
import type { CartState } from "../entities/cart.ts";
import {
  DEFAULT_PAYMENT,
  isPaidOnline,
  type PaymentChoice,
  type PaymentMethod,
  type PaymentOutcome,
  type PaymentType,
} from "./payment.ts";

/** What the server answers when it accepted an order: its number and the amount to pay. */
export interface CheckoutReceipt {
  readonly order_nr: string;
  /** Amount to pay, in cents, as the server computed it. */
  readonly total: Cents;
  /**
   * Offline (issue 37): the order is queued on the device under its idempotency key (`order_nr`
   * is that key), to be sent when the network is back; nothing is placed yet.
   */
  readonly queued?: boolean;
}

/** What the `submitOrder` slot receives. The cart's lines are the adapter's to add (the cart machine owns them). */
export interface SubmitOrderInput {
  /** Same key for every retry of one attempt: the server answers a repeated key with the order it already made. */
  readonly idempotencyKey: string;
  readonly addressKey: string;
  /** The shipping method and total (cents) the customer confirmed on the last step: the server refuses another order. */
  readonly shippingMethod: ShippingMethod;
  readonly confirmedTotal: Cents;
  readonly payment: PaymentChoice;
}

/** What the `pay` slot receives: one payment attempt with the provider of that payment type. */
export interface PayInput {
  readonly orderNr: string;
  readonly amount: Cents;
  readonly paymentType: PaymentType;
}

export interface CheckoutContext {
  readonly step: number;
  readonly addressKey: string | null;
  readonly payment: PaymentChoice;
  /**
   * What the order being placed was confirmed at (the cart's shipping and total when "place
   * order" was pressed); null before. The checkout keeps no shipping choice of its own: the
   * cart's is the one source (confirmation.ts).
   */
  readonly confirmed: CheckoutConfirmation | null;
  /** Key of the current order attempt; kept across failed submissions, dropped once the order exists. */
  readonly idempotencyKey: string | null;
  readonly order: CheckoutReceipt | null;
  /** Message id of the last failure the user should see, null when all is well. */
  readonly error: string | null;
  /** The server's own words for that failure, when it sent some (shown where the customer is looking). */
  readonly errorText: string | null;
  /** The latest toast, for adapters that read it from state rather than listening for `notification.show`. */
  readonly notification: Notification | null;
  /**
   * The cart actor: it holds the shipping choice and the total (SPEC 3), so each shipping choice
   * is sent on as `cart.chooseShipping`, and placing an order reads what the cart shows. Without
   * one (tests of the steps alone) the order is the empty cart's.
   */
  readonly cart: AnyActorRef | null;
}

export interface CheckoutInput {
  readonly step?: number;
  readonly addressKey?: string | null;
  readonly payment?: Partial<PaymentChoice>;
  readonly cart?: AnyActorRef | null;
}

export type CheckoutEvent =
  | { readonly type: "checkout.setStep"; readonly step: number }
  | { readonly type: "checkout.next" }
  | { readonly type: "checkout.back" }
  | { readonly type: "checkout.chooseAddress"; readonly addressKey: string }
  | { readonly type: "checkout.chooseShipping"; readonly method: ShippingMethod; readonly charge: Cents }
  | { readonly type: "checkout.choosePayment"; readonly method?: PaymentMethod; readonly paymentType?: PaymentType }
  | { readonly type: "checkout.placeOrder" }
  | { readonly type: "checkout.resumePayment"; readonly paymentType: PaymentType }
  /** The provider sent the customer back (e.g. after a page reload): settle the payment from its answer. */
  | { readonly type: "checkout.paymentReturned"; readonly order: CheckoutReceipt; readonly outcome: PaymentOutcome }
  | { readonly type: "checkout.dismissNotification" }
  | { readonly type: "checkout.reset" };

export const initialCheckoutContext = (input: CheckoutInput = {}): CheckoutContext => ({
  step: clampCheckoutStep(input.step ?? 0),
  addressKey: input.addressKey ?? null,
  payment: { ...DEFAULT_PAYMENT, ...input.payment },
  confirmed: null,
  idempotencyKey: null,
  order: null,
  error: null,
  errorText: null,
  notification: null,
  cart: input.cart ?? null,
});

/** SPEC 8's payment failure text. */
export const PAYMENT_FAILED_MESSAGE_ID = "checkout.payment.failed";
export const ORDER_FAILED_MESSAGE_ID = "checkout.order.failed";
export const ADDRESS_REQUIRED_MESSAGE_ID = "checkout.address.required";

/**
 * Refusals that mean "the order you confirmed is not the one the server would place now": the
 * cart is priced again so the customer sees the new total, and the server's words (naming it)
 * stay on the last step until the customer places the order again.
 */
export const ORDER_CHANGED_CODES: ReadonlySet<string> = new Set([
  "orders.total_changed",
  "orders.shipping_changed",
  "orders.price_changed",
  "orders.stock_changed",
]);

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** A refusal's code: the API client's `messageId`, or `error.code` of the body. */
export const refusalCodeOf = (failure: unknown): string | undefined => {
  for (const candidate of [field(failure, "messageId"), field(field(field(failure, "body"), "error"), "code"), field(field(failure, "error"), "code")]) {
    if (typeof candidate === "string" && candidate !== "") return candidate;
  }
  return undefined;
};

const cartOf = (cart: AnyActorRef | null): CartState =>
  (cart?.getSnapshot() as { context?: { cart?: CartState } } | undefined)?.context?.cart ?? initialCartState;

const notProvided = <TOutput, TInput>(slot: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`checkoutMachine: actor slot "${slot}" is not provided`)));

/** A failed submission shows the server's own words when it sent some, else our generic text. */
export const orderFailureNotification = (failure: unknown): Notification => {
  const serverMessage = serverMessageOf(failure);
  return serverMessage === undefined
    ? errorNotification(ORDER_FAILED_MESSAGE_ID)
    : notification({ text: serverMessage }, { severity: "error" });
};

const orderPlacedToast = successNotification("checkout.order.placed");
const orderQueuedToast = notification({ id: "offline.queued" }, { severity: "info" });
const paymentCompletedToast = successNotification("checkout.payment.completed");
const paymentCanceledToast = notification({ id: "checkout.payment.canceled" }, { severity: "warning" });
const paymentFailedToast = errorNotification(PAYMENT_FAILED_MESSAGE_ID);
const addressRequiredToast = errorNotification(ADDRESS_REQUIRED_MESSAGE_ID);

/**
 * Checkout: the steps address -> shipping -> payment -> confirmation (free to move between,
 * never below 0 or past the last), the choices made on them, placing the order and paying.
 *
 * - Placing the order needs an address. Each attempt gets one idempotency key (slot
 *   `createIdempotencyKey`); a failed submission keeps it, so retrying, even after changing a
 *   choice, can never make two orders: the server answers a known key with the order it already
 *   made (or refuses a key reused for different content). The key is dropped once an order exists.
 * - Cash on delivery ends at `orderPlaced`; an online payment goes to the provider (slot `pay`)
 *   and ends `paymentCompleted` or `paymentCanceled`. A canceled or failed payment can be resumed
 *   with the card or the wallet provider; the order itself is never placed twice.
 * - Toasts are emitted as `notification.show` and kept as `notification`.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    // `void` rather than `undefined`: inference from setup's optional `input` drops `undefined`, which
    // would make callers pass `{ input: {} }`; `void` keeps `createActor(checkoutMachine)` valid.
    input: {} as CheckoutInput | void,
    emitted: {} as ShowNotification,
  },
  actors: {
    /** Side effect: a fresh random key (crypto.randomUUID in browsers and Node). */
    createIdempotencyKey: fromPromise<string>(async () => globalThis.crypto.randomUUID()),
    submitOrder: notProvided<CheckoutReceipt, SubmitOrderInput>("submitOrder"),
    pay: notProvided<{ readonly outcome: PaymentOutcome }, PayInput>("pay"),
  },
  guards: {
    hasNoAddress: ({ context }) => context.addressKey === null,
    hasIdempotencyKey: ({ context }) => context.idempotencyKey !== null,
    isPaidOnline: ({ context }) => isPaidOnline(context.payment),
    isQueued: (_, params: { receipt: CheckoutReceipt }) => params.receipt.queued === true,
    isPaymentCompleted: (_, params: { outcome: PaymentOutcome }) => params.outcome === "completed",
    isOrderChanged: (_, params: { failure: unknown }) => ORDER_CHANGED_CODES.has(refusalCodeOf(params.failure) ?? ""),
  },
  actions: {
    setStep: assign((_, params: { step: number }) => ({ step: clampCheckoutStep(params.step) })),
    goToNextStep: assign(({ context }) => ({ step: nextCheckoutStep(context.step) })),
    goToPreviousStep: assign(({ context }) => ({ step: previousCheckoutStep(context.step) })),
    goToConfirmation: assign({ step: LAST_CHECKOUT_STEP }),
    chooseAddress: assign((_, params: { addressKey: string }) => ({ addressKey: params.addressKey, error: null })),
    chooseShipping: enqueueActions(({ context, enqueue }, params: { method: ShippingMethod; charge: Cents }) => {
      if (context.cart !== null) {
        enqueue.sendTo(context.cart, { type: "cart.chooseShipping", method: params.method, charge: params.charge });
      }
    }),
    /** Takes what the customer sees now, at the click: the cart's shipping and total. */
    confirmOrder: assign(({ context }) => ({ confirmed: checkoutConfirmationOf(cartOf(context.cart)) })),
    /** The server priced another order than the one confirmed: the cart is priced again to show it. */
    repriceCart: enqueueActions(({ context, enqueue }) => {
      if (context.cart !== null) enqueue.sendTo(context.cart, { type: "cart.refresh" });
    }),
    choosePayment: assign(({ context }, params: { method?: PaymentMethod; paymentType?: PaymentType }) => ({
      payment: { method: params.method ?? context.payment.method, type: params.paymentType ?? context.payment.type },
    })),
    choosePaymentType: assign(({ context }, params: { paymentType: PaymentType }) => ({
      payment: { ...context.payment, type: params.paymentType },
      error: null,
    })),
    storeIdempotencyKey: assign((_, params: { key: string }) => ({ idempotencyKey: params.key })),
    storeOrder: assign((_, params: { order: CheckoutReceipt }) => ({ order: params.order, idempotencyKey: null, error: null })),
    clearError: assign({ error: null, errorText: null }),
    setError: assign((_, params: { id: string; text?: string | undefined }) => ({ error: params.id, errorText: params.text ?? null })),
    /** Keeps the toast for selectors and emits it for the global notification bar. */
    notify: enqueueActions(({ enqueue }, params: { notification: Notification }) => {
      enqueue.assign({ notification: params.notification });
      enqueue.emit(showNotification(params.notification));
    }),
    dismissNotification: assign({ notification: null }),
    reset: assign(({ context }) => initialCheckoutContext({ cart: context.cart })),
  },
}).createMachine({
  id: "checkout",
  context: ({ input }) => initialCheckoutContext(input ?? undefined),
  initial: "editing",
  on: {
    "checkout.dismissNotification": { actions: "dismissNotification" },
    "checkout.reset": { target: ".editing", actions: "reset" },
    "checkout.paymentReturned": [
      {
        guard: { type: "isPaymentCompleted", params: ({ event }) => ({ outcome: event.outcome }) },
        target: ".paymentCompleted",
        actions: [{ type: "storeOrder", params: ({ event }) => ({ order: event.order }) }, "goToConfirmation"],
      },
      {
        target: ".paymentCanceled",
        actions: [{ type: "storeOrder", params: ({ event }) => ({ order: event.order }) }, "goToConfirmation"],
      },
    ],
  },
  states: {
    editing: {
      on: {
        "checkout.setStep": { actions: { type: "setStep", params: ({ event }) => ({ step: event.step }) } },
        "checkout.next": { actions: "goToNextStep" },
        "checkout.back": { actions: "goToPreviousStep" },
        "checkout.chooseAddress": {
          actions: { type: "chooseAddress", params: ({ event }) => ({ addressKey: event.addressKey }) },
        },
        "checkout.chooseShipping": {
          actions: { type: "chooseShipping", params: ({ event }) => ({ method: event.method, charge: event.charge }) },
        },
        "checkout.choosePayment": {
          actions: {
            type: "choosePayment",
            params: ({ event }) => ({
              ...(event.method === undefined ? {} : { method: event.method }),
              ...(event.paymentType === undefined ? {} : { paymentType: event.paymentType }),
            }),
          },
        },
        "checkout.placeOrder": [
          {
            guard: "hasNoAddress",
            actions: [
              { type: "setError", params: { id: ADDRESS_REQUIRED_MESSAGE_ID } },
              { type: "notify", params: { notification: addressRequiredToast } },
            ],
          },
          { target: "placingOrder", actions: ["clearError", "confirmOrder"] },
        ],
      },
    },
    placingOrder: {
      initial: "preparing",
      states: {
        preparing: {
          always: [{ guard: "hasIdempotencyKey", target: "submitting" }, { target: "creatingKey" }],
        },
        creatingKey: {
          invoke: {
            src: "createIdempotencyKey",
            onDone: {
              target: "submitting",
              actions: { type: "storeIdempotencyKey", params: ({ event }) => ({ key: event.output }) },
            },
            onError: {
              target: "#checkout.editing",
              actions: [
                { type: "setError", params: { id: ORDER_FAILED_MESSAGE_ID } },
                { type: "notify", params: ({ event }) => ({ notification: orderFailureNotification(event.error) }) },
              ],
            },
          },
        },
        submitting: {
          invoke: {
            src: "submitOrder",
            input: ({ context }) => ({
              idempotencyKey: context.idempotencyKey ?? "",
              addressKey: context.addressKey ?? "",
              shippingMethod: (context.confirmed ?? checkoutConfirmationOf(initialCartState)).shippingMethod,
              confirmedTotal: (context.confirmed ?? checkoutConfirmationOf(initialCartState)).total,
              payment: context.payment,
            }),
            onDone: [
              {
                guard: { type: "isQueued", params: ({ event }) => ({ receipt: event.output }) },
                target: "#checkout.orderQueued",
                actions: [
                  { type: "storeOrder", params: ({ event }) => ({ order: event.output }) },
                  "goToConfirmation",
                  { type: "notify", params: { notification: orderQueuedToast } },
                ],
              },
              {
                guard: "isPaidOnline",
                target: "#checkout.awaitingPayment",
                actions: [{ type: "storeOrder", params: ({ event }) => ({ order: event.output }) }, "goToConfirmation"],
              },
              {
                target: "#checkout.orderPlaced",
                actions: [
                  { type: "storeOrder", params: ({ event }) => ({ order: event.output }) },
                  "goToConfirmation",
                  { type: "notify", params: { notification: orderPlacedToast } },
                ],
              },
            ],
            onError: [
              {
                // Shown on the last step itself, with the new total: no toast in a corner.
                guard: { type: "isOrderChanged", params: ({ event }) => ({ failure: event.error }) },
                target: "#checkout.editing",
                actions: [
                  {
                    type: "setError",
                    params: ({ event }) => ({ id: refusalCodeOf(event.error) ?? ORDER_FAILED_MESSAGE_ID, text: serverMessageOf(event.error) }),
                  },
                  "repriceCart",
                ],
              },
              {
                target: "#checkout.editing",
                actions: [
                  { type: "setError", params: ({ event }) => ({ id: ORDER_FAILED_MESSAGE_ID, text: serverMessageOf(event.error) }) },
                  { type: "notify", params: ({ event }) => ({ notification: orderFailureNotification(event.error) }) },
                ],
              },
            ],
          },
        },
      },
    },
    /** Cash on delivery: the order exists, nothing to pay now. */
    orderPlaced: {},
    /** Offline: the order waits on the device to be sent (issue 37); the cart is emptied as for a placed one. */
    orderQueued: {},
    awaitingPayment: {
      invoke: {
        src: "pay",
        input: ({ context }) => ({
          orderNr: context.order?.order_nr ?? "",
          amount: context.order?.total ?? 0,
          paymentType: context.payment.type,
        }),
        onDone: [
          {
            guard: { type: "isPaymentCompleted", params: ({ event }) => ({ outcome: event.output.outcome }) },
            target: "paymentCompleted",
          },
          { target: "paymentCanceled" },
        ],
        onError: {
          target: "paymentFailed",
          actions: [
            { type: "setError", params: { id: PAYMENT_FAILED_MESSAGE_ID } },
            { type: "notify", params: { notification: paymentFailedToast } },
          ],
        },
      },
    },
    paymentCompleted: { entry: ["clearError", { type: "notify", params: { notification: paymentCompletedToast } }] },
    paymentCanceled: {
      entry: { type: "notify", params: { notification: paymentCanceledToast } },
      on: {
        "checkout.resumePayment": {
          target: "awaitingPayment",
          actions: { type: "choosePaymentType", params: ({ event }) => ({ paymentType: event.paymentType }) },
        },
      },
    },
    paymentFailed: {
      on: {
        "checkout.resumePayment": {
          target: "awaitingPayment",
          actions: { type: "choosePaymentType", params: ({ event }) => ({ paymentType: event.paymentType }) },
        },
      },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
