import { sql } from "drizzle-orm";
import { orderedUnits } from "@proshop/core";
import type { ShopTransaction } from "../db/client.ts";
import { stock } from "../db/schema.ts";

/**
 * A canceled order's units go back to stock (issue 34), in ONE statement for all its parts (the
 * reverse of orders/take-stock.ts, rows locked in part_no order like there, so a cancel and
 * orders of the same parts never deadlock). A part whose stock row is gone meanwhile gets
 * nothing back: there is no stock to add to.
 */
export const giveBackStock = async (
  tx: ShopTransaction,
  organisationId: string,
  lines: ReadonlyArray<{ readonly part_no: string; readonly quantity: number }>,
  now: Date,
): Promise<void> => {
  const units = [...orderedUnits(lines)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (units.length === 0) return;
  await tx.execute(sql`
    WITH back (part_no, units) AS (
      SELECT * FROM unnest(${sql.param(units.map(([part]) => part))}::text[], ${sql.param(units.map(([, count]) => count))}::integer[])
    ),
    locked AS (
      SELECT ${stock.partNo} AS part_no FROM ${stock}
      WHERE ${stock.organisationId} = ${organisationId} AND ${stock.partNo} IN (SELECT part_no FROM back)
      ORDER BY ${stock.partNo}
      FOR UPDATE
    )
    UPDATE ${stock} SET quantity = ${stock.quantity} + back.units, updated_at = ${now.toISOString()}::timestamptz
    FROM back JOIN locked ON locked.part_no = back.part_no
    WHERE ${stock.organisationId} = ${organisationId} AND ${stock.partNo} = back.part_no`);
};
