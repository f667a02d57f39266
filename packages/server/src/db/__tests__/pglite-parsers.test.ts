import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type OpenedDatabase } from "../client.ts";
import { parsingOnce } from "../pglite-parsers.ts";

/*
 * PGlite with Drizzle's parsers installed once: the same answers as PGlite given the parsers
 * with each statement (as Drizzle's driver does), in and out of transactions, without passing
 * them on; a parser Drizzle does not send still reaches PGlite.
 */

/** What Drizzle's PGlite driver sends with every statement (drizzle-orm/pglite/session.js). */
const DRIZZLE_OPTIONS = {
  rowMode: "array" as const,
  parsers: Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value])),
};

const TYPED_VALUES = `SELECT now()::timestamptz AS at, '2026-11-26 10:00'::timestamp AS local, '2026-01-02'::date AS day,
  interval '1 day 2 hours' AS span, ARRAY[1.5, 2]::numeric[] AS amounts, ARRAY['2026-01-01 00:00'::timestamp] AS stamps,
  ARRAY['2026-01-01'::date] AS days, 42::int AS n, true AS yes, '{"a":1}'::jsonb AS doc`;

describe("parsingOnce (PGlite)", () => {
  let raw: PGlite;
  let reference: PGlite;
  let client: PGlite;

  beforeAll(async () => {
    [raw, reference] = await Promise.all([PGlite.create(), PGlite.create()]);
    client = parsingOnce(raw);
  });
  afterAll(() => Promise.all([raw.close(), reference.close()]));

  it("answers as PGlite given Drizzle's parsers with the statement, in and out of a transaction", async () => {
    await reference.query("SET TIME ZONE 'UTC'");
    await client.query("SET TIME ZONE 'UTC'");
    const expected = (await reference.query<unknown[]>(TYPED_VALUES, [], DRIZZLE_OPTIONS)).rows[0]!;
    const plain = (await client.query<unknown[]>(TYPED_VALUES, [], DRIZZLE_OPTIONS)).rows[0]!;
    const inTransaction = await client.transaction(async (tx) => (await tx.query<unknown[]>(TYPED_VALUES, [], DRIZZLE_OPTIONS)).rows[0]!);
    // now() differs between databases: compare its shape, and everything else as is.
    for (const row of [plain, inTransaction]) {
      expect(typeof row[0]).toBe("string");
      expect(row.slice(1)).toEqual(expected.slice(1));
    }
    expect(expected.slice(1, 4)).toEqual(["2026-11-26 10:00:00", "2026-01-02", "1 day 02:00:00"]);
  });

  it("does not pass Drizzle's parsers on, and passes any other parser", async () => {
    const query = vi.spyOn(raw, "query");
    try {
      await client.query("SELECT 1", [], DRIZZLE_OPTIONS);
      expect(query.mock.calls.at(-1)![2]).toEqual({ rowMode: "array" });
      const own = { parsers: { [types.INT4]: (value: string) => `int ${value}` } };
      const answer = await client.query<{ n: string }>("SELECT 7::int AS n", [], own);
      expect(query.mock.calls.at(-1)![2]).toBe(own);
      expect(answer.rows[0]!.n).toBe("int 7");
    } finally {
      query.mockRestore();
    }
  });
});

describe("the shop's PGlite database (client.ts: both wrappers under Drizzle)", () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase({ dataDir: "memory" });
  });
  afterAll(() => opened.close());

  it("reads dates and times as text, in and out of a transaction", async () => {
    const statement = sql`SELECT '2026-01-02'::date AS day, '2026-11-26 10:00:00+00'::timestamptz AT TIME ZONE 'UTC' AS local`;
    const plain = (await opened.db.execute(statement)).rows[0];
    const inTransaction = await opened.db.transaction(async (tx) => (await tx.execute(statement)).rows[0]);
    expect(plain).toEqual({ day: "2026-01-02", local: "2026-11-26 10:00:00" });
    expect(inTransaction).toEqual(plain);
  });

  it("serves Drizzle's statements and transactions through the queue", async () => {
    const [plain] = (await opened.db.execute(sql`SELECT 41 + 1 AS answer`)).rows as Array<{ answer: number }>;
    const inTransaction = await opened.db.transaction(async (tx) => (await tx.execute(sql`SELECT 'tx' AS kind`)).rows[0] as { kind: string });
    expect(plain!.answer).toBe(42);
    expect(inTransaction.kind).toBe("tx");
  });
});
