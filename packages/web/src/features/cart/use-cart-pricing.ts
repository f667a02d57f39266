import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useCartActor } from "../../app/services-context.tsx";
import { pricingSignature } from "./line-signature.ts";

/** Waits for the customer to stop clicking a stepper before asking the server for prices. */
const PRICING_DELAY_MS = 400;

/**
 * Keeps the cart priced by the server while the cart screen is open (SPEC 4's order refresh:
 * prices, available quantities, line statuses): once on arrival, then after each change of
 * what is asked for. The cart machine itself re-prices a cart changed during a call.
 */
export const useCartPricing = (): void => {
  const cart = useCartActor();
  const signature = useSelector(cart, (snapshot) => pricingSignature(snapshot.context.cart));
  const loaded = useSelector(cart, (snapshot) => !snapshot.matches("loading"));
  const empty = useSelector(cart, (snapshot) => snapshot.context.cart.products.length === 0);
  useEffect(() => {
    if (!loaded || empty) return;
    const timer = setTimeout(() => cart.send({ type: "cart.refresh" }), PRICING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cart, signature, loaded, empty]);
};
