/**
 * Section 1, catalogue: core's listing query (category + ticked filters + keyword + sort + first
 * page of 24) beside MiniSearch with hand-written facets, itemsjs, Orama and a minimal
 * hand-tuned array scan (the floor), on the same generated catalogues and the same queries
 * (core's own bench queries, LISTING_QUERIES). Preparation (indexing) is timed on rows of its
 * own; query rows carry the ratio they are judged by.
 *
 * The peers search words where core searches substrings ("24 mm" is a phrase for core, two
 * terms for a full-text engine), so their hit counts differ a little; the notes list them.
 */
import MiniSearch from "minisearch";
import itemsjs from "itemsjs";
import { create, insertMultiple, search as oramaSearch, type AnyOrama } from "@orama/orama";
import { generateCatalogue } from "@proshop/fixtures/generate-catalogue";
import { collatorFor, LISTING_PAGE_SIZE, normaliseKeyword, prepareCatalogue, queryCatalogue, searchTextOf, type CatalogueQuery, type ShopProduct } from "@proshop/core";
import { LISTING_QUERIES } from "../../../packages/core/bench/catalogue.ts";
import { formatMicros, formatRatio, spreadOf, timeRow, timeSync, verdictOf, type Row, type Sample } from "../table.ts";
import type { SectionResult } from "./section.ts";

const SECTION = "1 catalogue";

/** One engine under test: prepares its index once, then answers the listing query. */
interface Engine {
  readonly name: string;
  /** Builds the engine's index over the products; answers the query function. */
  readonly prepare: (products: readonly ShopProduct[]) => (query: CatalogueQuery) => { readonly total: number; readonly page: readonly ShopProduct[] };
}

const sortValue = (product: ShopProduct, field: string): string | number => (product as unknown as Record<string, string | number>)[field]!;

/** Sorts indices the way core does: the field (collator for text), ties in catalogue order. */
const sortIndices = (indices: number[], products: readonly ShopProduct[], query: CatalogueQuery): number[] => {
  if (query.sortBy === null) return indices.sort((a, b) => a - b);
  const { field, direction } = query.sortBy;
  const sign = direction === "asc" ? 1 : -1;
  const collator = collatorFor(products[0]?.language ?? "fr");
  return indices.sort((a, b) => {
    const x = sortValue(products[a]!, field);
    const y = sortValue(products[b]!, field);
    const c = typeof x === "number" ? x - (y as number) : collator.compare(x, y as string);
    return c === 0 ? a - b : sign * c;
  });
};

const page = (indices: readonly number[], products: readonly ShopProduct[]) => ({
  total: indices.length,
  page: indices.slice(0, LISTING_PAGE_SIZE).map((i) => products[i]!),
});

const core: Engine = {
  name: "core queryCatalogue",
  prepare: (products) => {
    prepareCatalogue(products);
    // Sort orders are built on first use: build the ones the queries use, as a shop does on its first listing.
    for (const query of LISTING_QUERIES) queryCatalogue(products, query);
    return (query) => {
      const result = queryCatalogue(products, query);
      return { total: result.total, page: result.items };
    };
  },
};

/**
 * The floor: what a minimal hand-tuned scan does with no index at all. Prepared once: category
 * numbers and filter bit masks in typed arrays, core's folded search texts, one rank per product
 * for each sort. A query is one pass over every product (cheapest tests first, the substring
 * test last), keeping the best 24 ranks in a small sorted buffer instead of sorting every hit.
 */
