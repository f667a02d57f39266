import { useSyncExternalStore } from "react";

const subscribe = (listener: () => void): (() => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

/** Whether the browser says it has a network (online-only screens say so instead of failing, issue 37). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
