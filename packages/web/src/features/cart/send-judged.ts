import type { CartChangeJudged, LimitViolation } from "@proshop/core";

interface JudgingCart {
  on(type: "cart.judged", listener: (judged: CartChangeJudged) => void): { unsubscribe(): void };
  send(event: CartChangeJudged["event"]): void;
}

/**
 * Sends an add or a quantity change and settles with the cart's verdict (null: applied): at
 * once, or, for a change made while the stored cart still loads (it comes with the Effect chunk,
 * issue 18), once the cart has taken it. So "added" is said only of what was added.
 */
export const sendJudged = (cart: JudgingCart, event: CartChangeJudged["event"]): Promise<LimitViolation | null> =>
  new Promise((resolve) => {
    const listening = cart.on("cart.judged", (judged) => {
      if (judged.event !== event) return;
      listening.unsubscribe();
      resolve(judged.violation);
    });
    cart.send(event);
  });
