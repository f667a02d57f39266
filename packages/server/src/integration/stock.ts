import { sql } from "drizzle-orm";
import type { StockLine, StockUpdateAnswer } from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { products, stock } from "../db/schema.ts";

/*
 * PUT /integration/v1/stock (issue 34): the warehouse's stock of up to 10,000 parts of its
 * market, in ONE transaction of three statements whatever the number of lines (the parts the
 * market has; their stock, inserted or replaced; their availability date where the line names
 * one). Lines are applied in part_no order, the order orders lock stock rows in
 * (orders/take-stock.ts), so an update and orders never deadlock. The catalogue's answers see
 * the change through their stock fingerprint (db/catalogue-answers.ts), and the caller bumps
 * this instance's at once.
 */

/** The first part number named twice, or undefined. */
export const duplicatePart = (lines: ReadonlyArray<StockLine>): string | undefined => {
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.part_no)) return line.part_no;
    seen.add(line.part_no);
  }
  return undefined;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const putStock = (db: ShopDatabase, market: string, lines: ReadonlyArray<StockLine>, now: Date): Promise<StockUpdateAnswer> =>
  db.transaction(async (tx) => {
    const known = new Set(
      rowsOf<{ part_no: string }>(
        await tx.execute(sql`
          SELECT ${products.partNo} AS part_no FROM ${products}
          WHERE ${products.organisationId} = ${market} AND ${products.partNo} = ANY(${sql.param(lines.map((line) => line.part_no))}::text[])`),
      ).map((row) => row.part_no),
    );
    const applied = lines.filter((line) => known.has(line.part_no)).sort((a, b) => (a.part_no < b.part_no ? -1 : a.part_no > b.part_no ? 1 : 0));
    if (applied.length > 0) {
      await tx.execute(sql`
        INSERT INTO ${stock} (organisation_id, part_no, quantity, updated_at)
        SELECT ${market}, part_no, units, ${now.toISOString()}::timestamptz
        FROM unnest(${sql.param(applied.map((line) => line.part_no))}::text[], ${sql.param(applied.map((line) => line.stock))}::integer[]) AS line (part_no, units)
        ON CONFLICT (organisation_id, part_no) DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at`);
    }
    // Only the lines that name a date (or null: orderable now); without the field it stays.
    const dated = applied.filter((line) => line.available_from !== undefined);
    if (dated.length > 0) {
      await tx.execute(sql`
        UPDATE ${products} SET available_from = line.day::date
        FROM unnest(${sql.param(dated.map((line) => line.part_no))}::text[], ${sql.param(dated.map((line) => line.available_from ?? null))}::text[]) AS line (part_no, day)
        WHERE ${products.organisationId} = ${market} AND ${products.partNo} = line.part_no`);
    }
    return { updated: applied.length, unknown: lines.filter((line) => !known.has(line.part_no)).map((line) => line.part_no) };
  });
