import { Schema } from "effect";
import type { User } from "./user.ts";
import { shippingAddressFromUser } from "./shipping-address-values.ts";
export { shippingAddressFromUser };

/**
 * The shipping address the cart shows and sends (SPEC 3). The shop has one address per user,
 * derived from the user record; it is always the default ("Y").
 */
export const ShippingAddress = Schema.Struct({
  /** Identifies the address in order payloads; the user id as text. */
  address_key: Schema.String,
  default_flag: Schema.Literals(["Y", "N"]),
  name: Schema.String,
  address_line_1: Schema.String,
  address_line_2: Schema.String,
  city: Schema.String,
  /** The shop's markets have no states or provinces: always null. */
  state: Schema.Null,
  zip: Schema.String,
  country: Schema.String,
});
export type ShippingAddress = typeof ShippingAddress.Type;

