/**
 * Catalogue benchmark: the listing query (category + ticked filters + keyword + sort + first
 * page of 24) over generated catalogues of 10,000 and 100,000 products, with the one-off
 * preparation (search texts, postings, sort permutations) reported on separate rows.
 * Targets from the issue: query median <= 1 ms at 10,000 products, <= 10 ms at 100,000.
 */
import { createActor, fromPromise, waitFor } from "xstate";
import { generateCatalogue } from "@proshop/fixtures/generate-catalogue";
import type { Category } from "../src/entities/category.ts";
import type { ShopProduct } from "../src/entities/product.ts";
import { shopMachine, type ShopLoadInput } from "../src/shop/machine.ts";
import { filtersForCategory, prepareCatalogue, queryCatalogue, sortOrderOf, type CatalogueQuery } from "../src/shop/query.ts";
import { measure, type BenchRow } from "./stats.ts";

/** What a professional does in the shop: a category, one or two ticks, a word, a sort (bench/ runs the peers on these too). */
export const LISTING_QUERIES: readonly CatalogueQuery[] = [
  { category: "BREAST_PUMPS", checkedFilters: ["Électrique", "Sans BPA"], keyword: "double", sortBy: { field: "price_in_cents", direction: "asc" } },
  { category: "BOTTLES_TEATS", checkedFilters: ["Sans BPA", "Silicone"], keyword: "tétine", sortBy: { field: "SKUName", direction: "asc" } },
  { category: "PUMP_PARTS", checkedFilters: ["Réutilisable"], keyword: "24 mm", sortBy: { field: "price_in_cents", direction: "desc" } },
  { category: "SOOTHERS", checkedFilters: ["0-6 mois"], keyword: "nova", sortBy: { field: "SKUName", direction: "desc" } },
];

/** The heaviest case: a keyword over the whole catalogue, sorted, no category to narrow it. */
const WHOLE_CATALOGUE_QUERIES: readonly CatalogueQuery[] = [
  { category: null, checkedFilters: [], keyword: "lait", sortBy: { field: "SKUName", direction: "asc" } },
  { category: null, checkedFilters: [], keyword: "e", sortBy: { field: "price_in_cents", direction: "desc" } },
  { category: null, checkedFilters: [], keyword: "", sortBy: { field: "SKUName", direction: "desc" } },
];

const cycle = <T>(items: readonly T[]): (() => T) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};

const label = (size: number): string => (size >= 1000 ? `${size / 1000}k` : String(size));

export async function benchCatalogue(options: { smoke: boolean }): Promise<BenchRow[]> {
  const sizes = options.smoke ? [1_000] : [10_000, 100_000];
  const rows: BenchRow[] = [];
  for (const size of sizes) {
    // Typed as core's ShopProduct: this also checks that the generator's objects fit the schema's type.
    const products: readonly ShopProduct[] = generateCatalogue({ size, seed: 42, language: "fr" }).products;
    const prepRounds = options.smoke ? 2 : size > 50_000 ? 5 : 10;
    const queryRounds = options.smoke ? 20 : 400;
    const queryTarget = size <= 10_000 ? 1_000 : 10_000;

    // Preparation, each round on fresh product objects so nothing is cached from before.
    const copies: ShopProduct[][] = Array.from({ length: prepRounds + 1 }, () => products.map((p) => ({ ...p })));
    let next = 0;
    rows.push(measure(`catalogue ${label(size)}: prepare index (search texts, postings)`, () => void prepareCatalogue(copies[next++]!), { rounds: prepRounds, warmup: 1 }));
    next = 0;
    rows.push(
      measure(`catalogue ${label(size)}: first sort by name (collator)`, () => void sortOrderOf(prepareCatalogue(copies[next++]!), { field: "SKUName", direction: "asc" }), {
        rounds: prepRounds,
        warmup: 1,
      }),
    );

    // Queries on a prepared list: the sort permutations are built during warm-up.
    const listing = cycle(LISTING_QUERIES);
    rows.push(
      measure(`catalogue ${label(size)}: category + filters + keyword + sort, page 1`, () => void queryCatalogue(products, listing()), {
        rounds: queryRounds,
        target_us: queryTarget,
      }),
    );
    const whole = cycle(WHOLE_CATALOGUE_QUERIES);
    rows.push(
      measure(`catalogue ${label(size)}: keyword over all products + sort, page 1`, () => void queryCatalogue(products, whole()), {
        rounds: queryRounds,
      }),
    );
    const categories = cycle(["BREAST_PUMPS", "BOTTLES_TEATS", "PKG", null] as const);
    rows.push(
      measure(`catalogue ${label(size)}: filter panel rebuild on category change`, () => void filtersForCategory(products, categories()), {
        rounds: queryRounds,
      }),
    );

    // The same work through the shop machine: one keystroke in the search box, state included.
    const actor = createActor(
      shopMachine.provide({
        actors: {
          loadProducts: fromPromise<readonly ShopProduct[], ShopLoadInput>(async () => products),
          loadCategories: fromPromise<readonly Category[], ShopLoadInput>(async () => []),
        },
      }),
    ).start();
    actor.send({ type: "shop.load" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "shop.selectCategory", category: "BREAST_PUMPS" });
    actor.send({ type: "shop.toggleFilter", title: "Électrique" });
    actor.send({ type: "shop.sort", sortBy: { field: "price_in_cents", direction: "asc" } });
    const keystrokes = cycle(["d", "do", "dou", "doub", "double"]);
    rows.push(
      measure(`catalogue ${label(size)}: shop.search event through the machine`, () => actor.send({ type: "shop.search", keyword: keystrokes() }), {
        rounds: queryRounds,
      }),
    );
    actor.stop();
  }
  return rows;
}
