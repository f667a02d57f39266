import { Result, Schema } from "effect";
import { CartState, initialCartState } from "../entities/cart.ts";
import { recalculateCart } from "./totals.ts";

/** The storage key of the persisted cart (SPEC 3: "cart" prefixed with the product name). */
export const CART_STORAGE_KEY = "proshopcart";

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
 * The cart from what storage held: a JSON string or an already parsed object. Anything that is
 * not a valid cart (missing, corrupt JSON, wrong shapes) gives an empty cart, never an error.
 * The amounts are recomputed from the lines rather than trusted, and an old snackbar error is
 * not brought back.
 */
export const restoreCart = (stored: unknown): CartState => {
  const decoded = decodeCart(parse(stored));
  if (Result.isFailure(decoded)) return initialCartState;
  return recalculateCart({ ...decoded.success, error: null });
};

/** The text to store under `CART_STORAGE_KEY`. */
export const serializeCart = (cart: CartState): string => JSON.stringify(cart);
