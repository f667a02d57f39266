import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migratePgliteDatabase } from "./migrate.ts";

/*
 * Tests open an in-memory PGlite per test file: created (initdb, about 2.4 s on two cores) and
 * migrated (0.35 s) each time. The test runs' global setups (server, CLI, web end-to-end) do that
 * once and leave the files (PGlite's dumpDataDir) where PGLITE_MEMORY_TEMPLATE names; an
 * in-memory database then starts from a copy of them (about 0.9 s). Unset (the shop, every
 * other run), nothing changes.
 */
export const PGLITE_MEMORY_TEMPLATE = "PGLITE_MEMORY_TEMPLATE";

let template: Promise<Blob | null> | undefined;

const templateBlob = (): Promise<Blob | null> => {
  const path = process.env[PGLITE_MEMORY_TEMPLATE];
  if (path === undefined || path === "") return Promise.resolve(null);
  template ??= readFile(path).then(
    (bytes) => new Blob([bytes]),
    () => null,
  );
  return template;
};

/** A new in-memory PGlite: from the template's files when there is one. */
export const createMemoryPglite = async (): Promise<PGlite> => {
  const loadDataDir = await templateBlob();
  return loadDataDir === null ? PGlite.create() : PGlite.create({ loadDataDir });
};

/** Global setups: writes a migrated database's files and points PGLITE_MEMORY_TEMPLATE at them; answers their removal. */
export const provideMigratedPgliteTemplate = async (): Promise<() => Promise<void>> => {
  const folder = await mkdtemp(join(tmpdir(), "proshop-pglite-template-"));
  const path = join(folder, "migrated.tar");
  const db = await PGlite.create();
  try {
    await migratePgliteDatabase(db);
    await writeFile(path, Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await db.close();
  }
  process.env[PGLITE_MEMORY_TEMPLATE] = path;
  return () => rm(folder, { recursive: true, force: true });
};
