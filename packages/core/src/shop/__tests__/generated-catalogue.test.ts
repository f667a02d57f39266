import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { generateCatalogue, generateCategories } from "@proshop/fixtures/generate-catalogue";
import { Category } from "../../entities/category.ts";
import { ShopProduct } from "../../entities/product.ts";
import { BUNDLE_CATEGORY_KEY, isBundleProduct } from "../category.ts";
import { stockStateOf } from "../stock.ts";

/** The generator lives in @proshop/fixtures, which cannot import core; core checks it fits. */
describe("generated-catalogue", () => {
  const { categories, products } = generateCatalogue({ size: 2000, seed: 3, language: "es", organisationId: 5 });

  it("produces products and categories that decode with core's schemas", () => {
    for (const product of products) expect(Result.isSuccess(Schema.decodeUnknownResult(ShopProduct)(product))).toBe(true);
    for (const category of categories) expect(Result.isSuccess(Schema.decodeUnknownResult(Category)(category))).toBe(true);
  });

  it("is deterministic for a seed and differs between seeds", () => {
    expect(generateCatalogue({ size: 300, seed: 3, language: "es", organisationId: 5 })).toEqual(
      generateCatalogue({ size: 300, seed: 3, language: "es", organisationId: 5 }),
    );
    expect(generateCatalogue({ size: 300, seed: 4 }).products).not.toEqual(generateCatalogue({ size: 300, seed: 3 }).products);
  });

  it("has at least eight categories plus bundles, every product in one of them", () => {
    const keys = new Set(categories.map((c) => c.key));
    expect(keys.size).toBeGreaterThanOrEqual(9);
    expect(keys.has(BUNDLE_CATEGORY_KEY)).toBe(true);
    for (const product of products) expect(keys.has(product.category.key)).toBe(true);
    expect(new Set(products.map((p) => p.category.key)).size).toBe(keys.size);
  });

  it("has every stock state, even in a catalogue of ten", () => {
    const today = "2026-11-01";
    const states = (list: readonly ShopProduct[]) => new Set(list.map((p) => stockStateOf(p, today).state));
    const expected = ["in_stock", "low_stock", "out_of_stock", "not_available_online", "download_only", "available_next_year", "available_from"];
    expect([...states(products)].sort()).toEqual([...expected].sort());
    expect([...states(generateCatalogue({ size: 10, seed: 99 }).products)].sort()).toEqual([...expected].sort());
  });

  it("has bundles, free promo items and product maxima", () => {
    const bundles = products.filter(isBundleProduct);
    expect(bundles.length).toBeGreaterThan(0);
    for (const item of bundles) expect(item.bundle_info?.max_size).toBeGreaterThan(0);
    const promos = products.filter((p) => p.promo === true);
    expect(promos.length).toBeGreaterThan(0);
    for (const promo of promos) expect(promo.price_in_cents).toBe(0);
    expect(products.some((p) => typeof p.max_order_amount === "number")).toBe(true);
    expect(products.some((p) => typeof p.max_per_order === "number")).toBe(true);
    expect(products.some((p) => typeof p.max_per_year === "number")).toBe(true);
  });

  it("keeps identifiers unique and prices consistent", () => {
    expect(new Set(products.map((p) => p.part_no)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.ctn)).size).toBe(products.length);
    for (const p of products) {
      expect(Number.isInteger(p.price_in_cents)).toBe(true);
      expect(p.price).toBeCloseTo(p.price_in_cents / 100, 10);
      expect(p.language).toBe("es");
      expect(p.organisation.id).toBe(5);
    }
  });

  it("writes names in the requested language", () => {
    expect(generateCategories({ language: "nl" }).find((c) => c.key === "BREAST_PUMPS")?.name).toBe("Borstkolven");
    expect(generateCategories({ language: "fr" }).find((c) => c.key === "BREAST_PUMPS")?.name).toBe("Tire-lait");
  });
});
