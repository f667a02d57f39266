import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Effect } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import type { OpenedDatabase } from "../db/client.ts";
import { MIGRATIONS_FOLDER } from "../db/migrate.ts";
import { isDatabaseUnavailable, isDiskFull } from "./query-errors.ts";

/*
 * `GET /ready`: may this instance take traffic? 200 when its database answers, holds every
 * migration this build knows and takes writes; 503 otherwise, and 503 from the moment it is told
 * to stop (SIGTERM), so a load balancer sends nothing new while it finishes what it has.
 * `GET /health` (openapi.ts) only says the process and its database answer.
 *
 * /ready answers at once from what a background probe last found (issue 32, fault 22): asking
 * the database on each call waited for a free pool connection, so under load a balancer
 * checking every 200 ms (README's HAProxy example, `fall 1`) took healthy instances out. The
 * probe has a connection of its own on PostgreSQL. Failed queries of real requests count too: a
 * full disk (53100) holds /ready at 503 for `holdMs` after the last one (writes fail while reads
 * and the probe pass), and a lost database makes the probe look again at once.
 */

export interface Readiness {
  /** Set when the instance starts stopping. */
  stopping: boolean;
}

/** How many migrations this build applies (drizzle's journal). */
const knownMigrations = (): number =>
  (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;

export interface ReadyBody {
  readonly status: "ready" | "unavailable";
  readonly database: boolean;
  readonly migrations: "applied" | "pending" | "unknown";
  /** "full": writes fail for want of disk space. */
  readonly disk: "ok" | "full";
  readonly stopping: boolean;
}

export interface DatabaseWatchOptions {
  /** Time between probes. */
  readonly intervalMs: number;
  /** A probe not answered within this long is a failed one. */
  readonly timeoutMs: number;
  /** How long a real query's full-disk failure keeps the instance unready. */
  readonly holdMs: number;
}

export const DEFAULT_DATABASE_WATCH: DatabaseWatchOptions = { intervalMs: 1_000, timeoutMs: 2_000, holdMs: 10_000 };

type Database = Pick<OpenedDatabase, "migrationsApplied" | "condition">;

export interface DatabaseWatch {
  /** Starts probing `database`; resolves after the first probe (the server then serves with a known state). */
  readonly start: (database: Database) => Promise<void>;
  /** What the last probe found, with the disk's state. */
  readonly current: () => Omit<ReadyBody, "status" | "stopping">;
  /** Tells the watch of a real query's failure (from the moment the database opens). */
  readonly queryFailed: (error: unknown) => void;
  readonly stop: () => void;
}

/** Once started, probes the database every `intervalMs` (never two probes at once) and keeps what it found. */
export const watchDatabase = (options: DatabaseWatchOptions): DatabaseWatch => {
  const expected = knownMigrations();
  let found: { database: boolean; migrations: ReadyBody["migrations"] } = { database: false, migrations: "unknown" };
  let diskFailedAt = Number.NEGATIVE_INFINITY;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let database: Database | null = null;

  const probeOnce = async (watched: Database): Promise<void> => {
    let deadline: NodeJS.Timeout | undefined;
    try {
      const applied = await Promise.race([
        watched.migrationsApplied(options.timeoutMs),
        new Promise<never>((_, reject) => (deadline = setTimeout(() => reject(new Error("the readiness probe timed out")), options.timeoutMs))),
      ]);
      found = { database: true, migrations: applied >= expected ? "applied" : "pending" };
    } catch {
      found = { database: false, migrations: "unknown" };
    } finally {
      clearTimeout(deadline);
    }
  };
  /** Probes now unless a probe runs; then the next one after the interval. */
  const probe = (): Promise<void> => {
    if (running !== null) return running;
    if (database === null || stopped) return Promise.resolve();
    clearTimeout(timer);
    running = probeOnce(database).finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(() => void probe(), options.intervalMs).unref();
    });
    return running;
  };
  return {
    start: (watched) => {
      database = watched;
      return probe();
    },
    current: () => {
      const { diskLow, broken } = database?.condition() ?? { diskLow: false, broken: false };
      const diskFull = diskLow || Date.now() - diskFailedAt < options.holdMs;
      return { database: found.database && !broken, migrations: found.migrations, disk: diskFull ? "full" : "ok" };
    },
    queryFailed: (error) => {
      if (isDiskFull(error)) diskFailedAt = Date.now();
      else if (isDatabaseUnavailable(error)) void probe();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
};

export const readyRoutes = (watch: DatabaseWatch, readiness: Readiness) =>
  HttpRouter.add(
    "GET",
    "/ready",
    Effect.sync(() => {
      const state = watch.current();
      const ready = state.database && state.migrations === "applied" && state.disk === "ok" && !readiness.stopping;
      const body: ReadyBody = { status: ready ? "ready" : "unavailable", ...state, stopping: readiness.stopping };
      return HttpServerResponse.jsonUnsafe(body, { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } });
    }),
  );
