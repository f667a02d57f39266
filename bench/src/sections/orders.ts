/**
 * Section 4, orders under load: distinct carts priced and placed (POST /admin/order, then
 * POST /admin/order/{order_nr}/submit with its own Idempotency-Key) from 100 concurrent
 * connections for 30 s, each connection one customer company of the bench market, on PGlite
 * and on PostgreSQL (TEST_DATABASE_URL). Some carts hold a scarce product (40 units), so
 * orders race for the last units. Afterwards, in the database: every answered order is stored
 * exactly once, as placed, with its lines; no stock is below zero; and each scarce product's
 * stock plus the units placed equals what it started with.
 *
 * Issue 18: on PostgreSQL the same load also goes to the floor (child/orders-floor.ts: bare
 * node:http + pg running the shop's statements by hand), in the same run, on the same
 * database, and the verdicts are ratios to it: orders/s at least 0.7x the floor's, p99 at most
 * 1.5x. A second, smaller load (20 connections: one brand's simultaneous checkouts) goes to
 * both; the shop's p99 there must be at most 100 ms. Every run starts from the same tables: the
 * orders of earlier runs are deleted and the stock put back first (resetToStart), so every run
 * races for the scarce products' last units and no run pays for another's orders.
 */
import { sql } from "drizzle-orm";
import { BENCH_ORGANISATION, BENCH_PASSWORD, benchEmail, type BenchMarket } from "../shop/bench-market.ts";
import { ANALYZE_FILLED_TABLES, openInProcess, postgresUrl, queryOnce, type BenchDatabase, type DatabaseKind } from "../shop/databases.ts";
import { cpuBetween, cpuSnapshot, databaseBackendPids, processCpuMs } from "../shop/cpu-time.ts";
import { logIn, startOrdersFloor, startShopServer, type Child } from "../shop/processes.ts";
import { formatCount, formatMillis, formatRatio, skippedRow, verdictOf, type Row } from "../table.ts";
import { runAutocannon, type LoadResult } from "./api.ts";
import type { SectionResult } from "./section.ts";
import { subscribeEverything } from "./webhooks.ts";

const SECTION = "4 orders";
/** A cash-on-delivery submit confirming the total the pricing answered (issue 33: the server refuses another). */
const codConfirming = (total: number): string =>
  JSON.stringify({ payment: { type: "creditcard", method: "cod" }, confirmed_total: total, shipping_method: "Standard" });

/** Which server takes the load: the shop, or the floor (PostgreSQL only). */
type Target = "shop" | "floor";

interface OrdersRun {
  readonly kind: DatabaseKind;
  readonly target: Target;
  readonly load: LoadResult;
  readonly seconds: number;
  readonly connections: number;
  readonly placed: number;
  /** Submits refused because a scarce product ran out (an answer, not an error). */
  readonly outOfStock: number;
  /** Answers that are neither a placed order nor an out-of-stock refusal. */
  readonly unexpected: ReadonlyMap<string, number>;
  readonly problems: readonly string[];
  /** CPU of the measured load (not the warm-up), in ms: the server's process, and PostgreSQL's backends (null: not measurable). */
  readonly cpu: { readonly server: number | null; readonly database: number | null };
}

/** The n-th cart: three distinct plentiful products, one to three units each; every fifth adds a scarce one. */
const cartOf = (market: BenchMarket, n: number): Array<{ part_no: string; quantity: number }> => {
  const pool = market.orderable;
  const lines = [0, 1, 2].map((j) => ({ part_no: pool[(n * 3 + j * 7_919) % pool.length]!, quantity: 1 + ((n + j) % 3) }));
  const distinct = [...new Map(lines.map((line) => [line.part_no, line])).values()];
  if (n % 5 === 0 && market.scarce.length > 0) distinct.push({ part_no: market.scarce[n % market.scarce.length]!.partNo, quantity: 1 });
  return distinct;
};

/** Session tokens of the first `count` bench customers (the floor reads their subject only). */
const logInCustomers = async (database: BenchDatabase, count: number): Promise<string[]> => {
  const shop = await startShopServer(database);
  try {
    const tokens: string[] = [];
    // Log-ins hash passwords (scrypt): a few at a time, before the clock starts.
    for (let first = 0; first < count; first += 10) {
      const batch = Array.from({ length: Math.min(10, count - first) }, (_, i) => logIn(shop.url, benchEmail(first + i), BENCH_PASSWORD));
      tokens.push(...(await Promise.all(batch)));
    }
    return tokens;
  } finally {
    await shop.stop();
  }
};

/** Runs so far: each run's Idempotency-Keys carry its number (carts are counted from 0 in every run). */
let runs = 0;

/** A statement's rows, run on a server opened in this process. */
const rowsOn =
  (server: Awaited<ReturnType<typeof openInProcess>>) =>
  async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;

