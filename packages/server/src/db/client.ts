/**
 * Opens the shop database: embedded PGlite (in a folder, or in memory for tests) or PostgreSQL
 * (`DATABASE_URL`), migrated, behind ONE Drizzle type so every query serves both drivers.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { migratePgliteDatabase, migratePostgresDatabase } from "./migrate.ts";
import { seedIfEmpty } from "./seed.ts";
import { lockDataDir, type DataDirLock } from "./data-dir-lock.ts";
import { guardingPglite, type PgliteCondition } from "./pglite-faults.ts";
import { createMemoryPglite } from "./pglite-memory-template.ts";
import { parsingOnce } from "./pglite-parsers.ts";
import { takingTurns } from "./pglite-turns.ts";
import { createPostgresPool, postgresProbe } from "./postgres-pool.ts";

/**
 * The query layer shared by both drivers: drizzle's common PostgreSQL database.
 * The query-result type parameter is `any` because PGlite and node-postgres return different
 * raw result objects; nothing of ours reads them (use `.returning()` and selects).
 * No `schema` is given to drizzle: it only feeds the relational `db.query` API, which the shop
 * does not use, and drizzle builds a query builder per table for it on every transaction.
 */
// oxlint-disable-next-line no-explicit-any
export type ShopDatabase = PgDatabase<any>;

/** The transaction handle `db.transaction(async (tx) => ...)` passes; same query API as the database. */
export type ShopTransaction = Parameters<Parameters<ShopDatabase["transaction"]>[0]>[0];

/** Either the database or an open transaction: query helpers take this so callers can compose them. */
export type ShopQueryable = ShopDatabase | ShopTransaction;

export type DatabaseDriver = "pglite" | "postgres";

export interface OpenDatabaseOptions {
  /**
   * Where the embedded database lives: the shop's data folder (the PGlite files go in its
   * `pglite/` sub-folder, next to e.g. the JWT secret), or "memory" for a throw-away database.
   * Ignored when `databaseUrl` is set.
   */
  readonly dataDir?: string | "memory";
  /** `postgres://...`: use this PostgreSQL instead of PGlite. */
  readonly databaseUrl?: string;
  /** Seed from fixtures when the database is empty (default false; the server passes true). */
  readonly seed?: boolean;
  /** Pool size for PostgreSQL (default 10). */
  readonly maxConnections?: number;
  /** PostgreSQL: give up opening a connection after this long (default 10 s). */
  readonly connectTimeoutMs?: number;
  /** PostgreSQL: the server cancels statements running longer (default none; 0 none). */
  readonly statementTimeoutMs?: number;
  /**
   * PostgreSQL: the longest wait for a query's answer, after which its connection is closed
   * (default statement timeout + 5 s, or none without one; 0 none). Bounds a network partition.
   */
  readonly queryTimeoutMs?: number;
  /** PostgreSQL: told when a pooled connection fails, idle or in use (the server logs it). */
  readonly onConnectionError?: (error: Error, inUse: boolean) => void;
  /** Told of every failed query (readiness hears of a full disk). */
  readonly onQueryError?: (error: unknown) => void;
  /**
   * PGlite in a folder: refuse writes while the folder's disk has less free space (default
   * 64 MB; 0 never). See pglite-faults.ts.
   */
  readonly minFreeDiskBytes?: number;
  /** PGlite: told when it broke (pglite-faults.ts) and is not used again (the server logs it). */
  readonly onBroken?: (error: Error) => void;
}

/** PGlite in a folder refuses writes below this much free disk: its next WAL file alone takes 16 MB. */
export const DEFAULT_MIN_FREE_DISK_BYTES = 64 * 1024 * 1024;

/** How busy the PostgreSQL pool is (metrics). */
export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
  readonly max: number;
}

export interface OpenedDatabase {
  readonly db: ShopDatabase;
  readonly driver: DatabaseDriver;
  /** Closes the pool or the PGlite instance (flushing a folder database to disk). */
  readonly close: () => Promise<void>;
  /** The pool's connections now; null for PGlite (one connection, in the process). */
  readonly poolStats: () => PoolStats | null;
  /**
   * How many migrations the database holds, asked for readiness: on a connection of its own
   * for PostgreSQL (never waiting for the pool; bounded by `timeoutMs`), through PGlite's queue
   * otherwise (the caller bounds it).
   */
  readonly migrationsApplied: (timeoutMs: number) => Promise<number>;
  /** PGlite's disk and whether it broke (pglite-faults.ts); always fine for PostgreSQL. */
  readonly condition: () => PgliteCondition;
}

const FINE: PgliteCondition = { diskLow: false, broken: false };

