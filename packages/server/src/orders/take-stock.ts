import { sql } from "drizzle-orm";
import type { ShopTransaction } from "../db/client.ts";
import { preparedSqlOnce } from "../db/prepared.ts";
import { stock } from "../db/schema.ts";

/** What taking stock needs of an order line: which part, how many units. */
export interface StockLine {
  readonly part_no: string;
  readonly quantity: number;
}

/** The statement below, built once (db/prepared.ts): the parts and their units as two arrays. */
const takeUnits = preparedSqlOnce(
  "take_stock",
  sql`
    WITH wanted (part_no, units) AS (
      SELECT * FROM unnest(${sql.placeholder("partNos")}::text[], ${sql.placeholder("units")}::integer[])
    ),
    locked AS (
      SELECT ${stock.partNo} AS part_no FROM ${stock}
      WHERE ${stock.organisationId} = ${sql.placeholder("organisationId")} AND ${stock.partNo} IN (SELECT part_no FROM wanted)
      ORDER BY ${stock.partNo}
      FOR UPDATE
    )
    UPDATE ${stock} SET quantity = ${stock.quantity} - wanted.units, updated_at = ${sql.placeholder("now")}::timestamptz
    FROM wanted JOIN locked ON locked.part_no = wanted.part_no
    WHERE ${stock.organisationId} = ${sql.placeholder("organisationId")} AND ${stock.partNo} = wanted.part_no AND ${stock.quantity} >= wanted.units
    RETURNING ${stock.partNo} AS part_no`,
);

/**
 * Takes the lines' units from stock in ONE statement (one round trip, not one per line) and
 * answers the first line, in part_no order, whose stock is missing or too low (nothing taken
 * is kept then: the caller refuses, which rolls back). The `locked` CTE locks the stock rows
 * in part_no order, so concurrent orders never deadlock; the update then only touches rows
 * this transaction already holds, and re-checks `quantity >= units` on their latest version.
 */
export const takeStock = async <Line extends StockLine>(
  tx: ShopTransaction,
  organisationId: string,
  lines: ReadonlyArray<Line>,
  now: Date,
): Promise<Line | undefined> => {
  const ordered = [...lines].sort((a, b) => (a.part_no < b.part_no ? -1 : a.part_no > b.part_no ? 1 : 0));
  if (ordered.length === 0) return undefined;
  // One row per part: an UPDATE ... FROM applies only one of several matching rows, so two
  // lines of one part (a bundle's and a single item's) must be summed first.
  const unitsByPart = new Map<string, number>();
  for (const line of ordered) unitsByPart.set(line.part_no, (unitsByPart.get(line.part_no) ?? 0) + line.quantity);
  const result = await takeUnits(tx, {
    organisationId,
    partNos: [...unitsByPart.keys()],
    units: [...unitsByPart.values()],
    now: now.toISOString(),
  });
  const taken = new Set(result.rows.map((row) => row.part_no));
  return ordered.find((line) => !taken.has(line.part_no));
};
