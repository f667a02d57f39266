// `npm test` after set-up: typecheck every package, run every package's tests (vitest, with a
// JSON report each), smoke-run the benchmarks on tiny sizes so they cannot rot, and end with
// a closing summary for whoever reads only the end of the log: every failed test by package,
// file and name with the first line of its error, every test that passed only on a retry (the
// integration packages allow one), then "Tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const packages = ["packages", "fixtures", "bench"]
  .flatMap((dir) => (dir === "packages" ? readdirSync(join(root, dir)).map((name) => join(dir, name)) : [dir]))
  .filter((dir) => existsSync(join(root, dir, "package.json")))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) }));

const stageTimes = [];
/** Runs pnpm with the args and records how long the stage took (issue 38: measure where CI's time goes). */
const run = (args, cwd = root, stage = args.join(" ")) => {
  const started = performance.now();
  const status = spawnSync("pnpm", args, { cwd, stdio: "inherit" }).status;
  stageTimes.push({ stage, seconds: (performance.now() - started) / 1000 });
  return status === 0;
};
const reports = mkdtempSync(join(tmpdir(), "proshop-tests-"));
let passed = 0;
let failed = 0;
const failures = [];
const flaky = [];
let ok = run(["-r", "--workspace-concurrency=1", "run", "typecheck"], root, "typecheck");

for (const { dir, manifest } of packages) {
  if (!manifest.scripts?.test) continue;
  const report = join(reports, `${manifest.name.replace(/\W+/g, "_")}.json`);
  console.log(`\n=== ${manifest.name}: tests`);
  ok = run(["run", "test", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], join(root, dir), `${manifest.name} tests`) && ok;
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, "utf8"));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    failures.push(...failuresIn(manifest.name, result));
    flaky.push(...passedOnRetryIn(manifest.name, result));
  } else {
    failed += 1; // the runner died before reporting
    failures.push(`${manifest.name}: the test runner ended without a report`);
  }
}

for (const { dir, manifest } of packages) {
  if (!manifest.scripts?.bench) continue;
  console.log(`\n=== ${manifest.name}: benchmark smoke run`);
  ok = run(["run", "bench", "--smoke"], join(root, dir), `${manifest.name} bench smoke`) && ok;
}

console.log(`\nTime per stage:\n${stageTimes.map(({ stage, seconds }) => `  ${stage.padEnd(40)} ${seconds.toFixed(0).padStart(5)} s`).join("\n")}`);
if (flaky.length > 0) console.log(`\nPassed only on a retry:\n${flaky.map((line) => `  ${line}`).join("\n")}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join("\n")}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);

/** One line per failed test (or per file that failed outside any test, e.g. at import). */
function failuresIn(packageName, result) {
  return result.testResults.flatMap((file) => {
    const path = file.name.slice(root.length);
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    if (failedTests.length === 0 && file.status === "failed") return [`${packageName} ${path}: ${firstLine(file.message)}`];
    return failedTests.map((test) => `${packageName} ${path} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** A passed test that still carries a failure message failed once and passed on its retry. */
function passedOnRetryIn(packageName, result) {
  return result.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "passed" && (test.failureMessages?.length ?? 0) > 0)
      .map((test) => `${packageName} ${file.name.slice(root.length)} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`),
  );
}

/** The error's first line, with what Playwright was waiting for and the test's own line when given. */
function firstLine(text = "") {
  const lines = text.split("\n").map((line) => line.trim());
  const first = lines.find((line) => line !== "")?.slice(0, 300) ?? "(no message)";
  const waitingFor = lines.find((line) => line.startsWith("- waiting for "))?.slice(2, 200);
  const where = text.match(/[\w./-]+\.test\.tsx?:\d+/)?.[0];
  return [first, waitingFor, where && `at ${where.replace(root, "")}`].filter(Boolean).join(" · ");
}
