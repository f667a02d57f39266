import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Category } from "../../entities/category.ts";
import type { ShopProduct } from "../../entities/product.ts";
import type { ShopConfig } from "../../entities/shop-config.ts";
import { NO_CATEGORIES_MESSAGE, PRODUCTS_FAILED_MESSAGE, shopMachine, type ShopLoadInput } from "../machine.ts";
import { makeProduct } from "./make-product.ts";

const category = (id: number, key: string, link: string, organisation = 1): Category => ({
  id,
  key,
  link,
  name: key,
  organisation: { id: organisation },
  sort_order: id,
});

const CATEGORIES = [category(1, "BREAST_PUMPS", "tire-lait"), category(2, "BOTTLES", "biberons"), category(3, "OTHER", "autre", 2)];

const PRODUCTS: ShopProduct[] = [
  makeProduct({ part_no: "A", SKUName: "Tire-lait double", price_in_cents: 20000, filters: ["Électrique", "Sans BPA"] }),
  makeProduct({ part_no: "B", SKUName: "Tire-lait manuel", price_in_cents: 3000, filters: ["Manuel"] }),
  makeProduct({ part_no: "C", SKUName: "Biberon", price_in_cents: 900, category: { id: 2, key: "BOTTLES", link: "biberons" }, filters: ["Sans BPA"] }),
  makeProduct({ part_no: "D", SKUName: "Autre marché", organisation: { id: 2 } }),
];

const config = (overrides: Partial<ShopConfig> = {}): ShopConfig => ({
  id: 7,
  maintenance_mode: false,
  organisation: { id: 1, maintenance_mode: false },
  ...overrides,
});

const startShop = (
  options: { products?: () => Promise<readonly ShopProduct[]>; categories?: () => Promise<readonly Category[]> } = {},
) => {
  const seen: ShopLoadInput[] = [];
  const machine = shopMachine.provide({
    actors: {
      loadProducts: fromPromise<readonly ShopProduct[], ShopLoadInput>(async ({ input }) => {
        seen.push(input);
        return (options.products ?? (async () => PRODUCTS))();
      }),
      loadCategories: fromPromise<readonly Category[], ShopLoadInput>(async () =>
        (options.categories ?? (async () => CATEGORIES))(),
      ),
    },
  });
  return { actor: createActor(machine).start(), seen };
};

const loadedShop = async () => {
  const { actor, seen } = startShop();
  actor.send({ type: "shop.configLoaded", config: config() });
  actor.send({ type: "shop.load" });
  await waitFor(actor, (s) => s.matches("ready"));
  return { actor, seen };
};

const partNos = (products: readonly ShopProduct[]): string[] => products.map((p) => p.part_no);

