import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { collatorFor, compareOnField, isSortField, sortProducts, type SortBy } from "../sort.ts";
import { arbCatalogue, makeProduct } from "./make-product.ts";

const arbSortBy: fc.Arbitrary<SortBy> = fc.record({
  field: fc.constantFrom("SKUName", "price_in_cents", "ctn", "SKU", "part_no", "stock"),
  direction: fc.constantFrom("asc", "desc"),
});

describe("sort", () => {
  const teat10 = makeProduct({ part_no: "1", SKUName: "Tétine 10", price_in_cents: 300 });
  const teat2 = makeProduct({ part_no: "2", SKUName: "Tétine 2", price_in_cents: 900 });
  const bottle = makeProduct({ part_no: "3", SKUName: "biberon", price_in_cents: 300 });

  it("sorts names alphabetically for the language, numbers inside names in numeric order", () => {
    expect(sortProducts([teat10, teat2, bottle], { field: "SKUName", direction: "asc" }).map((p) => p.part_no)).toEqual([
      "3",
      "2",
      "1",
    ]);
  });

  it("sorts prices descending while equal prices keep catalogue order", () => {
    expect(
      sortProducts([teat10, teat2, bottle], { field: "price_in_cents", direction: "desc" }).map((p) => p.part_no),
    ).toEqual(["2", "1", "3"]);
  });

  it("keeps catalogue order without a sort and does not touch its input", () => {
    const input = [teat10, teat2, bottle];
    expect(sortProducts(input, null)).toEqual(input);
    sortProducts(input, { field: "SKUName", direction: "asc" });
    expect(input).toEqual([teat10, teat2, bottle]);
  });

  it("recognises the sortable fields", () => {
    expect(isSortField("price_in_cents")).toBe(true);
    expect(isSortField("price")).toBe(false);
  });

  it("returns a permutation, ordered by the field, with ties in catalogue order", () => {
    fc.assert(
      fc.property(arbCatalogue, arbSortBy, (products, sortBy) => {
        const sorted = sortProducts(products, sortBy);
        const positions = sorted.map((p) => products.indexOf(p)).sort((a, b) => a - b);
        expect(positions).toEqual(products.map((_, i) => i));
        const compare = compareOnField(sortBy.field, collatorFor("fr"));
        const sign = sortBy.direction === "asc" ? 1 : -1;
        for (let i = 1; i < sorted.length; i++) {
          const order = sign * compare(sorted[i - 1]!, sorted[i]!);
          expect(order).toBeLessThanOrEqual(0);
          if (order === 0) expect(products.indexOf(sorted[i - 1]!)).toBeLessThan(products.indexOf(sorted[i]!));
        }
      }),
    );
  });
});
