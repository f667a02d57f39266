/**
 * The databases the server tests run against: in-memory PGlite always, and PostgreSQL when
 * `TEST_DATABASE_URL` is set (CI sets it to the machine's local server). For PostgreSQL every
 * test file gets a NEW database with a unique name, created from TEST_DATABASE_URL and dropped
 * afterwards, so test files run in parallel without seeing each other's rows.
 *
 *   describe.each(testDatabases())("orders ($name)", (database) => {
 *     let server: RunningServer; let created: CreatedTestDatabase;
 *     beforeAll(async () => {
 *       created = await database.create();
 *       server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, seed: true, ...created.options });
 *     });
 *     afterAll(async () => { await server.close(); await created.drop(); });
 *   });
 *
 * or, without the HTTP server: `const opened = await database.open({ seed: true })` and
 * `await opened.close()` (which also drops a PostgreSQL database).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type OpenedDatabase } from "../db/client.ts";

export type TestDatabaseName = "pglite" | "postgres";

/** Options to spread into `openDatabase` or `startServer`. */
export type TestDatabaseOptions =
  | { readonly dataDir: "memory" }
  /** `dataDir: "memory"` so nothing is written to the repository's .data folder. */
  | { readonly databaseUrl: string; readonly dataDir: "memory" };

export interface CreatedTestDatabase {
  readonly name: TestDatabaseName;
  readonly options: TestDatabaseOptions;
  /** Drops the PostgreSQL database (closes nothing: close your server or pool first). No-op for PGlite. */
  readonly drop: () => Promise<void>;
}

export interface TestDatabase {
  readonly name: TestDatabaseName;
  /** A fresh, empty database (not migrated yet: openDatabase/startServer migrate it). */
  readonly create: () => Promise<CreatedTestDatabase>;
  /** A fresh database, migrated (and seeded when asked); `close` also drops it. */
  readonly open: (options?: { readonly seed?: boolean; readonly maxConnections?: number }) => Promise<OpenedDatabase>;
}

/** The base URL of the PostgreSQL test server, or null when only PGlite runs. */
export const testDatabaseUrl = (): string | null => {
  const url = process.env["TEST_DATABASE_URL"];
  return url === undefined || url.trim() === "" ? null : url.trim();
};

const pglite: TestDatabase = {
  name: "pglite",
  create: async () => ({ name: "pglite", options: { dataDir: "memory" }, drop: async () => {} }),
  open: (options = {}) => openDatabase({ dataDir: "memory", ...options }),
};

/** Runs one statement on the maintenance connection of the test server. */
const admin = async (baseUrl: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** `CREATE DATABASE` copies template1 and fails while another session is copying it: retry. */
const createDatabase = async (baseUrl: string, name: string): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(baseUrl, `CREATE DATABASE "${name}"`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== "55006" || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
};

const postgres = (baseUrl: string): TestDatabase => {
  const create = async (): Promise<CreatedTestDatabase> => {
    // Lower-case letters and digits only: safe to quote, valid everywhere.
    const name = `proshop_test_${process.pid}_${randomBytes(5).toString("hex")}`;
    await createDatabase(baseUrl, name);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return {
      name: "postgres",
      options: { databaseUrl: url.toString(), dataDir: "memory" },
      drop: () => admin(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  };
  return {
    name: "postgres",
    create,
    open: async (options = {}) => {
      const created = await create();
      try {
        const opened = await openDatabase({ ...created.options, ...options });
        return { ...opened, close: () => opened.close().finally(created.drop) };
      } catch (error) {
        await created.drop();
        throw error;
      }
    },
  };
};

/** PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. Use with `describe.each`. */
export const testDatabases = (): ReadonlyArray<TestDatabase> => {
  const url = testDatabaseUrl();
  return url === null ? [pglite] : [pglite, postgres(url)];
};
