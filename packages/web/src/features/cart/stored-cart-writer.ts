import { watchCartSaves, type SaveCartEvent, type SavedCartSource, type SyncKeyValueStore } from "@proshop/core";
import { debounce } from "../shop/debounce.ts";

/**
 * Writes the cart to the tab's storage when it moves (core's `watchCartSaves`), the last change
 * of a burst after `delayMs`, and at once when the page goes away or the writer stops, so
 * leaving the page does not lose the last change. Returns the function that stops it.
 */
export const writeStoredCart = (cart: SavedCartSource, store: SyncKeyValueStore, delayMs: number): (() => void) => {
  // Written here, not on the Effect services: a page left before they came keeps it too.
  const write = debounce(({ key, cart: state }: SaveCartEvent) => {
    try {
      store.setItem(key, JSON.stringify(state));
    } catch {
      // A full or disabled storage: the cart lives as long as the tab.
    }
  }, delayMs);
  const stopWatching = watchCartSaves(cart, write);
  const flush = () => write.flush();
  window.addEventListener("pagehide", flush);
  return () => {
    stopWatching();
    flush();
    window.removeEventListener("pagehide", flush);
  };
};
