import { and, asc, eq, gte, notInArray, sql } from "drizzle-orm";
import { formatEuros, type Category, type ShopProduct } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { categories, orderLines, orders, productTexts, products, stock, type organisations } from "../db/schema.ts";

/*
 * GET /admin/product and /admin/category: one market's catalogue in one language.
 */

/**
 * The language to answer in: the one asked for when the market keeps its catalogue in it,
 * else the market's first language.
 */
export const shopLanguage = (organisation: Pick<typeof organisations.$inferSelect, "languages">, wanted: string): string => {
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
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    link: row.link,
    name: row.name,
    parent: row.parentKey === null ? null : (idByKey.get(row.parentKey) ?? null),
    description: row.description,
    image: row.image,
    organisation: { id: row.organisationId },
    sort_order: row.sortOrder,
  }));
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
 * The market's products with their texts in `language`, stock and prices; with a company,
 * also what it ordered of each this year (for the per-year limits). Products without a text
 * in that language are left out.
 */
export const listProducts = async (
  db: ShopQueryable,
  options: { readonly organisationId: string; readonly language: string; readonly custNo: string | null; readonly now: Date },
): Promise<ReadonlyArray<ShopProduct>> => {
  const rows = await db
    .select({ product: products, text: productTexts, quantity: stock.quantity, category: categories })
    .from(products)
    .innerJoin(
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
  return rows.map(({ product, text, quantity, category }) => ({
    part_no: product.partNo,
    part_skey: product.partSkey,
    SKU: product.sku,
    SKUName: text.skuName,
    SKUDescription: text.skuDescription,
    ctn: product.ctn,
    stock: quantity ?? 0,
    price: product.priceCents / 100,
    price_in_cents: product.priceCents,
    price_as_string: formatEuros(product.priceCents, options.language),
    category: { id: category?.id ?? product.categoryKey, key: product.categoryKey, link: category?.link ?? product.categoryKey.toLowerCase() },
    bundle_info: product.bundleInfo,
    filters: text.filters,
    language: options.language,
    organisation: { id: product.organisationId },
    promo: product.promo,
    max_order_amount: product.maxOrderAmount,
    max_per_order: product.maxPerOrder,
    max_per_year: product.maxPerYear,
    ...(ordered === null ? {} : { ordered_this_year: ordered.get(product.partNo) ?? 0 }),
    online: product.online,
    download_only: product.downloadOnly,
    available_from: product.availableFrom,
    related: product.related,
    specifications: text.specifications,
    image: product.image,
  }));
};
