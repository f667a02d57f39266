import { Schema } from "effect";
import { toCents, type Cents } from "../money.ts";
import { EntityId, FlagDefaultFalse, LenientNumber, LenientText } from "./lenient.ts";
import { OrganisationOrId } from "./organisation.ts";

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

/**
 * The user's order price ceiling in cents, or null when there is none. A zero or negative
 * amount is treated as "no ceiling": servers use 0 for "not configured", and a ceiling of 0
 * would forbid every order, which no administrator means.
 */
export const userMaxOrderCents = (user: Pick<User, "max_order_amount">): Cents | null => {
  const euros = user.max_order_amount;
  return euros === undefined || euros === null || euros <= 0 ? null : toCents(euros);
};
