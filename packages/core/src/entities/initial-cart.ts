import type { CartState } from "./cart.ts";

/*
 * The empty cart. WHY apart from cart.ts: the cart machine needs it, not the schema, and a
 * module without Effect keeps Effect out of what `proshop cart replay <file>` loads.
 */
export const initialCartState: CartState = {
  max: -1,
  step: 0,
  products: [],
  quantity: 0,
  subtotal: 0,
  discount: 0,
  shipping: 0,
  shipping_charge: 0,
  total: 0,
  shipping_method: "Standard",
  shipping_address: null,
  addresskey: null,
  code: null,
  coupon: null,
  payment: { type: "creditcard", method: "cod", card: null },
  order_nr: null,
  error: null,
};
