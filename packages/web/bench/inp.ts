/// <reference types="node" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { BENCH_HOSTNAME, BENCH_PASSWORD, benchEmail } from "../../../bench/src/shop/bench-market.ts";
import { freshDatabase } from "../../../bench/src/shop/databases.ts";
import { startShopServer } from "../../../bench/src/shop/processes.ts";
import { loginLabels, t } from "../e2e/harness/labels.ts";
import { waitForPageView } from "../e2e/harness/page.ts";

/*
 * Interaction to Next Paint (issue 38) of three interactions on a listing of 2,000 products (the
 * bench market's generated catalogue, on its own host name): adding a product to the cart,
 * typing in the search box, ticking a filter. Each is measured on a fresh page, logged in, with
 * Chromium's CPU slowed 4x once the page is ready, by the web-vitals library in the page
 * (`onINP`, every change reported, interactions from 16 ms on); an interaction under 16 ms
 * counts 0.
 */

export type InteractionName = "add to cart" | "search" | "filter";
export type InpFigures = Record<InteractionName, number[]>;

const PRODUCTS = 2_000;
export const CPU_SLOWDOWN = 4;
const fr = t("fr");

/** web-vitals' build for a plain script tag (its exports do not name it: found beside the main file). */
const webVitalsScript = (): string => readFileSync(join(dirname(createRequire(import.meta.url).resolve("web-vitals")), "web-vitals.iife.js"), "utf8");

interface WebVitals {
  onINP: (report: (metric: { value: number }) => void, options: { reportAllChanges: boolean; durationThreshold: number }) => void;
}

/** Runs in the page before its own scripts, given web-vitals: INP as it reports it, in `window.__inp`. */
const recordInp = (webVitals: WebVitals) => {
  const page = window as unknown as { __inp: number };
  page.__inp = 0;
  webVitals.onINP((metric) => (page.__inp = metric.value), { reportAllChanges: true, durationThreshold: 16 });
};

const addButtons = (page: Page) => page.getByRole("button", { name: new RegExp(`^${fr("shop.product.add_to_cart")} – `) });
/** The listing's count ("Produits trouvés : 2000 · Page 1 sur 84"), gone when nothing is found. */
const LISTING_COUNT = "[data-testid='listing-count']";
const listingCount = (page: Page): Promise<string> => page.evaluate((selector) => document.querySelector(selector)?.textContent ?? "", LISTING_COUNT);

/** Waits until the listing's count says something else than `before`: the search or the filter was answered. */
const listingCountChangedFrom = async (page: Page, before: string): Promise<void> => {
  await page.waitForFunction(([selector, was]) => (document.querySelector(selector!)?.textContent ?? "") !== was, [LISTING_COUNT, before], { polling: 100 });
};

/**
 * Clicks the middle of `target` as a user's mouse does: Playwright's own click checks, in the page,
 * what the pointer hits during the press, which the interaction would be charged for.
 */
const clickLikeAUser = async (page: Page, target: Locator): Promise<void> => {
  const box = await target.boundingBox();
  if (box === null) throw new Error("INP: nothing to click");
  // The pointer comes to rest first, as a hand's does, then presses: hovering is not the click.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.waitForTimeout(300);
  await page.mouse.down();
  await page.mouse.up();
};

/**
 * The interactions, each from a listing shown and at rest: the act, then nothing in the page (a
 * wait of Playwright's looks on every frame, which the interaction would be charged for) until
 * Event Timing has reported it, then the check that the page answered.
 */
const INTERACTIONS: Record<InteractionName, (page: Page) => Promise<() => Promise<void>>> = {
  "add to cart": async (page) => {
    await clickLikeAUser(page, addButtons(page).first());
    return () => page.getByText(fr("webShop.added", { name: "§" }).split("§")[1]!.trim()).first().waitFor();
  },
  search: async (page) => {
    const before = await listingCount(page);
    await clickLikeAUser(page, page.getByRole("searchbox", { name: fr("shop.search.label") }));
    await page.keyboard.type("biberon", { delay: 120 });
    return () => listingCountChangedFrom(page, before);
  },
  filter: async (page) => {
    const before = await listingCount(page);
    await clickLikeAUser(page, page.locator("label").filter({ has: page.getByRole("checkbox") }).first());
    return () => listingCountChangedFrom(page, before);
  },
};

const openListing = async (context: BrowserContext, origin: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(`${origin}/c-p`);
  await waitForPageView(page, "c-p");
  await addButtons(page).first().waitFor();
  await page.waitForLoadState("networkidle");
  // The start's own work (the service worker's precache, chunks asked for after the first paint)
  // is over: what is measured is the interaction, on a page at rest.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(() => requestIdleCallback(resolve), 1_000))));
  return page;
};

/** `email` logged in on this browser, as the shop's buyers are (the bench's shop-home loads too). */
const loggedIn = async (browser: Browser, origin: string, email: string): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  const labels = loginLabels("fr");
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(BENCH_PASSWORD);
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
  await waitForPageView(page, "HOME");
  await page.close();
  return context;
};

/**
 * Measures each interaction `rounds` times; the server and its database are its own. Each
 * measure is a buyer of their own, so every cart starts empty (a cart that grew round after
 * round made adding slower each time).
 */
export const measureInp = async (browser: Browser, rounds: number): Promise<InpFigures> => {
  const names = Object.keys(INTERACTIONS) as InteractionName[];
  const database = await freshDatabase("pglite", "web-inp", { products: PRODUCTS, companies: rounds * names.length });
  const server = await startShopServer({ dataDir: database.dataDir });
  try {
    const origin = `http://${BENCH_HOSTNAME}:${new URL(server.url).port}`;
    // An init script runs inside a function: the IIFE's `var webVitals` is handed on, it is no global.
    const script = `${webVitalsScript()}\n(${recordInp.toString()})(webVitals);`;
    const figures: InpFigures = { "add to cart": [], search: [], filter: [] };
    let buyer = 0;
    for (let round = 0; round < rounds; round += 1) {
      for (const name of names) {
        const context = await loggedIn(browser, origin, benchEmail(buyer++));
        try {
          await context.addInitScript({ content: script });
          const page = await openListing(context, origin);
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
          const answered = await INTERACTIONS[name](page);
          // Event Timing reports an interaction after its next paint: give a slowed page time for it.
          await page.waitForTimeout(1_500);
          await answered();
          figures[name].push(await page.evaluate(() => (window as unknown as { __inp: number }).__inp));
        } finally {
          await context.close();
        }
      }
    }
    return figures;
  } finally {
    await server.stop();
  }
};