const floor: Engine = {
  name: "floor: hand-tuned array scan",
  prepare: (products) => {
    const n = products.length;
    const categoryNumber = new Map<string, number>();
    const titleBit = new Map<string, number>();
    const categories = new Int32Array(n);
    const filterMasks = new Uint32Array(n);
    const texts = new Array<string>(n);
    for (let i = 0; i < n; i++) {
      const p = products[i]!;
      const key = p.category.key;
      if (!categoryNumber.has(key)) categoryNumber.set(key, categoryNumber.size);
      categories[i] = categoryNumber.get(key)!;
      let mask = 0;
      for (const title of p.filters) {
        if (!titleBit.has(title)) titleBit.set(title, titleBit.size);
        // More than 32 titles would need a second word; the generated catalogues have fewer.
        mask |= 1 << (titleBit.get(title)! & 31);
      }
      filterMasks[i] = mask >>> 0;
      texts[i] = searchTextOf(p);
    }
    const ranks = new Map<string, Int32Array>();
    const rankOf = (query: CatalogueQuery): Int32Array | null => {
      if (query.sortBy === null) return null;
      const key = `${query.sortBy.field}:${query.sortBy.direction}`;
      let rank = ranks.get(key);
      if (rank === undefined) {
        const order = sortIndices(Array.from({ length: n }, (_, i) => i), products, query);
        rank = new Int32Array(n);
        for (let r = 0; r < n; r++) rank[order[r]!] = r;
        ranks.set(key, rank);
      }
      return rank;
    };
    for (const query of LISTING_QUERIES) rankOf(query);
    const best = new Int32Array(LISTING_PAGE_SIZE);
    const bestRank = new Int32Array(LISTING_PAGE_SIZE);
    return (query) => {
      // Core's keyword folding (case and accents), so both find the same products.
      const needle = normaliseKeyword(query.keyword);
      const category = query.category === null ? -1 : (categoryNumber.get(String(query.category)) ?? -2);
      let wanted = 0;
      for (const title of query.checkedFilters) {
        const bit = titleBit.get(title);
        if (bit !== undefined) wanted |= 1 << (bit & 31);
      }
      // Ticked titles that no product carries: nothing matches.
      if (query.checkedFilters.length > 0 && wanted === 0) return { total: 0, page: [] };
      const rank = rankOf(query);
      let total = 0;
      let kept = 0;
      for (let i = 0; i < n; i++) {
        if (category !== -1 && categories[i] !== category) continue;
        if (wanted !== 0 && (filterMasks[i]! & wanted) === 0) continue;
        if (needle !== "" && !texts[i]!.includes(needle)) continue;
        total++;
        const r = rank === null ? i : rank[i]!;
        if (kept === LISTING_PAGE_SIZE && r >= bestRank[kept - 1]!) continue;
        // Insert into the sorted buffer of the best ranks so far.
        let at = kept === LISTING_PAGE_SIZE ? kept - 1 : kept++;
        while (at > 0 && bestRank[at - 1]! > r) {
          bestRank[at] = bestRank[at - 1]!;
          best[at] = best[at - 1]!;
          at--;
        }
        bestRank[at] = r;
        best[at] = i;
      }
      const page: ShopProduct[] = [];
      for (let k = 0; k < kept; k++) page.push(products[best[k]!]!);
      return { total, page };
    };
  },
};

/** Facets by hand beside MiniSearch: sets of product indices per category key and per filter title. */
const minisearch: Engine = {
  name: "MiniSearch + hand-written facets",
  prepare: (products) => {
    const index = new MiniSearch<{ id: number } & Record<string, unknown>>({
      fields: ["SKUName", "SKUDescription", "ctn", "SKU", "part_no", "part_skey"],
      storeFields: [],
    });
    index.addAll(products.map((p, id) => ({ id, SKUName: p.SKUName, SKUDescription: p.SKUDescription, ctn: p.ctn, SKU: p.SKU, part_no: p.part_no, part_skey: p.part_skey })));
    const byCategory = new Map<string, Set<number>>();
    const byTitle = new Map<string, Set<number>>();
    const add = (map: Map<string, Set<number>>, key: string, id: number) => {
      let set = map.get(key);
      if (set === undefined) map.set(key, (set = new Set()));
      set.add(id);
    };
    products.forEach((p, id) => {
      add(byCategory, p.category.key, id);
      for (const title of p.filters) add(byTitle, title, id);
    });
    return (query) => {
      const inCategory = query.category === null ? null : (byCategory.get(String(query.category)) ?? new Set<number>());
      const ticked = query.checkedFilters.map((title) => byTitle.get(title) ?? new Set<number>());
      const keep = (id: number) => (inCategory === null || inCategory.has(id)) && (ticked.length === 0 || ticked.some((set) => set.has(id)));
      const keyword = query.keyword.trim();
      const hits = (keyword === "" ? products.map((_, id) => id) : index.search(keyword, { prefix: true, combineWith: "AND" }).map((r) => r.id as number)).filter(keep);
      return page(sortIndices(hits, products, query), products);
    };
  },
};

