import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldForSearch, matchesKeyword, normaliseKeyword, searchProducts, searchTextOf } from "../search.ts";
import { arbCatalogue, arbKeyword, makeProduct } from "./make-product.ts";

describe("search", () => {
  const product = makeProduct({
    SKUName: "Tire-lait Électrique",
    SKUDescription: "Silencieux",
    ctn: "SCF393/11",
    SKU: "BP-42",
    part_no: "880011",
    part_skey: "SKEY-9",
  });

  it("finds a product by any searched field, ignoring case", () => {
    for (const keyword of ["tire-LAIT", "électrique", "silencieux", "scf393", "bp-42", "880011", "skey-9"]) {
      expect(matchesKeyword(product, keyword), keyword).toBe(true);
    }
  });

  it("does not search other fields such as the price string or filter titles", () => {
    expect(matchesKeyword(makeProduct({ price_as_string: "99,99 €", filters: ["Sans BPA"] }), "99,99")).toBe(false);
    expect(matchesKeyword(makeProduct({ filters: ["Sans BPA"] }), "bpa")).toBe(false);
  });

  it("never matches across two fields", () => {
    expect(matchesKeyword(product, "silencieuxscf")).toBe(false);
    expect(matchesKeyword(product, "électrique silencieux")).toBe(false);
  });

  it("trims the keyword and matches everything when it is empty", () => {
    expect(matchesKeyword(product, "  bp-42 ")).toBe(true);
    expect(matchesKeyword(product, "   ")).toBe(true);
    expect(normaliseKeyword(" A\u0000B ")).toBe("ab");
  });

  it("computes the search text of a new product object rather than reusing a stale one", () => {
    const renamed = { ...product, SKUName: "Biberon" };
    expect(searchTextOf(product)).toContain("tire-lait");
    expect(searchTextOf(renamed)).toContain("biberon");
    expect(searchTextOf(renamed)).not.toContain("tire-lait");
  });

  it("returns only matching products, in their order, never adding any", () => {
    fc.assert(
      fc.property(arbCatalogue, arbKeyword, (products, keyword) => {
        const found = searchProducts(products, keyword);
        const needle = normaliseKeyword(keyword);
        expect(found).toEqual(products.filter((p) => matchesKeyword(p, keyword)));
        for (const p of found) {
          const fields = [p.SKUName, p.SKUDescription, p.ctn, p.SKU, p.part_no, p.part_skey];
          expect(fields.some((field) => foldForSearch(field).includes(needle))).toBe(true);
        }
      }),
    );
  });
});
