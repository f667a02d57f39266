import { spawnSync } from "node:child_process";
import { provideMigratedPgliteTemplate } from "@proshop/server";
import { BIN } from "./harness.ts";

/**
 * Once per test run: the process tests run the built bundle, so make sure it is there and
 * current. The launcher itself rebuilds a missing or stale bundle; `--help` then exits at once.
 * And the servers the tests start in memory begin from one migrated database (pglite-memory-template.ts).
 */
export default function setup(): Promise<() => Promise<void>> {
  const result = spawnSync(process.execPath, [BIN, "--help"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("proshop: the CLI bundle could not be built for the tests");
  return provideMigratedPgliteTemplate();
}
