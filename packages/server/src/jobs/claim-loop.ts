import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { ShopDatabase } from "../db/client.ts";
import type { Log } from "../log.ts";
import { JOB_FAILED, JOB_PENDING } from "./columns.ts";
import { groupedCalls } from "./grouped-calls.ts";

/*
 * Background work on the shop's own database, shared by every instance: the building block of
 * the outbox delivery, and of later jobs (scheduled reports, data retention).
 *
 * A job table's rows carry `jobColumns()` (columns.ts). Each instance runs a loop that
 *   1. claims a batch of due rows in ONE statement: `UPDATE ... WHERE id IN (SELECT ... FOR
 *      UPDATE SKIP LOCKED) RETURNING`, which sets a lease (`locked_until`) and a claim token and
 *      counts the attempt (and reads what the work needs with it: `load`). SKIP LOCKED makes
 *      concurrent claims from other instances pass over rows being claimed instead of waiting;
 *      the lease makes the claim outlive the statement;
 *   2. works on each row outside any transaction (e.g. talks to the SMTP server), `concurrency`
 *      rows at once; it claims again as soon as half the lanes are free, so the lanes stay busy
 *      instead of waiting for a batch's slowest row;
 *   3. settles it, guarded by its claim token: done, or back to pending after a backoff, or
 *      failed after the last try (at once when the work throws a PermanentJobFailure). Rows
 *      that finish together are marked done together, in one UPDATE (grouped-calls.ts), and a
 *      row's lane takes the next row while it is settled.
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

export interface JobLoopOptions<Loaded = undefined> {
  /** Names the job in logs and metrics ('outbox'). */
  readonly name: string;
  readonly db: ShopDatabase;
  readonly table: JobTable;
  /**
   * What the work needs besides the row, read by the claim's own statement (one round trip per
   * batch, not one per row): `columns` (never named `id` or `attempts`) over `claimed`, the
   * claimed row with all its table's columns, and the `joins` that follow it
   * (`LEFT JOIN endpoints endpoint ON endpoint.id = claimed.endpoint_id`).
   */
  readonly load?: { readonly columns: SQL; readonly joins: SQL };
  /**
   * Does one row's work; a throw (or rejection) is a failed try. `loaded` is the row as `load`
   * read it (undefined without `load`). It may answer more columns to set on the row as it is
   * marked done (`{ last_status: 200 }`, SQL names), in the same statement.
   */
  readonly work: (id: number, attempt: number, loaded: Loaded) => Promise<DoneColumns | void>;
  readonly log: Log;
  /** Rows claimed per statement at most (default 10); those beyond the free lanes wait for one. */
  readonly batchSize?: number;
  /** Rows worked at once (default 1: one after the other); the lease must cover a row's wait for a lane and its own work. */
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

/** Columns (SQL names) set on a row as it is marked done, beside its status. */
export type DoneColumns = Readonly<Record<string, string | number | boolean | null>>;

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

