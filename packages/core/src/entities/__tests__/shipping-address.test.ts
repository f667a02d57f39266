import { describe, expect, it } from "vitest";
import { ShippingAddress, shippingAddressFromUser } from "../shipping-address.ts";
import { User } from "../user.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

describe("shipping-address", () => {
  it("derives the default address from the user record", () => {
    const user = decodeOk(User, {
      id: 42,
      company_name: "Clínica Matrona Ruiz",
      address: "Calle Mayor 5",
      address_xtra: "2º B",
      city: "Madrid",
      postalcode: "28013",
      country: "ES",
    });
    expect(shippingAddressFromUser(user)).toEqual({
      address_key: "42",
      default_flag: "Y",
      name: "Clínica Matrona Ruiz",
      address_line_1: "Calle Mayor 5",
      address_line_2: "2º B",
      city: "Madrid",
      state: null,
      zip: "28013",
      country: "ES",
    });
    expect(decodeOk(ShippingAddress, shippingAddressFromUser(user)).zip).toBe("28013");
  });

  it("refuses an address with a state, since the markets have none", () => {
    const address = shippingAddressFromUser(decodeOk(User, { id: 1 }));
    expectBadField(ShippingAddress, "shipping address", { ...address, state: "Madrid" }, "state");
    expectBadField(ShippingAddress, "shipping address", { ...address, default_flag: "X" }, "default_flag");
  });
});
