/**
 * The PostgreSQL pool, built to outlive the network and the database failing under it
 * (issue 32, faults 18 and 20):
 * - every connection has an error listener, idle or in use. pg-pool listens only while a
 *   connection is idle, so a connection dropped inside a transaction (pg_terminate_backend, a
 *   database restart) threw "Unhandled 'error' event" and ended the process. A connection that
 *   fails while in use is also handed back to the pool at once: drizzle's transaction never
 *   releases a connection whose BEGIN failed, and each such leak cost a pool slot for good;
 * - every query is bounded (`query_timeout`): a query that outlives it closes its connection.
 *   Only a closed connection is safe: its answer may still come, and node-postgres drops the
 *   ROLLBACK queued behind a timed-out query, so the next user of the connection would have
 *   committed the abandoned transaction's writes with its own;
 * - opening or waiting for a connection is bounded (`connectionTimeoutMillis`) and TCP
 *   keep-alive notices a peer that went away while nothing was asked.
 */
import pg from "pg";

export interface PostgresPoolOptions {
  readonly connectionString: string;
  readonly max: number;
  /** Give up opening a connection, or waiting for a free one, after this long. */
  readonly connectTimeoutMs: number;
  /** The server cancels statements running longer (0: none). */
  readonly statementTimeoutMs: number;
  /** The longest wait for a query's answer; the connection is closed after it (0: none). */
  readonly queryTimeoutMs: number;
  /** Told when a connection fails, idle or in use (the server logs it). */
  readonly onConnectionError: (error: Error, inUse: boolean) => void;
  /** Told of every failed query (readiness hears of a full disk). */
  readonly onQueryError?: (error: unknown) => void;
}

/** TCP keep-alive: the first probe after this long without traffic. */
const KEEP_ALIVE_DELAY_MS = 10_000;

const isReadTimeout = (error: unknown): boolean => error instanceof Error && error.message === "Query read timeout";

/**
 * A connection that closes itself when a query outlives `query_timeout`, and tells
 * `onQueryError` of every failed query. Wraps both forms of `query`: with a callback (pg-pool's
 * `pool.query`) and with a promise (drizzle).
 */
const boundedClient = (onQueryError: (error: unknown) => void) =>
  class BoundedClient extends pg.Client {
    private failed(error: unknown): void {
      if (isReadTimeout(error)) this.connection.stream.destroy();
      onQueryError(error);
    }

    // oxlint-disable-next-line no-explicit-any
    override query(...args: any[]): any {
      const last = args.length - 1;
      const callback: unknown = args[last];
      if (typeof callback === "function") {
        args[last] = (error: unknown, result: unknown) => {
          if (error) this.failed(error);
          callback(error, result);
        };
        // oxlint-disable-next-line no-explicit-any
        return (super.query as any)(...args);
      }
      // oxlint-disable-next-line no-explicit-any
      const result = (super.query as any)(...args);
      if (result instanceof Promise) result.catch((error: unknown) => this.failed(error));
      return result;
    }
  };

export const createPostgresPool = (options: PostgresPoolOptions): pg.Pool => {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    ...(options.statementTimeoutMs > 0 ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.queryTimeoutMs > 0 ? { query_timeout: options.queryTimeoutMs } : {}),
    Client: boundedClient(options.onQueryError ?? (() => {})),
  });
  // An idle connection that drops: the pool removes it and replaces it on next use.
  pool.on("error", (error) => options.onConnectionError(error, false));
  const inUse = new Set<pg.PoolClient>();
  pool.on("acquire", (client) => inUse.add(client));
  pool.on("release", (_error, client) => inUse.delete(client));
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      if (!inUse.has(client)) return; // idle: the pool's own listener removes it (above)
      options.onConnectionError(error, true);
      // Back to the pool with the error, which removes it; the holder's own release is then a no-op.
      inUse.delete(client);
      client.release(error);
      client.release = () => {};
    });
  });
  return pool;
};

/**
 * A connection of its own for the readiness probe (observability/readiness.ts), outside the
 * pool: a busy pool must not make a healthy instance look down. Answers how many migrations the
 * database holds; reconnects after a failure.
 */
export const postgresProbe = (connectionString: string) => {
  let client: pg.Client | null = null;
  const drop = () => {
    const dropped = client;
    client = null;
    dropped?.connection.stream.destroy();
  };
  return {
    /** Connecting and asking, each bounded by `timeoutMs` (the first call's). */
    migrationsApplied: async (timeoutMs: number): Promise<number> => {
      try {
        if (client === null) {
          const fresh = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, keepAlive: true, keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS });
          fresh.on("error", () => {}); // a dropped probe connection is a failed probe, seen by the next query
          client = fresh;
          await fresh.connect();
        }
        const result = await client.query<{ applied: number }>("SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations");
        return Number(result.rows[0]?.applied ?? 0);
      } catch (error) {
        drop();
        throw error;
      }
    },
    close: async (): Promise<void> => drop(),
  };
};
