import { Result, Schema } from "effect";
import { CartState, initialCartState } from "../entities/cart.ts";
import { adoptRestoredCart } from "./stored-cart.ts";

export { CART_STORAGE_KEY } from "./stored-cart.ts";

const decodeCart = Schema.decodeUnknownResult(CartState);

const parse = (stored: unknown): unknown => {
  if (typeof stored !== "string") return stored;
  try {
    return JSON.parse(stored);
  } catch {
    return undefined;
  }
};

/**
 * The cart from what storage held: a JSON string or an already parsed object. Adapters call it
 * in the cart machine's `loadCart` slot. Anything that is
 * not a valid cart (missing, corrupt JSON, wrong shapes) gives an empty cart, never an error.
 * The amounts are recomputed from the lines rather than trusted, and an old snackbar error is
 * not brought back.
 */
export const restoreCart = (stored: unknown): CartState => {
  const decoded = decodeCart(parse(stored));
  if (Result.isFailure(decoded)) return initialCartState;
  return adoptRestoredCart(decoded.success);
};

/** The text to store under `CART_STORAGE_KEY`. */
export const serializeCart = (cart: CartState): string => JSON.stringify(cart);
