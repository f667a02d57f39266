import type { ShopQueryable } from "../db/client.ts";
import { audit } from "../db/schema.ts";
import type { Buyer } from "./buyer.ts";

/** Order actions kept in the audit table. */
export type OrderAuditAction = "order.price" | "order.submit" | "order.payment_resume";

/**
 * Keeps an order action of a sales rep or support agent in the audit table (every on-behalf
 * action: pricing a cart, which opens or updates a draft, placing it, resuming its payment).
 * Customers' own actions are recorded on the order itself (placed-by) and are not audited.
 * Reads (order list, detail, coupon check) are not audited.
 */
export const auditOrderAction = async (
  db: ShopQueryable,
  buyer: Buyer,
  action: OrderAuditAction,
  details: Readonly<Record<string, unknown>>,
  at: Date,
): Promise<void> => {
  if (!buyer.representative) return;
  await db.insert(audit).values({
    userId: buyer.user.id,
    action,
    onBehalfCustNo: buyer.company.custNo,
    at,
    details: { ...details, on_behalf: buyer.onBehalf },
  });
};
