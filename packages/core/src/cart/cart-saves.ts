import type { CartState } from "../entities/cart.ts";
import { CART_STORAGE_KEY } from "./stored-cart.ts";

/** One cart to store, as `watchCartSaves` hands it to the adapter. */
export interface SaveCartEvent {
  readonly type: "cart.save";
  readonly key: string;
  readonly cart: CartState;
}

/** What `watchCartSaves` reads of a cart actor's snapshot. */
interface SavedCartSnapshot {
  readonly context: { readonly cart: CartState; readonly revision: number };
}

/** What `watchCartSaves` reads of a cart actor. */
export interface SavedCartSource {
  getSnapshot(): SavedCartSnapshot;
  subscribe(listener: (snapshot: SavedCartSnapshot) => void): { unsubscribe(): void };
}

/**
 * Calls `save` each time a change replaced the cart: the machine counts those changes in
 * `revision` (the customer's, a checked coupon, the server's pricing, a reset); the cart it
 * loaded is not saved back. WHY watched rather than sent by the machine to a child actor: that
 * send cost each cart event about a third of a minimal XState event (issue 18). Returns the
 * function that stops watching.
 */
export const watchCartSaves = (cart: SavedCartSource, save: (event: SaveCartEvent) => void): (() => void) => {
  let revision = cart.getSnapshot().context.revision;
  const subscription = cart.subscribe((snapshot) => {
    if (snapshot.context.revision === revision) return;
    revision = snapshot.context.revision;
    save({ type: "cart.save", key: CART_STORAGE_KEY, cart: snapshot.context.cart });
  });
  return () => subscription.unsubscribe();
};
