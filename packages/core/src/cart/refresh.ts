import type { CartProduct, CartState } from "../entities/cart.ts";
import type { LineStatus, OrderRefresh, OrderRefreshLine } from "../entities/order.ts";
import { cartSubtotal, cartUnitCount, settleCartLines } from "./totals.ts";

/** What the customer asks for on a line: an active bundle's remembered request, else the quantity. */
export const requestedCartUnits = (line: CartProduct): number => line.quantity_requested ?? line.quantity;

/**
 * One line after the server priced it (SPEC 4): CAN_ORDER_ALL when the available quantity
 * covers the request, CAN_ORDER_PART (quantity cut to what is available) when it is less,
 * CANNOT_ORDER when the server does not list the item, says so, or has none available.
 * A CANNOT_ORDER line keeps its quantity and price, so the customer sees what could not be
 * ordered and removes it; checkout must not order it.
 *
 * A refresh never adds units: a line cut earlier is not grown back silently, since that could
 * pass a limit or the max order price behind the customer's back. An active bundle's remembered
 * request keeps deciding the status, so the screen can offer to raise the line again through a
 * normal (limit-checked) change.
 */
export const refreshCartLine = (line: CartProduct, priced: OrderRefreshLine | undefined): CartProduct => {
  const available = priced?.available_quantity === undefined ? 0 : Math.max(0, Math.floor(priced.available_quantity));
  if (priced === undefined || priced.status === "CANNOT_ORDER" || available === 0) {
    return { ...line, price: priced?.price_in_cents ?? line.price, status: "CANNOT_ORDER", max_qty: 0 };
  }
  const request = requestedCartUnits(line);
  const status: LineStatus = available >= request ? "CAN_ORDER_ALL" : "CAN_ORDER_PART";
  return { ...line, price: priced.price_in_cents, quantity: Math.min(line.quantity, available), status, max_qty: available };
};

/**
 * Applies the server's priced order to the cart: every line's price, quantity and status, then
 * subtotal, discount and total recomputed by the cart's own rules from those lines (so
 * `total = subtotal + shipping - discount` keeps holding), and the order number stored.
 */
export const applyOrderRefresh = (cart: CartState, refresh: OrderRefresh): CartState => {
  const byId = new Map<string, OrderRefreshLine>();
  for (const line of refresh.lines) byId.set(line.id, line);
  const products = cart.products.map((line) => refreshCartLine(line, byId.get(line.id)));
  const settled = settleCartLines(cart, products, cartSubtotal(products), cartUnitCount(products));
  return { ...settled, order_nr: refresh.order_nr, error: null };
};

/** Lines the last refresh said cannot be ordered. */
export const unorderableCartLines = (cart: CartState): CartProduct[] =>
  cart.products.filter((line) => line.status === "CANNOT_ORDER");
