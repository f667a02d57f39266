import { customerNumberError } from "../forms/register.ts";
import { RememberedOffice } from "./remembered-office-schema.ts";
export { RememberedOffice };

/**
 * The office a sales rep chose, kept in the adapter's storage so a reload does not forget it.
 * Only its customer number and the rep it belongs to are kept: after a reload the number is
 * sent to POST /set_order_on_behalf again, so the header is only used once the server agreed
 * again, and a number left by another rep is never used.
 */
export const REMEMBERED_OFFICE_STORAGE_KEY = "order_on_behalf";

/**
 * The stored text as a RememberedOffice, or null: the schema's shape (two strings, other fields
 * ignored) checked by hand, so that reading it needs no Schema.
 */
const decodeRememberedOffice = (stored: string): RememberedOffice | null => {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { user_id, cust_no } = value as Record<string, unknown>;
  return typeof user_id === "string" && typeof cust_no === "string" ? { user_id, cust_no } : null;
};

/** The stored text of a chosen office. */
export const encodeRememberedOffice = (office: RememberedOffice): string => JSON.stringify(office);

/**
 * The customer number `userId` chose before, from the stored text; null when nothing is
 * stored, the text is unreadable, it belongs to another user, or the number is malformed.
 */
export const rememberedCustomerNumberFor = (stored: string | null, userId: string): string | null => {
  if (stored === null) return null;
  const decoded = decodeRememberedOffice(stored);
  if (decoded === null) return null;
  const { user_id, cust_no } = decoded;
  return user_id === userId && customerNumberError(cust_no) === null ? cust_no : null;
};
