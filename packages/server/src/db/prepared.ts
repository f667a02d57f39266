import { sql, type SQL } from "drizzle-orm";
import type { ShopQueryable } from "./client.ts";
import { runnerOf } from "./prepared-runner.ts";

/*
 * Statements built once (issue 18). Drizzle builds a statement's SQL text anew on every call
 * (a quarter of the server's CPU on the order path, profiled under load); its `prepare()`
 * keeps the built text, parameter order and result mapping, but binds them to the connection
 * they were prepared on, while the order path runs most statements inside a transaction on its
 * own pooled connection. So: the statement is prepared once per database (on the first
 * database or transaction that asks), and each call runs that prepared statement on the
 * caller's connection: the pool's, or the transaction's. With node-postgres the name makes it a
 * named statement, which PostgreSQL parses once per connection instead of once per call.
 *
 * This reads drizzle's sessions' `client` (the same on both drivers: the pool / PGlite, or the
 * transaction's connection) and runs the prepared query on it (prepared-runner.ts); the order
 * tests on both databases run every statement made with it.
 */

interface Executable<Result> {
  execute(placeholders?: Record<string, unknown>): Promise<Result>;
}

/** The connection a database or transaction runs its statements on (drizzle's session client). */
const clientOf = (db: ShopQueryable): unknown => (db as unknown as { session: { client: unknown } }).session.client;

/** One database's identity that its transactions share: drizzle's dialect object. */
const dialectOf = (db: ShopQueryable): object => (db as unknown as { dialect: object }).dialect;

/**
 * `build(db)` must return `query.prepare(name)` of a query with `sql.placeholder`s; the answer
 * runs it with the placeholders' values on whichever database or transaction is passed.
 */
export const preparedOnce = <Result>(build: (db: ShopQueryable) => Executable<Result>) => {
  const byDatabase = new WeakMap<object, (client: unknown, values: Record<string, unknown>) => Promise<Result>>();
  return (db: ShopQueryable, values: Record<string, unknown>): Promise<Result> => {
    const dialect = dialectOf(db);
    let run = byDatabase.get(dialect);
    if (run === undefined) {
      run = runnerOf<Result>(build(db));
      byDatabase.set(dialect, run);
    }
    // The same statement, on the caller's connection.
    return run(clientOf(db), values);
  };
};

interface RawSession {
  prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): Executable<{ rows: Array<Record<string, unknown>> }>;
}

/**
 * The same for a hand-written statement (`sql` with `sql.placeholder`s, run like `db.execute`:
 * its rows as the driver returns them). Drizzle has no `prepare` for `execute`, so this builds
 * the text once with the dialect and prepares it on the session, as `execute` does per call.
 */
export const preparedSqlOnce = (name: string, statement: SQL) =>
  preparedOnce((db) => {
    const { session, dialect } = db as unknown as { session: RawSession; dialect: { sqlToQuery(statement: SQL): unknown } };
    return session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  });

/**
 * `{ key: sql.placeholder(key) }` for each key, for a prepared insert's values or update's
 * set. Drizzle encodes a placeholder's value with its column at run time (a Date, a JSON
 * object; but null becomes JSON 'null' in a jsonb column, so pass none there); `set()`'s type
 * just does not list placeholders, hence the cast.
 */
export const placeholdersOf = <const Key extends string>(keys: ReadonlyArray<Key>): Record<Key, SQL> =>
  Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as unknown as Record<Key, SQL>;