/** What the section started with, per database: the last order's id and every stock quantity. */
const startingPoints = new Map<string, { readonly lastOrderId: number; readonly stock: ReadonlyArray<{ part_no: string; quantity: number }> }>();

/**
 * Puts the database back where the section started, before each run: the orders earlier runs
 * placed go (their lines with them) and every stock quantity is what it was. Every run then
 * starts from the same tables, and the scarce products from their 40 units. Without it a later
 * run met the orders of all earlier ones (the year-to-date statement counts a company's orders,
 * and the deleted or updated rows wait for autovacuum): in the 2026-11-26 15:42 run the floor
 * went first and PostgreSQL spent 3.17 ms per order on it, 5.88 ms on the shop right after.
 */
const resetToStart = async (database: BenchDatabase): Promise<void> => {
  const server = await openInProcess(database);
  const rows = rowsOn(server);
  try {
    let start = startingPoints.get(database.dataDir);
    if (start === undefined) {
      const [last] = await rows<{ id: number | null }>(sql`SELECT max(id)::int AS id FROM orders`);
      const stock = await rows<{ part_no: string; quantity: number }>(sql`SELECT part_no, quantity FROM stock WHERE organisation_id = ${BENCH_ORGANISATION}`);
      start = { lastOrderId: last?.id ?? 0, stock };
      startingPoints.set(database.dataDir, start);
    }
    await rows(sql`DELETE FROM orders WHERE id > ${start.lastOrderId}`);
    await rows(sql`
      UPDATE stock s SET quantity = start.quantity
      FROM jsonb_to_recordset(${JSON.stringify(start.stock)}::jsonb) AS start(part_no text, quantity int)
      WHERE s.organisation_id = ${BENCH_ORGANISATION} AND s.part_no = start.part_no AND s.quantity <> start.quantity`);
    await rows(sql`VACUUM ANALYZE orders, order_lines, stock`);
  } finally {
    await server.close();
  }
};

