import { describe, expect, it } from "vitest";
import { findRoute, firstLoad } from "../bench/first-load.ts";
import { readModuleSizes } from "../bench/module-sizes.ts";
import { waitForPageView } from "./harness/page.ts";
import { DIST, readManifest } from "./harness/paths.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 18: what the login page's first load carries and how it is asked for. The sizes are the
 * bench's (packages/web/bench); this checks the two build decisions they rest on.
 */
const shop = useShop();

describe("first load", () => {
  it("leaves the maintenance page (and DOMPurify) out of a shop that is open", async () => {
    const manifest = readManifest();
    const maintenance = manifest["src/features/shell/maintenance-page.tsx"];
    expect(maintenance?.isDynamicEntry, "the maintenance page is a chunk of its own").toBe(true);
    const page = await shop.open("/login");
    await waitForPageView(page, "login");
    const fetched = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
    expect(fetched).not.toContain(`/${maintenance!.file}`);
  });

  it("names the app's chunk in the page, so it downloads beside the entry", async () => {
    const app = readManifest()["src/app/start.tsx"]!.file;
    const page = await shop.open("/login");
    // The page as served: Vite's loader adds preload links of its own once the entry runs.
    const preloads = await page.evaluate(async () => {
      const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), "text/html");
      return [...served.querySelectorAll("link[rel=modulepreload]")].map((link) => new URL(link.getAttribute("href") ?? "", location.href).pathname);
    });
    expect(preloads).toContain(`/${app}`);
  });

  // "/" without a session: the guard sends the visitor to the login screen, the one to wait for.
  it.each(["/login", "/"])("paints the first screen of %s in the first render, with no Loading before it", async (path) => {
    const screen = readManifest()["src/routes/login.tsx"]!.file;
    const page = await shop.open("/faq");
    // A screen slower than the words: rendered before it arrived, the route showed "Loading"
    // and React held the form back ~300 ms after that.
    await page.route(`**/${screen}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.addInitScript(() => {
      const flags = window as unknown as { loadingSeen?: boolean };
      new MutationObserver(() => {
        if (document.querySelector("[data-testid=route-container] [role=status][aria-live]") !== null) flags.loadingSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(shop.url(path));
    await waitForPageView(page, "login");
    expect(await page.evaluate(() => (window as unknown as { loadingSeen?: boolean }).loadingSeen ?? false)).toBe(false);
  });

  it("holds no Effect in the first load of the login and shop routes", () => {
    const manifest = readManifest();
    const sizes = readModuleSizes(DIST);
    for (const route of [/^src\/routes\/login\.tsx$/, /^src\/routes\/home\.tsx$/]) {
      const { files } = firstLoad(manifest, findRoute(manifest, [route]));
      const effect = sizes.filter((size) => files.includes(size.chunk) && size.module.startsWith("effect/")).map((size) => size.module);
      expect(effect, String(route)).toEqual([]);
    }
  });

  it("asks for the Effect services only after the login page is painted", async () => {
    const effects = readManifest()["src/app/effect-services.ts"];
    expect(effects?.isDynamicEntry, "the Effect services are a chunk of their own").toBe(true);
    const page = await shop.open("/login");
    await waitForPageView(page, "login");
    const timing = () =>
      page.evaluate((file) => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
        const chunk = performance.getEntriesByType("resource").find((entry) => new URL(entry.name).pathname === `/${file}`);
        return { paint, chunk: chunk?.startTime ?? null };
      }, effects!.file);
    await expect.poll(async () => (await timing()).chunk).not.toBeNull();
    const { paint, chunk } = await timing();
    expect(paint).not.toBeNull();
    expect(chunk!).toBeGreaterThan(paint!);
  });

  it("asks for the shop home's category pictures after its first paint, and shows every one", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    // A cold load of the home itself (signed in), not the login page's paint.
    await page.reload();
    await waitForPageView(page, "HOME");
    const pictures = page.getByTestId("category-grid").locator("img");
    await expect.poll(() => pictures.count()).toBeGreaterThan(2);
    await expect.poll(() => pictures.evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).complete).length)).toBe(0);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      pictures: performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/images/categories/")).map((entry) => entry.startTime),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.pictures.length).toBeGreaterThan(2);
    expect(Math.min(...timing.pictures)).toBeGreaterThan(timing.paint!);
    // Shown, not left as empty frames: each picture decoded with its size.
    expect(await pictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  });
});
