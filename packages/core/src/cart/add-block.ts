import type { LimitViolation } from "../limits/violation-schema.ts";
import { activeCartLimit } from "./limits.ts";
import type { CartLimitContext } from "./limits-schema.ts";

/**
 * Why nothing at all can be added to the cart now, whatever the product, or null: the company
 * ordered for has had its licence refused (issue 33 item 10), or its orders this year reached the
 * organisation's yearly maximum (item 14). The cart rules refuse every add with it (limits.ts),
 * so the web and the CLI agree; screens show it where the add buttons would be
 * (`selectCartAddBlock`) instead of offering them, and browsing goes on.
 */
export const cartAddBlock = (context: CartLimitContext): LimitViolation | null => {
  if (context.license_refused !== undefined) {
    return {
      code: "license_refused",
      scope: "organisation",
      unit: "orders",
      limit: 0,
      used: 0,
      requested: 1,
      remaining: 0,
      fix: { id: "limits.fix.license_refused", params: { company: context.license_refused.company } },
    };
  }
  const limit = activeCartLimit(context.max_order_count_year);
  const used = context.company_orders_this_year ?? 0;
  if (limit === null || used < limit) return null;
  return {
    code: "max_order_count_year_reached",
    scope: "organisation",
    unit: "orders",
    limit,
    used,
    requested: 1,
    remaining: 0,
    fix: { id: "limits.fix.next_year", params: {} },
  };
};

/** The cart machine's `cartAddBlock` (its snapshot, or anything with its limits). */
export const selectCartAddBlock = (snapshot: { readonly context: { readonly limits: CartLimitContext } }): LimitViolation | null =>
  cartAddBlock(snapshot.context.limits);
