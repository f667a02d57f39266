import { DEFAULT_FORM_SIGNING_SECRET, makeShopRuntime, shopServicesLayer, type SyncKeyValueStore } from "@proshop/core";

/**
 * The browser's key-value store for core's Storage/TokenStore layers. localStorage can be
 * missing or throw (private mode, disabled storage): then a memory store keeps the tab working,
 * the session simply does not survive a reload.
 */
export const browserKeyValueStore = (): SyncKeyValueStore => {
  try {
    const probe = "proshop.probe";
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
};

/** The one services runtime of the tab: API client on the page's own origin (the server serves both). */
export const createBrowserRuntime = (origin: string = window.location.origin, store: SyncKeyValueStore = browserKeyValueStore()) =>
  makeShopRuntime(
    shopServicesLayer({
      api: {
        baseUrl: origin,
        formSigningSecret: DEFAULT_FORM_SIGNING_SECRET,
        currentLocation: () => window.location.href,
      },
      content: { endpoint: `${origin}/content/api/v2` },
      store,
    }),
  );

export type BrowserRuntime = ReturnType<typeof createBrowserRuntime>;
