import { describe, expect, it } from "vitest";
import { User, userMaxOrderCents } from "../user.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

const serverUser = {
  id: 42,
  is_valid: "1",
  is_sales: "false",
  max_order_amount: "1500.50",
  company_name: "Cabinet Sage-Femme Dupont",
  address: "12 rue des Lilas",
  address_xtra: null,
  city: "Lyon",
  postalcode: 69003,
  country: "FR",
  organisation: 2,
};

describe("user", () => {
  it("decodes the user record of the server, normalising lenient fields", () => {
    const user = decodeOk(User, serverUser);
    expect(user.is_valid).toBe(true);
    expect(user.is_sales).toBe(false);
    expect(user.max_order_amount).toBe(1500.5);
    expect(user.address_xtra).toBe("");
    expect(user.postalcode).toBe("69003");
    expect(user.organisation?.id).toBe(2);
  });

  it("accepts a minimal user", () => {
    const user = decodeOk(User, { id: "u-1" });
    expect(user.is_sales).toBe(false);
    expect(user.city).toBe("");
    expect(user.max_order_amount).toBeUndefined();
  });

  it("names the bad field", () => {
    expectBadField(User, "user", { ...serverUser, id: undefined }, "id");
    expectBadField(User, "user", { ...serverUser, is_sales: "sales" }, "is_sales");
    expectBadField(User, "user", { ...serverUser, max_order_amount: "lots" }, "max_order_amount");
    expectBadField(User, "user", { ...serverUser, city: ["Lyon"] }, "city");
    expectBadField(User, "user", { ...serverUser, organisation: { maintenance_mode: true } }, "organisation.id");
  });

  it("gives the order ceiling in cents, none when absent or not positive", () => {
    expect(userMaxOrderCents({ max_order_amount: 1500.5 })).toBe(150050);
    expect(userMaxOrderCents({ max_order_amount: 0.1 + 0.2 })).toBe(30);
    expect(userMaxOrderCents({ max_order_amount: null })).toBeNull();
    expect(userMaxOrderCents({})).toBeNull();
    expect(userMaxOrderCents({ max_order_amount: 0 })).toBeNull();
    expect(userMaxOrderCents({ max_order_amount: -1 })).toBeNull();
  });
});
