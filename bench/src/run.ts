/**
 * `npm run bench` (root) / `pnpm --filter @proshop/bench bench [--smoke] [--only=4,7]`: every
 * benchmark of issue 6 in one run, one table, written to BENCHMARKS.md at the repository's root
 * with the machine it ran on. `--smoke`: tiny sizes, one short round each, prints only, for CI.
 * `--only=`: just the sections with these numbers, printed only (for profiling one of them).
 *
 * A benchmark reports; it never fails on a missed goal. The process exits non-zero only when a
 * section crashed (the bench itself is broken), so CI's smoke run catches rot, not slowness.
 * Load goes only to servers this run starts on 127.0.0.1, bounded in connections and time.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describeMachine, machineLines } from "./machine.ts";
import { benchApi } from "./sections/api.ts";
import { benchCart } from "./sections/cart.ts";
import { benchCatalogue } from "./sections/catalogue.ts";
import { benchCli } from "./sections/cli.ts";
import { benchForecast } from "./sections/forecast.ts";
import { benchOrders } from "./sections/orders.ts";
import { benchReporting } from "./sections/reporting.ts";
import { benchReportFiles } from "./sections/report-files.ts";
import type { SectionResult } from "./sections/section.ts";
import { benchServerStart } from "./sections/server-start.ts";
import { benchWeb } from "./sections/web.ts";
import { benchWebhooks } from "./sections/webhooks.ts";
import { dropDatabase, freshDatabase, postgresUrl, type BenchDatabase } from "./shop/databases.ts";
import { formatConsoleTable, formatMarkdownTable, type Row } from "./table.ts";

const smoke = process.argv.includes("--smoke");
const onlyArgument = process.argv.find((arg) => arg.startsWith("--only="));
const only = onlyArgument === undefined ? null : new Set(onlyArgument.slice("--only=".length).split(","));
/** A numbered section runs unless `--only` leaves it out; "setup" runs whenever a server section does. */
const wanted = (name: string): boolean => only === null || !/^\d/.test(name) || only.has(name.split(" ")[0]!);
const writesReport = !smoke && only === null;
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const REPORT = `${ROOT}BENCHMARKS.md`;
const FINDINGS = fileURLToPath(new URL("../FINDINGS.md", import.meta.url));

const machine = describeMachine();
const started = performance.now();
const rows: Row[] = [];
const notes: string[] = [];
let crashed = false;

const log = (line: string) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/** Runs one section; a crash becomes a row of its own and makes the run exit non-zero. */
const section = async (name: string, run: () => Promise<SectionResult>): Promise<void> => {
  if (!wanted(name)) return;
  log(`${name}...`);
  try {
    const result = await run();
    rows.push(...result.rows);
    notes.push(...result.notes);
  } catch (error) {
    crashed = true;
    const message = error instanceof Error ? error.message : String(error);
    console.error(error);
    rows.push({ section: name, figure: "(section crashed)", median: "FAILED", spread: message.split("\n")[0]!.slice(0, 160), goal: "", ratio: "", verdict: "n/a" });
  }
};

log(`@proshop/bench${smoke ? " --smoke (tiny sizes: numbers mean nothing)" : ""} on ${machine.cores} cores, Node ${machine.node}`);

// The cart first: after the catalogue section the heap holds 100,000-product indexes of four
// engines until the collector gets to them, and every cart event's garbage collection pays
// for that heap (one run measured 16-32 µs per event here against 8-15 µs on a fresh heap).
await section("2 cart", () => benchCart({ smoke }));
await section("1 catalogue", () => benchCatalogue({ smoke }));

// One seeded database per engine for the server sections: the API reads it, the order load
// writes to it, the start section launches on it.
const market = smoke ? { products: 200, companies: 4 } : { products: 2_000, companies: 100 };
let pglite: BenchDatabase | null = null;
let postgres: BenchDatabase | null = null;
const serverSections = only === null || ["3", "4", "7", "8", "8b", "8c", "9"].some((number) => only.has(number));
if (serverSections) await section("setup", async () => {
  log(`seeding the bench databases (${market.products} products, ${market.companies} companies)...`);
  pglite = await freshDatabase("pglite", "shop", market);
  postgres = postgresUrl() === null ? null : await freshDatabase("postgres", "shop", market);
  return { rows: [], notes: [] };
});
if (pglite !== null) {
  const databases = { pglite: pglite as BenchDatabase, postgres: postgres as BenchDatabase | null };
  await section("3 API", () => benchApi({ smoke }, databases.pglite));
  if (databases.postgres !== null) await section("3 API", () => benchApi({ smoke }, databases.postgres!));
  await section("4 orders", () => benchOrders({ smoke }, databases));
  await section("7 server start", () => benchServerStart({ smoke }, databases));
  await section("8 reporting", () => benchReporting({ smoke }, databases));
  await section("8b reports", () => benchReportFiles({ smoke }, databases));
  await section("8c forecast", () => benchForecast({ smoke }, databases));
  await section("9 webhooks", () => benchWebhooks({ smoke }, databases));
}
await section("5 web", () => benchWeb({ smoke }));
await section("6 CLI", () => benchCli({ smoke }));
if (postgres !== null) await dropDatabase(postgres).catch(() => {});

const order = (row: Row) => Number.parseInt(row.section, 10) || 99;
rows.sort((a, b) => order(a) - order(b));
const table = formatConsoleTable(rows);
console.log(`\n${table}\n`);
for (const note of notes) console.log(`- ${note}`);
const seconds = (performance.now() - started) / 1000;
console.log(`\nbench: ${rows.length} figures in ${seconds.toFixed(0)} s${crashed ? ", a section CRASHED" : ""}${writesReport ? `; written to ${REPORT}` : " (BENCHMARKS.md left as it is)"}`);

if (writesReport) {
  let findings = "";
  try {
    findings = readFileSync(FINDINGS, "utf8").trim();
  } catch {
    findings = "_No findings recorded (bench/FINDINGS.md is missing)._";
  }
  const missed = rows.filter((row) => row.verdict === "MISSED").map((row) => `- ${row.section}: ${row.figure} (${row.median}, goal ${row.goal})`);
  writeFileSync(
    REPORT,
    [
      "# Benchmarks",
      "",
      "Written by `npm run bench` (bench/, issue 6): every figure of the run below, from one machine in one run. Ratios compare figures",
      "measured side by side in that run; absolute times vary between machines. The machine is shared with other work, so",
      "single figures are noisy (see the spread column); re-run before drawing conclusions from a small difference.",
      "",
      "## Machine",
      "",
      ...machineLines(machine),
      `- Whole run: ${seconds.toFixed(0)} s`,
      "",
      "## Results",
      "",
      "`median` is the median over rounds (for loads: of the per-second samples); `spread` gives p95 or the range and the rounds;",
      "`ratio` is the comparison the goal judges. `info` rows have no goal of their own (preparation times, references).",
      "",
      formatMarkdownTable(rows),
      "",
      "### Missed goals in this run",
      "",
      ...(missed.length === 0 ? ["None."] : missed),
      "",
      "### Notes of this run",
      "",
      ...notes.map((note) => `- ${note}`),
      "",
      findings,
      "",
    ].join("\n"),
  );
}
process.exit(crashed ? 1 : 0);
