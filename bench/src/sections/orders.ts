/**
 * Section 4, orders under load: distinct carts priced and placed (POST /admin/order, then
 * POST /admin/order/{order_nr}/submit with its own Idempotency-Key) from 100 concurrent
 * connections for 30 s, each connection one customer company of the bench market, on PGlite
 * and on PostgreSQL (TEST_DATABASE_URL). Some carts hold a scarce product (40 units), so
 * orders race for the last units. Afterwards, in the database: every answered order is stored
 * exactly once, as placed, with its lines; no stock is below zero; and each scarce product's
 * stock plus the units placed equals what it started with.
 */
import { sql } from "drizzle-orm";
import { BENCH_ORGANISATION, BENCH_PASSWORD, benchEmail, type BenchMarket } from "../shop/bench-market.ts";
import { openInProcess, postgresUrl, type BenchDatabase, type DatabaseKind } from "../shop/databases.ts";
import { logIn, startShopServer } from "../shop/processes.ts";
import { formatCount, formatMillis, formatRatio, skippedRow, verdictOf, type Row } from "../table.ts";
import { runAutocannon, type LoadResult } from "./api.ts";
import type { SectionResult } from "./section.ts";

const SECTION = "4 orders";
const COD = JSON.stringify({ payment: { type: "creditcard", method: "cod" } });

interface OrdersRun {
  readonly kind: DatabaseKind;
  readonly load: LoadResult;
  readonly seconds: number;
  readonly connections: number;
  readonly placed: number;
  /** Submits refused because a scarce product ran out (an answer, not an error). */
  readonly outOfStock: number;
  /** Answers that are neither a placed order nor an out-of-stock refusal. */
  readonly unexpected: ReadonlyMap<string, number>;
  readonly problems: readonly string[];
}

/** The n-th cart: three distinct plentiful products, one to three units each; every fifth adds a scarce one. */
const cartOf = (market: BenchMarket, n: number): Array<{ part_no: string; quantity: number }> => {
  const pool = market.orderable;
  const lines = [0, 1, 2].map((j) => ({ part_no: pool[(n * 3 + j * 7_919) % pool.length]!, quantity: 1 + ((n + j) % 3) }));
  const distinct = [...new Map(lines.map((line) => [line.part_no, line])).values()];
  if (n % 5 === 0 && market.scarce.length > 0) distinct.push({ part_no: market.scarce[n % market.scarce.length]!.partNo, quantity: 1 });
  return distinct;
};

