/**
 * Section 7, server start: the time from launching `node src/main.ts` (what
 * `pnpm --filter @proshop/server start` runs) to the first 200 of /health, on a seeded PGlite
 * folder and on a seeded PostgreSQL database; median over rounds, each a new process. And the
 * first start of all, on an empty folder (migrations and seed).
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { rm } from "node:fs/promises";
import { BENCH_DATA_DIR, postgresUrl, type BenchDatabase } from "../shop/databases.ts";
import { formatMillis, skippedRow, summarise, type Row } from "../table.ts";
import type { SectionResult } from "./section.ts";

const SECTION = "7 server start";
const SERVER_MAIN = fileURLToPath(new URL("../../../packages/server/src/main.ts", import.meta.url));

/** One launch: milliseconds until /health answers 200. The process is stopped afterwards. */
const launchToHealth = (database: BenchDatabase): Promise<number> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--conditions=proshop-source", SERVER_MAIN], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: database.dataDir,
        // The demo's simulators (reporting devices, warehouse) would add their own load to what is timed.
        REPORTING_SIMULATOR: "0",
        WAREHOUSE_SIMULATOR: "0",
        ...(database.databaseUrl === undefined ? { DATABASE_URL: "" } : { DATABASE_URL: database.databaseUrl }),
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    let done = false;
    const finish = (result: { ms: number } | { error: Error }) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      child.kill("SIGTERM");
      const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(kill);
        if ("ms" in result) resolve(result.ms);
        else reject(result.error);
      });
    };
    const timer = setTimeout(() => finish({ error: new Error("the server did not answer /health within 120 s") }), 120_000);
    child.once("exit", (code) => finish({ error: new Error(`the server exited (${code}) before /health answered`) }));
    child.stdout!.on("data", async (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const url = /listening on (http:\/\/[^\s"]+)/.exec(output)?.[1];
      if (url === undefined || done) return;
      child.stdout!.removeAllListeners("data");
      child.stdout!.resume();
      // It logs once it listens; poll until /health says the database answers too.
      for (;;) {
        try {
          const health = await fetch(`${url}/health`);
          await health.arrayBuffer();
          if (health.status === 200) return finish({ ms: performance.now() - started });
        } catch {
          // not yet
        }
        if (done) return;
        await new Promise((r) => setTimeout(r, 5));
      }
    });
  });

const measure = async (database: BenchDatabase, rounds: number): Promise<Row> => {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) times.push(await launchToHealth(database));
  const sample = summarise(times);
  return {
    section: SECTION,
    figure: `${database.kind === "pglite" ? "seeded PGlite folder" : "seeded PostgreSQL"}: launch to /health 200`,
    median: formatMillis(sample.median),
    spread: `${formatMillis(sample.min)}-${formatMillis(sample.max)}, n=${sample.count}`,
    goal: "",
    ratio: "",
    verdict: "info",
  };
};

/** `npm start`'s first start: an empty PGlite folder migrated and seeded (the reporting demo's year of history included). */
const measureFirstStart = async (rounds: number): Promise<Row> => {
  const folder = { kind: "pglite" as const, dataDir: `${BENCH_DATA_DIR}first-start`, market: null };
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await rm(folder.dataDir, { recursive: true, force: true });
    times.push(await launchToHealth(folder));
  }
  await rm(folder.dataDir, { recursive: true, force: true });
  const sample = summarise(times);
  return {
    section: SECTION,
    figure: "empty PGlite folder: first start (migrate, seed with the reporting demo) to /health 200",
    median: formatMillis(sample.median),
    spread: `${formatMillis(sample.min)}-${formatMillis(sample.max)}, n=${sample.count}`,
    goal: "",
    ratio: "",
    verdict: "info",
  };
};

export const benchServerStart = async (
  options: { readonly smoke: boolean },
  databases: { readonly pglite: BenchDatabase; readonly postgres: BenchDatabase | null },
): Promise<SectionResult> => {
  const rounds = options.smoke ? 1 : 5;
  const rows = [await measure(databases.pglite, rounds)];
  rows.push(
    databases.postgres === null
      ? skippedRow(SECTION, "seeded PostgreSQL: launch to /health 200", postgresUrl() === null ? "TEST_DATABASE_URL is not set" : "no database")
      : await measure(databases.postgres, rounds),
  );
  // A first start seeds a year of counting history: too long for --smoke.
  rows.push(options.smoke ? skippedRow(SECTION, "empty PGlite folder: first start", "--smoke") : await measureFirstStart(3));
  return { rows, notes: [] };
};
