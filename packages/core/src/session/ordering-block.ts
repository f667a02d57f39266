import type { Company } from "../entities/company.ts";
import { companyLicenseState } from "../entities/company-values.ts";

/** Why this account cannot place an order now: a message id and its params. */
export interface OrderingBlock {
  readonly id: string;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * SPEC 4 and 6, the way the server judges them (orders/buyer.ts): a sales rep must first pick
 * an office; an account not validated and a company whose licence is pending or was refused
 * cannot order (a refused licence is said as such, whoever acts for the company).
 * Null when ordering is possible. Screens use it to explain instead of offering a checkout the
 * server would refuse.
 */
export const orderingBlock = (input: {
  readonly isSalesRep: boolean;
  /** The user's own account is validated (`is_valid`). */
  readonly isValid: boolean;
  /** The company ordered for: a rep's chosen office, else the user's own. */
  readonly company: Company | null;
}): OrderingBlock | null => {
  if (input.isSalesRep && input.company === null) return { id: "orders.company_not_chosen", params: {} };
  if (!input.isValid) return { id: "orders.account_not_validated", params: {} };
  if (input.company === null) return null;
  const company = input.company.Name || input.company.cust_no;
  switch (companyLicenseState(input.company)) {
    case "refused":
      return { id: "orders.license_refused", params: { company } };
    case "pending":
      return { id: "orders.license_not_approved", params: { company } };
    default:
      return null;
  }
};
