import { Schema } from "effect";
import { customerNumberError } from "../forms/register.ts";

/**
 * The office a sales rep chose, kept in the adapter's storage so a reload does not forget it.
 * Only its customer number and the rep it belongs to are kept: after a reload the number is
 * sent to POST /set_order_on_behalf again, so the header is only used once the server agreed
 * again, and a number left by another rep is never used.
 */
export const REMEMBERED_OFFICE_STORAGE_KEY = "order_on_behalf";

export const RememberedOffice = Schema.Struct({
  /** The sales rep's user id (as a string). */
  user_id: Schema.String,
  cust_no: Schema.String,
});
export type RememberedOffice = typeof RememberedOffice.Type;

const decodeRememberedOffice = Schema.decodeUnknownOption(Schema.fromJsonString(RememberedOffice));

/** The stored text of a chosen office. */
export const encodeRememberedOffice = (office: RememberedOffice): string => JSON.stringify(office);

/**
 * The customer number `userId` chose before, from the stored text; null when nothing is
 * stored, the text is unreadable, it belongs to another user, or the number is malformed.
 */
export const rememberedCustomerNumberFor = (stored: string | null, userId: string): string | null => {
  if (stored === null) return null;
  const decoded = decodeRememberedOffice(stored);
  if (decoded._tag === "None") return null;
  const { user_id, cust_no } = decoded.value;
  return user_id === userId && customerNumberError(cust_no) === null ? cust_no : null;
};
