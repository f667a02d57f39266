#!/usr/bin/env node
// The `proshop` launcher: runs the esbuild bundle in dist/, building it first when it is
// missing or older than one of its source files (dist/inputs.json lists them). Set
// PROSHOP_SKIP_BUILD_CHECK=1 to run whatever bundle is there.
import { spawnSync } from "node:child_process";
import * as nodeModule from "node:module";
import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const bundle = here("../dist/proshop.mjs");

const needsBuild = () => {
  if (!existsSync(bundle)) return true;
  if (process.env.PROSHOP_SKIP_BUILD_CHECK === "1") return false;
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(here("../dist/inputs.json"), "utf8"));
    return inputs.some((input) => {
      try {
        return statSync(input).mtimeMs > builtAt;
      } catch {
        return true; // a source file went away: rebuild
      }
    });
  } catch {
    return true;
  }
};

if (needsBuild()) {
  const builder = here("../scripts/build.mjs");
  const built = existsSync(builder)
    ? spawnSync(process.execPath, [builder], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" })
    : { status: 1, stderr: "" };
  if (built.status !== 0 && !existsSync(bundle)) {
    process.stderr.write(
      "proshop: the CLI is not built and could not be built here; run `pnpm install` and `pnpm --filter @proshop/cli build` in the repository.\n",
    );
    if (built.stderr) process.stderr.write(built.stderr.split("\n").slice(0, 5).join("\n") + "\n");
    process.exit(1);
  }
  if (built.status !== 0) process.stderr.write("proshop: could not rebuild the CLI from changed sources; running the previous build.\n");
}

// Node keeps the compiled bundle in its cache folder: later starts skip compiling it again.
// (Node 22.1 and later; a namespace import, because a named one fails to load on Node 20.)
nodeModule.enableCompileCache?.();
await import(new URL("../dist/proshop.mjs", import.meta.url).href);
