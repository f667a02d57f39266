/// <reference types="node" />
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DIST, MANIFEST, WEB_ROOT } from "./paths.ts";

/*
 * The web app the server serves is `packages/web/dist`. End-to-end tests and the bench build
 * it once, with Vite's manifest (the bench reads chunk sizes from it), and skip the build when
 * nothing it is made of changed since. PROSHOP_WEB_REBUILD=1 forces a build.
 *
 * WHY not straight into dist/: several test runs (and `npm start`) may serve dist/ at once on
 * one machine, and Vite empties its output folder first, which blanks every page being tested.
 * So the build goes to a private folder and is merged in: the hashed assets first (old ones
 * stay, so a page loaded before keeps finding its chunks), then the manifest and index.html,
 * each replaced by one rename.
 */
/** What the build is made of: the web sources and configs, core's sources, and how it is built (this file). */
const INPUTS = [
  join(WEB_ROOT, "e2e", "harness", "build.ts"),
  join(WEB_ROOT, "src"),
  join(WEB_ROOT, "public"),
  join(WEB_ROOT, "index.html"),
  join(WEB_ROOT, "package.json"),
  join(WEB_ROOT, "vite.config.ts"),
  join(WEB_ROOT, "bench", "module-sizes.ts"),
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

/** Copies a finished build into dist/ without ever leaving dist/ half written. */
const mergeIntoDist = (build: string): void => {
  mkdirSync(DIST, { recursive: true });
  const last = new Set(["index.html", ".vite"]);
  for (const entry of readdirSync(build)) {
    if (!last.has(entry)) cpSync(join(build, entry), join(DIST, entry), { recursive: true, force: true });
  }
  const swap = (from: string, to: string) => {
    mkdirSync(join(to, ".."), { recursive: true });
    const staged = `${to}.${process.pid}.tmp`;
    cpSync(from, staged);
    renameSync(staged, to);
  };
  // The bench's per-module size report (bench/module-sizes.ts), when the build wrote one.
  const moduleSizes = join(build, ".vite", "module-sizes.json");
  if (existsSync(moduleSizes)) swap(moduleSizes, join(DIST, ".vite", "module-sizes.json"));
  swap(join(build, ".vite", "manifest.json"), MANIFEST);
  swap(join(build, "index.html"), join(DIST, "index.html"));
  // Assets of older builds are kept for pages still open, but not for ever.
  const current = new Set(existsSync(join(build, "assets")) ? readdirSync(join(build, "assets")) : []);
  const assets = join(DIST, "assets");
  for (const file of existsSync(assets) ? readdirSync(assets) : []) {
    if (!current.has(file) && Date.now() - statSync(join(assets, file)).mtimeMs > STALE_ASSET_MS) rmSync(join(assets, file), { force: true });
  }
};

const STALE_ASSET_MS = 60 * 60 * 1000;

/** Runs the package's own `build` script (Panda codegen, Vite) with the manifest, into `outDir`. */
const runBuild = (outDir: string): number | null => {
  const args = ["run", "build", "--manifest", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"];
  // Under `pnpm run`, npm_execpath is the running pnpm: use it even when pnpm is not on PATH.
  const pnpm = process.env["npm_execpath"];
  const [command, commandArgs] =
    pnpm === undefined || !pnpm.includes("pnpm")
      ? ["pnpm", args]
      : /\.[cm]?js$/.test(pnpm)
        ? [process.execPath, [pnpm, ...args]]
        : [pnpm, args];
  // Vite keeps a NODE_ENV it finds (vitest sets "test"), and React then bundles its development
  // build: twice the JavaScript and a slower page than the shop serves. Tests and benches
  // measure what `npm start` serves.
  return spawnSync(command, commandArgs, { cwd: WEB_ROOT, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } }).status;
};

/** Builds the web app unless it is fresh. */
export const ensureWebBuild = (): void => {
  if (process.env["PROSHOP_WEB_REBUILD"] !== "1" && isBuildFresh()) return;
  console.log("e2e: building the web app (vite build)");
  const started = Date.now();
  const outDir = mkdtempSync(join(tmpdir(), "proshop-web-build-"));
  try {
    const status = runBuild(outDir);
    if (status !== 0 || !existsSync(join(outDir, "index.html"))) {
      throw new Error(`The web app's build failed (exit ${status}); see the output above.`);
    }
    mergeIntoDist(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  console.log(`e2e: web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};
