import { ensureChromium } from "./chromium.ts";
import { ensureWebBuild } from "./build.ts";

/** Once per e2e run, before any test file: a browser to drive and a web build to serve. */
export default function setup(): void {
  ensureChromium();
  ensureWebBuild();
}
