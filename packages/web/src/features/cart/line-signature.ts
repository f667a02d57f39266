import type { CartState } from "@proshop/core";

/**
 * What the server prices: the lines' part numbers and quantities and the coupon code. WHY a
 * signature rather than the cart's revision: a price answer changes the revision too, so
 * re-pricing on every revision would never stop; the signature only moves when the customer
 * (or a trimmed quantity) changed what is asked for.
 */
export const pricingSignature = (cart: Pick<CartState, "products" | "code">): string =>
  `${cart.products.map((line) => `${line.part_no}:${line.quantity}`).join(",")}|${cart.code ?? ""}`;
