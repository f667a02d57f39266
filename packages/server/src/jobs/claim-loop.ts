import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { ShopDatabase } from "../db/client.ts";
import type { Log } from "../log.ts";
import { JOB_FAILED, JOB_PENDING } from "./columns.ts";

/*
 * Background work on the shop's own database, shared by every instance: the building block of
 * the outbox delivery, and of later jobs (scheduled reports, data retention).
 *
 * A job table's rows carry `jobColumns()` (columns.ts). Each instance runs a loop that
 *   1. claims a batch of due rows in ONE statement: `UPDATE ... WHERE id IN (SELECT ... FOR
 *      UPDATE SKIP LOCKED) RETURNING`, which sets a lease (`locked_until`) and a claim token and
 *      counts the attempt. SKIP LOCKED makes concurrent claims from other instances pass over
 *      rows being claimed instead of waiting; the lease makes the claim outlive the statement;
 *   2. works on each row outside any transaction (e.g. talks to the SMTP server);
 *   3. settles it, guarded by its claim token: done, or back to pending after a backoff, or
 *      failed after the last try (at once when the work throws a PermanentJobFailure).
 * An instance that dies mid-work leaves rows leased: when the lease runs out any instance claims
 * them again. So a row is worked on by one instance at a time; a crash between the work and the
 * settlement repeats the work once (at-least-once, as any mail queue), which is why the lease
 * must be longer than the work can take (the SMTP transport's time-outs are shorter).
 *
 * Works on PostgreSQL and PGlite alike (PGlite is one process: the lock is then moot but harmless).
 */

export interface JobTable {
  /** SQL name of the table; its rows have an integer `id` and `jobColumns()`. */
  readonly name: string;
  /** The status of a finished row (the outbox says 'sent'). */
  readonly doneStatus: string;
  /** A timestamp column set when a row is done (the outbox's `sent_at`). */
  readonly doneAtColumn?: string;
}

export interface JobLoopOptions {
  /** Names the job in logs and metrics ('outbox'). */
  readonly name: string;
  readonly db: ShopDatabase;
  readonly table: JobTable;
  /**
   * Does one row's work; a throw (or rejection) is a failed try. It may answer more columns to
   * set on the row as it is marked done (`sql\`last_status = 200\``), in the same statement.
   */
  readonly work: (id: number, attempt: number) => Promise<SQL | void>;
  readonly log: Log;
  /** Rows claimed per statement (default 10). */
  readonly batchSize?: number;
  /** Rows of a batch worked at once (default 1: one after the other); the lease must cover the slowest. */
  readonly concurrency?: number;
  /** How long a claim holds a row (default 5 minutes). */
  readonly leaseMs?: number;
  /** Time between looks at the table when nothing woke the loop (default 5 s). */
  readonly pollIntervalMs?: number;
  /** Tries before a row is marked failed (default 8). */
  readonly maxAttempts?: number;
  /** Wait after failed try number `attempt` (default: 30 s doubling, at most an hour). */
  readonly retryDelayMs?: (attempt: number) => number;
  /** Told of every settled try (metrics). */
  readonly onSettled?: (outcome: JobOutcome, durationMs: number) => void;
}

export type JobOutcome = "done" | "retry" | "failed";

export interface JobLoop {
  /** Looks at the table now (e.g. right after a row was added) instead of at the next poll. */
  readonly wake: () => void;
  /** Claims and works one batch now; answers how many rows it claimed (tests, commands). */
  readonly runOnce: () => Promise<number>;
  /** Stops claiming, waits for the rows in hand (at most `timeoutMs`, default 10 s). */
  readonly stop: (timeoutMs?: number) => Promise<void>;
}

/** Thrown by a job's work when no later try can succeed (a mail server's permanent rejection): the row fails at once. */
export class PermanentJobFailure extends Error {}

