// Imported by the generated service worker (vite.config.ts, issue 37). When Background Sync says
// the network is back, the open tabs are asked to send the orders queued offline: only a tab has
// the session that sends them (the service worker never holds a token).
self.addEventListener("sync", (event) => {
  if (event.tag !== "proshop-order-queue") return;
  event.waitUntil(
    self.clients.matchAll({ type: "window" }).then((tabs) => {
      for (const tab of tabs) tab.postMessage({ type: "proshop.syncQueue" });
    }),
  );
});
