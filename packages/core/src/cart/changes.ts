import type { CartProduct, CartState } from "../entities/cart.ts";
import type { ShopProduct } from "../entities/product.ts";
import type { LimitViolation } from "../limits/violation.ts";
import { checkCartLineChange, emptyCartLimitContext, type CartLimitContext } from "./limits.ts";
import { cartLineId, findCartLineIndex, cartLineWithQuantity, replaceCartLineAt, toCartLine, wholeCartUnits } from "./lines.ts";

/**
 * The outcome of a customer's change: the new cart and no violation, or the unchanged cart
 * (the very same object) and the limit the change ran into. The caller decides where the
 * violation goes (the machine stores it in `error` for the snackbar; the server refuses).
 */
export type CartChange =
  | { readonly cart: CartState; readonly violation: null }
  | { readonly cart: CartState; readonly violation: LimitViolation };

const accepted = (cart: CartState): CartChange => ({ cart: cart.error === null ? cart : { ...cart, error: null }, violation: null });

const guarded = (
  cart: CartState,
  index: number,
  before: CartProduct | null,
  after: CartProduct | null,
  context: CartLimitContext,
): CartChange => {
  const next = replaceCartLineAt(cart, index, after);
  if (next === cart) return accepted(cart);
  const violation = checkCartLineChange(cart, next, { before, after }, context);
  return violation === null ? accepted(next) : { cart, violation };
};

/**
 * Adds `quantity` units of a product (SPEC 4): to its line when there is one, else in a new
 * line. A resulting quantity at or below 0 removes the line, so a negative quantity takes units
 * away. An existing line takes the product's current price and limits. An active bundle line
 * keeps its requested quantity unless the new quantity is larger.
 */
export const addToCart = (
  cart: CartState,
  product: ShopProduct,
  quantity: number,
  context: CartLimitContext = emptyCartLimitContext,
): CartChange => {
  const units = wholeCartUnits(quantity);
  const index = findCartLineIndex(cart, cartLineId(product));
  const before = index === -1 ? null : cart.products[index]!;
  if (before === null) {
    return units <= 0 ? accepted(cart) : guarded(cart, -1, null, toCartLine(product, units), context);
  }
  const fresh = { ...toCartLine(product, before.quantity), quantity_requested: before.quantity_requested };
  return guarded(cart, index, before, cartLineWithQuantity(fresh, before.quantity + units, "add"), context);
};

/**
 * Sets a line's quantity (at or below 0 removes the line). An unknown line id changes nothing.
 * An active bundle line's requested quantity becomes the new quantity.
 */
export const setCartQuantity = (
  cart: CartState,
  lineId: string,
  quantity: number,
  context: CartLimitContext = emptyCartLimitContext,
): CartChange => {
  const index = findCartLineIndex(cart, lineId);
  if (index === -1) return accepted(cart);
  const before = cart.products[index]!;
  const units = wholeCartUnits(quantity);
  if (units === before.quantity) return accepted(cart);
  return guarded(cart, index, before, cartLineWithQuantity(before, units, "set"), context);
};

/**
 * Removes a line. Always allowed, even when it leaves free items without a paid line: the cart
 * then carries `free_items_need_paid_items` (see `cartViolations`) and checkout refuses it,
 * which lets the customer swap paid items without emptying the cart first.
 */
export const removeFromCart = (cart: CartState, lineId: string): CartChange => {
  const index = findCartLineIndex(cart, lineId);
  return accepted(index === -1 ? cart : replaceCartLineAt(cart, index, null));
};
