import { sql } from "drizzle-orm";
import type { ShopQueryable } from "./client.ts";

/**
 * The next order number: digits from the `order_number_seq` sequence (starts at 100001).
 * A sequence never hands out a number twice, even across concurrent transactions or instances;
 * a rolled-back transaction only leaves a gap.
 */
export const nextOrderNumber = async (db: ShopQueryable): Promise<string> => {
  // Both drivers answer raw queries with `{ rows }`.
  const result: { rows: { nr: string }[] } = await db.execute(sql`SELECT nextval('order_number_seq')::text AS nr`);
  const row = result.rows[0];
  if (row === undefined) throw new Error("order_number_seq returned no row");
  return row.nr;
};

/** The same next number as SQL, for an INSERT that draws it itself (no round trip of its own). */
export const orderNumberSql = sql<string>`nextval('order_number_seq')::text`;
