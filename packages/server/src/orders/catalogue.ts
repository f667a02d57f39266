import { and, eq, inArray } from "drizzle-orm";
import type { ShopProduct } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { shopProductFromRows } from "../db/mappers.ts";
import { productTexts, products, stock } from "../db/schema.ts";

/*
 * The products an order names, read from the market's catalogue with their current stock, as
 * core's `ShopProduct` so the cart rules read them exactly as the web does.
 */

/**
 * The products of `organisationId` named by `partNos`, with their stock and their texts in
 * `language` (the product's SKU stands in for a missing translation). Parts the market does not
 * sell are absent from the map.
 */
export const loadOrderProducts = async (
  db: ShopQueryable,
  organisationId: string,
  language: string,
  partNos: ReadonlyArray<string>,
): Promise<Map<string, ShopProduct>> => {
  const found = new Map<string, ShopProduct>();
  if (partNos.length === 0) return found;
  const rows = await db
    .select({ product: products, units: stock.quantity, texts: productTexts })
    .from(products)
    .leftJoin(stock, and(eq(stock.organisationId, products.organisationId), eq(stock.partNo, products.partNo)))
    .leftJoin(
      productTexts,
      and(
        eq(productTexts.organisationId, products.organisationId),
        eq(productTexts.partNo, products.partNo),
        eq(productTexts.language, language),
      ),
    )
    .where(and(eq(products.organisationId, organisationId), inArray(products.partNo, [...partNos])));
  for (const row of rows) {
    found.set(row.product.partNo, shopProductFromRows({ product: row.product, text: row.texts, stock: row.units, category: null, language }));
  }
  return found;
};
