import { describe, expect, it } from "vitest";
import { bundleStatusOf, quantityCapOf } from "../bundle-status.ts";

const bundle = { package_skey: "S1", package_code: "PK1", max_size: 3 };

describe("bundleStatusOf", () => {
  it("is null for a product outside any bundle", () => {
    expect(bundleStatusOf(null, [])).toBeNull();
    expect(bundleStatusOf(undefined, [])).toBeNull();
  });

  it("counts the cart lines of the same bundle, all groups together", () => {
    const lines = [
      { quantity: 1, bundle: { package_skey: "S1", package_code: "PK1" } },
      { quantity: 1, bundle: { package_skey: "S1", package_code: "PK1" } },
      { quantity: 5, bundle: { package_skey: "S2", package_code: "PK1" } },
      { quantity: 4, bundle: null },
    ];
    expect(bundleStatusOf(bundle, lines)).toEqual({ inCart: 2, full: false, roomLeft: 1 });
  });

  it("is full at its size and has no room limit without one", () => {
    const lines = [{ quantity: 3, bundle: { package_skey: "S1", package_code: "PK1" } }];
    expect(bundleStatusOf(bundle, lines)).toEqual({ inCart: 3, full: true, roomLeft: 0 });
    expect(bundleStatusOf({ ...bundle, max_size: 0 }, lines)).toEqual({ inCart: 3, full: false, roomLeft: null });
  });

  it("caps a quantity field at the offer's maximum within the bundle's room, never below 1", () => {
    expect(quantityCapOf(50, null)).toBe(50);
    expect(quantityCapOf(50, { inCart: 3, full: false, roomLeft: null })).toBe(50);
    expect(quantityCapOf(50, { inCart: 1, full: false, roomLeft: 2 })).toBe(2);
    expect(quantityCapOf(1, { inCart: 1, full: false, roomLeft: 2 })).toBe(1);
    expect(quantityCapOf(50, { inCart: 3, full: true, roomLeft: 0 })).toBe(1);
  });
});
