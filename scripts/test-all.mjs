// `npm test` after set-up: typecheck every package, run every package's tests (vitest, with a
// JSON report each), smoke-run the benchmarks on tiny sizes so they cannot rot, and end with
// one closing line "Tests: N passed, N failed" for whoever reads the log.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const packages = ["packages", "fixtures", "bench"]
  .flatMap((dir) => (dir === "packages" ? readdirSync(join(root, dir)).map((name) => join(dir, name)) : [dir]))
  .filter((dir) => existsSync(join(root, dir, "package.json")))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) }));

const run = (args, cwd = root) => spawnSync("pnpm", args, { cwd, stdio: "inherit" }).status === 0;
const reports = mkdtempSync(join(tmpdir(), "proshop-tests-"));
let passed = 0;
let failed = 0;
let ok = run(["-r", "--workspace-concurrency=1", "run", "typecheck"]);

for (const { dir, manifest } of packages) {
  if (!manifest.scripts?.test) continue;
  const report = join(reports, `${manifest.name.replace(/\W+/g, "_")}.json`);
  console.log(`\n=== ${manifest.name}: tests`);
  ok = run(["run", "test", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], join(root, dir)) && ok;
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, "utf8"));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
  } else {
    failed += 1; // the runner died before reporting
  }
}

for (const { dir, manifest } of packages) {
  if (!manifest.scripts?.bench) continue;
  console.log(`\n=== ${manifest.name}: benchmark smoke run`);
  ok = run(["run", "bench", "--smoke"], join(root, dir)) && ok;
}

console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