describe("machine", () => {
  it("waits idle until asked to load", () => {
    const { actor } = startShop();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.initialized).toBe(false);
  });

  it("loads products and categories through its actor slots, keeping the config's organisation", async () => {
    const { actor, seen } = await loadedShop();
    const { context } = actor.getSnapshot();
    expect(seen[0]?.config?.id).toBe(7);
    expect(context.initialized).toBe(true);
    expect(partNos(context.products)).toEqual(["A", "B", "C"]);
    expect(context.categories.map((c) => c.key)).toEqual(["BREAST_PUMPS", "BOTTLES"]);
    expect(partNos(context.filteredProducts)).toEqual(["A", "B", "C"]);
    expect(context.filters.map((f) => [f.title, f.count])).toEqual([
      ["Manuel", 1],
      ["Sans BPA", 2],
      ["Électrique", 1],
    ]);
  });

  it("keeps every product when the config has no organisation, and filters once a config arrives later", async () => {
    const { actor } = startShop();
    actor.send({ type: "shop.load" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.products).toHaveLength(4);
    actor.send({ type: "shop.configLoaded", config: config({ maintenance_mode: true }) });
    expect(partNos(actor.getSnapshot().context.products)).toEqual(["A", "B", "C"]);
    expect(actor.getSnapshot().context.categories).toHaveLength(2);
    expect(actor.getSnapshot().context.maintenance).toBe(true);
  });

  it("selects a category by link, remembers its key and rebuilds the filters", async () => {
    const { actor } = await loadedShop();
    actor.send({ type: "shop.toggleFilter", title: "Manuel" });
    actor.send({ type: "shop.selectCategory", category: "biberons" });
    const { context } = actor.getSnapshot();
    expect(context.categoryActive).toBe("biberons");
    expect(context.categoryKeyActive).toBe("BOTTLES");
    expect(partNos(context.filteredProducts)).toEqual(["C"]);
    expect(context.filters).toEqual([{ title: "Sans BPA", count: 1, checked: false }]);
  });

  it("keeps the page and the ticks when the category already shown is selected again", async () => {
    const { actor } = await loadedShop();
    actor.send({ type: "shop.selectCategory", category: null });
    actor.send({ type: "shop.toggleFilter", title: "Sans BPA" });
    const before = actor.getSnapshot().context;
    actor.send({ type: "shop.selectCategory", category: null });
    expect(actor.getSnapshot().context).toBe(before);
    actor.send({ type: "shop.selectCategory", category: "biberons" });
    expect(actor.getSnapshot().context.filters.every((filter) => !filter.checked)).toBe(true);
  });

  it("ticks filters, searches and sorts", async () => {
    const { actor } = await loadedShop();
    actor.send({ type: "shop.toggleFilter", title: "Sans BPA" });
    expect(partNos(actor.getSnapshot().context.filteredProducts)).toEqual(["A", "C"]);
    actor.send({ type: "shop.sort", sortBy: { field: "price_in_cents", direction: "asc" } });
    expect(partNos(actor.getSnapshot().context.filteredProducts)).toEqual(["C", "A"]);
    actor.send({ type: "shop.search", keyword: "TIRE" });
    expect(partNos(actor.getSnapshot().context.filteredProducts)).toEqual(["A"]);
    expect(actor.getSnapshot().context.keyword).toBe("TIRE");
    actor.send({ type: "shop.clearFilters" });
    expect(partNos(actor.getSnapshot().context.filteredProducts)).toEqual(["B", "A"]);
  });

  it("ignores a filter title that is not in the panel", async () => {
    const { actor } = await loadedShop();
    const before = actor.getSnapshot().context;
    actor.send({ type: "shop.toggleFilter", title: "Nope" });
    expect(actor.getSnapshot().context).toBe(before);
  });

  it("filters on an attribute value and clears it with the filters", async () => {
    const { actor } = await loadedShop();
    actor.send({ type: "shop.filterOnAttribute", attribute: "part_no", value: "B" });
    expect(partNos(actor.getSnapshot().context.filteredProducts)).toEqual(["B"]);
    actor.send({ type: "shop.clearFilters" });
    expect(actor.getSnapshot().context.filterOnAttribute).toBeNull();
    expect(actor.getSnapshot().context.filteredProducts).toHaveLength(3);
  });

  it("pages through the listing and goes back to page 1 when the query changes", async () => {
    const many = Array.from({ length: 60 }, (_, i) => makeProduct({ part_no: `P${i}`, SKUName: `Tétine ${i}` }));
    const { actor } = startShop({ products: async () => many });
    actor.send({ type: "shop.load" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "shop.goToPage", page: 3 });
    expect(actor.getSnapshot().context.page).toBe(3);
    actor.send({ type: "shop.goToPage", page: 10 });
    expect(actor.getSnapshot().context.page).toBe(3);
    actor.send({ type: "shop.search", keyword: "tétine 1" });
    expect(actor.getSnapshot().context.page).toBe(1);
  });

  it("applies a stock and price update, marking unknown products incomplete", async () => {
    const { actor } = await loadedShop();
    actor.send({ type: "shop.toggleFilter", title: "Sans BPA" });
    actor.send({
      type: "shop.productsUpdated",
      kind: "stockAndPrices",
      products: [makeProduct({ part_no: "A", stock: 0 }), makeProduct({ part_no: "N", filters: ["Sans BPA"] })],
    });
    const { context } = actor.getSnapshot();
    expect(context.products.find((p) => p.part_no === "A")?.stock).toBe(0);
    expect(context.products.find((p) => p.part_no === "N")?.incomplete).toBe(true);
    expect(context.filters.find((f) => f.title === "Sans BPA")).toEqual({ title: "Sans BPA", count: 3, checked: true });
    expect(partNos(context.filteredProducts)).toEqual(["A", "C", "N"]);
  });

  it("applies a translation update, keeping stock and giving new products a stock of 99", async () => {
    const { actor } = await loadedShop();
    actor.send({
      type: "shop.productsUpdated",
      kind: "translations",
      products: [makeProduct({ part_no: "B", SKUName: "Handkolf", stock: 1, language: "nl" }), makeProduct({ part_no: "Z", stock: 0, language: "nl" })],
    });
    const { context } = actor.getSnapshot();
    expect(context.products.map((p) => [p.part_no, p.SKUName, p.stock])).toEqual([
      ["B", "Handkolf", 50],
      ["Z", "Breast pump", 99],
    ]);
  });

  it("stores bundle texts per language", async () => {
    const { actor } = await loadedShop();
    actor.send({ type: "shop.bundlesLoaded", language: "fr", bundles: [{ package_code: "PK-1", title: "Pack maternité" }] });
    actor.send({ type: "shop.bundlesLoaded", language: "nl", bundles: [] });
    expect(actor.getSnapshot().context.bundlesFromCMSbyLng).toEqual({ fr: [{ package_code: "PK-1", title: "Pack maternité" }], nl: [] });
  });

  it("applies a search sent while products are still loading", async () => {
    let release: (products: readonly ShopProduct[]) => void = () => {};
    const { actor } = startShop({ products: () => new Promise((resolve) => (release = resolve)) });
    actor.send({ type: "shop.load" });
    actor.send({ type: "shop.search", keyword: "biberon" });
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    release(PRODUCTS);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(partNos(actor.getSnapshot().context.filteredProducts)).toEqual(["C"]);
  });

  it("fails when products cannot be loaded and retries on the next load", async () => {
    let attempts = 0;
    const { actor } = startShop({
      products: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("Wrong Services");
        return PRODUCTS;
      },
    });
    actor.send({ type: "shop.load" });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe(PRODUCTS_FAILED_MESSAGE);
    expect(actor.getSnapshot().context.initialized).toBe(true);
    actor.send({ type: "shop.load" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("still opens the shop when categories fail, with the no-categories message", async () => {
    const { actor } = startShop({
      categories: async () => {
        throw new Error("down");
      },
    });
    actor.send({ type: "shop.load" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.categories).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe(NO_CATEGORIES_MESSAGE);
    expect(actor.getSnapshot().context.filteredProducts).toHaveLength(4);
  });

  it("does not load again once ready unless asked to reload", async () => {
    const { actor, seen } = await loadedShop();
    actor.send({ type: "shop.load" });
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    actor.send({ type: "shop.reload" });
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(seen).toHaveLength(2);
  });

  it("forgets everything on reset", async () => {
    const { actor } = await loadedShop();
    actor.send({ type: "shop.search", keyword: "x" });
    actor.send({ type: "shop.reset" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("idle");
    expect(snapshot.context.products).toEqual([]);
    expect(snapshot.context.keyword).toBe("");
    expect(snapshot.context.config).toBeNull();
  });
});
