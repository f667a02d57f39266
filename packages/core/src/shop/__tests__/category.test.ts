import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Category } from "../../entities/category.ts";
import {
  categoryKeyOf,
  childCategories,
  findCategory,
  homeCategories,
  isBundleProduct,
  isInCategory,
  isUnknownCategory,
  productsInCategory,
} from "../category.ts";
import { arbCatalogue, arbCategorySelector, makeProduct } from "./make-product.ts";

const category = (overrides: Partial<Category>): Category => ({
  id: 1,
  key: "BREAST_PUMPS",
  link: "tire-lait",
  name: "Tire-lait",
  organisation: { id: 1 },
  sort_order: 10,
  ...overrides,
});

describe("category", () => {
  const pump = makeProduct({ category: { id: 7, key: "BREAST_PUMPS", link: "tire-lait" } });
  const bundleItem = makeProduct({
    category: { id: 9, key: "PKG", link: "packs" },
    bundle_info: { package_skey: "S", package_code: "C", package_group: "A", WebPartNbr: "P-1", max_size: 4, active: true },
  });

  it("selects a product by category id, whether the id comes as a number or as text", () => {
    expect(isInCategory(pump, 7)).toBe(true);
    expect(isInCategory(pump, "7")).toBe(true);
    expect(isInCategory(pump, 8)).toBe(false);
  });

  it("selects a product by category key or link", () => {
    expect(isInCategory(pump, "BREAST_PUMPS")).toBe(true);
    expect(isInCategory(pump, "tire-lait")).toBe(true);
    expect(isInCategory(pump, "biberons")).toBe(false);
  });

  it("selects bundles with PKG, by key or by bundle information", () => {
    const bundledElsewhere = makeProduct({ bundle_info: bundleItem.bundle_info ?? null });
    expect(isInCategory(bundleItem, "PKG")).toBe(true);
    expect(isInCategory(bundledElsewhere, "PKG")).toBe(true);
    expect(isInCategory(pump, "PKG")).toBe(false);
    expect(isBundleProduct(pump)).toBe(false);
  });

  it("keeps every product when no category is selected", () => {
    expect(productsInCategory([pump, bundleItem], null)).toEqual([pump, bundleItem]);
  });

  it("never adds products and keeps only products of the category, in order", () => {
    fc.assert(
      fc.property(arbCatalogue, arbCategorySelector, (products, selector) => {
        const selected = productsInCategory(products, selector);
        expect(selected.length).toBeLessThanOrEqual(products.length);
        expect(selected).toEqual(products.filter((p) => isInCategory(p, selector)));
      }),
    );
  });

  it("finds a category by id, key or link and remembers its key", () => {
    const categories = [category({}), category({ id: "2", key: "BOTTLES", link: "biberons", name: "Biberons" })];
    expect(findCategory(categories, 2)?.key).toBe("BOTTLES");
    expect(findCategory(categories, "biberons")?.id).toBe("2");
    expect(categoryKeyOf(categories, "tire-lait")).toBe("BREAST_PUMPS");
    expect(categoryKeyOf(categories, "PKG")).toBe("PKG");
    expect(categoryKeyOf(categories, "unknown-link")).toBe("unknown-link");
    expect(categoryKeyOf(categories, null)).toBeNull();
  });

  it("calls a category unknown only when the shop has categories and none of them, nor any product, answers to it", () => {
    const categories = [category({}), category({ id: "2", key: "BOTTLES", link: "biberons", name: "Biberons" })];
    expect(isUnknownCategory(categories, [pump], "987654")).toBe(true);
    expect(isUnknownCategory(categories, [pump], 2)).toBe(false);
    expect(isUnknownCategory(categories, [pump], "biberons")).toBe(false);
    // A product's own category counts, though the category list lacks it.
    expect(isUnknownCategory(categories, [pump], 7)).toBe(false);
    expect(isUnknownCategory(categories, [pump], null)).toBe(false);
    expect(isUnknownCategory(categories, [pump], "PKG")).toBe(false);
    // No category list (its call failed): the shop cannot tell.
    expect(isUnknownCategory([], [pump], "987654")).toBe(false);
  });

  it("never calls unknown a category that lists products or that the shop knows", () => {
    const categories = [category({}), category({ id: "2", key: "BOTTLES", link: "biberons", name: "Biberons" })];
    fc.assert(
      fc.property(arbCatalogue, arbCategorySelector, (products, selector) => {
        if (isUnknownCategory(categories, products, selector)) {
          expect(productsInCategory(products, selector)).toEqual([]);
          expect(findCategory(categories, selector)).toBeUndefined();
        }
      }),
    );
  });

  it("lists top-level categories by sort order for the home, and children under their parent", () => {
    const parent = category({ id: 1, sort_order: 20, name: "B" });
    const categories = [
      parent,
      category({ id: 2, key: "A", sort_order: 10, name: "A" }),
      category({ id: 3, key: "C", sort_order: 20, name: "A second" }),
      category({ id: 4, key: "D", parent: 1, sort_order: 5 }),
      category({ id: 5, key: "E", parent: "1", sort_order: 1 }),
    ];
    expect(homeCategories(categories).map((c) => c.id)).toEqual([2, 3, 1]);
    expect(childCategories(categories, parent).map((c) => c.id)).toEqual([5, 4]);
  });
});
