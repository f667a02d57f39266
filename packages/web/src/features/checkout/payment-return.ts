import { PAYMENT_OUTCOMES, type PaymentOutcome } from "@proshop/core";

export interface PaymentReturn {
  readonly outcome: PaymentOutcome;
  readonly orderNr: string;
}

/**
 * The provider's way back: `/cart?payment=completed|canceled&order_nr=...`. Anything else (no
 * or unknown outcome, no order number) is not a return and the cart shows as usual.
 */
export const paymentReturnOf = (search: string): PaymentReturn | null => {
  const query = new URLSearchParams(search);
  const outcome = query.get("payment");
  const orderNr = query.get("order_nr")?.trim() ?? "";
  const known = PAYMENT_OUTCOMES.find((candidate) => candidate === outcome);
  return known === undefined || orderNr === "" ? null : { outcome: known, orderNr };
};
