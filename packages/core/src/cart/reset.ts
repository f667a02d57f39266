import type { CartState } from "../entities/cart.ts";
import { initialCartState } from "../entities/cart-values.ts";

/**
 * Empties the cart (SPEC 4) and sets its `max` from the user's max order amount in cents;
 * 0 when the user has none (0 imposes no ceiling).
 */
export const resetCart = (maxOrderAmount?: number | null): CartState => ({
  ...initialCartState,
  max: typeof maxOrderAmount === "number" && Number.isFinite(maxOrderAmount) && maxOrderAmount > 0 ? Math.round(maxOrderAmount) : 0,
});
