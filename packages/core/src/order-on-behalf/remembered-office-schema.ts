/*
 * The schema of the remembered office, apart from its rules (remembered-office.ts, which
 * re-exports it and reads the stored text with a guard of the same shape) so that the
 * order-on-behalf machine does not load Effect's Schema (issue 18).
 */

import { Schema } from "effect";

export const RememberedOffice = Schema.Struct({
  /** The sales rep's user id (as a string). */
  user_id: Schema.String,
  cust_no: Schema.String,
});
export type RememberedOffice = typeof RememberedOffice.Type;
