import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { Schema } from "effect";
import { ShopProduct } from "@proshop/core";
import type { ShopDatabase } from "./client.ts";
import { loadShopProducts } from "./catalogue.ts";
import { countedOrders, unitsOrderedThisYear } from "./orders-this-year.ts";
import { recentPerDatabase } from "./recent-per-database.ts";
import { orders, stock } from "./schema.ts";

/*
 * GET /admin/product answers, serialised once and served as bytes with an ETag.
 *
 * Why: a market of 2,000 products is a 1.6 MB answer; reading, mapping and schema-encoding it
 * took ~0.5 s of CPU per call (bench/, issue 6). The answer changes only when the market's
 * catalogue or stock changes or when the company orders (`ordered_this_year`), so:
 * - the market's products are encoded once, each to its JSON text (`MarketEntry`);
 * - a company's answer is those texts with its `ordered_this_year` appended, as one buffer.
 * When they are rebuilt:
 * - at once after an order placed through this server (`noteOrderPlaced` bumps generations);
 * - when a cheap fingerprint, read again once an entry is MAX_AGE_MS old, differs: the market's
 *   stock (count, sum, last update) and the company's placed orders this year (count, last).
 *   This catches orders placed through another instance on the same PostgreSQL;
 * - in any case once an entry is REBUILD_AFTER_MS old, for changes no fingerprint sees (a price
 *   or text edited directly in the database).
 * Stock and prices in a listing are informative: pricing and submit read the database again.
 *
 * One cache per database (a WeakMap keyed by the database object), so servers of different
 * databases in one process (tests) never share answers.
 */

/** How long an answer is served before its fingerprint is read again. */
export const MAX_AGE_MS = 2_000;
/** How long an answer is served at most before it is rebuilt from the database. */
export const REBUILD_AFTER_MS = 60_000;
/** Bytes of company answers kept per database; the least recently used go first. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

export interface ListingScope {
  readonly organisationId: string;
  readonly language: string;
  /** The company acted for (its `ordered_this_year` fills the answer), or null. */
  readonly custNo: string | null;
}

export interface ListingAnswer {
  readonly body: Uint8Array;
  /** Strong validator of `body`: the same bytes give the same tag, on any instance. */
  readonly etag: string;
}

interface Fingerprint {
  readonly market: string;
  readonly company: string;
}

interface MarketEntry {
  readonly generation: number;
  readonly fingerprint: string;
  readonly builtAt: number;
  /** Each product's JSON object without its closing brace, in shop order. */
  readonly heads: readonly string[];
  readonly partNos: readonly string[];
}

interface AnswerEntry extends ListingAnswer {
  readonly marketGeneration: number;
  readonly companyGeneration: number;
  readonly year: number;
  readonly fingerprint: Fingerprint;
  readonly builtAt: number;
  /** When the fingerprint was last found unchanged. */
  checkedAt: number;
}

interface Cache {
  readonly marketGenerations: Map<string, number>;
  readonly companyGenerations: Map<string, number>;
  readonly markets: Map<string, MarketEntry>;
  /** Insertion order is recency order: a hit moves its entry to the end. */
  readonly answers: Map<string, AnswerEntry>;
  readonly running: Map<string, Promise<unknown>>;
  cachedBytes: number;
}

const caches = new WeakMap<ShopDatabase, Cache>();

const cacheOf = (db: ShopDatabase): Cache => {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = { marketGenerations: new Map(), companyGenerations: new Map(), markets: new Map(), answers: new Map(), running: new Map(), cachedBytes: 0 };
    caches.set(db, cache);
  }
  return cache;
};

/** An order was placed: the market's stock and the company's yearly units changed. */
export const noteOrderPlaced = (db: ShopDatabase, organisationId: string, custNo: string): void => {
  const cache = cacheOf(db);
  cache.marketGenerations.set(organisationId, (cache.marketGenerations.get(organisationId) ?? 0) + 1);
  cache.companyGenerations.set(custNo, (cache.companyGenerations.get(custNo) ?? 0) + 1);
};

/** The market's stock was set (the integration API, issue 34): its answers are rebuilt. */
export const noteStockChanged = (db: ShopDatabase, organisationId: string): void => {
  const cache = cacheOf(db);
  cache.marketGenerations.set(organisationId, (cache.marketGenerations.get(organisationId) ?? 0) + 1);
};

const encodeProduct = Schema.encodeSync(ShopProduct);

/** Runs `work` once for concurrent callers with the same key. */
const once = <A>(cache: Cache, key: string, work: () => Promise<A>): Promise<A> => {
  const running = cache.running.get(key) as Promise<A> | undefined;
  if (running !== undefined) return running;
  const started = work().finally(() => cache.running.delete(key));
  cache.running.set(key, started);
  return started;
};

/** What changes when stock moves or the company orders, read in one round trip. */
const readFingerprint = async (db: ShopDatabase, scope: ListingScope, now: Date): Promise<Fingerprint> => {
  const custNo = scope.custNo ?? "";
  const result = await db.execute<{ market: string | null; company: string | null }>(sql`
    SELECT
      (SELECT count(*) || ':' || coalesce(sum(${stock.quantity}), 0) || ':' || coalesce(max(${stock.updatedAt})::text, '')
        FROM ${stock} WHERE ${stock.organisationId} = ${scope.organisationId}) AS market,
      (SELECT count(*) || ':' || coalesce(max(${orders.submittedAt})::text, '')
        FROM ${orders} WHERE ${countedOrders(custNo, now)}) AS company`);
  // node-postgres answers { rows }, PGlite too; both give one row.
  const row = (result as unknown as { rows: Array<{ market: string | null; company: string | null }> }).rows[0];
  return { market: row?.market ?? "", company: scope.custNo === null ? "" : (row?.company ?? "") };
};

