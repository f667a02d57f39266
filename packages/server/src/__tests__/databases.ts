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
import { openDatabase, type OpenedDatabase } from "../db/client.ts";
import { seededTemplateCurrent } from "../db/pglite-memory-template.ts";
import { admin, databaseUrl } from "./postgres-admin.ts";
import { POSTGRES_TEST_TEMPLATES, type PostgresTestTemplates } from "./postgres-templates.ts";

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
  /**
   * A fresh database for openDatabase/startServer: empty, or on PostgreSQL a copy of the run's
   * migrated template (seeded too when `seeded` is asked and that template is current).
   */
  readonly create: (options?: { readonly seeded?: boolean }) => Promise<CreatedTestDatabase>;
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
  // The seeded or migrated template is chosen when the database opens (pglite-memory-template.ts).
  create: async () => ({ name: "pglite", options: { dataDir: "memory" }, drop: async () => {} }),
  open: (options = {}) => openDatabase({ dataDir: "memory", ...options }),
};

/** The run's template databases (postgres-templates.ts), when its global setup made them. */
const templates = (): PostgresTestTemplates | null => {
  const names = process.env[POSTGRES_TEST_TEMPLATES];
  return names === undefined || names === "" ? null : (JSON.parse(names) as PostgresTestTemplates);
};

/** `CREATE DATABASE` copies its template and fails while another session is connected to it: retry. */
const createDatabase = async (baseUrl: string, name: string, template: string | null): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(baseUrl, `CREATE DATABASE "${name}"${template === null ? "" : ` TEMPLATE "${template}"`}`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== "55006" || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
};

const postgres = (baseUrl: string): TestDatabase => {
  const create = async (options: { readonly seeded?: boolean } = {}): Promise<CreatedTestDatabase> => {
    // Lower-case letters and digits only: safe to quote, valid everywhere.
    const name = `proshop_test_${process.pid}_${randomBytes(5).toString("hex")}`;
    const made = templates();
    await createDatabase(baseUrl, name, made === null ? null : options.seeded === true && seededTemplateCurrent() ? made.seeded : made.migrated);
    return {
      name: "postgres",
      options: { databaseUrl: databaseUrl(baseUrl, name), dataDir: "memory" },
      drop: () => admin(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  };
  return {
    name: "postgres",
    create,
    open: async (options = {}) => {
      const created = await create({ seeded: options.seed === true });
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
