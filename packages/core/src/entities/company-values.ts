/*
 * company.ts's plain values and rules, without Effect's Schema: the web's first screen uses them and must
 * not load Schema with them (issue 18). company.ts re-exports them beside its schemas.
 */
import type { Company } from "./company.ts";

/**
 * The year an order was created in. Taken from the leading YYYY of the text rather than through
 * Date, so a "2025-01-01 00:30" order does not slip into 2024 in a browser west of UTC.
 */
const yearOf = (created: string): number | null => {
  const leading = /^\s*(\d{4})-/.exec(created);
  if (leading?.[1] !== undefined) return Number(leading[1]);
  const date = new Date(created);
  return Number.isNaN(date.getTime()) ? null : date.getFullYear();
};


/**
 * True when the company's license is approved: `license_valid` contains the word APPROVED
 * (any case, e.g. "APPROVED", "approved 2025-01-04"). Negations that also contain the letters
 * are not approvals: "NOT APPROVED", "NOT_APPROVED", "UNAPPROVED", "DISAPPROVED".
 */
export const isLicenseApproved = (company: Pick<Company, "license_valid">): boolean => {
  const text = company.license_valid.toUpperCase();
  return /(^|[^A-Z])APPROVED/.test(text) && !/NOT[\s_-]*APPROVED/.test(text);
};

/** SPEC 4's licence states: approved, pending (verified before ordering) or refused (invalid). */
export type CompanyLicenseState = "approved" | "pending" | "refused";

/**
 * The state of the company's licence: approved as `isLicenseApproved` says; refused when its
 * text says so (INVALID, REFUSED, REJECTED, DENIED, DECLINED, REVOKED: the seed's and the back
 * office's words); anything else still waits for approval.
 */
export const companyLicenseState = (company: Pick<Company, "license_valid">): CompanyLicenseState => {
  if (isLicenseApproved(company)) return "approved";
  return /(^|[^A-Z])(INVALID|REFUSED|REJECTED|DENIED|DECLINED|REVOKED)/.test(company.license_valid.toUpperCase()) ? "refused" : "pending";
};

/** Number of the company's orders created in `today`'s calendar year (local time of `today`). */
export const ordersThisYear = (company: Pick<Company, "orders">, today: Date): number => {
  const year = today.getFullYear();
  return company.orders.filter((order) => yearOf(order.created) === year).length;
};