const marketEntry = async (db: ShopDatabase, cache: Cache, scope: ListingScope, fingerprint: Fingerprint, clock: number): Promise<MarketEntry> => {
  const key = `${scope.organisationId}\u0000${scope.language}`;
  const generation = cache.marketGenerations.get(scope.organisationId) ?? 0;
  const cached = cache.markets.get(key);
  if (cached !== undefined && cached.generation === generation && cached.fingerprint === fingerprint.market && clock - cached.builtAt < REBUILD_AFTER_MS) {
    return cached;
  }
  return once(cache, `market\u0000${key}\u0000${generation}\u0000${fingerprint.market}`, async () => {
    const builtAt = Date.now();
    const products = await loadShopProducts(db, { organisationId: scope.organisationId, language: scope.language });
    const heads = products.map((product) => JSON.stringify(encodeProduct(product)).slice(0, -1));
    const entry: MarketEntry = { generation, fingerprint: fingerprint.market, builtAt, heads, partNos: products.map((product) => product.part_no) };
    cache.markets.set(key, entry);
    return entry;
  });
};

const remember = (cache: Cache, key: string, entry: AnswerEntry): void => {
  const previous = cache.answers.get(key);
  if (previous !== undefined) cache.cachedBytes -= previous.body.length;
  cache.answers.delete(key);
  cache.answers.set(key, entry);
  cache.cachedBytes += entry.body.length;
  for (const [oldest, old] of cache.answers) {
    if (cache.cachedBytes <= MAX_CACHED_BYTES || oldest === key) break;
    cache.answers.delete(oldest);
    cache.cachedBytes -= old.body.length;
  }
};

const build = async (db: ShopDatabase, cache: Cache, key: string, scope: ListingScope, now: Date, fingerprint: Fingerprint): Promise<AnswerEntry> => {
  const builtAt = Date.now();
  const marketGeneration = cache.marketGenerations.get(scope.organisationId) ?? 0;
  const companyGeneration = scope.custNo === null ? 0 : (cache.companyGenerations.get(scope.custNo) ?? 0);
  const market = await marketEntry(db, cache, scope, fingerprint, builtAt);
  let text: string;
  if (scope.custNo === null) {
    text = `[${market.heads.map((head) => `${head}}`).join(",")}]`;
  } else {
    const units = await unitsOrderedThisYear(db, scope.custNo, now);
    text = `[${market.heads.map((head, i) => `${head},"ordered_this_year":${units.get(market.partNos[i]!) ?? 0}}`).join(",")}]`;
  }
  const body = Buffer.from(text, "utf8");
  const entry: AnswerEntry = {
    body,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    marketGeneration,
    companyGeneration,
    year: now.getUTCFullYear(),
    fingerprint,
    // As old as the older of its two parts, so no part is served past REBUILD_AFTER_MS.
    builtAt: Math.min(builtAt, market.builtAt),
    checkedAt: builtAt,
  };
  remember(cache, key, entry);
  return entry;
};

/**
 * The market's products in `language` as the API answers them (with the company's
 * `ordered_this_year` when `custNo` is set), as JSON bytes and their ETag.
 */
export const catalogueAnswer = async (db: ShopDatabase, scope: ListingScope, now: Date): Promise<ListingAnswer> => {
  const cache = cacheOf(db);
  const key = `${scope.organisationId}\u0000${scope.language}\u0000${scope.custNo ?? ""}`;
  const marketGeneration = cache.marketGenerations.get(scope.organisationId) ?? 0;
  const companyGeneration = scope.custNo === null ? 0 : (cache.companyGenerations.get(scope.custNo) ?? 0);
  const clock = Date.now();
  const cached = cache.answers.get(key);
  const current =
    cached !== undefined &&
    cached.marketGeneration === marketGeneration &&
    cached.companyGeneration === companyGeneration &&
    cached.year === now.getUTCFullYear() &&
    clock - cached.builtAt < REBUILD_AFTER_MS
      ? cached
      : undefined;
  if (current !== undefined && clock - current.checkedAt < MAX_AGE_MS) {
    // Most recently used goes last.
    cache.answers.delete(key);
    cache.answers.set(key, current);
    return current;
  }
  return once(cache, `answer\u0000${key}\u0000${marketGeneration}\u0000${companyGeneration}`, async () => {
    const fingerprint = await readFingerprint(db, scope, now);
    if (current !== undefined && current.fingerprint.market === fingerprint.market && current.fingerprint.company === fingerprint.company) {
      current.checkedAt = Date.now();
      return current;
    }
    return build(db, cache, key, scope, now, fingerprint);
  });
};

const scopes = recentPerDatabase<string, ListingScope>(MAX_AGE_MS, 10_000);

/**
 * Whose catalogue a session reads (its market, language and company) when it was looked up
 * less than MAX_AGE_MS ago, so a listing served from the cache costs no account look-up. The
 * session itself is still checked on every call (the authorization middleware).
 */
export const recentScope = (db: ShopDatabase, key: string): ListingScope | undefined => scopes.recent(db, key);

export const rememberScope = (db: ShopDatabase, key: string, scope: ListingScope): void => scopes.remember(db, key, scope);
