/// <reference types="node" />
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/*
 * Debian's Chromium, driven by playwright-core. Never `playwright install`: it downloads a
 * browser build that does not run here. The flags keep the browser quiet and offline apart
 * from the pages we open.
 *
 * Two builds of the same version: the browser (`chromium`: Lighthouse, the installable app, the
 * bench, the picture scripts) and the old headless shell (`chromium-headless-shell`: the
 * end-to-end tests). WHY the shell for the tests: the browser in headless mode still runs its own
 * UI, and each window's omnibox popup (a WebUI page of its own renderer) used ~4 s of CPU in ~10 s
 * of three idle windows; the shell has no browser UI (1.5 s for the same). The engine is the same.
 * Issue 38: Chromium was half of the end-to-end stage's CPU.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
const PACKAGES: ReadonlyArray<readonly [path: string, debianPackage: string]> = [
  [CHROMIUM_PATH, "chromium"],
  [HEADLESS_SHELL_PATH, "chromium-headless-shell"],
];

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

const isRoot = (): boolean => process.getuid?.() === 0;

const canSudo = (): boolean => spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0;

/** Installs Debian's Chromium and its headless shell when missing (about 20 s), as root or through passwordless sudo. */
export const ensureChromium = (): void => {
  const missing = PACKAGES.filter(([path]) => !existsSync(path)).map(([, name]) => name);
  if (missing.length === 0) return;
  const install = `apt-get install -y ${missing.join(" ")}`;
  const prefix = isRoot() ? [] : canSudo() ? ["sudo", "-n"] : undefined;
  if (prefix === undefined) {
    throw new Error(`Chromium is missing (${missing.join(", ")}) and this user cannot install it: run "apt-get update && ${install}" as root.`);
  }
  console.log(`e2e: ${missing.join(" and ")} missing, installing with apt-get (about 20 s)`);
  const as = [...prefix, "env", "DEBIAN_FRONTEND=noninteractive"].join(" ");
  const result = spawnSync("sh", ["-c", `${as} apt-get update -qq && ${as} apt-get install -y -qq ${missing.join(" ")}`], {
    stdio: "inherit",
  });
  if (result.status !== 0 || PACKAGES.some(([path]) => !existsSync(path))) {
    throw new Error(`Installing Chromium with apt-get failed (exit ${result.status}): run "${install}" as root.`);
  }
};

/** The browser, as users run it (the bench's measures). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });

/** The headless shell, for the end-to-end tests. */
export const launchHeadlessShell = (): Promise<Browser> =>
  chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_FLAGS] });
