import { Schema } from "effect";
import { toCents, type Cents } from "../money.ts";
import { EntityId, FlagDefaultFalse, LenientNumber, LenientText } from "./lenient.ts";
import { OrganisationOrId } from "./organisation.ts";
import { userMaxOrderCents } from "./user-values.ts";
export { userMaxOrderCents };

/**
 * The user record of GET /user/me and of the login answer (SPEC 3).
 *
 * Leniency (see lenient.ts): `is_valid`/`is_sales` accept true/false, 1/0, "1"/"0",
 * "true"/"false"; `max_order_amount` accepts a number or a numeric string; address fields accept
 * null (becomes "") and numbers (postal codes). `organisation` may be embedded or a bare id.
 */
export const User = Schema.Struct({
  id: EntityId,
  /** The account is approved and may order. */
  is_valid: FlagDefaultFalse,
  /** A sales representative, who orders on behalf of customer offices. */
  is_sales: FlagDefaultFalse,
  /**
   * Order price ceiling in EUROS as the server sends it (like a product's `price`); null or
   * absent when the user has none. Use `userMaxOrderCents` in rules.
   */
  max_order_amount: Schema.optional(Schema.NullOr(LenientNumber)),
  company_name: LenientText,
  address: LenientText,
  address_xtra: LenientText,
  city: LenientText,
  postalcode: LenientText,
  country: LenientText,
  organisation: Schema.optional(Schema.NullOr(OrganisationOrId)),
});
export type User = typeof User.Type;

