import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migratePgliteDatabase } from "./migrate.ts";
import { PGLITE_MEMORY_TEMPLATE, PGLITE_SEEDED_TEMPLATE, TEST_TEMPLATES_SEEDED_AT } from "./pglite-memory-template.ts";
import { parsingOnce } from "./pglite-parsers.ts";
import { seedIfEmpty } from "./seed.ts";
import { takingTurns } from "./pglite-turns.ts";

const dumped = async (db: PGlite, path: string): Promise<void> => {
  await writeFile(path, Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer()));
};

/**
 * Global setups of the test runs: writes a migrated and a migrated-and-seeded in-memory PGlite's
 * files, points the variables of pglite-memory-template.ts at them, and answers their removal.
 */
export const provideMigratedPgliteTemplate = async (): Promise<() => Promise<void>> => {
  const folder = await mkdtemp(join(tmpdir(), "proshop-pglite-template-"));
  const seededAt = new Date();
  const db = await PGlite.create();
  try {
    await migratePgliteDatabase(db);
    await dumped(db, join(folder, "migrated.tar"));
    // The same wrapping as client.ts's in-memory database, so the seed is the one a test would make.
    await seedIfEmpty(drizzle(takingTurns(parsingOnce(db))), { now: seededAt });
    await dumped(db, join(folder, "seeded.tar"));
  } finally {
    await db.close();
  }
  process.env[PGLITE_MEMORY_TEMPLATE] = join(folder, "migrated.tar");
  process.env[PGLITE_SEEDED_TEMPLATE] = join(folder, "seeded.tar");
  process.env[TEST_TEMPLATES_SEEDED_AT] = String(seededAt.getTime());
  return () => rm(folder, { recursive: true, force: true });
};
