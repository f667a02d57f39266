/// <reference types="node" />
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { TOKEN_STORAGE_KEY } from "@proshop/core";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/harness/chromium.ts";
import { loginLabels } from "../e2e/harness/labels.ts";
import { logIn, waitForPageView } from "../e2e/harness/page.ts";

/*
 * Lighthouse's performance audit (its default mobile preset: a mid-range phone's screen, 4x CPU
 * slowdown and a slow 4G line, simulated) of the login page and of the logged-in shop home, in
 * Debian's Chromium. WHY one persistent profile: the web keeps its session token in
 * localStorage, so the shop home is logged in when the profile holds it. Lighthouse normally
 * wipes the origin's storage before auditing; for the shop home it is told not to, and the HTTP
 * cache is emptied by hand instead, so that load is still a cold one.
 *
 * The cold visit (issue 38) is the shop home opened as after a bookmark on a new day: the HTTP
 * cache, the service worker and every store of the origin emptied, then only the session token
 * put back. No stored cart, preferences or catalogue: the page must fetch and build all of them.
 */

export interface LighthouseFigures {
  /** Performance score, 0-100. */
  readonly score: number;
  readonly lcpMs: number;
  readonly fcpMs: number;
  readonly tbtMs: number;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });

const audit = async (url: string, port: number, keepStorage: boolean): Promise<LighthouseFigures> => {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"], disableStorageReset: keepStorage });
  if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // A lost session would audit the login page twice without saying so.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories["performance"]?.score ?? 0) * 100),
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
  };
};

/** `runs` audits each of `${origin}/login`, of the shop home logged in as `email`, and of its cold visit. */
export const lighthouseRuns = async (
  origin: string,
  email: string,
  runs: number,
): Promise<{ login: LighthouseFigures[]; shop: LighthouseFigures[]; cold: LighthouseFigures[] }> => {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "proshop-lighthouse-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    const login: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i += 1) login.push(await audit(`${origin}/login`, port, false));

    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await logIn(page, email, loginLabels("fr"));
    await waitForPageView(page, "HOME");
    const cdp = await context.newCDPSession(page);
    const shop: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i += 1) {
      await cdp.send("Network.clearBrowserCache");
      shop.push(await audit(`${origin}/`, port, true));
    }

    const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY);
    if (token === null) throw new Error("no session token after logging in");
    const cold: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i += 1) {
      await page.goto("about:blank");
      await cdp.send("Network.clearBrowserCache");
      await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
      // A document of the origin that runs none of the app, to write the token into its storage.
      await page.goto(`${origin}/manifest.webmanifest`);
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
      await page.goto("about:blank");
      cold.push(await audit(`${origin}/`, port, true));
    }
    await page.close();
    return { login, shop, cold };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
};
