import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Waits until the service worker controls the page and has precached the build (issue 37). */
export const serviceWorkerReady = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller === null) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
    return registration.active?.scriptURL ?? "";
  });

/** Counts the records of each store of the app's IndexedDB database (features/offline/kept-store.ts). */
const keptCounts = (page: Page): Promise<Record<string, number>> =>
  page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve) => {
        const request = indexedDB.open("proshop-offline");
        // Never create the app's database: made here first, empty, the app's own would get no stores.
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve({});
        request.onsuccess = () => {
          const db = request.result;
          const names = [...db.objectStoreNames];
          if (names.length === 0) {
            db.close();
            resolve({});
            return;
          }
          const tx = db.transaction(names, "readonly");
          const counts: Record<string, number> = {};
          for (const name of names) {
            const count = tx.objectStore(name).count();
            count.onsuccess = () => (counts[name] = count.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      }),
  );

/**
 * Waits until the app has kept the session's answers (user, config, catalogue, categories, and a
 * representative's shipping methods) and the companies chosen.
 */
export const keptDataReady = async (page: Page, least: { readonly answers?: number; readonly companies?: number } = {}): Promise<void> => {
  await expect.poll(async () => (await keptCounts(page))["answers"] ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(least.answers ?? 5);
  await expect.poll(async () => (await keptCounts(page))["companies"] ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(least.companies ?? 1);
};

/** Empties what the app kept (the database stays open in the app, so it is cleared, not deleted). */
export const forgetKeptData = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open("proshop-offline");
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction(["answers", "companies"], "readwrite");
          tx.objectStore("answers").clear();
          tx.objectStore("companies").clear();
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
        };
      }),
  );
