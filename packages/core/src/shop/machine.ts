import { assertEvent, assign, fromPromise, setup } from "xstate";
import type { Category } from "../entities/category.ts";
import type { ShopProduct } from "../entities/product.ts";
import type { ShopConfig } from "../entities/shop-config.ts";
import { initialShopState, type CmsBundle, type ShopState } from "../entities/shop-state.ts";
import { attributeFilterOf } from "./attribute.ts";
import { categoryKeyOf, type CategorySelector } from "./category.ts";
import { checkedTitles, clearFilters, toggleFilter } from "./filters.ts";
import type { ListingChoices } from "./listing-address.ts";
import { filterByOrganisation } from "./organisation.ts";
import { applyProductUpdate, type ProductUpdateKind } from "./product-updates.ts";
import { filterCatalogue, filtersForCategory, listingPageCount, type CatalogueQuery } from "./query.ts";
import type { SortBy } from "./sort.ts";

/** Message id shown on the shop home when no category could be loaded. */
export const NO_CATEGORIES_MESSAGE = "shop.no_categories";
/** Message id shown when the products could not be loaded. */
export const PRODUCTS_FAILED_MESSAGE = "shop.products_failed";

export interface ShopContext extends ShopState {
  /** 1-based listing page; back to 1 whenever the query changes. */
  readonly page: number;
  /** Message id of the last loading failure, or null. */
  readonly error: string | null;
}

export type ShopEvent =
  /** Load products and categories (sent by the session once a token exists). */
  | { readonly type: "shop.load" }
  /** Load again even though products are already there. */
  | { readonly type: "shop.reload" }
  | { readonly type: "shop.configLoaded"; readonly config: ShopConfig }
  | { readonly type: "shop.selectCategory"; readonly category: CategorySelector }
  | { readonly type: "shop.toggleFilter"; readonly title: string }
  | { readonly type: "shop.clearFilters" }
  | { readonly type: "shop.search"; readonly keyword: string }
  | { readonly type: "shop.sort"; readonly sortBy: SortBy | null }
  | { readonly type: "shop.filterOnAttribute"; readonly attribute: string | null; readonly value: string | null }
  | { readonly type: "shop.goToPage"; readonly page: number }
  /** All the listing's choices at once, as an address asks for them (listing-address.ts). */
  | { readonly type: "shop.applyChoices"; readonly choices: ListingChoices }
  | { readonly type: "shop.productsUpdated"; readonly kind: ProductUpdateKind; readonly products: readonly ShopProduct[] }
  /** Categories in another language (a language switch): the selection is kept by key. */
  | { readonly type: "shop.categoriesUpdated"; readonly categories: readonly Category[] }
  | { readonly type: "shop.bundlesLoaded"; readonly language: string; readonly bundles: readonly CmsBundle[] }
  /** Logout: forget everything. */
  | { readonly type: "shop.reset" };

export interface ShopLoadInput {
  readonly config: ShopConfig | null;
}

export const initialShopContext: ShopContext = { ...initialShopState, page: 1, error: null };

const organisationIdOf = (config: ShopConfig | null): string | number | null => config?.organisation?.id ?? null;

const queryOf = (context: ShopContext): CatalogueQuery => ({
  category: context.categoryActive,
  checkedFilters: checkedTitles(context.filters),
  keyword: context.keyword,
  sortBy: context.sortBy,
  attribute: attributeFilterOf(context.filterOnAttribute, context.filterByValue),
});

/** Recomputes `filteredProducts` for the context's query; `page` is clamped to what exists. */
const withListing = (context: ShopContext): ShopContext => {
  const filteredProducts = filterCatalogue(context.products, queryOf(context));
  const pageCount = listingPageCount(filteredProducts.length);
  return { ...context, filteredProducts, page: Math.min(context.page, pageCount) };
};

/** New products: keep the shop's organisation, rebuild the filter panel keeping ticks, re-run the query. */
const withProducts = (context: ShopContext, products: readonly ShopProduct[]): ShopContext => {
  const own = filterByOrganisation(products, organisationIdOf(context.config));
  const filters = filtersForCategory(own, context.categoryActive, new Set(checkedTitles(context.filters)));
  return withListing({ ...context, products: own, filters });
};

