import type { CartState } from "../entities/cart.ts";
import { initialCartState } from "../entities/cart-values.ts";
import { recalculateCart } from "./totals.ts";

/*
 * The stored cart as the cart machine takes it, without Effect's Schema: reading what storage
 * held (persist.ts's `restoreCart`, which decodes it) is the adapter's `loadCart` slot, so that a
 * first screen holding the cart machine does not load Schema with it (issue 18).
 */

/** The storage key of the persisted cart (SPEC 3: "cart" prefixed with the product name). */
export const CART_STORAGE_KEY = "proshopcart";

/**
 * A cart already decoded (by `restoreCart`, or a recording's reader) as the machine keeps it: the
 * amounts recomputed from the lines rather than trusted, an old snackbar error not brought
 * back; none is the empty cart.
 */
export const adoptRestoredCart = (cart: CartState | null | undefined): CartState =>
  cart === null || cart === undefined ? initialCartState : recalculateCart({ ...cart, error: null });