const itemsjsEngine: Engine = {
  name: "itemsjs",
  prepare: (products) => {
    const items = products.map((p, id) => ({
      id: id + 1,
      name: p.SKUName,
      SKUDescription: p.SKUDescription,
      ctn: p.ctn,
      SKU: p.SKU,
      part_no: p.part_no,
      category: p.category.key,
      filters: p.filters,
      price_in_cents: p.price_in_cents,
    }));
    const engine = itemsjs(items, {
      searchableFields: ["name", "SKUDescription", "ctn", "SKU", "part_no"],
      aggregations: { category: { conjunction: true }, filters: { conjunction: false } },
      sortings: {
        "SKUName:asc": { field: "name", order: "asc" },
        "SKUName:desc": { field: "name", order: "desc" },
        "price_in_cents:asc": { field: "price_in_cents", order: "asc" },
        "price_in_cents:desc": { field: "price_in_cents", order: "desc" },
      },
    });
    return (query) => {
      const result = engine.search({
        per_page: LISTING_PAGE_SIZE,
        page: 1,
        query: query.keyword,
        ...(query.sortBy === null ? {} : { sort: `${query.sortBy.field}:${query.sortBy.direction}` }),
        filters: {
          ...(query.category === null ? {} : { category: [String(query.category)] }),
          ...(query.checkedFilters.length === 0 ? {} : { filters: [...query.checkedFilters] }),
        },
      });
      return {
        total: result.pagination.total,
        page: result.data.items.map((item) => products[item.id - 1]!),
      };
    };
  },
};

const oramaEngine: Engine = {
  name: "Orama",
  prepare: (products) => {
    const db: AnyOrama = create({
      schema: {
        index: "number",
        SKUName: "string",
        SKUDescription: "string",
        ctn: "string",
        SKU: "string",
        part_no: "string",
        category: "enum",
        filters: "enum[]",
        price_in_cents: "number",
      },
      language: "french",
    }) as AnyOrama;
    const inserted = insertMultiple(
      db,
      products.map((p, index) => ({
        index,
        SKUName: p.SKUName,
        SKUDescription: p.SKUDescription,
        ctn: p.ctn,
        SKU: p.SKU,
        part_no: p.part_no,
        category: p.category.key,
        filters: [...p.filters],
        price_in_cents: p.price_in_cents,
      })),
      10_000,
    );
    if (inserted instanceof Promise) throw new Error("Orama inserted asynchronously: the bench times it synchronously");
    return (query) => {
      const where: Record<string, unknown> = {};
      if (query.category !== null) where["category"] = { eq: String(query.category) };
      if (query.checkedFilters.length > 0) where["filters"] = { containsAny: [...query.checkedFilters] };
      const result = oramaSearch(db, {
        term: query.keyword,
        properties: ["SKUName", "SKUDescription", "ctn", "SKU", "part_no"],
        where,
        limit: LISTING_PAGE_SIZE,
        ...(query.sortBy === null ? {} : { sortBy: { property: query.sortBy.field, order: query.sortBy.direction === "asc" ? "ASC" : "DESC" } }),
      } as never);
      if (result instanceof Promise) throw new Error("Orama searched asynchronously: the bench times it synchronously");
      const found = result as unknown as { count: number; hits: Array<{ document: { index: number } }> };
      return { total: found.count, page: found.hits.map((hit) => products[hit.document.index]!) };
    };
  },
};

const PEERS: readonly Engine[] = [minisearch, itemsjsEngine, oramaEngine];

const sizeLabel = (size: number): string => (size >= 1000 ? `${size / 1000}k` : String(size));