/**
 * The shop: loads products and categories through the `loadProducts` and `loadCategories`
 * actor slots (the services bridge provides them; tests swap them with `provide`), then
 * answers the listing events. Listing events are accepted in every state, so a search typed
 * while products load applies as soon as they arrive.
 *
 * Choices where SPEC is silent:
 * - a category change starts with no filter ticked and back on page 1; the category already
 *   shown selected again changes nothing (a screen's effect run twice, React's StrictMode, or
 *   Back to the same listing keeps its page and ticks); a product update keeps the ticks that
 *   still exist;
 * - `shop.clearFilters` unticks the filter panel and drops the attribute filter, it keeps the
 *   keyword (the search box has its own clear button);
 * - a failed category load is not fatal (the home shows "No categories could be fetched" and
 *   the listing still works); a failed product load is (`failed`, retried by `shop.load`).
 */
export const shopMachine = setup({
  types: {
    context: {} as ShopContext,
    events: {} as ShopEvent,
  },
  actors: {
    loadProducts: fromPromise<readonly ShopProduct[], ShopLoadInput>(async () => {
      throw new Error("shopMachine: provide the loadProducts actor");
    }),
    loadCategories: fromPromise<readonly Category[], ShopLoadInput>(async () => {
      throw new Error("shopMachine: provide the loadCategories actor");
    }),
  },
  guards: {
    isKnownFilter: ({ context, event }) =>
      event.type === "shop.toggleFilter" && context.filters.some((f) => f.title === event.title),
    isAnotherCategory: ({ context, event }) => event.type === "shop.selectCategory" && event.category !== context.categoryActive,
    isAnotherPage: ({ context, event }) => event.type === "shop.goToPage" && Math.floor(event.page) !== context.page,
  },
  actions: {
    applyConfig: assign(({ context, event }) => {
      assertEvent(event, "shop.configLoaded");
      const organisationId = organisationIdOf(event.config);
      const categories = filterByOrganisation(context.categories, organisationId);
      return withProducts(
        { ...context, config: event.config, maintenance: event.config.maintenance_mode, categories },
        context.products,
      );
    }),
    storeProducts: assign(({ context }, params: { readonly products: readonly ShopProduct[] }) =>
      withProducts(context, params.products),
    ),
    storeCategories: assign(({ context }, params: { readonly categories: readonly Category[] }) => {
      const categories = filterByOrganisation(params.categories, organisationIdOf(context.config));
      return {
        categories,
        categoryKeyActive: categoryKeyOf(categories, context.categoryActive),
        error: categories.length === 0 ? NO_CATEGORIES_MESSAGE : context.error,
      };
    }),
    noteCategoriesFailed: assign({ categories: [], error: NO_CATEGORIES_MESSAGE }),
    noteProductsFailed: assign({ initialized: true, error: PRODUCTS_FAILED_MESSAGE }),
    markInitialized: assign({ initialized: true }),
    clearError: assign({ error: null }),
    selectCategory: assign(({ context, event }) => {
      assertEvent(event, "shop.selectCategory");
      return withListing({
        ...context,
        categoryActive: event.category,
        categoryKeyActive: categoryKeyOf(context.categories, event.category),
        filters: filtersForCategory(context.products, event.category),
        page: 1,
      });
    }),
    toggleFilter: assign(({ context, event }) => {
      assertEvent(event, "shop.toggleFilter");
      return withListing({ ...context, filters: toggleFilter(context.filters, event.title), page: 1 });
    }),
    clearFilters: assign(({ context }) =>
      withListing({ ...context, filters: clearFilters(context.filters), filterOnAttribute: null, filterByValue: null, page: 1 }),
    ),
    search: assign(({ context, event }) => {
      assertEvent(event, "shop.search");
      return withListing({ ...context, keyword: event.keyword, page: 1 });
    }),
    sort: assign(({ context, event }) => {
      assertEvent(event, "shop.sort");
      return withListing({ ...context, sortBy: event.sortBy, page: 1 });
    }),
    filterOnAttribute: assign(({ context, event }) => {
      assertEvent(event, "shop.filterOnAttribute");
      return withListing({ ...context, filterOnAttribute: event.attribute, filterByValue: event.value, page: 1 });
    }),
    goToPage: assign(({ context, event }) => {
      assertEvent(event, "shop.goToPage");
      const pageCount = listingPageCount(context.filteredProducts.length);
      return { page: Math.min(pageCount, Math.max(1, Math.floor(event.page) || 1)) };
    }),
    applyChoices: assign(({ context, event }) => {
      assertEvent(event, "shop.applyChoices");
      const { choices } = event;
      return withListing({
        ...context,
        // Titles the category does not have are dropped: the panel builds only the ones it shows.
        filters: filtersForCategory(context.products, context.categoryActive, new Set(choices.filters)),
        keyword: choices.keyword,
        sortBy: choices.sortBy,
        filterOnAttribute: choices.attribute?.attribute ?? null,
        filterByValue: choices.attribute?.value ?? null,
        page: choices.page,
      });
    }),
    updateProducts: assign(({ context, event }) => {
      assertEvent(event, "shop.productsUpdated");
      return withProducts(context, applyProductUpdate(context.products, event.kind, event.products));
    }),
    storeBundles: assign(({ context, event }) => {
      assertEvent(event, "shop.bundlesLoaded");
      return { bundlesFromCMSbyLng: { ...context.bundlesFromCMSbyLng, [event.language]: [...event.bundles] } };
    }),
    resetShop: assign(() => initialShopContext),
  },
}).createMachine({
  id: "shop",
  context: initialShopContext,
  initial: "idle",
  on: {
    "shop.configLoaded": { actions: "applyConfig" },
    "shop.selectCategory": { guard: "isAnotherCategory", actions: "selectCategory" },
    "shop.toggleFilter": { guard: "isKnownFilter", actions: "toggleFilter" },
    "shop.clearFilters": { actions: "clearFilters" },
    "shop.search": { actions: "search" },
    "shop.sort": { actions: "sort" },
    "shop.filterOnAttribute": { actions: "filterOnAttribute" },
    "shop.goToPage": { guard: "isAnotherPage", actions: "goToPage" },
    "shop.applyChoices": { actions: "applyChoices" },
    "shop.productsUpdated": { actions: "updateProducts" },
    "shop.bundlesLoaded": { actions: "storeBundles" },
    "shop.categoriesUpdated": { actions: { type: "storeCategories", params: ({ event }) => ({ categories: event.categories }) } },
    "shop.reset": { target: ".idle", actions: "resetShop" },
  },
  states: {
    idle: {
      on: { "shop.load": "loading" },
    },
    loading: {
      entry: "clearError",
      type: "parallel",
      states: {
        products: {
          initial: "fetching",
          states: {
            fetching: {
              invoke: {
                id: "loadProducts",
                src: "loadProducts",
                input: ({ context }) => ({ config: context.config }),
                onDone: {
                  target: "done",
                  actions: { type: "storeProducts", params: ({ event }) => ({ products: event.output }) },
                },
                onError: { target: "#shop.failed", actions: "noteProductsFailed" },
              },
            },
            done: { type: "final" },
          },
        },
        categories: {
          initial: "fetching",
          states: {
            fetching: {
              invoke: {
                id: "loadCategories",
                src: "loadCategories",
                input: ({ context }) => ({ config: context.config }),
                onDone: {
                  target: "done",
                  actions: { type: "storeCategories", params: ({ event }) => ({ categories: event.output }) },
                },
                onError: { target: "done", actions: "noteCategoriesFailed" },
              },
            },
            done: { type: "final" },
          },
        },
      },
      onDone: { target: "ready", actions: "markInitialized" },
    },
    ready: {
      on: { "shop.reload": "loading" },
    },
    failed: {
      on: { "shop.load": "loading", "shop.reload": "loading" },
    },
  },
});