const runOrders = async (
  database: BenchDatabase,
  target: Target,
  tokens: readonly string[],
  options: { readonly connections: number; readonly seconds: number; readonly warmup: number },
): Promise<OrdersRun> => {
  const market = database.market!;
  await resetToStart(database);
  const shop: Child = target === "floor" ? await startOrdersFloor({ databaseUrl: database.databaseUrl! }) : await startShopServer(database);
  let run = 0;
  let answered = new Set<string>();
  let outOfStock = 0;
  let unexpected = new Map<string, number>();
  let load: LoadResult;
  let cpu: OrdersRun["cpu"] = { server: null, database: null };
  try {
    let nextConnection = 0;
    let nextCart = 0;
    type Context = { token?: string; orderNr?: string; total?: number; cart?: number };
    const note = (what: string) => unexpected.set(what, (unexpected.get(what) ?? 0) + 1);
    const drive = (seconds: number): Promise<LoadResult> => runAutocannon({
      url: shop.url,
      connections: options.connections,
      pipelining: 1,
      duration: seconds,
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
            if (status === 200) ({ order_nr: context.orderNr, total: context.total } = JSON.parse(body) as { order_nr: string; total: number });
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
            headers: { "content-type": "application/json", authorization: `Bearer ${context.token}`, "idempotency-key": `bench-${run}-${context.cart}` },
            body: codConfirming(context.total ?? 0),
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
    // A warm-up (not counted; its orders are placed and checked like the rest): the first
    // seconds of a fresh process compile its code, which is not what the figures are about.
    run = ++runs;
    await drive(options.warmup);
    // The orders the section placed so far, in the planner's statistics (as autovacuum keeps a
    // live database's): without it, whichever run met stale statistics walked every company's
    // orders in its year-to-date statement, and PostgreSQL's CPU per order moved 3.6-11.6 ms.
    if (database.databaseUrl !== undefined) await queryOnce(database.databaseUrl, ANALYZE_FILLED_TABLES);
    answered = new Set<string>();
    outOfStock = 0;
    unexpected = new Map<string, number>();
    run = ++runs;
    const pid = shop.process.pid!;
    const databaseUrl = database.databaseUrl;
    const backendsNow = async () => cpuSnapshot(databaseUrl === undefined ? [] : await databaseBackendPids(databaseUrl));
    const [serverBefore, backendsBefore] = [processCpuMs(pid), await backendsNow()];
    load = await drive(options.seconds);
    const [serverAfter, backendsAfter] = [processCpuMs(pid), await backendsNow()];
    cpu = {
      server: serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore,
      database: backendsAfter.size === 0 ? null : cpuBetween(backendsBefore, backendsAfter),
    };
  } finally {
    await shop.stop();
  }
  const problems = await checkOrders(database, answered);
  return { kind: database.kind, target, load, seconds: options.seconds, connections: options.connections, placed: answered.size, outOfStock, unexpected, problems, cpu };
};

/** The checks after the load, straight in the database. Answers what is wrong (empty: all good). */
const checkOrders = async (database: BenchDatabase, answered: ReadonlySet<string>): Promise<string[]> => {
  const market = database.market!;
  const server = await openInProcess(database);
  try {
    const rows = rowsOn(server);
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

const errorsOf = (run: OrdersRun): number => run.load.errors + run.load.timeouts + [...run.unexpected.values()].reduce((a, b) => a + b, 0);
const ordersPerSecond = (run: OrdersRun): number => run.placed / run.seconds;
const nameOf = (run: OrdersRun): string => `${run.kind}${run.target === "floor" ? " floor (node:http + pg, same SQL)" : ""}`;

/** The load's figures of one run: p99 with its goal, orders per second with its goal, and the check. */
const rowsOf = (run: OrdersRun, goals: { readonly p99: { goal: string; ratio: string; met: boolean | null }; readonly throughput: { goal: string; ratio: string; met: boolean | null } }): Row[] => {
  const errors = errorsOf(run);
  const clean = errors === 0 && run.problems.length === 0;
  const checked = run.problems.length === 0 ? "stored once, stock >= 0, scarce stock adds up" : `CHECK FAILED: ${run.problems.join("; ")}`;
  return [
    {
      section: SECTION,
      figure: `${nameOf(run)}: price + submit, request p99 (${run.connections} connections)`,
      median: `p99 ${formatMillis(run.load.latencyP99Ms)}`,
      spread: `p50 ${formatMillis(run.load.latencyP50Ms)}, ${formatCount(run.load.rps.median)} req/s`,
      goal: goals.p99.goal,
      ratio: goals.p99.ratio,
      verdict: goals.p99.met === null ? "info" : verdictOf(goals.p99.met && clean),
    },
    {
      section: SECTION,
      figure: `${nameOf(run)}: orders placed per second (${run.connections} connections, ${run.seconds} s)`,
      median: `${ordersPerSecond(run).toFixed(1)} orders/s`,
      spread: `${formatCount(run.placed)} placed, ${formatCount(run.outOfStock)} out of stock, errors ${errors}, non-2xx ${run.load.non2xx - run.outOfStock}; check ${run.problems.length === 0 ? "passed" : "FAILED"}`,
      goal: goals.throughput.goal,
      ratio: goals.throughput.ratio,
      verdict: goals.throughput.met === null ? (run.problems.length === 0 ? "info" : "MISSED") : verdictOf(goals.throughput.met && clean),
    },
    {
      section: SECTION,
      figure: `${nameOf(run)}: CPU per order placed (${run.connections} connections)`,
      median: run.cpu.server === null || run.placed === 0 ? "not available" : `${formatMillis(run.cpu.server / run.placed)} server`,
      spread:
        run.cpu.database === null || run.placed === 0
          ? run.kind === "pglite" ? "PGlite runs in the server's process" : "PostgreSQL's backends not measurable here"
          : `+ ${formatMillis(run.cpu.database / run.placed)} in PostgreSQL's backends (user + system, from /proc, measured load only)`,
      goal: "",
      ratio: "",
      verdict: "info",
    },
    ...(run.problems.length === 0
      ? []
      : [{ section: SECTION, figure: `${nameOf(run)}: check afterwards`, median: "FAILED", spread: checked, goal: "", ratio: "", verdict: "MISSED" as const }]),
  ];
};

const none = { goal: "", ratio: "", met: null };

export const benchOrders = async (
  options: { readonly smoke: boolean },
  databases: { readonly pglite: BenchDatabase; readonly postgres: BenchDatabase | null },
): Promise<SectionResult> => {
  // BENCH_ORDERS_LOAD="connections:seconds" overrides the main load, for profiling one section;
  // BENCH_ORDERS_TARGETS=shop (or floor) runs only that server on PostgreSQL, and no PGlite.
  const override = /^(\d+):(\d+)$/.exec(process.env["BENCH_ORDERS_LOAD"] ?? "");
  const main =
    override !== null
      ? { connections: Number(override[1]), seconds: Number(override[2]), warmup: 5 }
      : options.smoke
        ? { connections: 4, seconds: 1, warmup: 1 }
        : { connections: 100, seconds: 30, warmup: 5 };
  const small = options.smoke ? { connections: 2, seconds: 1, warmup: 1 } : { connections: 20, seconds: 20, warmup: 5 };
  const only = process.env["BENCH_ORDERS_TARGETS"] as Target | undefined;
  // BENCH_ORDERS_WEBHOOK=1: one webhook endpoint subscribed to every event (issue 34: orders keep their goals).
  const webhook = process.env["BENCH_ORDERS_WEBHOOK"] === "1" ? await subscribeEverything([databases.pglite, databases.postgres]) : null;
  const notes: string[] = [];
  const rows: Row[] = [];
  const postgres = databases.postgres;
  let shopMain: OrdersRun | null = null;
  if (postgres === null) {
    rows.push(skippedRow(SECTION, "postgres: price + submit under load (and its floor)", postgresUrl() === null ? "TEST_DATABASE_URL is not set" : "no database"));
  } else {
    const tokens = await logInCustomers(postgres, main.connections);
    // floor, shop, shop, floor: the tables grow during the section, for both alike.
    const floorMain = only === "shop" ? null : await runOrders(postgres, "floor", tokens, main);
    shopMain = only === "floor" ? null : await runOrders(postgres, "shop", tokens, main);
    const shopSmall = only !== undefined ? null : await runOrders(postgres, "shop", tokens, small);
    const floorSmall = only !== undefined ? null : await runOrders(postgres, "floor", tokens, small);
    if (shopMain !== null) {
      const p99Ratio = floorMain === null ? Number.NaN : shopMain.load.latencyP99Ms / floorMain.load.latencyP99Ms;
      const rateRatio = floorMain === null ? Number.NaN : ordersPerSecond(shopMain) / ordersPerSecond(floorMain);
      rows.push(
        ...rowsOf(shopMain, {
          p99: { goal: "p99 <= 1.5x floor's", ratio: `shop/floor ${formatRatio(p99Ratio)}`, met: floorMain === null ? null : p99Ratio <= 1.5 },
          throughput: { goal: "orders/s >= 0.7x floor's, errors 0, checks pass", ratio: `shop/floor ${formatRatio(rateRatio)}`, met: floorMain === null ? null : rateRatio >= 0.7 },
        }),
      );
    }
    if (floorMain !== null) rows.push(...rowsOf(floorMain, { p99: none, throughput: none }));
    if (shopSmall !== null && floorSmall !== null) {
      const ratio = shopSmall.load.latencyP99Ms / floorSmall.load.latencyP99Ms;
      rows.push(
        ...rowsOf(shopSmall, {
          p99: { goal: "p99 <= 100 ms", ratio: `shop/floor ${formatRatio(ratio)}`, met: shopSmall.load.latencyP99Ms <= 100 },
          throughput: { goal: "", ratio: `shop/floor ${formatRatio(ordersPerSecond(shopSmall) / ordersPerSecond(floorSmall))}`, met: null },
        }),
        ...rowsOf(floorSmall, { p99: none, throughput: none }),
      );
    }
    for (const run of [floorMain, shopMain, shopSmall, floorSmall]) {
      if (run === null || run.unexpected.size === 0) continue;
      notes.push(`orders ${nameOf(run)} (${run.connections} connections): unexpected answers ${[...run.unexpected].map(([what, n]) => `${what} x${n}`).join(", ")}`);
    }
  }
  if (only === undefined) {
    const tokens = await logInCustomers(databases.pglite, main.connections);
    const pglite = await runOrders(databases.pglite, "shop", tokens, main);
    const ratio = shopMain === null ? Number.NaN : pglite.load.latencyP99Ms / shopMain.load.latencyP99Ms;
    rows.push(
      ...rowsOf(pglite, {
        p99: { goal: "p99 <= 3x PostgreSQL's", ratio: `pglite/postgres ${formatRatio(ratio)}`, met: shopMain === null ? null : ratio <= 3 },
        throughput: { goal: "errors 0, checks pass", ratio: "", met: true },
      }),
    );
    if (pglite.unexpected.size > 0) notes.push(`orders pglite: unexpected answers ${[...pglite.unexpected].map(([what, n]) => `${what} x${n}`).join(", ")}`);
  }
  notes.push(
    `orders: ${main.connections} connections (one customer company each) for ${main.seconds} s, then ${small.connections} for ${small.seconds} s, pipelining 1, each run after a 5 s warm-up on its fresh server; each cart 3 distinct products (1-3 units), every fifth also one of ${databases.pglite.market?.scarce.length ?? 0} scarce products (40 units each); every run starts from the section's starting tables (earlier runs' orders deleted, stock put back); latency is per request (pricing and submit alike). The floor (bench/src/child/orders-floor.ts) runs the shop's statements by hand with node:http + pg on the same database, same pool size (10); it skips the token's signature check and the cart rules.`,
  );
  if (webhook !== null) notes.push(`orders: with one webhook endpoint subscribed to every event (BENCH_ORDERS_WEBHOOK=1); ${await webhook.stop()} deliveries arrived at its receiver during the section.`);
  return { rows, notes };
};
