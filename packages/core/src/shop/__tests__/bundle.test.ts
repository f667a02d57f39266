import { describe, expect, it } from "vitest";
import { isBundleFull, quantityInBundle, roomLeftInBundle } from "../bundle.ts";

describe("bundle", () => {
  const bundle = { package_skey: "S1", package_code: "C1" };
  const lines = [
    { quantity: 2, bundle_info: { ...bundle, package_group: "A" } },
    { quantity: 1, bundle_info: { ...bundle, package_group: "B" } },
    { quantity: 5, bundle_info: { package_skey: "S1", package_code: "C2" } },
    { quantity: 9 },
    { quantity: 3, bundle_info: null },
  ];

  it("counts the units of one bundle over all its groups", () => {
    expect(quantityInBundle(lines, bundle)).toBe(3);
    expect(quantityInBundle([], bundle)).toBe(0);
  });

  it("is full at its max size and beyond", () => {
    expect(isBundleFull({ max_size: 4 }, 3)).toBe(false);
    expect(isBundleFull({ max_size: 4 }, 4)).toBe(true);
    expect(isBundleFull({ max_size: 4 }, 5)).toBe(true);
  });

  it("has no size limit at max size 0", () => {
    expect(isBundleFull({ max_size: 0 }, 100)).toBe(false);
    expect(roomLeftInBundle({ max_size: 0 }, 100)).toBe(Number.POSITIVE_INFINITY);
  });

  it("tells how many items still fit", () => {
    expect(roomLeftInBundle({ max_size: 4 }, 1)).toBe(3);
    expect(roomLeftInBundle({ max_size: 4 }, 6)).toBe(0);
  });
});
