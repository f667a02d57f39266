import type { CartEvent, CartState } from "@proshop/core";

/*
 * The web's cart actor lives as long as the tab, so a cart handed over (the server's live cart,
 * or another company's for a representative) is given to the running machine whole with
 * `cart.replace`: unchecked against the limits (the cart screen explains with them what it
 * breaks) and not recorded (the sync detaches its recorder meanwhile, and the recorder it
 * attaches after records the replaced cart as its `cart.loaded`).
 */

/** What the cart screen shows of a cart: lines, quantities, coupon and shipping (not prices or statuses). */
export const cartSignature = (cart: CartState): string =>
  JSON.stringify([
    cart.products.map((line) => [line.id, line.quantity, line.price]),
    cart.code,
    cart.shipping_method,
    cart.shipping_charge,
  ]);

/** What `bringCartTo` needs of the cart actor. */
export interface RestorableCartActor {
  send(event: CartEvent): void;
  getSnapshot(): { readonly context: { readonly cart: CartState } };
}

/**
 * Replaces the actor's cart with `target` unless it already shows it (the machine takes it when
 * idle, past loading). Returns whether it sent the replace.
 */
export const bringCartTo = (actor: RestorableCartActor, target: CartState): boolean => {
  if (cartSignature(actor.getSnapshot().context.cart) === cartSignature(target)) return false;
  actor.send({ type: "cart.replace", cart: target });
  return true;
};
