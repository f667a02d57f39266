/// <reference types="node" />
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { startServer, type RunningServer } from "@proshop/server";
import { launchHeadlessShell } from "./chromium.ts";
import { SCREENSHOTS } from "./paths.ts";

/*
 * One test file's shop: the real server (in-memory PGlite, seeded) on 127.0.0.1 with a free
 * port, and one Chromium (its headless shell: chromium.ts). Each `open` gets its own browser context, so tests never share
 * cookies or localStorage; contexts close after each test.
 *
 * The app's service worker is blocked unless a file asks for it (`useShop({ serviceWorkers:
 * "allow" })`: the offline and installable-app files). WHY (issue 38): each new context's worker
 * precaches the whole build (~170 files, 3 MB): a sixth of an end-to-end file's CPU (quick-order
 * 38 -> 31.5 s), spent while the file tests something else; twelve files at once 100 -> 92 s.
 */

/** Host names the seeded shop knows; Chromium resolves every `*.localhost` to this machine. */
export type ShopHost = "localhost" | "fr.localhost" | "es.localhost" | "nl.localhost" | "be.localhost" | "maintenance.localhost";

export interface OpenOptions {
  readonly host?: ShopHost;
  /** Desktop by default; `mobile` is 390 x 844. */
  readonly viewport?: "desktop" | "mobile";
  /** The app's service worker (issue 37): the file's choice (`useShop`) unless given here. */
  readonly serviceWorkers?: BrowserContextOptions["serviceWorkers"];
}

export interface E2eShop {
  readonly server: () => RunningServer;
  readonly url: (path?: string, host?: ShopHost) => string;
  /** A fresh browser context on `path`, with the page's uncaught errors collected. */
  readonly open: (path?: string, options?: OpenOptions) => Promise<Page>;
}

/** `serviceWorkers: "allow"` for the files that test the service worker itself (offline ordering, the installable app). */
export type ShopOptions = Pick<OpenOptions, "serviceWorkers">;

export const useShop = (shopOptions: ShopOptions = {}): E2eShop => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [server, browser] = await Promise.all([
      startServer({ port: 0, host: "127.0.0.1", dataDir: "memory", quiet: true }),
      launchHeadlessShell(),
    ]);
  });

  // A page that threw is a failed test, whatever the test itself checked.
  afterEach(async () => {
    const thrown = errors;
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    errors = [];
    if (thrown.length > 0) throw new Error(`Uncaught errors in the page:\n${thrown.join("\n")}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const running = (): RunningServer => {
    if (server === undefined) throw new Error("The shop server is not running (useShop's beforeAll did not finish)");
    return server;
  };

  const url = (path = "/", host: ShopHost = "localhost"): string => `http://${host}:${running().port}${path}`;

  const open = async (path = "/", options: OpenOptions = {}): Promise<Page> => {
    if (browser === undefined) throw new Error("Chromium is not running (useShop's beforeAll did not finish)");
    const context = await browser.newContext({
      viewport: options.viewport === "mobile" ? { width: 390, height: 844 } : { width: 1440, height: 900 },
      ...(options.viewport === "mobile" ? { isMobile: true, hasTouch: true } : {}),
      serviceWorkers: options.serviceWorkers ?? shopOptions.serviceWorkers ?? "block",
    });
    contexts.push(context);
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    await page.goto(url(path, options.host));
    return page;
  };

  return { server: running, url, open };
};
