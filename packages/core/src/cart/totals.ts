import type { CartProduct, CartState } from "../entities/cart.ts";
import type { Cents } from "../money.ts";
import { couponDiscount } from "./coupon.ts";

/** Sum of price × quantity over the lines, in cents. */
export const cartSubtotal = (lines: ReadonlyArray<CartProduct>): Cents => {
  let sum = 0;
  for (const line of lines) sum += line.price * line.quantity;
  return sum;
};

/** Sum of the lines' quantities: the number on the cart badge. */
export const cartUnitCount = (lines: ReadonlyArray<CartProduct>): number => {
  let sum = 0;
  for (const line of lines) sum += line.quantity;
  return sum;
};

/** total = subtotal + shipping - discount (SPEC 4). */
export const cartTotal = (cart: Pick<CartState, "subtotal" | "shipping" | "discount">): Cents =>
  cart.subtotal + cart.shipping - cart.discount;

/** An empty cart ships nothing, so it costs no shipping even when a method is chosen. */
const shippingFor = (lines: ReadonlyArray<CartProduct>, charge: Cents): Cents => (lines.length === 0 ? 0 : charge);

/**
 * The cart after its lines changed, given the new lines' subtotal and unit count (callers that
 * changed one line pass them incrementally, so a change costs no full pass over the cart).
 *
 * SPEC 4: the discount resets to 0 when the subtotal falls. The coupon goes with it (code
 * cleared): a smaller cart may no longer meet the coupon's terms, so the customer enters the
 * code again. While the subtotal holds or grows, the discount follows the coupon (10 % of a
 * bigger cart is a bigger discount).
 */
export const settleCartLines = (
  before: CartState,
  products: ReadonlyArray<CartProduct>,
  subtotal: Cents,
  quantity: number,
): CartState => {
  const fell = subtotal < before.subtotal;
  const coupon = fell ? null : before.coupon;
  const discount = coupon === null ? 0 : couponDiscount(coupon, products);
  const shipping = shippingFor(products, before.shipping_charge);
  return {
    ...before,
    products,
    subtotal,
    quantity,
    coupon,
    code: coupon === null ? null : before.code,
    discount,
    shipping,
    total: subtotal + shipping - discount,
  };
};

/**
 * Recomputes every derived amount from the lines (SPEC 4 "recalculate"): subtotal, badge count,
 * shipping, the coupon's discount (the coupon is dropped if the cart no longer meets its
 * minimum) and total. Used after loading a stored cart, which may be stale or edited by hand.
 */
export const recalculateCart = (cart: CartState): CartState => {
  const subtotal = cartSubtotal(cart.products);
  const keepCoupon = cart.coupon !== null && subtotal >= (cart.coupon.min_subtotal ?? 0);
  const coupon = keepCoupon ? cart.coupon : null;
  const discount = coupon === null ? 0 : couponDiscount(coupon, cart.products);
  const shipping = shippingFor(cart.products, cart.shipping_charge);
  return {
    ...cart,
    subtotal,
    quantity: cartUnitCount(cart.products),
    coupon,
    code: coupon === null ? null : cart.code,
    discount,
    shipping,
    total: subtotal + shipping - discount,
  };
};

/**
 * Chooses the shipping method (SPEC 4): the shipping cost is the charge (cents) when positive,
 * else 0, and the total follows.
 */
export const chooseCartShipping = (cart: CartState, method: string, charge: Cents): CartState => {
  const shipping_charge = Number.isFinite(charge) && charge > 0 ? Math.round(charge) : 0;
  const shipping = shippingFor(cart.products, shipping_charge);
  return {
    ...cart,
    shipping_method: method,
    shipping_charge,
    shipping,
    total: cart.subtotal + shipping - cart.discount,
    error: null,
  };
};
