import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateCatalogue } from "@proshop/fixtures/generate-catalogue";
import type { ShopProduct } from "../../entities/product.ts";
import { matchesAttribute } from "../attribute.ts";
import { productsInCategory } from "../category.ts";
import { applyCheckedFilters, buildFilters } from "../filters.ts";
import {
  filterCatalogue,
  filtersForCategory,
  LISTING_PAGE_SIZE,
  prepareCatalogue,
  queryCatalogue,
  type CatalogueQuery,
} from "../query.ts";
import { searchProducts } from "../search.ts";
import { sortProducts, type SortBy } from "../sort.ts";
import { arbCatalogue, arbCategorySelector, arbKeyword, makeProduct, TITLES } from "./make-product.ts";

/** The listing as the plain rules define it, one after the other. */
const reference = (products: readonly ShopProduct[], query: CatalogueQuery): ShopProduct[] => {
  const inCategory = productsInCategory(products, query.category);
  const ticked = applyCheckedFilters(inCategory, query.checkedFilters);
  const found = searchProducts(ticked, query.keyword).filter((p) => matchesAttribute(p, query.attribute ?? null));
  return sortProducts(found, query.sortBy, products[0]?.language ?? "en");
};

const arbSortBy: fc.Arbitrary<SortBy | null> = fc.option(
  fc.record({
    field: fc.constantFrom("SKUName", "price_in_cents", "ctn", "SKU", "part_no", "stock"),
    direction: fc.constantFrom("asc", "desc"),
  }),
);

const arbQuery: fc.Arbitrary<CatalogueQuery> = fc.record({
  category: arbCategorySelector,
  checkedFilters: fc.subarray([...TITLES, "Unknown title"]),
  keyword: arbKeyword,
  sortBy: arbSortBy,
  attribute: fc.option(fc.constantFrom({ attribute: "SKU", value: "X" }, { attribute: "stock", value: "0" })),
});

describe("query", () => {
  it("gives exactly what the plain rules give, for any catalogue and any run of queries on it", () => {
    fc.assert(
      fc.property(arbCatalogue, fc.array(arbQuery, { minLength: 1, maxLength: 6 }), (products, queries) => {
        // Several queries on one index: the reused scratch buffers must not leak between them.
        for (const query of queries) expect(filterCatalogue(products, query)).toEqual(reference(products, query));
      }),
      { numRuns: 500 },
    );
  });

  it("agrees with the plain rules on a realistic generated catalogue", () => {
    const { products } = generateCatalogue({ size: 3000, seed: 11, language: "fr" });
    const queries: CatalogueQuery[] = [
      { category: null, checkedFilters: [], keyword: "tire-lait", sortBy: { field: "SKUName", direction: "asc" } },
      { category: "BOTTLES_TEATS", checkedFilters: ["Sans BPA"], keyword: "TÉTINE", sortBy: { field: "price_in_cents", direction: "desc" } },
      { category: 1, checkedFilters: ["Électrique", "Manuel"], keyword: "", sortBy: { field: "stock", direction: "asc" } },
      { category: "PKG", checkedFilters: [], keyword: "pack", sortBy: null },
      { category: "sucettes", checkedFilters: [], keyword: "x2", sortBy: { field: "ctn", direction: "desc" } },
      { category: null, checkedFilters: ["Gratuit"], keyword: "e", sortBy: { field: "SKUName", direction: "desc" } },
    ];
    for (const query of queries) {
      const expected = reference(products, query);
      expect(filterCatalogue(products, query)).toEqual(expected);
      expect(queryCatalogue(products, query).total).toBe(expected.length);
    }
  });

  it("pages by 24, clamping the page to the ones that exist", () => {
    const products = Array.from({ length: 50 }, (_, i) => makeProduct({ part_no: `P${i}`, SKUName: `Item ${i}` }));
    const base = { category: null, checkedFilters: [], keyword: "", sortBy: null };
    const second = queryCatalogue(products, { ...base, page: 2 });
    expect(second.items.map((p) => p.part_no)).toEqual(products.slice(24, 48).map((p) => p.part_no));
    expect(second).toMatchObject({ total: 50, page: 2, pageCount: 3, pageSize: LISTING_PAGE_SIZE });
    expect(queryCatalogue(products, { ...base, page: 9 }).items.map((p) => p.part_no)).toEqual(["P48", "P49"]);
    expect(queryCatalogue(products, { ...base, page: -1 }).page).toBe(1);
    expect(queryCatalogue(products, { ...base, keyword: "nothing" })).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("builds the filter panel of a category like the plain rule does", () => {
    fc.assert(
      fc.property(arbCatalogue, arbCategorySelector, fc.subarray([...TITLES]), (products, category, ticked) => {
        const keep = new Set(ticked);
        expect(filtersForCategory(products, category, keep)).toEqual(buildFilters(productsInCategory(products, category), keep));
      }),
    );
  });

  it("indexes a product list once and a new list again", () => {
    const products = [makeProduct()];
    expect(prepareCatalogue(products)).toBe(prepareCatalogue(products));
    expect(prepareCatalogue([...products])).not.toBe(prepareCatalogue(products));
  });
});
