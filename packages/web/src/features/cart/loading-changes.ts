import type { CartEvent, CartMachineContext, SyncKeyValueStore } from "@proshop/core";

/*
 * The customer's cart changes made while the cart machine still loads its stored cart (it waits
 * for the Effect chunk, issue 18): the machine keeps them in `deferred` and makes them once the
 * cart is in. A page left before that hands them to the next page, which sends them to its
 * machine first, so an add followed at once by a click elsewhere is not lost.
 */

/** Where a page left the changes its machine had not made yet. */
export const LOADING_CHANGES_KEY = "proshopcart.deferred";

interface LoadingCartActor {
  send(event: CartEvent): void;
  getSnapshot(): { readonly context: Pick<CartMachineContext, "deferred">; matches(value: "loading"): boolean };
}

const take = (store: SyncKeyValueStore): CartEvent[] => {
  try {
    const text = store.getItem(LOADING_CHANGES_KEY);
    store.removeItem(LOADING_CHANGES_KEY);
    const left = JSON.parse(text ?? "[]") as unknown;
    return Array.isArray(left) ? left.filter((event: { type?: unknown } | null) => typeof event?.type === "string" && event.type.startsWith("cart.")) : [];
  } catch {
    return [];
  }
};

/** Sends what the last page left to `cart` (still loading, so they are made first) and keeps this page's on leaving. */
export const carryLoadingChanges = (cart: LoadingCartActor, store: SyncKeyValueStore, target: Pick<Window, "addEventListener" | "removeEventListener"> = window): (() => void) => {
  for (const event of take(store)) cart.send(event);
  const onHide = () => {
    const snapshot = cart.getSnapshot();
    if (!snapshot.matches("loading") || snapshot.context.deferred.length === 0) return;
    try {
      store.setItem(LOADING_CHANGES_KEY, JSON.stringify(snapshot.context.deferred));
    } catch {
      // A full storage loses them, as a closed tab would.
    }
  };
  // Back from the page cache, this page still holds them itself.
  const onShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) take(store);
  };
  target.addEventListener("pagehide", onHide);
  target.addEventListener("pageshow", onShow);
  return () => {
    target.removeEventListener("pagehide", onHide);
    target.removeEventListener("pageshow", onShow);
  };
};
