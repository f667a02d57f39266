import type { CartState } from "../entities/cart.ts";
import type { OrderRequest } from "../contract/order-bodies.ts";
import { SHIPPING_METHODS, type ShippingMethod } from "../checkout/shipping.ts";

const isShippingMethod = (method: string): method is ShippingMethod => (SHIPPING_METHODS as readonly string[]).includes(method);

/**
 * The body of POST /admin/order for a cart: part numbers and quantities only (the server prices
 * from its own data), the coupon code exactly as entered, the chosen shipping method and
 * address, and the draft number of an earlier pricing so the server keeps it.
 */
export const orderRequestFromCart = (cart: CartState): OrderRequest => ({
  lines: cart.products.filter((line) => line.quantity > 0).map((line) => ({ part_no: line.part_no, quantity: line.quantity })),
  ...(isShippingMethod(cart.shipping_method) ? { shipping_method: cart.shipping_method } : {}),
  code: cart.code,
  addresskey: cart.addresskey,
  order_nr: cart.order_nr,
});
