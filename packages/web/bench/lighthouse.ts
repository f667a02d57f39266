/// <reference types="node" />
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
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

/** `runs` audits of `${origin}/login`, then `runs` of the shop home logged in as `email`. */
export const lighthouseRuns = async (
  origin: string,
  email: string,
  runs: number,
): Promise<{ login: LighthouseFigures[]; shop: LighthouseFigures[] }> => {
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
    await page.close();
    return { login, shop };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
};
