import { randomBytes } from "node:crypto";
import { openDatabase } from "../db/client.ts";
import { TEST_TEMPLATES_SEEDED_AT } from "../db/pglite-memory-template.ts";
import { seedIfEmpty } from "../db/seed.ts";
import { admin, databaseUrl } from "./postgres-admin.ts";

/*
 * Issue 38: a test file's PostgreSQL database is a copy (`CREATE DATABASE ... TEMPLATE`) of one
 * migrated, or migrated and seeded, database made once per run, instead of migrated and seeded
 * anew each time (databases.ts).
 */
export const POSTGRES_TEST_TEMPLATES = "POSTGRES_TEST_TEMPLATES";

export interface PostgresTestTemplates {
  readonly migrated: string;
  readonly seeded: string;
}

/** Makes both templates on the server of `baseUrl` (seeded at the PGlite templates' time), names them in the environment, answers their removal. */
export const providePostgresTemplates = async (baseUrl: string): Promise<() => Promise<void>> => {
  const suffix = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const names: PostgresTestTemplates = { migrated: `proshop_template_migrated_${suffix}`, seeded: `proshop_template_seeded_${suffix}` };
  const seededAt = new Date(Number(process.env[TEST_TEMPLATES_SEEDED_AT]) || Date.now());
  const drop = () => Promise.all(Object.values(names).map((name) => admin(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))).then(() => undefined);
  try {
    for (const [kind, name] of Object.entries(names)) {
      await admin(baseUrl, `CREATE DATABASE "${name}"`);
      const opened = await openDatabase({ databaseUrl: databaseUrl(baseUrl, name), dataDir: "memory" });
      try {
        if (kind === "seeded") await seedIfEmpty(opened.db, { now: seededAt });
      } finally {
        await opened.close();
      }
    }
  } catch (error) {
    await drop();
    throw error;
  }
  process.env[POSTGRES_TEST_TEMPLATES] = JSON.stringify(names);
  return drop;
};
