import type { ShippingMethod } from "@proshop/core";
import { loadShopProducts } from "../db/catalogue.ts";
import type { ShopQueryable } from "../db/client.ts";
import { companyYearToDate, isoDayUtc } from "../db/orders-this-year.ts";
import type { Buyer } from "./buyer.ts";
import { findCoupon } from "./coupons.ts";
import type { PricingFacts } from "./pricing.ts";
import { shippingChargeOf } from "./shipping.ts";
import { vatPercentOf } from "./tax.ts";

/**
 * Everything the pricing needs, read from the database for `buyer`: the market's products with
 * stock and the company's units this year, the company's orders this year, the organisation's
 * maximum, the placed-by user's max order amount (a sales rep's own ceiling when on behalf:
 * the ceiling belongs to the user who orders), the coupon and the market's VAT.
 */
export const loadPricingFacts = async (
  db: ShopQueryable,
  buyer: Buyer,
  request: { readonly partNos: ReadonlyArray<string>; readonly shippingMethod: ShippingMethod; readonly code: string | null },
  now: Date,
): Promise<PricingFacts> => {
  const organisationId = buyer.organisation.id;
  // One query after the other: inside a transaction they share one connection, which runs
  // one query at a time (node-postgres deprecates queuing them).
  const named = await loadShopProducts(db, { organisationId, language: buyer.catalogueLanguage, partNos: request.partNos });
  // The company's orders and units this year in one statement (not one each: see companyYearToDate).
  const year = await companyYearToDate(db, buyer.company.custNo, now, request.partNos);
  const coupon = request.code === null || request.code === "" ? null : await findCoupon(db, request.code, organisationId);
  return {
    products: new Map(named.map((product) => [product.part_no, { ...product, ordered_this_year: year.units.get(product.part_no) ?? 0 }])),
    today: isoDayUtc(now),
    now: now.getTime(),
    maxOrderAmount: buyer.user.maxOrderAmountCents,
    companyOrdersThisYear: year.orders,
    maxOrderCountYear: buyer.organisation.maxOrderCountYear,
    shippingMethod: request.shippingMethod,
    shippingCharge: shippingChargeOf(request.shippingMethod),
    code: request.code,
    coupon,
    vatPercent: vatPercentOf(organisationId),
  };
};
