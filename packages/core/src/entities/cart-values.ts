/*
 * cart.ts's plain values and rules, without Effect's Schema: the web's first screen uses them and must
 * not load Schema with them (issue 18). cart.ts re-exports them beside its schemas.
 */
import type { CartState } from "./cart.ts";

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
