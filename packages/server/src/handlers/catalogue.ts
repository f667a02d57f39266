import { and, asc, eq, gte, notInArray, sql } from "drizzle-orm";
import type { Category, ShopProduct } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { categoryFromRow, shopProductFromRows, type OrganisationRow } from "../db/mappers.ts";
import { categories, orderLines, orders, productTexts, products, stock } from "../db/schema.ts";

/*
 * GET /admin/product and /admin/category: one market's catalogue in one language.
 */

/**
 * The language to answer in: the one asked for when the market keeps its catalogue in it,
 * else the market's first language.
 */
export const shopLanguage = (organisation: Pick<OrganisationRow, "languages">, wanted: string): string => {
  const language = wanted.trim().slice(0, 2).toLowerCase();
  return organisation.languages.includes(language) ? language : (organisation.languages[0] ?? language);
};

/** The market's categories in `language`, in shop order. */
export const listCategories = async (
  db: ShopQueryable,
  options: { readonly organisationId: string; readonly language: string },
): Promise<ReadonlyArray<Category>> => {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.organisationId, options.organisationId), eq(categories.language, options.language)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const idByKey = new Map(rows.map((row) => [row.key, row.id]));
  return rows.map((row) => categoryFromRow(row, idByKey));
};

/** Units of each product the company ordered this calendar year (placed orders, not canceled). */
const orderedThisYear = async (db: ShopQueryable, custNo: string, now: Date): Promise<ReadonlyMap<string, number>> => {
  const rows = await db
    .select({ partNo: orderLines.partNo, quantity: sql<string>`sum(${orderLines.quantity})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.custNo, custNo),
        notInArray(orders.status, ["draft", "canceled"]),
        gte(sql`coalesce(${orders.submittedAt}, ${orders.createdAt})`, new Date(Date.UTC(now.getUTCFullYear(), 0, 1))),
      ),
    )
    .groupBy(orderLines.partNo);
  return new Map(rows.map((row) => [row.partNo, Number(row.quantity)]));
};

/**
 * The market's products with their texts in `language` (flagged incomplete when missing),
 * stock and prices; with a company, also what it ordered of each this year (per-year limits).
 */
export const listProducts = async (
  db: ShopQueryable,
  options: { readonly organisationId: string; readonly language: string; readonly custNo: string | null; readonly now: Date },
): Promise<ReadonlyArray<ShopProduct>> => {
  const rows = await db
    .select({ product: products, text: productTexts, stock: stock.quantity, category: categories })
    .from(products)
    .leftJoin(
      productTexts,
      and(
        eq(productTexts.organisationId, products.organisationId),
        eq(productTexts.partNo, products.partNo),
        eq(productTexts.language, options.language),
      ),
    )
    .leftJoin(stock, and(eq(stock.organisationId, products.organisationId), eq(stock.partNo, products.partNo)))
    .leftJoin(
      categories,
      and(
        eq(categories.organisationId, products.organisationId),
        eq(categories.language, options.language),
        eq(categories.key, products.categoryKey),
      ),
    )
    .where(eq(products.organisationId, options.organisationId))
    .orderBy(asc(products.sortOrder), asc(products.partNo));
  const ordered = options.custNo === null ? null : await orderedThisYear(db, options.custNo, options.now);
  return rows.map((row) =>
    shopProductFromRows({
      ...row,
      language: options.language,
      ...(ordered === null ? {} : { orderedThisYear: ordered.get(row.product.partNo) ?? 0 }),
    }),
  );
};
