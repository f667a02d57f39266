import { and, count, eq, gte, inArray, notInArray, sum } from "drizzle-orm";
import type { ShopQueryable } from "../db/client.ts";
import { orderLines, orders } from "../db/schema.ts";

/*
 * What a company already ordered this calendar year, for the yearly limits: the organisation's
 * orders per year (`max_order_count_year`) and each product's `max_per_year`.
 *
 * Counted: placed orders (not drafts), not canceled, paid or not (SPEC: "counting orders not
 * yet paid"), placed since 1 January 00:00 UTC of `now`'s year. UTC rather than the market's
 * time zone: the markets are one hour from UTC, and the same boundary is used by the account's
 * yearly banner (auth/account.ts), so the banner and the refusal never disagree.
 */

export const startOfYearUtc = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), 0, 1));

const countedOrders = (custNo: string, now: Date) =>
  and(eq(orders.custNo, custNo), notInArray(orders.status, ["draft", "canceled"]), gte(orders.submittedAt, startOfYearUtc(now)));

/** The company's placed orders this calendar year. */
export const companyOrdersThisYear = async (db: ShopQueryable, custNo: string, now: Date): Promise<number> => {
  const [row] = await db.select({ orders: count() }).from(orders).where(countedOrders(custNo, now));
  return Number(row?.orders ?? 0);
};

/** Units of each of `partNos` the company ordered this calendar year (parts never ordered are absent). */
export const unitsOrderedThisYear = async (
  db: ShopQueryable,
  custNo: string,
  partNos: ReadonlyArray<string>,
  now: Date,
): Promise<Map<string, number>> => {
  const units = new Map<string, number>();
  if (partNos.length === 0) return units;
  const rows = await db
    .select({ partNo: orderLines.partNo, units: sum(orderLines.quantity) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(countedOrders(custNo, now), inArray(orderLines.partNo, [...partNos])))
    .groupBy(orderLines.partNo);
  for (const row of rows) units.set(row.partNo, Number(row.units ?? 0));
  return units;
};

/** `YYYY-MM-DD` of `now` in UTC, the day availability dates are compared with. */
export const isoDayUtc = (now: Date): string => now.toISOString().slice(0, 10);
