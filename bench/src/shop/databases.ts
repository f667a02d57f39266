/**
 * The bench's own databases, made afresh on every run so runs compare: PGlite folders under
 * bench/.data/ (never the shop's .data/) and PostgreSQL databases named `proshop_bench_*` on
 * the server of TEST_DATABASE_URL (skipped with a note when it is unset). Each is migrated and
 * seeded by the real server, then given the bench market when asked.
 */
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startServer, type RunningServer } from "@proshop/server";
import { createBenchMarket, type BenchMarket } from "./bench-market.ts";

export const BENCH_DATA_DIR = fileURLToPath(new URL("../../.data/", import.meta.url));

export type DatabaseKind = "pglite" | "postgres";

export interface BenchDatabase {
  readonly kind: DatabaseKind;
  /** Options for startShopServer / startServer. */
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly market: BenchMarket | null;
}

/** The PostgreSQL server to use, or null when TEST_DATABASE_URL is unset. */
export const postgresUrl = (): string | null => {
  const url = process.env["TEST_DATABASE_URL"]?.trim();
  return url === undefined || url === "" ? null : url;
};

/** Runs one statement on its own connection to `url` and answers its rows. */
export const queryOnce = async <Row extends Record<string, unknown>>(url: string, statement: string): Promise<Row[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
};

/** Opens the database in this process (port 0, no request log) for set-up or checks. */
export const openInProcess = (database: Pick<BenchDatabase, "dataDir" | "databaseUrl">, seed = false): Promise<RunningServer> =>
  startServer({ port: 0, host: "127.0.0.1", quiet: true, seed, dataDir: database.dataDir, databaseUrl: database.databaseUrl ?? null });

/**
 * ANALYZE of every table of the shop's schema that holds a row: what a live PostgreSQL's
 * autovacuum has done to tables that filled up. Not the empty ones: a table analyzed empty is
 * planned as empty until autovacuum looks again (a minute or more), longer than a bench run.
 */
export const ANALYZE_FILLED_TABLES = `DO $$
DECLARE
  name text;
  filled boolean;
BEGIN
  FOR name IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', name) INTO filled;
    IF filled THEN EXECUTE format('ANALYZE %I', name); END IF;
  END LOOP;
END $$`;

/**
 * A fresh seeded database named `name` of `kind` (the bench market in it when `market` is
 * given). PGlite: the folder bench/.data/<name>; PostgreSQL: database proshop_bench_<name>.
 */
export const freshDatabase = async (
  kind: DatabaseKind,
  name: string,
  market: { readonly products: number; readonly companies: number } | null,
): Promise<BenchDatabase> => {
  // PostgreSQL keeps nothing in its data folder but it must not be the PGlite one of the same name.
  const dataDir = `${BENCH_DATA_DIR}${kind === "pglite" ? name : `${name}-postgres`}`;
  let databaseUrl: string | undefined;
  await rm(dataDir, { recursive: true, force: true });
  if (kind === "postgres") {
    const base = postgresUrl();
    if (base === null) throw new Error("TEST_DATABASE_URL is not set");
    const database = `proshop_bench_${name.replace(/\W/g, "_")}`;
    await queryOnce(base, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await queryOnce(base, `CREATE DATABASE "${database}"`);
    const url = new URL(base);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const server = await openInProcess({ dataDir, ...(databaseUrl === undefined ? {} : { databaseUrl }) }, true);
  try {
    const created = market === null ? null : await createBenchMarket(server, market);
    // Planner statistics of the bulk-loaded tables, which a live PostgreSQL's autovacuum gathers
    // within a minute of such a load: without them every order read scans a market's texts.
    if (databaseUrl !== undefined) await queryOnce(databaseUrl, ANALYZE_FILLED_TABLES);
    return { kind, dataDir, ...(databaseUrl === undefined ? {} : { databaseUrl }), market: created };
  } finally {
    await server.close();
  }
};

/** Drops a PostgreSQL bench database (PGlite folders stay until the next run replaces them). */
export const dropDatabase = async (database: BenchDatabase): Promise<void> => {
  const base = postgresUrl();
  if (database.databaseUrl === undefined || base === null) return;
  const name = new URL(database.databaseUrl).pathname.slice(1);
  await queryOnce(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
};
