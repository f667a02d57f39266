/// <reference types="node" />
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/*
 * Debian's Chromium, driven by playwright-core. Never `playwright install`: it downloads a
 * browser build that does not run here. The flags keep the browser quiet and offline apart
 * from the pages we open.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

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

/** Installs Debian's Chromium when it is missing (about 20 s), as root or through passwordless sudo. */
export const ensureChromium = (): void => {
  if (existsSync(CHROMIUM_PATH)) return;
  const prefix = isRoot() ? [] : canSudo() ? ["sudo", "-n"] : undefined;
  if (prefix === undefined) {
    throw new Error(
      `Chromium is missing (${CHROMIUM_PATH}) and this user cannot install it: run "apt-get update && apt-get install -y chromium" as root.`,
    );
  }
  console.log("e2e: Chromium is missing, installing it with apt-get (about 20 s)");
  const as = [...prefix, "env", "DEBIAN_FRONTEND=noninteractive"].join(" ");
  const result = spawnSync("sh", ["-c", `${as} apt-get update -qq && ${as} apt-get install -y -qq chromium`], {
    stdio: "inherit",
  });
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    throw new Error(`Installing Chromium with apt-get failed (exit ${result.status}): install the "chromium" package as root.`);
  }
};

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
