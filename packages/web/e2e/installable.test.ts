import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./harness/chromium.ts";
import { serviceWorkerReady } from "./harness/offline.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 37: the shop is an installable app. Chromium finds nothing missing for installing it
 * (the DevTools protocol's installability errors), and once its service worker has precached the
 * build, the app opens without a network: from the start URL and on a deep link.
 */
const shop = useShop({ serviceWorkers: "allow" });

describe("the installable app", () => {
  it("has nothing missing for Chromium to install it, with the market's manifest", async () => {
    // A profile of its own: Chromium never offers to install from an incognito context (the harness's).
    const profile = await mkdtemp(join(tmpdir(), "proshop-install-"));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
    try {
      const page = await context.newPage();
      await page.goto(shop.url("/login", "es.localhost"));
      await waitForPageView(page, "login");
      expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);
      const devtools = await context.newCDPSession(page);
      const { installabilityErrors } = (await devtools.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
      const { url, errors, data } = (await devtools.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data: string };
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
      expect(JSON.parse(data)).toMatchObject({ lang: "es-ES", display: "standalone", start_url: "/" });
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it("opens without a network once its service worker is in place, on the start URL and on a deep link", async () => {
    const page = await openAs(shop, "rep@example.fr");
    await waitForPageView(page, /./);
    await serviceWorkerReady(page);
    // An active service worker has finished its precaching: the build is in the cache storage.
    await expect
      .poll(() => page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).length)))))
      .not.toEqual([]);
    await page.context().setOffline(true);
    for (const path of ["/", "/cart"]) {
      const answer = await page.goto(shop.url(path));
      // Answered by the service worker (Chromium's own offline page has no answer of ours).
      expect(answer?.fromServiceWorker()).toBe(true);
      // The app itself runs: until the representative's kept catalogue (next), it says the shop
      // cannot be reached, with a retry.
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByRole("button").count()).toBeGreaterThan(0);
    }
    await screenshot(page, "offline-app");
    await page.context().setOffline(false);
  });
});
