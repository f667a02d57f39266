import { statfs } from "node:fs/promises";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { wrappingMethods } from "./pglite-methods.ts";
import { WAL_FILE_BYTES, watchPglite, type PgliteWatchdog } from "./pglite-watchdog.ts";

/*
 * The embedded database on a disk that fills up (issue 32, fault 21).
 *
 * When PostgreSQL cannot create its next WAL file (16 MB) it raises a PANIC, after which a real
 * server restarts. PGlite cannot restart: a commit then loops for ever in XLogFlush, in
 * WebAssembly on the server's only thread (100 % CPU, no request answered, SIGTERM never
 * handled); a statement outside a transaction answers the PANIC as an error, and the next one
 * loops. So:
 * - before it comes to that, writes are refused while the data folder's disk has less than
 *   `minFreeBytes` free (checked every half second): the shop keeps reading and says why;
 * - if it comes to that anyway (the disk filled faster than the check), PGlite is broken: when
 *   it answered a PANIC or FATAL, or when its commit loops and the watchdog (pglite-watchdog.ts)
 *   terminated it. Nothing is sent to it any more: every call fails at once (the call in hand
 *   too), a transaction that hit it is left open rather than rolled back, and closing skips
 *   PGlite's close (its last commits are on disk; the next start recovers them, as after
 *   kill -9). A restart is then needed.
 * The refusals look like PostgreSQL's own disk_full (53100), so they answer 503 like it.
 */

/** How PGlite is doing, for readiness and closing. */
export interface PgliteCondition {
  /** Writes are refused: the disk has less free space than the database needs. */
  readonly diskLow: boolean;
  /** PGlite raised a PANIC or FATAL, or hung: it must not be used again (until a restart). */
  readonly broken: boolean;
}

export interface GuardedPglite {
  readonly client: PGlite;
  readonly condition: () => PgliteCondition;
  /** Stops the disk checks and the watchdog. */
  readonly stop: () => void;
}

export interface PgliteGuardOptions {
  /** The PGlite data folder, whose file system is checked (null: in memory, no disk). */
  readonly folder: string | null;
  /** Refuse writes below this many free bytes (0: never). */
  readonly minFreeBytes: number;
  /** Told once when PGlite broke (a PANIC or FATAL, or a loop the watchdog stopped). */
  readonly onBroken: (error: Error) => void;
  /** Told of every failed statement (readiness hears of a full disk). */
  readonly onQueryError?: (error: unknown) => void;
  readonly checkIntervalMs?: number;
  /** How long the server's thread may hang in PGlite on a nearly full disk before the watchdog stops it (default 5 s). */
  readonly stallMs?: number;
}

/** An error shaped like PostgreSQL's, so query-errors.ts classifies it as the database being unavailable. */
export class EmbeddedDatabaseUnavailable extends Error {
  override readonly name = "EmbeddedDatabaseUnavailable";
  readonly code = "53100";
  readonly severity = "ERROR";
  readonly routine: string;
  constructor(message: string, routine: "proshop guard: low disk" | "proshop guard: broken") {
    super(message);
    this.routine = routine;
  }
}

const READ_ONLY = /^\s*(select|show)\b/i;

const isPanic = (error: unknown): boolean => {
  const severity = (error as { severity?: unknown } | null)?.severity;
  return severity === "PANIC" || severity === "FATAL";
};

export const guardingPglite = (client: PGlite, options: PgliteGuardOptions): GuardedPglite => {
  let diskLow = false;
  let broken: Error | null = null;
  const minFreeMb = Math.round(options.minFreeBytes / 1024 / 1024);

  const { folder, minFreeBytes } = options;
  let timer: NodeJS.Timeout | undefined;
  if (folder !== null && minFreeBytes > 0) {
    const checkDisk = () => {
      statfs(folder).then(({ bavail, bsize }) => (diskLow = bavail * bsize < minFreeBytes), () => {});
    };
    checkDisk();
    timer = setInterval(checkDisk, options.checkIntervalMs ?? 500).unref();
  }
  /** Each call in PGlite's hands, to fail when PGlite breaks. */
  const inHand = new Set<(error: Error) => void>();
  const breaks = (error: Error) => {
    if (broken !== null) return;
    broken = error;
    watchdog?.stop();
    options.onBroken(error);
    for (const fail of inHand) fail(new EmbeddedDatabaseUnavailable(`the embedded database broke (${error.message}); restart the server`, "proshop guard: broken"));
  };
  const watchdog: PgliteWatchdog | null =
    folder === null
      ? null
      : watchPglite({
          folder,
          stallMs: options.stallMs ?? 5_000,
          lowDiskBytes: 2 * WAL_FILE_BYTES,
          onTerminated: ({ stalledMs, freeBytes }) => breaks(new Error(`PGlite hung ${stalledMs} ms with ${Math.round(freeBytes / 1024 / 1024)} MB free on its disk and was stopped`)),
        });

  /** Throws when PGlite may not run a statement now (none when broken, no write when the disk is low). */
  const admit = (write: boolean) => {
    if (broken !== null) throw new EmbeddedDatabaseUnavailable(`the embedded database broke (${broken.message}); restart the server`, "proshop guard: broken");
    if (write && diskLow) throw new EmbeddedDatabaseUnavailable(`less than ${minFreeMb} MB free on the data folder's disk: writes are refused until space is freed`, "proshop guard: low disk");
  };
  /** Notes a failure (and a PANIC); answers the error to pass on. */
  const seen = (error: unknown): unknown => {
    options.onQueryError?.(error);
    if (isPanic(error)) breaks(error as Error);
    return error;
  };
  /** Runs `run` when `admit` lets it, noting a PANIC it raises; fails it when PGlite breaks meanwhile. */
  const guarded = <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    try {
      admit(write);
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise<T>((resolve, reject) => {
      inHand.add(reject);
      watchdog?.callStarted();
      run()
        .then(resolve, (error: unknown) => reject(seen(error)))
        .finally(() => {
          inHand.delete(reject);
          watchdog?.callEnded();
        });
    });
  };

  /** Statements inside a transaction: refused once broken (the transaction's first write was admitted already). */
  const guardTransaction = (tx: Transaction): Transaction =>
    wrappingMethods(tx, (property, method) => {
      if (property !== "query" && property !== "exec" && property !== "sql") return method;
      return (...args: never[]) => guarded(false, () => method(...args) as Promise<unknown>);
    });

  const wrapped = wrappingMethods(client, (property, method) => {
    if (property === "query" || property === "exec") {
      const run = method as (text: string, ...rest: never[]) => Promise<unknown>;
      return (text: string, ...rest: never[]) => guarded(property === "exec" || !READ_ONLY.test(text), () => run(text, ...rest));
    }
    if (property === "transaction") {
      return <R>(callback: (tx: Transaction) => Promise<R>) =>
        guarded(
          true,
          () =>
            new Promise<R>((resolve, reject) => {
              const run = (method as PGlite["transaction"])((tx) =>
                callback(guardTransaction(tx)).catch((error: unknown) => {
                  if (broken === null) throw error;
                  // PGlite would now send ROLLBACK, and loop: answer the caller, and leave the transaction for ever.
                  reject(error);
                  return new Promise<never>(() => {});
                }),
              );
              run.then(resolve, reject);
            }),
        );
    }
    return method;
  });

  return {
    client: wrapped,
    condition: () => ({ diskLow, broken: broken !== null }),
    stop: () => {
      clearInterval(timer);
      watchdog?.stop();
    },
  };
};