interface DoneRow {
  readonly id: number;
  readonly token: string;
  readonly set: DoneColumns | void;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export const startJobLoop = <Loaded = undefined>(options: JobLoopOptions<Loaded>): JobLoop => {
  const { db, log, name } = options;
  const batchSize = options.batchSize ?? 10;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const table = sql.identifier(options.table.name);
  type Claimed = { readonly id: number; readonly attempts: number; readonly loaded: Loaded };
  const doneAt = options.table.doneAtColumn === undefined ? sql`` : sql`, ${sql.identifier(options.table.doneAtColumn)} = now()`;

  /** Rows whose last try died with its instance (lease out, no tries left) are given up. */
  const giveUpAbandoned = () =>
    db.execute(sql`
      UPDATE ${table} SET status = ${JOB_FAILED}, locked_until = NULL, claim_token = NULL,
        last_error = coalesce(last_error, 'the last try did not finish')
      WHERE status = ${JOB_PENDING} AND attempts >= ${maxAttempts} AND locked_until <= now()`);

  const claim = async (token: string, limit = batchSize): Promise<Claimed[]> => {
    const claiming = sql`
      UPDATE ${table}
      SET locked_until = now() + make_interval(secs => ${leaseMs / 1000}), claim_token = ${token}, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM ${table}
        WHERE status = ${JOB_PENDING} AND run_after <= now() AND attempts < ${maxAttempts}
          AND (locked_until IS NULL OR locked_until <= now())
        ORDER BY run_after, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)`;
    const rows = rowsOf<{ id: number; attempts: number }>(
      await db.execute(
        options.load === undefined
          ? sql`${claiming} RETURNING id, attempts`
          : sql`WITH claimed AS (${claiming} RETURNING ${table}.*)
                SELECT claimed.id, claimed.attempts, ${options.load.columns} FROM claimed ${options.load.joins}`,
      ),
    );
    // RETURNING follows no order: a batch is worked oldest row first (a report catch-up sends the oldest night first).
    return rows.map((row) => ({ id: row.id, attempts: row.attempts, loaded: (options.load === undefined ? undefined : row) as Loaded })).sort((a, b) => a.id - b.id);
  };

  /** Marks rows done in one statement, each guarded by its own claim token; they all set `set`. */
  const markDone = (rows: ReadonlyArray<DoneRow>, set: DoneColumns) => {
    const ids = sql.param(rows.map((row) => row.id));
    return db.execute(sql`
      UPDATE ${table} SET status = ${options.table.doneStatus}, locked_until = NULL, claim_token = NULL, last_error = NULL${doneAt}${sql.join(
        Object.entries(set).map(([column, value]) => sql`, ${sql.identifier(column)} = ${value}`),
      )}
      FROM unnest(${ids}::integer[], ${sql.param(rows.map((row) => row.token))}::text[]) AS done(id, claim_token)
      WHERE ${table}.id = ANY(${ids}::integer[]) AND ${table}.id = done.id AND ${table}.claim_token = done.claim_token`);
  };

  // Rows that finish together are settled together: one statement per distinct set of extra columns (usually one).
  const settleDone = groupedCalls<DoneRow>(async (rows) => {
    const bySet = new Map<string, DoneRow[]>();
    for (const row of rows) {
      const key = JSON.stringify(Object.entries(row.set ?? {}).sort(([a], [b]) => a.localeCompare(b)));
      bySet.set(key, [...(bySet.get(key) ?? []), row]);
    }
    for (const group of bySet.values()) await markDone(group, group[0]!.set ?? {});
  });

  const settleFailed = (id: number, token: string, attempt: number, error: unknown) =>
    db.execute(sql`
      UPDATE ${table}
      SET status = CASE WHEN attempts >= ${maxAttempts} OR ${error instanceof PermanentJobFailure}::boolean THEN ${JOB_FAILED} ELSE ${JOB_PENDING} END,
        run_after = now() + make_interval(secs => ${retryDelayMs(attempt) / 1000}),
        locked_until = NULL, claim_token = NULL, last_error = ${errorText(error)}
      WHERE id = ${id} AND claim_token = ${token}`);

  /** Works on a row and settles it; `worked` is told as soon as the work is over (the row's lane is free while it is settled). */
  const workOn = async (row: Claimed, token: string, worked?: () => void) => {
    const started = performance.now();
    let outcome: JobOutcome = "done";
    let failure: unknown;
    try {
      const set = await options.work(row.id, row.attempts, row.loaded).finally(worked);
      await settleDone({ id: row.id, token, set });
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

  // Rows claimed but not yet started (when a claim brings more rows than there are free lanes).
  const waiting: Array<{ readonly row: Claimed; readonly token: string }> = [];
  // Rows in hand (worked on or being settled), and how many of them are worked on (one lane each).
  const tries = new Set<Promise<void>>();
  let working = 0;
  let laneFreed: (() => void) | undefined;
  const startWaiting = () => {
    while (working < concurrency && waiting.length > 0) {
      const { row, token } = waiting.shift()!;
      working += 1;
      const worked = () => {
        working -= 1;
        startWaiting();
        laneFreed?.();
      };
      const tried: Promise<void> = workOn(row, token, worked)
        .catch((error: unknown) => log.error("job pass failed", { job: name, error: errorText(error) }))
        .finally(() => {
          tries.delete(tried);
          laneFreed?.();
        });
      tries.add(tried);
    }
  };
  const aLaneFrees = () =>
    new Promise<void>((resolve) => {
      laneFreed = resolve;
    }).finally(() => {
      laneFreed = undefined;
    });
  // A claim once this many lanes are free: lanes are kept busy without a claim per row.
  const refillAt = Math.ceil(concurrency / 2);
  /** Rows a claim asks for: one per free lane, plus as many as a batch holds beyond the lanes (they wait for a lane). */
  const claimSize = (free: number) => Math.min(batchSize, free + Math.max(0, batchSize - concurrency));

  const running = (async () => {
    let gaveUpAt = Number.NEGATIVE_INFINITY;
    while (!stopping) {
      const free = concurrency - working;
      // No claim while claimed rows wait for a lane, too few lanes are free, or a batch's worth of rows waits to be settled.
      if (waiting.length > 0 || free < refillAt || tries.size - working > batchSize) {
        await aLaneFrees();
        continue;
      }
      const asked = claimSize(free);
      let claimed = 0;
      try {
        // Abandoned rows are looked for once per poll interval, not before every claim.
        if (performance.now() - gaveUpAt >= pollIntervalMs) {
          gaveUpAt = performance.now();
          await giveUpAbandoned();
        }
        const token = randomUUID();
        const rows = await claim(token, asked);
        claimed = rows.length;
        waiting.push(...rows.map((row) => ({ row, token })));
        startWaiting();
      } catch (error) {
        // The database is away (restart, network): say so and try again at the next poll.
        log.error("job pass failed", { job: name, error: errorText(error) });
      }
      if (claimed < asked) await pause();
    }
    // Stopping: the rows in hand (and any claimed rows still waiting for a lane) are finished.
    while (tries.size > 0) await Promise.all(tries);
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
