/// <reference types="node" />
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { MANIFEST, WEB_ROOT } from "./paths.ts";

/*
 * The web app the server serves is `packages/web/dist`. End-to-end tests and the bench build
 * it once, with Vite's manifest (the bench reads chunk sizes from it), and skip the build when
 * nothing it is made of changed since. PROSHOP_WEB_REBUILD=1 forces a build.
 */
/** What the build is made of: the web sources and configs, and core's sources. */
const INPUTS = [
  join(WEB_ROOT, "src"),
  join(WEB_ROOT, "public"),
  join(WEB_ROOT, "index.html"),
  join(WEB_ROOT, "package.json"),
  join(WEB_ROOT, "vite.config.ts"),
  join(WEB_ROOT, "panda.config.ts"),
  join(WEB_ROOT, "postcss.config.cjs"),
  join(WEB_ROOT, "..", "core", "src"),
];

/** Newest modification time under a file or folder; tests and generated folders do not count. */
const newestMtime = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "__tests__" || entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
};

export const isBuildFresh = (): boolean =>
  existsSync(MANIFEST) && statSync(MANIFEST).mtimeMs >= Math.max(...INPUTS.map(newestMtime));

/** Builds the web app (the package's own `build` script, plus the manifest) unless it is fresh. */
export const ensureWebBuild = (): void => {
  if (process.env["PROSHOP_WEB_REBUILD"] !== "1" && isBuildFresh()) return;
  console.log("e2e: building the web app (vite build)");
  const started = Date.now();
  const args = ["run", "build", "--manifest", "--logLevel", "warn"];
  // Under `pnpm run`, npm_execpath is the running pnpm: use it even when pnpm is not on PATH.
  const pnpm = process.env["npm_execpath"];
  const [command, commandArgs] =
    pnpm === undefined || !pnpm.includes("pnpm")
      ? ["pnpm", args]
      : /\.[cm]?js$/.test(pnpm)
        ? [process.execPath, [pnpm, ...args]]
        : [pnpm, args];
  const result = spawnSync(command, commandArgs, { cwd: WEB_ROOT, stdio: "inherit" });
  if (result.status !== 0 || !existsSync(MANIFEST)) {
    throw new Error(`The web app's build failed (exit ${result.status}); see the output above.`);
  }
  console.log(`e2e: web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};
