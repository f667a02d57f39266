import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Category } from "../../entities/category.ts";
import type { ShopProduct } from "../../entities/product.ts";
import { shopMachine } from "../machine.ts";
import {
  selectActiveCategory,
  selectActiveFilterCount,
  selectAttributeFilter,
  selectCheckedFilterCount,
  selectCmsBundles,
  selectHomeCategories,
  selectIsCategoryNotFound,
  selectIsShopInMaintenance,
  selectIsShopLoading,
  selectListingPage,
  selectNoCategoriesMessage,
  selectNoResultsMessage,
  selectProductByCtn,
  selectRelatedProducts,
  selectShopError,
  selectShopFilters,
  selectShopKeyword,
  selectShopSortBy,
  selectShopStatus,
} from "../selectors.ts";
import { makeProduct } from "./make-product.ts";

const categories: Category[] = [
  { id: 1, key: "B", link: "b", name: "B", organisation: { id: 1 }, sort_order: 20 },
  { id: 2, key: "A", link: "a", name: "A", organisation: { id: 1 }, sort_order: 10 },
  { id: 3, key: "C", link: "c", name: "C", parent: 1, organisation: { id: 1 }, sort_order: 1 },
];
const products = Array.from({ length: 30 }, (_, i) =>
  makeProduct({ part_no: `P${i}`, ctn: `CTN${i}`, filters: i % 2 === 0 ? ["Pair"] : [], related: i === 0 ? ["CTN2", "P3", "missing"] : [] }),
);

const shop = (loaded: { products: readonly ShopProduct[]; categories: readonly Category[] }) =>
  createActor(
    shopMachine.provide({
      actors: {
        loadProducts: fromPromise(async () => loaded.products),
        loadCategories: fromPromise(async () => loaded.categories),
      },
    }),
  ).start();

describe("selectors", () => {
  it("reports the status while loading and once ready", async () => {
    const actor = shop({ products, categories });
    expect(selectShopStatus(actor.getSnapshot())).toBe("idle");
    actor.send({ type: "shop.load" });
    expect(selectIsShopLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(selectShopStatus(actor.getSnapshot())).toBe("ready");
    expect(selectShopError(actor.getSnapshot())).toBeNull();
    expect(selectIsShopInMaintenance(actor.getSnapshot())).toBe(false);
  });

  it("gives the listing page with totals for the pager", async () => {
    const actor = shop({ products, categories });
    actor.send({ type: "shop.load" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(selectListingPage(actor.getSnapshot())).toMatchObject({ total: 30, page: 1, pageCount: 2, pageSize: 24 });
    actor.send({ type: "shop.goToPage", page: 2 });
    expect(selectListingPage(actor.getSnapshot()).items.map((p) => p.part_no)).toEqual(["P24", "P25", "P26", "P27", "P28", "P29"]);
  });

  it("reads filters, keyword, sort and the active category", async () => {
    const actor = shop({ products, categories });
    actor.send({ type: "shop.load" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "shop.toggleFilter", title: "Pair" });
    actor.send({ type: "shop.search", keyword: "pump" });
    actor.send({ type: "shop.sort", sortBy: { field: "ctn", direction: "desc" } });
    actor.send({ type: "shop.selectCategory", category: "a" });
    const snapshot = actor.getSnapshot();
    expect(selectShopFilters(snapshot)).toEqual([]);
    expect(selectCheckedFilterCount(snapshot)).toBe(0);
    expect(selectShopKeyword(snapshot)).toBe("pump");
    expect(selectShopSortBy(snapshot)).toEqual({ field: "ctn", direction: "desc" });
    expect(selectActiveCategory(snapshot)?.id).toBe(2);
    expect(selectNoResultsMessage(snapshot)).toBe("shop.no_results");
  });

  it("says a category was not found once the shop is loaded, not while it loads", async () => {
    const actor = shop({ products, categories });
    actor.send({ type: "shop.selectCategory", category: "987654" });
    actor.send({ type: "shop.load" });
    expect(selectIsCategoryNotFound(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(selectIsCategoryNotFound(actor.getSnapshot())).toBe(true);
    actor.send({ type: "shop.selectCategory", category: "a" });
    expect(selectIsCategoryNotFound(actor.getSnapshot())).toBe(false);
    actor.send({ type: "shop.selectCategory", category: null });
    expect(selectIsCategoryNotFound(actor.getSnapshot())).toBe(false);
  });

  it("counts the attribute filter among the filters in force until they are cleared", async () => {
    const actor = shop({ products, categories });
    actor.send({ type: "shop.load" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "shop.filterOnAttribute", attribute: "promo", value: "true" });
    expect(selectAttributeFilter(actor.getSnapshot())).toEqual({ attribute: "promo", value: "true" });
    expect(selectActiveFilterCount(actor.getSnapshot())).toBe(1);
    actor.send({ type: "shop.clearFilters" });
    expect(selectAttributeFilter(actor.getSnapshot())).toBeNull();
    expect(selectActiveFilterCount(actor.getSnapshot())).toBe(0);
  });

  it("lists home categories in order and says when there are none", async () => {
    const withCategories = shop({ products, categories });
    withCategories.send({ type: "shop.load" });
    await waitFor(withCategories, (s) => s.matches("ready"));
    expect(selectHomeCategories(withCategories.getSnapshot()).map((c) => c.key)).toEqual(["A", "B"]);
    expect(selectNoCategoriesMessage(withCategories.getSnapshot())).toBeNull();

    const without = shop({ products, categories: [] });
    expect(selectNoCategoriesMessage(without.getSnapshot())).toBeNull();
    without.send({ type: "shop.load" });
    await waitFor(without, (s) => s.matches("ready"));
    expect(selectNoCategoriesMessage(without.getSnapshot())).toBe("shop.no_categories");
  });

  it("finds a product by ctn, its related products and bundle texts", async () => {
    const actor = shop({ products, categories });
    actor.send({ type: "shop.load" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "shop.bundlesLoaded", language: "es", bundles: [{ package_code: "PK-1", title: "Pack" }] });
    const snapshot = actor.getSnapshot();
    const first = selectProductByCtn(snapshot, "CTN0");
    expect(first?.part_no).toBe("P0");
    expect(selectRelatedProducts(snapshot, first!).map((p) => p.part_no)).toEqual(["P2", "P3"]);
    expect(selectCmsBundles(snapshot, "es")).toHaveLength(1);
    expect(selectCmsBundles(snapshot, "fr")).toEqual([]);
  });
});
