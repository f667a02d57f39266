import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type OpenedDatabase } from "../client.ts";

/*
 * PGlite has no autovacuum (one standalone backend): the server gathers the planner's
 * statistics itself, once when the database opens and then at an interval. Without them, a
 * bulk-loaded market's order reads scanned every product text (issue 18's bench).
 */

const lastAnalyzed = async (opened: OpenedDatabase, table: string): Promise<string | null> => {
  const result = (await opened.db.execute(sql`SELECT last_analyze::text AS at FROM pg_stat_user_tables WHERE relname = ${table}`)) as unknown as {
    rows: Array<{ at: string | null }>;
  };
  return result.rows[0]?.at ?? null;
};

const rowEstimate = async (opened: OpenedDatabase, table: string): Promise<number> => {
  const result = (await opened.db.execute(sql`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = ${table}`)) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? -1;
};

describe("PGlite's planner statistics", () => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it("are gathered when the database opens, on the seeded tables", async () => {
    opened = await openDatabase({ dataDir: "memory", seed: true });
    expect(await lastAnalyzed(opened, "products")).not.toBeNull();
    const products = (await opened.db.execute(sql`SELECT count(*)::int AS n FROM products`)) as unknown as { rows: Array<{ n: number }> };
    expect(await rowEstimate(opened, "products")).toBe(products.rows[0]!.n);
  });

  it("are gathered again at the interval, so rows added later are known to the planner", async () => {
    opened = await openDatabase({ dataDir: "memory", seed: true, analyzeIntervalMs: 100 });
    const settings = async () => ((await opened!.db.execute(sql`SELECT count(*)::int AS n FROM settings`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    await opened.db.execute(sql`INSERT INTO settings (key, value) SELECT 'statistics-test-' || g, '' FROM generate_series(1, 500) g`);
    const rows = await settings();
    expect(await rowEstimate(opened, "settings")).not.toBe(rows);
    await expect.poll(() => rowEstimate(opened!, "settings"), { timeout: 5000 }).toBe(rows);
  });
});
