import { Schema } from "effect";
import { Company } from "./company.ts";
import { EntityId, FlagDefaultFalse } from "./lenient.ts";
import { DEFAULT_REDIRECT, initialAccountState, isSalesRepFlag } from "./account-values.ts";
export { DEFAULT_REDIRECT, initialAccountState, isSalesRepFlag };

/**
 * The account state kept by the session (SPEC 3). Also the shape persisted between visits,
 * hence a schema: a stored state from an older version decodes or is discarded, never crashes.
 *
 * `isSalesRep` is normalised: servers and old stored states say true or "true" (also "1"/1).
 * `maxOrderAmount` is the order price ceiling in CENTS, null when there is none
 * (see `userMaxOrderCents`).
 */
export const AccountState = Schema.Struct({
  user_id: Schema.NullOr(EntityId),
  isLoggedIn: Schema.Boolean,
  isInitialized: Schema.Boolean,
  isSalesRep: FlagDefaultFalse,
  /** A sales rep's own company, kept while `company` is the office they order for. */
  salesRepCompany: Schema.NullOr(Company),
  /** The active company: the user's own, or the order_for_company of a sales rep. */
  company: Schema.NullOr(Company),
  maxOrderAmount: Schema.NullOr(Schema.Number),
  /** Path to return to after login; DEFAULT_REDIRECT when nothing was remembered. */
  redirect: Schema.String,
  /** The last server answer of the auth flow (login, forgot, reset), for the screens to read. */
  response: Schema.NullOr(Schema.Unknown),
});
export type AccountState = typeof AccountState.Type;

