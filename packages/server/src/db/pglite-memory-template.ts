import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";

/*
 * Tests open an in-memory PGlite per test file: created (initdb, about 2.4 s on two cores),
 * migrated (0.35 s) and mostly seeded (1.5 s) each time. The test runs' global setups (server,
 * CLI, web end-to-end: test-templates.ts) do that once and leave the files (PGlite's
 * dumpDataDir) where these variables name; an in-memory database then starts from a copy of
 * them (about 0.9 s). Unset (the shop, every other run), nothing changes.
 */
export const PGLITE_MEMORY_TEMPLATE = "PGLITE_MEMORY_TEMPLATE";
export const PGLITE_SEEDED_TEMPLATE = "PGLITE_SEEDED_TEMPLATE";
/** When the templates were seeded (ms since 1970): the seed's history ends at that hour. */
export const TEST_TEMPLATES_SEEDED_AT = "TEST_TEMPLATES_SEEDED_AT";

const HOUR_MS = 3_600_000;

/**
 * True while a seeded template is as good as a fresh seed: in the hour it was seeded in (the
 * reporting history ends at the seed's hour, the order history counts days back from it).
 */
export const seededTemplateCurrent = (now = Date.now()): boolean => {
  const seededAt = Number(process.env[TEST_TEMPLATES_SEEDED_AT]);
  return Number.isFinite(seededAt) && seededAt > 0 && Math.floor(seededAt / HOUR_MS) === Math.floor(now / HOUR_MS);
};

const templates = new Map<string, Promise<Blob | null>>();

const templateBlob = (variable: string): Promise<Blob | null> => {
  const path = process.env[variable];
  if (path === undefined || path === "") return Promise.resolve(null);
  let template = templates.get(path);
  if (template === undefined) {
    template = readFile(path).then(
      (bytes) => new Blob([bytes]),
      () => null,
    );
    templates.set(path, template);
  }
  return template;
};

/**
 * A new in-memory PGlite: from the seeded template's files when a seeded database is asked for
 * and that template is current, else from the migrated one's when there is one.
 */
export const createMemoryPglite = async (options: { readonly seeded?: boolean } = {}): Promise<PGlite> => {
  const loadDataDir =
    (options.seeded === true && seededTemplateCurrent() ? await templateBlob(PGLITE_SEEDED_TEMPLATE) : null) ?? (await templateBlob(PGLITE_MEMORY_TEMPLATE));
  return loadDataDir === null ? PGlite.create() : PGlite.create({ loadDataDir });
};
