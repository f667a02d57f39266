import { selectShopConfig, shopCurrency, type SyncKeyValueStore } from "@proshop/core";
import { browserKeyValueStore } from "../../app/key-value-store.ts";
import { sessionCartOwner, type OwnerSession } from "./cart-owner.ts";
import { createLiveCartSync, type CartOwnerSource, type LiveCartApi, type LiveCartSync, type SyncedCartActor } from "./live-cart-sync.ts";
import { localRecordings } from "./local-recordings.ts";

/*
 * The live cart's wiring in the browser: whose cart it is (the session), the two calls (core's
 * ApiClient, and a keepalive fetch when the page goes away), the storage, and the page's
 * visibility (hidden: send now; visible again: look for a newer cart on the server).
 */

export interface WebLiveCartOptions {
  readonly cart: SyncedCartActor;
  readonly session: OwnerSession;
  /**
   * The cart's owner, when the app made it already (it must see the session's login and logout
   * from the tab's start: app/actors.ts); else made here from `session`. Stopped with the live cart.
   */
  readonly owner?: CartOwnerSource & { stop(): void };
  readonly hostname: string;
  readonly store?: SyncKeyValueStore;
  readonly api: LiveCartApi;
  readonly debounceMs?: number;
}

/** The tab's live cart: created beside the cart actor, stopped with it. */
export const createWebLiveCart = (options: WebLiveCartOptions): LiveCartSync => {
  const store = options.store ?? browserKeyValueStore();
  const owner = options.owner ?? sessionCartOwner(options.session, store);
  const sync = createLiveCartSync({
    cart: options.cart,
    owner,
    api: options.api,
    store: localRecordings(store),
    hostname: options.hostname,
    locale: () => document.documentElement.lang || "fr",
    // The market's currency, so a replay of the recording without the server writes its amounts.
    currency: () => {
      const config = selectShopConfig(options.session.getSnapshot());
      return config === null ? null : shopCurrency(config);
    },
    ...(options.debounceMs === undefined ? {} : { debounceMs: options.debounceMs }),
  });
  const onHide = () => sync.flush({ keepalive: true });
  const onVisibility = () => {
    if (document.visibilityState === "hidden") onHide();
    else void sync.refresh();
  };
  window.addEventListener("pagehide", onHide);
  document.addEventListener("visibilitychange", onVisibility);
  return {
    ...sync,
    stop() {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
      sync.stop();
      owner.stop();
    },
  };
};
