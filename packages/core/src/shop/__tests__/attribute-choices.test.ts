import { describe, expect, it } from "vitest";
import { attributeChoiceOf, attributeChoicesOf } from "../attribute-choices.ts";
import { makeProduct } from "./make-product.ts";

describe("attribute choices", () => {
  const products = [
    makeProduct({ part_no: "1", promo: true, price_in_cents: 0 }),
    makeProduct({ part_no: "2", promo: true, category: { id: 2, key: "BOTTLES", link: "biberons" } }),
    makeProduct({ part_no: "3", online: false }),
    makeProduct({ part_no: "4" }),
  ];

  it("offers the choices some product of the category matches, with their counts", () => {
    expect(attributeChoicesOf(products, null).map(({ id, count }) => [id, count])).toEqual([
      ["promo", 2],
      ["offline", 1],
    ]);
    expect(attributeChoicesOf(products, "biberons").map(({ id, count }) => [id, count])).toEqual([["promo", 1]]);
    expect(attributeChoicesOf([], null)).toEqual([]);
  });

  it("recognises a filter that is one of the choices, not another attribute", () => {
    expect(attributeChoiceOf({ attribute: "online", value: "false" })?.id).toBe("offline");
    expect(attributeChoiceOf({ attribute: "SKU", value: "ABC-123" })).toBeUndefined();
    expect(attributeChoiceOf(null)).toBeUndefined();
  });
});
