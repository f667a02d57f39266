import type { CartState } from "../entities/cart.ts";
import { initialCartState } from "../entities/initial-cart.ts";
import { recalculateCart } from "./totals.ts";

/*
 * The stored cart without its decoding (persist.ts decodes it with Effect's Schema). WHY apart:
 * a replay's carts are decoded already, with the recording; its machine restores them with
 * `restoreDecodedCart` and so never loads Effect (`proshop cart replay <file>`).
 */

/** The storage key of the persisted cart (SPEC 3: "cart" prefixed with the product name). */
export const CART_STORAGE_KEY = "proshopcart";

/**
 * A decoded cart (or none) as the machine takes it: the amounts recomputed from the lines rather
 * than trusted, and an old snackbar error not brought back.
 */
export const restoreDecodedCart = (cart: CartState | null): CartState =>
  cart === null ? initialCartState : recalculateCart({ ...cart, error: null });
