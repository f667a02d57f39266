import type { CartState } from "../entities/cart.ts";
import type { Cents } from "../money.ts";
import { DEFAULT_SHIPPING_METHOD, isShippingMethod, type ShippingMethod } from "./shipping.ts";

/**
 * What the customer confirms on the last step: the shipping method, its charge and the total to
 * pay. ONE source for all of it: the cart (its `shipping_method`, `shipping` and `total`), which
 * is stored and restored on reload. The checkout keeps no shipping choice of its own: a copy
 * restarted at Standard after a reload while the cart (and the total shown) kept the customer's
 * choice, and the order was placed without it (issue 33). Step 2's radio, step 3's summary and
 * the submit all read this.
 */
export interface CheckoutConfirmation {
  readonly shippingMethod: ShippingMethod;
  /** Shipping in the total (0 for an empty cart, whatever the method's charge). */
  readonly shipping: Cents;
  readonly total: Cents;
}

/** A method the shop does not know (an old or edited stored cart) counts as the default, as the server prices it. */
export const cartShippingMethod = (cart: Pick<CartState, "shipping_method">): ShippingMethod =>
  isShippingMethod(cart.shipping_method) ? cart.shipping_method : DEFAULT_SHIPPING_METHOD;

const confirmations = new WeakMap<object, CheckoutConfirmation>();

/** The confirmation of a cart; the same object for the same cart, so selectors compared by reference do not re-render. */
export const checkoutConfirmationOf = (cart: Pick<CartState, "shipping_method" | "shipping" | "total">): CheckoutConfirmation => {
  let confirmation = confirmations.get(cart);
  if (confirmation === undefined) {
    confirmation = { shippingMethod: cartShippingMethod(cart), shipping: cart.shipping, total: cart.total };
    confirmations.set(cart, confirmation);
  }
  return confirmation;
};
