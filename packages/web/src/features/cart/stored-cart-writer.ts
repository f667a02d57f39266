import { watchCartSaves, type SavedCartSource, type SyncKeyValueStore } from "@proshop/core";

/**
 * Writes the cart to the tab's storage when it moves (core's `watchCartSaves`), the last change
 * of a burst after `delayMs`, and at once when the page goes away or the writer stops, so
 * leaving the page does not lose the last change. Returns the function that stops it.
 */
export const writeStoredCart = (cart: SavedCartSource, store: SyncKeyValueStore, delayMs: number): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { readonly key: string; readonly cart: unknown } | undefined;
  const flush = () => {
    if (pending === undefined) return;
    const { key, cart: state } = pending;
    pending = undefined;
    // Written here, not on the Effect services: a page left before they came keeps it too.
    try {
      store.setItem(key, JSON.stringify(state));
    } catch {
      // A full or disabled storage: the cart lives as long as the tab.
    }
  };
  const stopWatching = watchCartSaves(cart, (event) => {
    pending = event;
    clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  });
  window.addEventListener("pagehide", flush);
  return () => {
    stopWatching();
    clearTimeout(timer);
    flush();
    window.removeEventListener("pagehide", flush);
  };
};