const appliedIn = (result: unknown): number => Number((result as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);

/** The PGlite folder inside a data folder. */
export const pgliteFolder = (dataDir: string): string => join(dataDir, "pglite");

/**
 * Opens and migrates the database (and seeds it when asked). With neither option it opens an
 * in-memory PGlite.
 */
export const openDatabase = async (options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> => {
  const opened = options.databaseUrl !== undefined && options.databaseUrl !== "" ? await openPostgres(options) : await openPglite(options);
  try {
    if (options.seed === true) await seedIfEmpty(opened.db);
    return opened;
  } catch (error) {
    await opened.close();
    throw error;
  }
};

const openPglite = async (options: OpenDatabaseOptions): Promise<OpenedDatabase> => {
  const dataDir = options.dataDir ?? "memory";
  let client: PGlite;
  // One process per folder (data-dir-lock.ts): taken before PGlite touches the files.
  let lock: DataDirLock | null = null;
  if (dataDir === "memory") {
    client = await createMemoryPglite({ seeded: options.seed === true });
  } else {
    lock = await lockDataDir(dataDir);
    try {
      const folder = pgliteFolder(dataDir);
      await mkdir(folder, { recursive: true });
      client = await PGlite.create(folder);
    } catch (error) {
      await lock.release();
      throw error;
    }
  }
  try {
    await migratePgliteDatabase(client);
  } catch (error) {
    await client.close().finally(() => lock?.release());
    throw error;
  }
  const guarded = guardingPglite(client, {
    folder: dataDir === "memory" ? null : pgliteFolder(dataDir),
    minFreeBytes: options.minFreeDiskBytes ?? DEFAULT_MIN_FREE_DISK_BYTES,
    onBroken: options.onBroken ?? (() => {}),
    ...(options.onQueryError === undefined ? {} : { onQueryError: options.onQueryError }),
  });
  // Once broken, PGlite's close would loop for ever (pglite-faults.ts): its commits are on disk already.
  const close = () => {
    guarded.stop();
    return (guarded.condition().broken ? Promise.resolve() : client.close()).finally(() => lock?.release());
  };
  const db: ShopDatabase = drizzlePglite(takingTurns(parsingOnce(guarded.client)));
  return {
    db,
    driver: "pglite",
    close,
    poolStats: () => null,
    migrationsApplied: async () => appliedIn(await db.execute(sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`)),
    condition: guarded.condition,
  };
};

const openPostgres = async (options: OpenDatabaseOptions): Promise<OpenedDatabase> => {
  const max = options.maxConnections ?? 10;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const statementTimeoutMs = options.statementTimeoutMs ?? 0;
  const connectionString = options.databaseUrl!;
  const pool = createPostgresPool({
    connectionString,
    max,
    connectTimeoutMs,
    statementTimeoutMs,
    queryTimeoutMs: options.queryTimeoutMs ?? (statementTimeoutMs > 0 ? statementTimeoutMs + 5_000 : 0),
    // A dropped connection must not crash the process; the pool replaces it on next use.
    // Said, not swallowed: an operator wants to know.
    onConnectionError: options.onConnectionError ?? (() => {}),
    ...(options.onQueryError === undefined ? {} : { onQueryError: options.onQueryError }),
  });
  try {
    await migratePostgresDatabase(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db: ShopDatabase = drizzleNodePg(pool);
  const probe = postgresProbe(connectionString);
  return {
    db,
    driver: "postgres",
    close: () => Promise.all([pool.end(), probe.close()]).then(() => undefined),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    migrationsApplied: probe.migrationsApplied,
    condition: () => FINE,
  };
};

/** The shop database as an Effect service. */
export class Db extends Context.Service<Db, ShopDatabase>()("@proshop/server/Db") {}

/** Which driver serves the database (for /health and driver-specific SQL, if ever needed). */
export class DbDriver extends Context.Service<DbDriver, DatabaseDriver>()("@proshop/server/DbDriver") {}

/** Provides Db and DbDriver from a database opened elsewhere (the caller closes it). */
export const databaseLayerFrom = (opened: OpenedDatabase): Layer.Layer<Db | DbDriver> =>
  Layer.mergeAll(Layer.succeed(Db, opened.db), Layer.succeed(DbDriver, opened.driver));

/** Opens the database when the layer is built and closes it when the layer is released. */
export const databaseLayer = (options: OpenDatabaseOptions): Layer.Layer<Db | DbDriver, Error> =>
  Layer.unwrap(
    Effect.acquireRelease(
      Effect.tryPromise({
        try: () => openDatabase(options),
        catch: (cause) => new Error("Could not open the database", { cause }),
      }),
      (opened) => Effect.promise(() => opened.close()),
    ).pipe(Effect.map(databaseLayerFrom)),
  );
