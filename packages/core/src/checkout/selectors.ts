import type { SnapshotFrom } from "xstate";
import type { checkoutMachine, CheckoutReceipt } from "./machine.ts";
import { checkoutStepName, FIRST_CHECKOUT_STEP, LAST_CHECKOUT_STEP, type CheckoutStepName } from "./steps.ts";
import type { Notification } from "../notifications/notification.ts";
import type { PaymentChoice } from "./payment.ts";
import type { CartSnapshotLike } from "../cart/selectors.ts";
import { checkoutConfirmationOf, type CheckoutConfirmation } from "./confirmation.ts";

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Where the checkout stands, one word per screen the adapters show. */
export type CheckoutPhase =
  | "editing"
  | "placingOrder"
  | "orderPlaced"
  | "orderQueued"
  | "awaitingPayment"
  | "paymentCompleted"
  | "paymentCanceled"
  | "paymentFailed";

export const selectCheckoutPhase = (snapshot: CheckoutSnapshot): CheckoutPhase => {
  if (snapshot.matches("placingOrder")) return "placingOrder";
  if (snapshot.matches("orderPlaced")) return "orderPlaced";
  if (snapshot.matches("orderQueued")) return "orderQueued";
  if (snapshot.matches("awaitingPayment")) return "awaitingPayment";
  if (snapshot.matches("paymentCompleted")) return "paymentCompleted";
  if (snapshot.matches("paymentCanceled")) return "paymentCanceled";
  if (snapshot.matches("paymentFailed")) return "paymentFailed";
  return "editing";
};

export const selectCheckoutStep = (snapshot: CheckoutSnapshot): number => snapshot.context.step;
export const selectCheckoutStepName = (snapshot: CheckoutSnapshot): CheckoutStepName => checkoutStepName(snapshot.context.step);
export const selectIsFirstCheckoutStep = (snapshot: CheckoutSnapshot): boolean => snapshot.context.step === FIRST_CHECKOUT_STEP;
export const selectIsLastCheckoutStep = (snapshot: CheckoutSnapshot): boolean => snapshot.context.step === LAST_CHECKOUT_STEP;

/** Steps can only be changed while the order is being put together, not once it is on its way. */
export const selectCanChangeCheckoutStep = (snapshot: CheckoutSnapshot): boolean => snapshot.matches("editing");

/** The "place order" button: enabled while editing with an address chosen (a second click while placing is ignored anyway). */
export const selectCanPlaceOrder = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches("editing") && snapshot.context.addressKey !== null;

export const selectIsPlacingOrder = (snapshot: CheckoutSnapshot): boolean => snapshot.matches("placingOrder");

/** A canceled or failed payment shows the resume buttons (card, wallet). */
export const selectCanResumePayment = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches("paymentCanceled") || snapshot.matches("paymentFailed");

/** The order is placed and nothing is left to pay: the thanks page. */
export const selectIsCheckoutDone = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches("orderPlaced") || snapshot.matches("paymentCompleted");

export const selectPlacedOrder = (snapshot: CheckoutSnapshot): CheckoutReceipt | null => snapshot.context.order;
export const selectCheckoutAddressKey = (snapshot: CheckoutSnapshot): string | null => snapshot.context.addressKey;

/**
 * Step 2's chosen method and step 3's summary (shipping method, charge, total to pay), read from
 * the CART snapshot: the cart holds the shipping choice (stored and restored on reload), and
 * placing the order sends exactly this (see confirmation.ts).
 */
export const selectCheckoutConfirmation = (cart: CartSnapshotLike): CheckoutConfirmation => checkoutConfirmationOf(cart.context.cart);

export const selectCheckoutPayment = (snapshot: CheckoutSnapshot): PaymentChoice => snapshot.context.payment;
export const selectCheckoutError = (snapshot: CheckoutSnapshot): string | null => snapshot.context.error;

/** The last failure as the customer should read it: the server's words when it sent some, else the message id to translate. */
export const selectCheckoutFailure = (snapshot: CheckoutSnapshot): { readonly id: string; readonly text: string | null } | null =>
  snapshot.context.error === null ? null : { id: snapshot.context.error, text: snapshot.context.errorText };
export const selectCheckoutNotification = (snapshot: CheckoutSnapshot): Notification | null => snapshot.context.notification;
