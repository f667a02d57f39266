/*
 * shipping-address.ts's plain values and rules, without Effect's Schema: the web's first screen uses them and must
 * not load Schema with them (issue 18). shipping-address.ts re-exports them beside its schemas.
 */
import type { ShippingAddress } from "./shipping-address.ts";
import type { User } from "./user.ts";

/** The user's (only) shipping address: the company name and the address of the user record. */
export const shippingAddressFromUser = (
  user: Pick<User, "id" | "company_name" | "address" | "address_xtra" | "city" | "postalcode" | "country">,
): ShippingAddress => ({
  address_key: String(user.id),
  default_flag: "Y",
  name: user.company_name,
  address_line_1: user.address,
  address_line_2: user.address_xtra,
  city: user.city,
  state: null,
  zip: user.postalcode,
  country: user.country,
});
