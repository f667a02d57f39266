import { and, asc, eq, gte, inArray, notInArray, sql, sum } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { ShopQueryable } from "./client.ts";
import { preparedOnce } from "./prepared.ts";
import { orderLines, orders } from "./schema.ts";

/*
 * What a company already ordered this calendar year: the account's yearly banner (its company's
 * `orders`), the organisation's orders per year (`max_order_count_year`) and each product's
 * `max_per_year` (`ordered_this_year` of the catalogue and of the cart rules). One definition
 * for all of them, so the banner, the catalogue and a refusal never disagree.
 *
 * Counted: placed orders of the shop (not drafts, not Zoom! Delivered kits sent to patients),
 * not canceled, paid or not (SPEC: "counting orders not yet paid"), placed since 1 January
 * 00:00 UTC of `now`'s year. UTC rather than the market's
 * time zone: the markets are one hour from UTC. "Placed" is `submitted_at`, which every order
 * that left the draft state has (submit and seed set it).
 */

const startOfYearUtc = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), 0, 1));

/** The orders that count for a company this calendar year: placed shop orders (not drafts, not canceled). */
export const countedOrders = (custNo: string, now: Date) =>
  and(
    eq(orders.custNo, custNo),
    eq(orders.kind, "shop"),
    notInArray(orders.status, ["draft", "canceled"]),
    gte(orders.submittedAt, startOfYearUtc(now)),
  );

/** The company's orders placed this calendar year, oldest first: number and when it was placed. */
export const ordersPlacedThisYear = async (
  db: ShopQueryable,
  custNo: string,
  now: Date,
): Promise<ReadonlyArray<{ readonly orderNr: string; readonly placedAt: Date }>> => {
  const rows = await db
    .select({ orderNr: orders.orderNr, submittedAt: orders.submittedAt, createdAt: orders.createdAt })
    .from(orders)
    .where(countedOrders(custNo, now))
    .orderBy(asc(orders.submittedAt), asc(orders.id));
  return rows.map((row) => ({ orderNr: row.orderNr, placedAt: row.submittedAt ?? row.createdAt }));
};

/**
 * Units of each product the company ordered this calendar year: of `partNos` only when given,
 * else of every product. Parts never ordered are absent.
 */
export const unitsOrderedThisYear = async (
  db: ShopQueryable,
  custNo: string,
  now: Date,
  partNos?: ReadonlyArray<string>,
): Promise<Map<string, number>> => {
  const units = new Map<string, number>();
  if (partNos !== undefined && partNos.length === 0) return units;
  const rows = await db
    .select({ partNo: orderLines.partNo, units: sum(orderLines.quantity) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(countedOrders(custNo, now), partNos === undefined ? undefined : inArray(orderLines.partNo, [...partNos])))
    .groupBy(orderLines.partNo);
  for (const row of rows) units.set(row.partNo, Number(row.units ?? 0));
  return units;
};

/** countedOrders with the company and the start of the year as placeholders (prepared statements). */
const countedOrdersPrepared = () =>
  and(
    eq(orders.custNo, sql.placeholder("custNo")),
    eq(orders.kind, "shop"),
    notInArray(orders.status, ["draft", "canceled"]),
    sql`${orders.submittedAt} >= ${sql.placeholder("since")}::timestamptz`,
  );

// The count comes back as the row without a part_no.
const countRowOf = (db: ShopQueryable) =>
  db.select({ partNo: sql<string | null>`NULL::text`, n: sql<string>`count(*)` }).from(orders).where(countedOrdersPrepared());

/** companyYearToDate's statement, built once (db/prepared.ts; every price and submit runs it). */
const yearToDate = preparedOnce((db) =>
  unionAll(
    countRowOf(db),
    db
      .select({ partNo: sql<string | null>`${orderLines.partNo}`, n: sql<string>`sum(${orderLines.quantity})` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(countedOrdersPrepared(), sql`${orderLines.partNo} = any(${sql.placeholder("partNos")}::text[])`))
      .groupBy(orderLines.partNo),
  ).prepare("company_year_to_date"),
);
const yearCount = preparedOnce((db) => countRowOf(db).prepare("company_orders_this_year"));

/**
 * Both figures pricing needs in ONE statement (one round trip instead of two on every price and
 * submit): how many orders the company placed this calendar year, and its units of each of
 * `partNos` (parts never ordered are absent). The same definition as the two functions above.
 */
export const companyYearToDate = async (
  db: ShopQueryable,
  custNo: string,
  now: Date,
  partNos: ReadonlyArray<string>,
): Promise<{ readonly orders: number; readonly units: Map<string, number> }> => {
  const rows = partNos.length === 0 ? await yearCount(db, { custNo, since: startOfYearUtc(now).toISOString() }) : await yearToDate(db, { custNo, since: startOfYearUtc(now).toISOString(), partNos: [...partNos] });
  let placed = 0;
  const units = new Map<string, number>();
  for (const row of rows) {
    if (row.partNo === null) placed = Number(row.n);
    else units.set(row.partNo, Number(row.n));
  }
  return { orders: placed, units };
};

/** `YYYY-MM-DD` of `now` in UTC, the day availability dates are compared with. */
export const isoDayUtc = (now: Date): string => now.toISOString().slice(0, 10);
