/*
 * The installable app's service worker (issue 37; built by vite-plugin-pwa into dist/sw.js):
 * registered once the first screen has painted, so its download and the precaching it starts
 * never compete with the first load. The dev server has none.
 */
export const registerServiceWorker = (): void => {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  // A browser that refuses it (private mode, a blocked origin) keeps the online app as it is.
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
};
