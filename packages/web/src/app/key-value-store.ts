import type { SyncKeyValueStore } from "@proshop/core";

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
