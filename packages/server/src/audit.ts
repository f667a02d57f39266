import type { ShopQueryable } from "./db/client.ts";
import { audit } from "./db/schema.ts";
import type { Buyer } from "./orders/buyer.ts";

/**
 * Actions kept in the audit table: every on-behalf order action (pricing a cart, which opens
 * or updates a draft, placing it, resuming its payment), saving a company's live cart, and
 * reading the live cart of a company that is not one's own, choosing the company to order
 * for, and every read of a patient's data by a support agent (Zoom! Delivered). Customers' own actions are
 * recorded on the order itself (placed-by) or in the recording (who made each change).
 */
export type AuditAction =
  | "order.price"
  | "order.submit"
  | "order.payment_resume"
  | "live_cart.save"
  | "live_cart.read"
  | "set_order_on_behalf"
  // A representative saving or deleting a company's saved list (issue 17).
  | "saved_list.save"
  | "saved_list.delete"
  // Zoom! Delivered: a representative placing a patient delivery, a support agent reading patient data.
  | "zoom_delivered.submit"
  | "zoom_delivered.patient_read"
  // Support's decisions on accounts and markets (issue 12), and invitations into a company (issue 11).
  | "account.approve"
  | "account.refuse"
  | "account.max_order_amount"
  | "organisation.maintenance"
  | "hostname.maintenance"
  | "invitation.send"
  // Support creating or revoking a machine key of the integration API (issue 34).
  | "integration_key.create"
  | "integration_key.revoke";

/** One row of the audit table: who did what, for which company, when. */
export const recordAudit = async (
  db: ShopQueryable,
  entry: { readonly userId: number; readonly action: AuditAction; readonly custNo: string | null; readonly at: Date; readonly details?: Readonly<Record<string, unknown>> },
): Promise<void> => {
  await db.insert(audit).values({ userId: entry.userId, action: entry.action, onBehalfCustNo: entry.custNo, at: entry.at, details: entry.details ?? {} });
};

/** A buyer's action, audited when a sales rep or support agent acts (with whether on behalf). */
export const auditBuyerAction = async (
  db: ShopQueryable,
  buyer: Buyer,
  action: AuditAction,
  details: Readonly<Record<string, unknown>>,
  at: Date,
): Promise<void> => {
  if (!buyer.representative) return;
  await recordAudit(db, { userId: buyer.user.id, action, custNo: buyer.company.custNo, at, details: { ...details, on_behalf: buyer.onBehalf } });
};
