/// <reference types="node" />
import { renameSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { waitForPageView } from "./harness/page.ts";
import { DIST, readManifest } from "./harness/paths.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * SPEC 8/9: a screen whose chunk is gone shows the translated ChunkLoadError with a retry, and
 * a new deployment (the server serves another entry) reloads the page once. The FAQ screen's
 * chunk is moved away from dist/ for the test and put back after. Without the service worker,
 * which would answer the chunk from its precache: these are the network's failures.
 */
const shop = useShop();
const fr = t("fr");

const faqChunk = (): string => readManifest()["src/routes/faq.tsx"]!.file;

/** Runs `body` with the FAQ chunk missing from dist/, putting it back whatever happens. */
const withoutFaqChunk = async (body: (restore: () => void) => Promise<void>): Promise<void> => {
  const file = join(DIST, faqChunk());
  renameSync(file, `${file}.away`);
  let restored = false;
  const restore = () => {
    if (restored) return;
    renameSync(`${file}.away`, file);
    restored = true;
  };
  try {
    await body(restore);
  } finally {
    restore();
  }
};

const openFaqFromHeader = (page: Page) =>
  page.getByRole("navigation", { name: fr("web.app.main_navigation") }).getByRole("link", { name: fr("navigation.nav.faq"), exact: true }).click();

describe("a failed screen chunk", () => {
  it("shows the translated failure with a retry, which loads the screen once the chunk is back", async () => {
    const page = await openAs(shop, "nurse@example.fr", { serviceWorkers: "block" });
    await waitForPageView(page, "HOME");
    const chunk = faqChunk().replace(/^assets\//, "");
    await withoutFaqChunk(async (restore) => {
      await openFaqFromHeader(page);
      const failure = page.getByTestId("chunk-failure");
      await failure.waitFor();
      expect(await failure.innerText()).toContain(fr("common.chunk.failed", { n: chunk, reason: fr("common.chunk.reason.missing") }));
      restore();
      await failure.getByRole("button", { name: fr("web.no_shop.retry") }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText(), { timeout: 15_000 }).toBe(fr("web.pages.faq"));
    });
  }, 120_000);

  it("reloads once into a new deployment whose chunk names changed", async () => {
    const page = await openAs(shop, "nurse@example.fr", { serviceWorkers: "block" });
    await waitForPageView(page, "HOME");
    // The server "now serves" another build: its index.html names another entry script.
    await page.route("**/*", async (route) => {
      if (route.request().headers()["x-proshop-version-check"] !== "1") return route.fallback();
      const answer = await route.fetch();
      const html = (await answer.text()).replace(/(<script type="module"[^>]*src=")([^"]+)"/, '$1/assets/index-newversion.js"');
      return route.fulfill({ response: answer, body: html });
    });
    let loads = 0;
    page.on("load", () => loads++);
    await withoutFaqChunk(async () => {
      await openFaqFromHeader(page);
      await expect.poll(() => loads, { timeout: 20_000 }).toBe(1);
      // After the one reload the chunk is still missing: the failure shows, no second reload.
      await page.getByTestId("chunk-failure").waitFor();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(loads).toBe(1);
    });
  }, 120_000);
});
