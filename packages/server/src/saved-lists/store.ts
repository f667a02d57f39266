import { and, count, desc, eq, sql } from "drizzle-orm";
import type { SavedList, SavedListSummary } from "@proshop/core";
import { loadShopProducts } from "../db/catalogue.ts";
import type { ShopQueryable } from "../db/client.ts";
import { companies, savedLists, users, type SavedListLineRow } from "../db/schema.ts";

/*
 * The saved_lists table (issue 17): every query names the company, so a list is only ever read,
 * listed or deleted for the company it belongs to.
 */

const summaryColumns = {
  id: savedLists.id,
  name: savedLists.name,
  custNo: savedLists.custNo,
  lineCount: sql<number>`jsonb_array_length(${savedLists.lines})`.mapWith(Number),
  createdAt: savedLists.createdAt,
  createdBy: users.email,
};

type SummaryRow = { id: number; name: string; custNo: string; lineCount: number; createdAt: Date; createdBy: string | null };

const summaryOf = (row: SummaryRow): SavedListSummary => ({
  id: row.id,
  name: row.name,
  cust_no: row.custNo,
  line_count: row.lineCount,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
});

/** The company's lists, newest first. */
export const listSavedLists = async (db: ShopQueryable, custNo: string): Promise<SavedListSummary[]> => {
  const rows = await db
    .select(summaryColumns)
    .from(savedLists)
    .leftJoin(users, eq(users.id, savedLists.createdBy))
    .where(eq(savedLists.custNo, custNo))
    .orderBy(desc(savedLists.createdAt), desc(savedLists.id));
  return rows.map(summaryOf);
};

/** One list of the company with its lines, or null (none, or another company's). */
export const loadSavedList = async (db: ShopQueryable, custNo: string, id: number): Promise<SavedList | null> => {
  const [row] = await db
    .select({ ...summaryColumns, lines: savedLists.lines })
    .from(savedLists)
    .leftJoin(users, eq(users.id, savedLists.createdBy))
    .where(and(eq(savedLists.id, id), eq(savedLists.custNo, custNo)))
    .limit(1);
  return row === undefined ? null : { ...summaryOf(row), lines: row.lines };
};

/**
 * The part numbers among these that the shop does not sell in this market, in their order: the
 * rule of the catalogue and of the cart's pricing (loadShopProducts), so never a Zoom! kit,
 * which only the Zoom! Delivered wizard orders.
 */
export const partNosOutsideCatalogue = async (
  db: ShopQueryable,
  market: { readonly organisationId: string; readonly language: string },
  partNos: readonly string[],
): Promise<string[]> => {
  const sold = await loadShopProducts(db, { ...market, partNos: [...new Set(partNos)] });
  const known = new Set(sold.map((product) => product.part_no));
  return partNos.filter((partNo) => !known.has(partNo));
};

export type SavedListInsert =
  | { readonly saved: SavedList }
  | { readonly refused: "name_taken" }
  | { readonly refused: "too_many" };

/**
 * Saves a list for the company unless it already keeps `maxLists` lists or one with this name
 * (ignoring case). The company's row is locked meanwhile, so two saves at once cannot both pass
 * the count. Run inside a transaction.
 */
export const insertSavedList = async (
  tx: ShopQueryable,
  list: { readonly custNo: string; readonly name: string; readonly lines: readonly SavedListLineRow[]; readonly createdBy: number; readonly at: Date },
  maxLists: number,
): Promise<SavedListInsert> => {
  await tx.select({ custNo: companies.custNo }).from(companies).where(eq(companies.custNo, list.custNo)).for("update");
  const [kept] = await tx.select({ lists: count() }).from(savedLists).where(eq(savedLists.custNo, list.custNo));
  if ((kept?.lists ?? 0) >= maxLists) return { refused: "too_many" };
  const [inserted] = await tx
    .insert(savedLists)
    .values({ custNo: list.custNo, name: list.name, lines: [...list.lines], createdAt: list.at, createdBy: list.createdBy })
    .onConflictDoNothing()
    .returning({ id: savedLists.id });
  if (inserted === undefined) return { refused: "name_taken" };
  const saved = await loadSavedList(tx, list.custNo, inserted.id);
  return saved === null ? { refused: "name_taken" } : { saved };
};

/** Deletes one list of the company; false when it has no such list. */
export const deleteSavedList = async (db: ShopQueryable, custNo: string, id: number): Promise<boolean> => {
  const deleted = await db
    .delete(savedLists)
    .where(and(eq(savedLists.id, id), eq(savedLists.custNo, custNo)))
    .returning({ id: savedLists.id });
  return deleted.length > 0;
};