const runOrders = async (database: BenchDatabase, options: { readonly connections: number; readonly seconds: number }): Promise<OrdersRun> => {
  const market = database.market!;
  const shop = await startShopServer(database);
  const answered = new Set<string>();
  let outOfStock = 0;
  const unexpected = new Map<string, number>();
  let load: LoadResult;
  try {
    const tokens: string[] = [];
    // Log-ins hash passwords (scrypt): a few at a time, before the clock starts.
    for (let first = 0; first < options.connections; first += 10) {
      const batch = Array.from({ length: Math.min(10, options.connections - first) }, (_, i) => logIn(shop.url, benchEmail(first + i), BENCH_PASSWORD));
      tokens.push(...(await Promise.all(batch)));
    }
    let nextConnection = 0;
    let nextCart = 0;
    type Context = { token?: string; orderNr?: string; cart?: number };
    const note = (what: string) => unexpected.set(what, (unexpected.get(what) ?? 0) + 1);
    load = await runAutocannon({
      url: shop.url,
      connections: options.connections,
      pipelining: 1,
      duration: options.seconds,
      // A request queued behind 99 others may take seconds on a small machine: that is latency, not an error.
      timeout: 60,
      requests: [
        {
          method: "POST",
          path: "/admin/order",
          setupRequest: (request, context: Context) => {
            context.token ??= tokens[nextConnection++ % tokens.length]!;
            context.cart = nextCart++;
            return {
              ...request,
              headers: { "content-type": "application/json", authorization: `Bearer ${context.token}` },
              body: JSON.stringify({ lines: cartOf(market, context.cart), shipping_method: "Standard" }),
            };
          },
          onResponse: (status, body, context: Context) => {
            if (status === 200) context.orderNr = (JSON.parse(body) as { order_nr: string }).order_nr;
            else {
              context.orderNr = "0";
              note(`price ${status}`);
            }
          },
        },
        {
          method: "POST",
          setupRequest: (request, context: Context) => ({
            ...request,
            path: `/admin/order/${context.orderNr}/submit`,
            headers: { "content-type": "application/json", authorization: `Bearer ${context.token}`, "idempotency-key": `bench-${context.cart}` },
            body: COD,
          }),
          onResponse: (status, body, context: Context) => {
            if (status === 200) {
              answered.add((JSON.parse(body) as { order_nr: string }).order_nr);
              return;
            }
            const code = (() => {
              try {
                return (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? "";
              } catch {
                return "";
              }
            })();
            if (status === 409 && code === "orders.stock_changed") outOfStock++;
            else if (context.orderNr !== "0") note(`submit ${status} ${code}`.trim());
          },
        },
      ],
    });
  } finally {
    await shop.stop();
  }
  const problems = await checkOrders(database, answered);
  return { kind: database.kind, load, seconds: options.seconds, connections: options.connections, placed: answered.size, outOfStock, unexpected, problems };
};

/** The checks after the load, straight in the database. Answers what is wrong (empty: all good). */
const checkOrders = async (database: BenchDatabase, answered: ReadonlySet<string>): Promise<string[]> => {
  const market = database.market!;
  const server = await openInProcess(database);
  try {
    const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
    const problems: string[] = [];
    const placed = await rows<{ order_nr: string; lines: number; keys: number }>(sql`
      SELECT o.order_nr, (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines, 1 AS keys
      FROM orders o WHERE o.organisation_id = ${BENCH_ORGANISATION} AND o.status <> 'draft'`);
    const stored = new Map<string, number>();
    for (const row of placed) stored.set(row.order_nr, (stored.get(row.order_nr) ?? 0) + 1);
    const missing = [...answered].filter((nr) => stored.get(nr) !== 1);
    if (missing.length > 0) problems.push(`${missing.length} answered orders not stored exactly once (e.g. ${missing.slice(0, 3).join(", ")})`);
    const empty = placed.filter((row) => answered.has(row.order_nr) && row.lines === 0);
    if (empty.length > 0) problems.push(`${empty.length} answered orders without lines`);
    const [keys] = await rows<{ placed: number; distinct_keys: number }>(sql`
      SELECT count(*)::int AS placed, count(DISTINCT (cust_no, idempotency_key))::int AS distinct_keys
      FROM orders WHERE organisation_id = ${BENCH_ORGANISATION} AND status <> 'draft'`);
    if (keys !== undefined && keys.placed !== keys.distinct_keys) problems.push(`${keys.placed - keys.distinct_keys} placed orders share an Idempotency-Key`);
    const [lowest] = await rows<{ lowest: number | null }>(sql`SELECT min(quantity)::int AS lowest FROM stock WHERE organisation_id = ${BENCH_ORGANISATION}`);
    if ((lowest?.lowest ?? 0) < 0) problems.push(`stock below zero (${lowest?.lowest})`);
    for (const scarce of market.scarce) {
      const [row] = await rows<{ left: number; sold: number }>(sql`
        SELECT (SELECT quantity FROM stock WHERE organisation_id = ${BENCH_ORGANISATION} AND part_no = ${scarce.partNo}) AS left,
          (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
            WHERE o.organisation_id = ${BENCH_ORGANISATION} AND o.status <> 'draft' AND l.part_no = ${scarce.partNo}) AS sold`);
      if (row === undefined || row.left + row.sold !== scarce.stock) {
        problems.push(`scarce ${scarce.partNo}: ${row?.left} left + ${row?.sold} placed != ${scarce.stock} at the start`);
      }
    }
    return problems;
  } finally {
    await server.close();
  }
};

const rowsOf = (run: OrdersRun, reference: OrdersRun | null): Row[] => {
  const errors = run.load.errors + run.load.timeouts + [...run.unexpected.values()].reduce((a, b) => a + b, 0);
  const isPostgres = run.kind === "postgres";
  const p99 = run.load.latencyP99Ms;
  const ratio = reference === null ? Number.NaN : p99 / reference.load.latencyP99Ms;
  const goalMet = isPostgres ? p99 <= 100 : reference === null ? null : ratio <= 3;
  const checked = run.problems.length === 0 ? "stored once, stock >= 0, scarce stock adds up" : `CHECK FAILED: ${run.problems.join("; ")}`;
  return [
    {
      section: SECTION,
      figure: `${run.kind}: price + submit, request p99 (${run.connections} connections)`,
      median: `p99 ${formatMillis(p99)}`,
      spread: `p50 ${formatMillis(run.load.latencyP50Ms)}, ${formatCount(run.load.rps.median)} req/s`,
      goal: isPostgres ? "p99 <= 100 ms" : "p99 <= 3x PostgreSQL's",
      ratio: isPostgres || reference === null ? "" : `pglite/postgres ${formatRatio(ratio)}`,
      verdict: goalMet === null ? "info" : verdictOf(goalMet && errors === 0),
    },
    {
      section: SECTION,
      figure: `${run.kind}: orders placed per second (${run.seconds} s)`,
      median: `${(run.placed / run.seconds).toFixed(1)} orders/s`,
      spread: `${formatCount(run.placed)} placed, ${formatCount(run.outOfStock)} out of stock, errors ${errors}, non-2xx ${run.load.non2xx - run.outOfStock}`,
      goal: "errors 0, checks pass",
      ratio: "",
      verdict: verdictOf(errors === 0 && run.problems.length === 0),
    },
    {
      section: SECTION,
      figure: `${run.kind}: check afterwards`,
      median: run.problems.length === 0 ? "passed" : "FAILED",
      spread: checked,
      goal: "",
      ratio: "",
      verdict: verdictOf(run.problems.length === 0),
    },
  ];
};

export const benchOrders = async (
  options: { readonly smoke: boolean },
  databases: { readonly pglite: BenchDatabase; readonly postgres: BenchDatabase | null },
): Promise<SectionResult> => {
  // BENCH_ORDERS_LOAD="connections:seconds" overrides the load, for profiling one section.
  const override = /^(\d+):(\d+)$/.exec(process.env["BENCH_ORDERS_LOAD"] ?? "");
  const settings =
    override !== null
      ? { connections: Number(override[1]), seconds: Number(override[2]) }
      : options.smoke
        ? { connections: 4, seconds: 1 }
        : { connections: 100, seconds: 30 };
  const notes: string[] = [];
  const postgres = databases.postgres === null ? null : await runOrders(databases.postgres, settings);
  const pglite = await runOrders(databases.pglite, settings);
  const rows: Row[] = [];
  if (postgres === null) rows.push(skippedRow(SECTION, "postgres: price + submit under load", postgresUrl() === null ? "TEST_DATABASE_URL is not set" : "no database"));
  else rows.push(...rowsOf(postgres, null));
  rows.push(...rowsOf(pglite, postgres));
  for (const run of [postgres, pglite]) {
    if (run === null || run.unexpected.size === 0) continue;
    notes.push(`orders ${run.kind}: unexpected answers ${[...run.unexpected].map(([what, n]) => `${what} x${n}`).join(", ")}`);
  }
  notes.push(
    `orders: ${settings.connections} connections (one customer company each), ${settings.seconds} s, pipelining 1; each cart 3 distinct products (1-3 units), every fifth also one of ${databases.pglite.market?.scarce.length ?? 0} scarce products (40 units each); latency is per request (pricing and submit alike).`,
  );
  return { rows, notes };
};