/** Runs every engine over one catalogue size; core first, so the ratios can be computed. */
const benchSize = (size: number, smoke: boolean): SectionResult => {
  const products: readonly ShopProduct[] = generateCatalogue({ size, seed: 42, language: "fr" }).products;
  const label = sizeLabel(size);
  const rows: Row[] = [];
  const notes: string[] = [];
  const queryGoal_us = size <= 10_000 ? 1_000 : 10_000;
  // One preparation round at 100k: itemsjs alone takes minutes there.
  const prepRounds = smoke || size > 50_000 ? 1 : 3;
  const queryRounds = smoke ? 8 : 400;

  const measureEngine = (engine: Engine): { prep: Sample; query: Sample; totals: number[]; pages: string[] } => {
    // Each preparation round on fresh product objects: nothing is cached from an earlier round.
    let run: ReturnType<Engine["prepare"]> | undefined;
    const copies = Array.from({ length: prepRounds }, () => products.map((p) => ({ ...p })));
    let next = 0;
    const prep = timeSync(() => (run = engine.prepare(copies[next++]!)), { rounds: prepRounds, warmup: 0, minRounds: 1 });
    const answer = run!;
    const totals = LISTING_QUERIES.map((query) => answer(query).total);
    const pages = LISTING_QUERIES.map((query) => answer(query).page.map((p) => p.part_no).join(","));
    let i = 0;
    const query = timeSync(() => answer(LISTING_QUERIES[i++ % LISTING_QUERIES.length]!), {
      rounds: queryRounds,
      warmup: smoke ? 4 : 40,
      budgetMs: smoke ? 200 : 4_000,
      minRounds: smoke ? 4 : 40,
    });
    return { prep, query, totals, pages };
  };

  const mine = measureEngine(core);
  rows.push(timeRow(SECTION, `${label}: core query (category+filters+keyword+sort, page 1)`, mine.query, { goal_us: queryGoal_us }));
  rows.push(timeRow(SECTION, `${label}: core prepare (index + sort orders)`, mine.prep));
  notes.push(`catalogue ${label}: hits per query (${LISTING_QUERIES.map((q) => JSON.stringify(q.keyword)).join(", ")}): core ${mine.totals.join("/")}`);

  const floorResult = measureEngine(floor);
  const toFloor = mine.query.median / floorResult.query.median;
  rows.push({
    section: SECTION,
    figure: `${label}: floor (hand-tuned array scan)`,
    median: formatMicros(floorResult.query.median),
    spread: spreadOf(floorResult.query),
    goal: "core <= 1.5x floor",
    ratio: `core/floor ${formatRatio(toFloor)}`,
    verdict: verdictOf(toFloor <= 1.5),
  });
  rows.push(timeRow(SECTION, `${label}: floor prepare (arrays + sort ranks)`, floorResult.prep));
  notes[notes.length - 1] += `, floor ${floorResult.totals.join("/")}`;
  const samePages = floorResult.pages.every((p, q) => p === mine.pages[q]);
  const pagesNote = `catalogue ${label}: the floor's first pages are ${samePages ? "identical to" : "NOT the same as"} core's (same products, same order).`;

  for (const peer of PEERS) {
    const result = measureEngine(peer);
    const ratio = result.query.median / mine.query.median;
    rows.push({
      section: SECTION,
      figure: `${label}: ${peer.name}`,
      median: formatMicros(result.query.median),
      spread: spreadOf(result.query),
      goal: "core faster",
      ratio: `peer/core ${formatRatio(ratio)}`,
      verdict: verdictOf(ratio > 1),
    });
    rows.push(timeRow(SECTION, `${label}: ${peer.name} prepare (index)`, result.prep));
    notes[notes.length - 1] += `, ${peer.name} ${result.totals.join("/")}`;
  }
  notes.push(pagesNote);
  return { rows, notes };
};

export const benchCatalogue = async (options: { readonly smoke: boolean }): Promise<SectionResult> => {
  const results = (options.smoke ? [1_000] : [10_000, 100_000]).map((size) => benchSize(size, options.smoke));
  return { rows: results.flatMap((r) => r.rows), notes: results.flatMap((r) => r.notes) };
};
