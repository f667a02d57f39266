import { and, asc, eq, sql } from "drizzle-orm";
import type { Category, ShopProduct } from "@proshop/core";
import type { ShopQueryable } from "./client.ts";
import { categoryFromRow, shopProductFromRows, type OrganisationRow } from "./mappers.ts";
import { unitsOrderedThisYear } from "./orders-this-year.ts";
import { preparedOnce } from "./prepared.ts";
import { categories, organisations, productTexts, products, stock } from "./schema.ts";

/*
 * One market's catalogue in one language, read once for every caller: GET /admin/product and
 * /admin/category, and the products an order names (pricing and submit). Rows become core's
 * entities through the mappers only, so the API and the cart rules see the same products.
 */

/**
 * The catalogue language for `wanted` (a user's language, a `lang` query): that language when
 * the market keeps its catalogue in it, else the market's first language.
 */
export const catalogueLanguage = (organisation: Pick<OrganisationRow, "languages">, wanted: string): string => {
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

export interface ProductQuery {
  readonly organisationId: string;
  readonly language: string;
  /** Only these parts (those of a cart); every product of the market when absent. */
  readonly partNos?: ReadonlyArray<string>;
  /**
   * The company whose units this calendar year fill `ordered_this_year` (per-year limits);
   * null or absent: no company, the field is left out.
   */
  readonly orderedBy?: { readonly custNo: string; readonly now: Date } | null;
  /** True: the market's Zoom! Delivered kits instead of the shop's products (which never include them). */
  readonly patientDelivery?: boolean;
}

// The market's currency with each product: its `price_as_string` is written in it (issue 35 item 20).
const productColumns = { product: products, text: productTexts, stock: stock.quantity, category: categories, currency: organisations.currency };

/** Every product of the market (the catalogue's answer), built per call: it runs once per catalogue version. */
const allProducts = (db: ShopQueryable, query: ProductQuery) =>
  db
    .select(productColumns)
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.organisationId))
    .leftJoin(
      productTexts,
      and(
        eq(productTexts.organisationId, products.organisationId),
        eq(productTexts.partNo, products.partNo),
        eq(productTexts.language, query.language),
      ),
    )
    .leftJoin(stock, and(eq(stock.organisationId, products.organisationId), eq(stock.partNo, products.partNo)))
    .leftJoin(
      categories,
      and(
        eq(categories.organisationId, products.organisationId),
        eq(categories.language, query.language),
        eq(categories.key, products.categoryKey),
      ),
    )
    .where(and(eq(products.organisationId, query.organisationId), eq(products.patientDelivery, query.patientDelivery === true)))
    .orderBy(asc(products.sortOrder), asc(products.partNo));

/**
 * The products of a cart (every price and submit reads them): built once (db/prepared.ts), the
 * parts as one array parameter so carts of any size share the statement.
 */
const cartProducts = preparedOnce((db) =>
  db
    .select(productColumns)
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.organisationId))
    .leftJoin(
      productTexts,
      and(
        eq(productTexts.organisationId, products.organisationId),
        eq(productTexts.partNo, products.partNo),
        eq(productTexts.language, sql.placeholder("language")),
      ),
    )
    .leftJoin(stock, and(eq(stock.organisationId, products.organisationId), eq(stock.partNo, products.partNo)))
    .leftJoin(
      categories,
      and(
        eq(categories.organisationId, products.organisationId),
        eq(categories.language, sql.placeholder("language")),
        eq(categories.key, products.categoryKey),
      ),
    )
    .where(
      and(
        eq(products.organisationId, sql.placeholder("organisationId")),
        eq(products.patientDelivery, sql.placeholder("patientDelivery")),
        sql`${products.partNo} = any(${sql.placeholder("partNos")}::text[])`,
      ),
    )
    .orderBy(asc(products.sortOrder), asc(products.partNo))
    .prepare("cart_products"),
);

/**
 * The market's products (or those of `partNos`; parts the market does not sell are absent) in
 * shop order, with their texts in `language` (flagged incomplete when missing), stock, prices,
 * category and, with `orderedBy`, what that company ordered of each this year.
 */
export const loadShopProducts = async (db: ShopQueryable, query: ProductQuery): Promise<ReadonlyArray<ShopProduct>> => {
  if (query.partNos !== undefined && query.partNos.length === 0) return [];
  // One query after the other: inside a transaction they share one connection, which runs
  // one query at a time (node-postgres deprecates queuing them).
  const rows =
    query.partNos !== undefined
      ? await cartProducts(db, {
          language: query.language,
          organisationId: query.organisationId,
          patientDelivery: query.patientDelivery === true,
          partNos: [...query.partNos],
        })
      : await allProducts(db, query);
  const orderedBy = query.orderedBy ?? null;
  const ordered = orderedBy === null ? null : await unitsOrderedThisYear(db, orderedBy.custNo, orderedBy.now, query.partNos);
  return rows.map((row) =>
    shopProductFromRows({
      ...row,
      language: query.language,
      ...(ordered === null ? {} : { orderedThisYear: ordered.get(row.product.partNo) ?? 0 }),
    }),
  );
};
