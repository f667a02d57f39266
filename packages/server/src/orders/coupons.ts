import { and, eq, isNull, or } from "drizzle-orm";
import type { Coupon } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { couponFromRow } from "../db/mappers.ts";
import { coupons } from "../db/schema.ts";

/**
 * The coupon whose code is exactly `code` (text equality: case sensitive, so `welcome10` is
 * not `WELCOME10`) and that works in the market `organisationId` (its own, or every market),
 * or null. An expired or switched-off coupon is still returned: core's `applyCoupon` says why
 * it does not apply ("expired").
 */
export const findCoupon = async (db: ShopQueryable, code: string, organisationId: string): Promise<Coupon | null> => {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, code), or(isNull(coupons.organisationId), eq(coupons.organisationId, organisationId))))
    .limit(1);
  return row === undefined ? null : couponFromRow(row);
};
