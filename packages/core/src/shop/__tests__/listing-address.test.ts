import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Category } from "../../entities/category.ts";
import type { ShopProduct } from "../../entities/product.ts";
import { LISTING_FILTERS_MAX, LISTING_TEXT_MAX, listingChoicesOf, listingSearchOf, type ListingChoices } from "../listing-address.ts";
import { shopMachine, type ShopEvent, type ShopLoadInput } from "../machine.ts";
import { selectListingPage, selectListingSearch } from "../selectors.ts";
import { SORT_OPTIONS } from "../sort.ts";
import { TITLES, arbProduct } from "./make-product.ts";

// Printable text with no control character, of the length an address may carry.
const cleanText = (minLength: number) =>
  fc.string({ unit: "grapheme", minLength, maxLength: 40 }).filter((s) => !/[\u0000-\u001f\u007f-\u009f]/.test(s) && s.length <= LISTING_TEXT_MAX);

const arbChoices: fc.Arbitrary<ListingChoices> = fc.record({
  keyword: cleanText(0),
  filters: fc.uniqueArray(cleanText(1), { maxLength: 5 }),
  sortBy: fc.constantFrom(...SORT_OPTIONS.map((option) => option.sortBy)),
  attribute: fc.option(fc.record({ attribute: cleanText(1), value: cleanText(0) }), { nil: null }),
  page: fc.integer({ min: 1, max: 500 }),
});

const isDefault = (c: ListingChoices) =>
  c.keyword === "" && c.filters.length === 0 && c.sortBy === null && c.attribute === null && c.page === 1;

describe("listing address", () => {
  it("reads back every choice it writes, and writes nothing for the default listing", () => {
    fc.assert(
      fc.property(arbChoices, (choices) => {
        const search = listingSearchOf(choices);
        if (isDefault(choices)) expect(search).toBe("");
        else expect(listingChoicesOf(search)).toEqual(choices);
      }),
    );
  });

  it("bounds and cleans whatever an address holds, and never throws", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), fc.array(fc.string({ maxLength: 400 }), { maxLength: 80 }), (junk, titles) => {
        const search = `?q=${encodeURIComponent(junk)}&page=${encodeURIComponent(junk)}&sort=${encodeURIComponent(junk)}${titles.map((t) => `&filter=${encodeURIComponent(t)}`).join("")}`;
        const choices = listingChoicesOf(search);
        expect(choices).not.toBeNull();
        const all = [choices!.keyword, ...choices!.filters];
        for (const text of all) {
          expect(text.length).toBeLessThanOrEqual(LISTING_TEXT_MAX);
          expect(text).not.toMatch(/[\u0000-\u001f]/);
        }
        expect(choices!.filters.length).toBeLessThanOrEqual(LISTING_FILTERS_MAX);
        expect(new Set(choices!.filters).size).toBe(choices!.filters.length);
        expect(Number.isInteger(choices!.page) && choices!.page >= 1).toBe(true);
      }),
    );
  });

  it("ignores an address without listing keys, and an unknown sort, a bad page, a NUL", () => {
    expect(listingChoicesOf("?from=login")).toBeNull();
    expect(listingChoicesOf("")).toBeNull();
    expect(listingChoicesOf("?q=bib%00on&sort=by_colour&page=-3&filter=&filter=A&filter=A")).toEqual({
      keyword: "bibon",
      filters: ["A"],
      sortBy: null,
      attribute: null,
      page: 1,
    });
    expect(listingChoicesOf("?page=2.5")?.page).toBe(1);
    expect(listingChoicesOf(`?q=${"x".repeat(5000)}`)?.keyword).toHaveLength(LISTING_TEXT_MAX);
  });
});

const CATEGORY_IDS = [null, 1, "2", 3, 4] as const;
const category = (id: number, key: string): Category => ({ id, key, link: key.toLowerCase(), name: key, organisation: { id: 1 }, sort_order: id });

const loadedShop = async (products: readonly ShopProduct[]) => {
  const machine = shopMachine.provide({
    actors: {
      loadProducts: fromPromise<readonly ShopProduct[], ShopLoadInput>(async () => products),
      loadCategories: fromPromise<readonly Category[], ShopLoadInput>(async () => [category(1, "BREAST_PUMPS"), category(2, "BOTTLES"), category(3, "PKG"), category(4, "SCALES")]),
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: "shop.load" });
  await waitFor(actor, (s) => s.matches("ready"));
  return actor;
};

const arbStep: fc.Arbitrary<ShopEvent> = fc.oneof(
  fc.constantFrom(...CATEGORY_IDS).map((id) => ({ type: "shop.selectCategory" as const, category: id })),
  fc.constantFrom(...TITLES).map((title) => ({ type: "shop.toggleFilter" as const, title })),
  fc.constantFrom("", "a", "tire", "Teat", "é").map((keyword) => ({ type: "shop.search" as const, keyword })),
  fc.constantFrom(...SORT_OPTIONS).map((option) => ({ type: "shop.sort" as const, sortBy: option.sortBy })),
  fc.integer({ min: 0, max: 6 }).map((page) => ({ type: "shop.goToPage" as const, page })),
  fc.constant({ type: "shop.clearFilters" as const }),
  fc.constantFrom(["promo", "true"], ["SKU", "X"], [null, null]).map(([attribute, value]) => ({ type: "shop.filterOnAttribute" as const, attribute, value })),
);

describe("listing address over the shop machine", () => {
  it("after any steps, a reload of the address shows the same products on the same page", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbProduct, { maxLength: 80 }), fc.array(arbStep, { maxLength: 12 }), async (products, steps) => {
        const before = await loadedShop(products);
        for (const step of steps) before.send(step);
        const search = selectListingSearch(before.getSnapshot());

        // The reload: a new shop, the address's category selected, then the address's choices.
        const after = await loadedShop(products);
        after.send({ type: "shop.selectCategory", category: before.getSnapshot().context.categoryActive });
        const choices = listingChoicesOf(search);
        if (choices !== null) after.send({ type: "shop.applyChoices", choices });

        const shown = selectListingPage(before.getSnapshot());
        const reloaded = selectListingPage(after.getSnapshot());
        expect(reloaded.items.map((p) => p.part_no)).toEqual(shown.items.map((p) => p.part_no));
        expect([reloaded.page, reloaded.total]).toEqual([shown.page, shown.total]);
        expect(selectListingSearch(after.getSnapshot())).toBe(search);
      }),
      { numRuns: 150 },
    );
  });
});