export const defaultRetryDelayMs = (attempt: number): number => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export const startJobLoop = (options: JobLoopOptions): JobLoop => {
  const { db, log, name } = options;
  const batchSize = options.batchSize ?? 10;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const table = sql.identifier(options.table.name);
  const doneAt = options.table.doneAtColumn === undefined ? sql`` : sql`, ${sql.identifier(options.table.doneAtColumn)} = now()`;

  /** Rows whose last try died with its instance (lease out, no tries left) are given up. */
  const giveUpAbandoned = () =>
    db.execute(sql`
      UPDATE ${table} SET status = ${JOB_FAILED}, locked_until = NULL, claim_token = NULL,
        last_error = coalesce(last_error, 'the last try did not finish')
      WHERE status = ${JOB_PENDING} AND attempts >= ${maxAttempts} AND locked_until <= now()`);

  const claim = async (token: string) =>
    rowsOf<{ id: number; attempts: number }>(
      await db.execute(sql`
        UPDATE ${table}
        SET locked_until = now() + make_interval(secs => ${leaseMs / 1000}), claim_token = ${token}, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM ${table}
          WHERE status = ${JOB_PENDING} AND run_after <= now() AND attempts < ${maxAttempts}
            AND (locked_until IS NULL OR locked_until <= now())
          ORDER BY run_after, id
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, attempts`),
      // RETURNING follows no order: a batch is worked oldest row first (a report catch-up sends the oldest night first).
    ).sort((a, b) => a.id - b.id);

  const settleDone = (id: number, token: string, set: SQL | void) =>
    db.execute(sql`
      UPDATE ${table} SET status = ${options.table.doneStatus}, locked_until = NULL, claim_token = NULL, last_error = NULL${doneAt}${set === undefined ? sql`` : sql`, ${set}`}
      WHERE id = ${id} AND claim_token = ${token}`);

  const settleFailed = (id: number, token: string, attempt: number, error: unknown) =>
    db.execute(sql`
      UPDATE ${table}
      SET status = CASE WHEN attempts >= ${maxAttempts} OR ${error instanceof PermanentJobFailure}::boolean THEN ${JOB_FAILED} ELSE ${JOB_PENDING} END,
        run_after = now() + make_interval(secs => ${retryDelayMs(attempt) / 1000}),
        locked_until = NULL, claim_token = NULL, last_error = ${errorText(error)}
      WHERE id = ${id} AND claim_token = ${token}`);

  const workOn = async (row: { id: number; attempts: number }, token: string) => {
    const started = performance.now();
    let outcome: JobOutcome = "done";
    let failure: unknown;
    try {
      await settleDone(row.id, token, await options.work(row.id, row.attempts));
    } catch (error) {
      failure = error;
      outcome = row.attempts >= maxAttempts || error instanceof PermanentJobFailure ? "failed" : "retry";
      await settleFailed(row.id, token, row.attempts, error);
    }
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    options.onSettled?.(outcome, durationMs);
    const fields = { job: name, id: row.id, attempt: row.attempts, outcome, duration_ms: durationMs };
    if (outcome === "done") log.info("job", fields);
    else log.warn("job", { ...fields, error: errorText(failure) });
  };

  const runOnce = async (): Promise<number> => {
    await giveUpAbandoned();
    const token = randomUUID();
    const rows = await claim(token);
    // `concurrency` lanes take the rows oldest first (webhooks: one slow receiver does not hold the others).
    let next = 0;
    const lane = async () => {
      while (next < rows.length) await workOn(rows[next++]!, token);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
    return rows.length;
  };

  let stopping = false;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve();
      const timer = setTimeout(resolve, pollIntervalMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = undefined;
      woken = false;
    });

  const running = (async () => {
    while (!stopping) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        // The database is away (restart, network): say so and try again at the next poll.
        log.error("job pass failed", { job: name, error: errorText(error) });
      }
      if (claimed < batchSize) await pause();
    }
  })();

  return {
    wake,
    runOnce,
    stop: async (timeoutMs = 10_000) => {
      stopping = true;
      wakeUp?.();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log.warn("job stop timed out; its leased rows will be retried", { job: name });
          resolve();
        }, timeoutMs);
      });
      await Promise.race([running, timedOut]);
      clearTimeout(timer);
    },
  };
};
