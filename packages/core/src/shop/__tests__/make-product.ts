import fc from "fast-check";
import type { ShopProduct } from "../../entities/product.ts";

/** A complete, valid product; override what the test is about. */
export const makeProduct = (overrides: Partial<ShopProduct> = {}): ShopProduct => ({
  part_no: "P-1",
  part_skey: "SK-1",
  SKU: "SKU-1",
  SKUName: "Breast pump",
  SKUDescription: "Quiet double electric pump",
  ctn: "SCF100/10",
  stock: 50,
  price: 12.5,
  price_in_cents: 1250,
  price_as_string: "12,50 €",
  category: { id: 1, key: "BREAST_PUMPS", link: "tire-lait" },
  bundle_info: null,
  filters: [],
  language: "fr",
  organisation: { id: 1 },
  ...overrides,
});

const CATEGORIES = [
  { id: 1, key: "BREAST_PUMPS", link: "tire-lait" },
  { id: "2", key: "BOTTLES", link: "biberons" },
  { id: 3, key: "PKG", link: "packs" },
  { id: 4, key: "SCALES", link: "pese-bebes" },
] as const;
export const TITLES = ["Électrique", "Sans BPA", "0-6 mois", "Silicone", "silicone", "Usage unique"] as const;
const WORDS = ["Tire-lait", "tétine", "BIBERON", "Crème", "pump", "Teat 2", "Teat 10", "a", "A", "é", "E"] as const;

/** Small text from a tiny alphabet, so keywords, ties and case clashes happen often. */
const text = fc
  .array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 3 })
  .map((words) => words.join(" "));

/** Random catalogues whose values collide often (same names, prices, titles, categories). */
export const arbProduct: fc.Arbitrary<ShopProduct> = fc
  .record({
    n: fc.nat(1_000_000),
    SKUName: text,
    SKUDescription: text,
    ctn: fc.constantFrom("SCF100/10", "scf200/20", "AB1", "tet-2"),
    SKU: fc.constantFrom("SKU-A", "sku-b", "X"),
    stock: fc.integer({ min: -2, max: 200 }),
    price_in_cents: fc.integer({ min: 0, max: 5000 }),
    category: fc.constantFrom(...CATEGORIES),
    bundled: fc.boolean(),
    filters: fc.array(fc.constantFrom(...TITLES), { maxLength: 4 }),
    organisation: fc.constantFrom(1, "1", 2),
  })
  .map((r) =>
    makeProduct({
      part_no: `P${r.n}`,
      part_skey: `SK${r.n}`,
      SKU: r.SKU,
      SKUName: r.SKUName,
      SKUDescription: r.SKUDescription,
      ctn: r.ctn,
      stock: r.stock,
      price: r.price_in_cents / 100,
      price_in_cents: r.price_in_cents,
      category: r.category,
      bundle_info:
        r.bundled && r.category.key === "PKG"
          ? {
              package_skey: "PKS1",
              package_code: "PK-1",
              package_group: "A",
              WebPartNbr: `P${r.n}`,
              max_size: 4,
              active: true,
            }
          : null,
      filters: r.filters,
      organisation: { id: r.organisation },
    }),
  );

export const arbCatalogue = fc.array(arbProduct, { maxLength: 60 });
export const arbCategorySelector = fc.constantFrom<string | number | null>(
  null,
  1,
  "1",
  "2",
  2,
  "BOTTLES",
  "tire-lait",
  "PKG",
  "packs",
  "nope",
);
export const arbKeyword = fc.oneof(fc.constantFrom("", " TIRE ", "té", "E", "pump", "scf", "sk", "teat 1", "a b"), fc.string({ maxLength: 3 }));
