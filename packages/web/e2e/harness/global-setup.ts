import { provideMigratedPgliteTemplate } from "@proshop/server";
import { ensureChromium } from "./chromium.ts";
import { ensureWebBuild } from "./build.ts";

/** Once per e2e run, before any test file: a browser to drive, a web build to serve, and one migrated database every file's server starts from. */
export default function setup(): Promise<() => Promise<void>> {
  ensureChromium();
  ensureWebBuild();
  return provideMigratedPgliteTemplate();
}
