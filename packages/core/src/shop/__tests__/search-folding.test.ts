import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateCatalogue } from "@proshop/fixtures/generate-catalogue";
import type { ShopProduct } from "../../entities/product.ts";
import { filterCatalogue } from "../query.ts";
import { matchesKeyword, searchProducts } from "../search.ts";
import { makeProduct } from "./make-product.ts";

/*
 * Issue 33 item 16: a keyword finds the same products with or without its accents and in any
 * case ("tetine", "TÉTINE" and "tétine" alike), on both sides: the products' texts are folded
 * the same way.
 */

/** Words of the three shops' languages, with and without their accents and ligatures. */
const WORDS = ["Tétine", "tetine", "Crème", "CREME", "Niño", "nino", "Œuf", "oeuf", "Zeeën", "zeeen", "Ça", "ça va", "Straße", "façade", "Über", "pièce", "café"] as const;

const accented = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));

const arbProducts: fc.Arbitrary<ShopProduct[]> = fc.array(
  fc.record({ name: accented, description: accented }),
  { maxLength: 30 },
).map((rows) => rows.map((row, i) => makeProduct({ part_no: `P${i}`, part_skey: `K${i}`, SKUName: row.name, SKUDescription: row.description })));

/** A keyword taken from a product's name (a piece of a word or two), or any word of the list. */
const arbKeyword = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.tuple(accented, fc.nat(), fc.integer({ min: 1, max: 8 })).map(([text, start, length]) => text.slice(start % text.length, (start % text.length) + length)),
);

/** The keyword with its accents taken off, as a French keyboard without them types it. */
const withoutAccents = (keyword: string): string => keyword.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

/** The keyword in a random mix of cases. */
const arbCaseOf = (keyword: string): fc.Arbitrary<string> =>
  fc.array(fc.boolean(), { minLength: keyword.length, maxLength: keyword.length }).map((upper) =>
    [...keyword].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join(""),
  );

const partNumbers = (products: readonly ShopProduct[]): string[] => products.map((product) => product.part_no);

describe("search folding", () => {
  it("finds a product whatever the accents and the case of the keyword or of the product's text", () => {
    const product = makeProduct({ SKUName: "Tétine Crème", SKUDescription: "Œuf de Pâques, niño", ctn: "ZEEËN-1" });
    for (const keyword of ["tetine", "TETINE", "tétine", "TÉTINE", "creme", "oeuf", "ŒUF", "paques", "nino", "NIÑO", "zeeen-1"]) {
      expect(matchesKeyword(product, keyword), keyword).toBe(true);
    }
    expect(matchesKeyword(makeProduct({ SKUName: "tetine" }), "Tétine")).toBe(true);
    expect(matchesKeyword(product, "tetines")).toBe(false);
  });

  it("finds the same products for a keyword, the keyword without accents and the keyword in any case", () => {
    fc.assert(
      fc.property(
        arbProducts,
        arbKeyword.chain((keyword) => fc.tuple(fc.constant(keyword), arbCaseOf(keyword), arbCaseOf(withoutAccents(keyword)))),
        (products, [keyword, mixedCase, plainMixedCase]) => {
          const found = partNumbers(searchProducts(products, keyword));
          for (const variant of [withoutAccents(keyword), keyword.toUpperCase(), keyword.toLowerCase(), mixedCase, plainMixedCase]) {
            expect(partNumbers(searchProducts(products, variant)), variant).toEqual(found);
            // The listing's indexed query agrees with the plain rule.
            expect(partNumbers(filterCatalogue(products, { category: null, checkedFilters: [], keyword: variant, sortBy: null })), variant).toEqual(found);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("finds every product whose text holds the keyword once both are written without accents, and no other", () => {
    fc.assert(
      fc.property(arbProducts, arbKeyword, (products, keyword) => {
        const plain = (text: string) => withoutAccents(text).toLowerCase().replace(/œ/g, "oe").replace(/ß/g, "ss");
        const needle = plain(keyword.trim());
        const fields = (p: ShopProduct) => [p.SKUName, p.SKUDescription, p.ctn, p.SKU, p.part_no, p.part_skey];
        const expected = products.filter((p) => needle === "" || fields(p).some((field) => plain(field).includes(needle)));
        expect(partNumbers(searchProducts(products, keyword))).toEqual(partNumbers(expected));
      }),
      { numRuns: 300 },
    );
  });

  it("finds the French catalogue's teats as 'tetine' as it does as 'tétine'", () => {
    const { products } = generateCatalogue({ size: 2000, seed: 5, language: "fr" });
    const accentedHits = filterCatalogue(products, { category: null, checkedFilters: [], keyword: "tétine", sortBy: null });
    expect(accentedHits.length).toBeGreaterThan(0);
    expect(partNumbers(filterCatalogue(products, { category: null, checkedFilters: [], keyword: "tetine", sortBy: null }))).toEqual(partNumbers(accentedHits));
    expect(partNumbers(filterCatalogue(products, { category: null, checkedFilters: [], keyword: "TETINE", sortBy: null }))).toEqual(partNumbers(accentedHits));
  });
});
