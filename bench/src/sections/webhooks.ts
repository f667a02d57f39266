/**
 * Section 9, webhook deliveries (issue 34): how many signed webhook deliveries per second the
 * shop's delivery job makes to a local receiver, beside a floor of bare `fetch` POSTs of the same
 * signed bodies to the same receiver at the same concurrency (16: the job's deliveries tried at
 * once). Goal: at least 0.5x the floor.
 *
 * The deliveries are set up before the shop starts: one endpoint subscribed to order.placed,
 * N events with a typical order.placed payload, one pending delivery each, not due yet (written
 * by a server opened in this process whose webhook job sleeps meanwhile). The shop then starts
 * in a process of its own; once its start-up work is over it makes them due
 * (child/shop-server.ts `releaseWebhooks`: the start's background MJML compile took the first
 * two seconds of the deliveries otherwise), and its job delivers them all: claim (FOR UPDATE
 * SKIP LOCKED, with each delivery's event and endpoint), sign with standardwebhooks, POST,
 * settle. The receiver (a bare node:http server in a third process) counts what arrives and
 * times the first and last: the rate is counted where the deliveries land, for the job and the
 * floor alike. The machine is shared, so each database gets ROUNDS rounds of job and floor side
 * by side (the floor first in every other round) and the figures are the medians, the goal
 * judged on the median of the rounds' ratios. Afterwards the section's endpoint and events are
 * deleted.
 */
import { createHmac, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { startServer } from "@proshop/server";
import { BENCH_ORGANISATION } from "../shop/bench-market.ts";
import type { BenchDatabase } from "../shop/databases.ts";
import { processCpuMs } from "../shop/cpu-time.ts";
import { startShopServer, startWebhookReceiver, type Child } from "../shop/processes.ts";
import { formatCount, formatMicros, formatRatio, skippedRow, verdictOf, type Row } from "../table.ts";
import type { SectionResult } from "./section.ts";

const SECTION = "9 webhooks";
const CONCURRENCY = 16;
const ROUNDS = 3;
const EVENT_PREFIX = "bench-webhook-";

interface Stats {
  readonly count: number;
  readonly firstMs: number;
  readonly lastMs: number;
}

const statsOf = async (receiver: Child): Promise<Stats> => (await (await fetch(`${receiver.url}/stats`)).json()) as Stats;

/** Deliveries per second between the first and the last arrival. */
const rateOf = (stats: Stats): number => (stats.count - 1) / ((stats.lastMs - stats.firstMs) / 1000);

const waitForCount = async (receiver: Child, count: number, timeoutMs: number): Promise<Stats> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stats = await statsOf(receiver);
    if (stats.count >= count) return stats;
    if (Date.now() > deadline) throw new Error(`only ${stats.count} of ${count} webhooks arrived in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A typical order.placed payload: an order of three lines. */
const orderPlacedData = (n: number) => ({
  order_nr: `FR${900000 + n}`,
  sequence: 1,
  cust_no: "100234",
  status: "received",
  placed_at: new Date().toISOString(),
  placed_by_user_id: 1,
  on_behalf: false,
  language: "fr",
  currency: "EUR",
  shipping_method: "Standard",
  payment: { method: "cod", type: "creditcard" },
  amounts: { subtotal: 15980, discount: 0, shipping: 695, tax: 2780, total: 16675 },
  lines: [1, 2, 3].map((line) => ({ line_no: line, part_no: `8843${line}029`, name: "Tire-lait électrique simple", quantity: line, unit_price: 2690, discount: 0, total: 2690 * line })),
  ship_to: { name: "Maternité Saint-Luc", address_line_1: "12 rue des Lilas", address_line_2: "", zip: "69003", city: "Lyon", country: "FR" },
});

/** The Standard Webhooks signature, computed by hand for the floor (the shop signs with the standardwebhooks package). */
const signature = (secret: string, id: string, seconds: number, body: string): string =>
  `v1,${createHmac("sha256", Buffer.from(secret.slice("whsec_".length), "base64")).update(`${id}.${seconds}.${body}`).digest("base64")}`;

/** Writes the endpoint, the events and their pending deliveries with a server whose webhook job sleeps; answers the endpoint's secret. */
const setUp = async (database: BenchDatabase, url: string, count: number): Promise<string> => {
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    quiet: true,
    seed: false,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl ?? null,
    webhooksPollIntervalMs: 3_600_000,
  });
  try {
    await server.db.execute(sql`DELETE FROM webhook_endpoints WHERE url LIKE ${`${url}%`}`);
    await server.db.execute(sql`DELETE FROM domain_events WHERE id LIKE ${`${EVENT_PREFIX}%`}`);
    await server.db.execute(sql`
      INSERT INTO domain_events (id, type, organisation_id, occurred_at, data)
      SELECT ${EVENT_PREFIX} || n, 'order.placed', ${BENCH_ORGANISATION}, now(), jsonb_set(${JSON.stringify(orderPlacedData(0))}::jsonb, '{order_nr}', to_jsonb('FR' || (900000 + n)))
      FROM generate_series(1, ${count}) AS n`);
    await server.db.execute(sql`
      WITH endpoint AS (
        INSERT INTO webhook_endpoints (organisation_id, url, events, secret) VALUES (${BENCH_ORGANISATION}, ${`${url}/hooks`}, ARRAY['order.placed'], ${secret}) RETURNING id
      )
      INSERT INTO webhook_deliveries (endpoint_id, event_position, run_after)
      SELECT endpoint.id, event.position, now() + interval '1 day' FROM endpoint, domain_events event WHERE event.id LIKE ${`${EVENT_PREFIX}%`}`);
    return secret;
  } finally {
    await server.close();
  }
};

const cleanUp = async (database: BenchDatabase, url: string): Promise<void> => {
  const server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, seed: false, dataDir: database.dataDir, databaseUrl: database.databaseUrl ?? null });
  try {
    await server.db.execute(sql`DELETE FROM webhook_endpoints WHERE url LIKE ${`${url}%`}`);
    await server.db.execute(sql`DELETE FROM domain_events WHERE id LIKE ${`${EVENT_PREFIX}%`}`);
  } finally {
    await server.close();
  }
};

/** The floor: the same signed bodies POSTed with fetch, CONCURRENCY at a time. */
const floorRun = async (receiver: Child, secret: string, count: number): Promise<Stats> => {
  await fetch(`${receiver.url}/reset`, { method: "POST" });
  const seconds = Math.floor(Date.now() / 1000);
  const bodies = Array.from({ length: count }, (_, index) => {
    const id = `${EVENT_PREFIX}${index + 1}`;
    const body = JSON.stringify({ id, type: "order.placed", time: new Date().toISOString(), market: BENCH_ORGANISATION, data: orderPlacedData(index + 1) });
    return { id, body, headers: { "content-type": "application/json", "webhook-id": id, "webhook-timestamp": String(seconds), "webhook-signature": signature(secret, id, seconds, body) } };
  });
  let next = 0;
  const lane = async () => {
    while (next < bodies.length) {
      const message = bodies[next++]!;
      const answer = await fetch(`${receiver.url}/hooks`, { method: "POST", headers: message.headers, body: message.body });
      await answer.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return statsOf(receiver);
};

interface Round {
  /** Deliveries per second of the job, and of the floor. */
  readonly job: number;
  readonly floor: number;
  /** CPU milliseconds of the shop's process per delivery (null without /proc). */
  readonly cpuMs: number | null;
}

/** One round on `database`: the job delivers `count` deliveries and the floor POSTs the same bodies, in the order given. */
const benchRound = async (database: BenchDatabase, count: number, floorFirst: boolean): Promise<Round> => {
  const receiver = await startWebhookReceiver();
  let shop: Child | undefined;
  try {
    const secret = await setUp(database, receiver.url, count);
    const floorOnce = async () => rateOf(await floorRun(receiver, secret, count));
    const floor = floorFirst ? await floorOnce() : Number.NaN;
    await fetch(`${receiver.url}/reset`, { method: "POST" });
    shop = await startShopServer({ ...database, releaseWebhooks: true });
    const pid = shop.process.pid;
    const cpuBefore = pid === undefined ? null : processCpuMs(pid);
    const job = rateOf(await waitForCount(receiver, count, 300_000));
    const cpuAfter = pid === undefined ? null : processCpuMs(pid);
    await shop.stop();
    shop = undefined;
    return { job, floor: floorFirst ? floor : await floorOnce(), cpuMs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / count };
  } finally {
    await shop?.stop();
    await cleanUp(database, receiver.url).catch(() => {});
    await receiver.stop();
  }
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const benchWebhooks = async (
  options: { readonly smoke: boolean },
  databases: { readonly pglite: BenchDatabase; readonly postgres: BenchDatabase | null },
): Promise<SectionResult> => {
  const count = options.smoke ? 50 : 2_000;
  const rounds = options.smoke ? 1 : ROUNDS;
  // The receiver is on 127.0.0.1: the shop's child processes are started with webhooksAllowPrivate (shop/processes.ts).
  const rows: Row[] = [];
  for (const database of [databases.pglite, databases.postgres]) {
    if (database === null) {
      rows.push(skippedRow(SECTION, "postgres: webhook deliveries/s", "TEST_DATABASE_URL is not set"));
      continue;
    }
    const measured: Round[] = [];
    for (let round = 0; round < rounds; round++) measured.push(await benchRound(database, count, round % 2 === 1));
    const ratios = measured.map((round) => round.job / round.floor);
    const ratio = median(ratios);
    const cpu = measured.flatMap((round) => (round.cpuMs === null ? [] : [round.cpuMs]));
    rows.push(
      {
        section: SECTION,
        figure: `${database.kind}: webhook deliveries/s (signed, to a local receiver)`,
        median: `${formatCount(median(measured.map((round) => round.job)))}/s`,
        spread: `${formatCount(count)} deliveries x ${rounds}; ratios ${ratios.map(formatRatio).join(" ")}`,
        goal: ">= 0.5x floor's",
        ratio: `job/floor ${formatRatio(ratio)}`,
        verdict: verdictOf(ratio >= 0.5),
      },
      {
        section: SECTION,
        figure: `${database.kind}: floor, bare fetch POSTs of the same signed bodies`,
        median: `${formatCount(median(measured.map((round) => round.floor)))}/s`,
        spread: `${formatCount(count)} POSTs x ${rounds}, ${CONCURRENCY} at a time`,
        goal: "",
        ratio: "",
        verdict: "info",
      },
      {
        section: SECTION,
        figure: `${database.kind}: CPU per webhook delivery (the shop's process${database.kind === "pglite" ? ", PGlite in it" : ""})`,
        median: cpu.length === 0 ? "not available" : formatMicros(median(cpu) * 1000),
        spread: cpu.length === 0 ? "" : `${cpu.map((ms) => formatMicros(ms * 1000)).join(", ")}`,
        goal: "",
        ratio: "",
        verdict: "info",
      },
    );
  }
  return {
    rows,
    notes: [
      `webhooks: ${formatCount(count)} pending order.placed deliveries (one endpoint) delivered by the shop's job (claims of up to 64 with each delivery's event and endpoint, 16 tried at once, signed with standardwebhooks, settled together), made due once the shop's start-up work is over, against a floor of the same signed bodies POSTed with fetch 16 at a time; both counted by a bare receiver in its own process between its first and last arrival; ${rounds} round(s) per database, job and floor side by side (the floor first in every other round), medians shown.`,
    ],
  };
};

/**
 * For section 4 (BENCH_ORDERS_WEBHOOK=1): one endpoint subscribed to every event type in each
 * database, delivering to a receiver of its own, so the orders load pays for writing the events
 * and their deliveries and for delivering them. `stop` removes the endpoints and answers how many
 * deliveries arrived.
 */
export const subscribeEverything = async (databases: ReadonlyArray<BenchDatabase | null>): Promise<{ readonly stop: () => Promise<number> }> => {
  process.env["WEBHOOKS_ALLOW_PRIVATE"] = "1";
  const receiver = await startWebhookReceiver();
  const add = async (database: BenchDatabase, statement: ReturnType<typeof sql>) => {
    const server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, seed: false, dataDir: database.dataDir, databaseUrl: database.databaseUrl ?? null, webhooksPollIntervalMs: 3_600_000 });
    try {
      await server.db.execute(statement);
    } finally {
      await server.close();
    }
  };
  const present = databases.filter((database): database is BenchDatabase => database !== null);
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  for (const database of present) {
    await add(database, sql`
      INSERT INTO webhook_endpoints (organisation_id, url, events, secret)
      VALUES (${BENCH_ORGANISATION}, ${`${receiver.url}/orders`}, ARRAY['order.placed', 'order.status_changed', 'order.canceled', 'payment.completed', 'payment.canceled', 'zoom_delivery.placed', 'account.registered', 'account.approved'], ${secret})`);
  }
  return {
    stop: async () => {
      const { count } = await statsOf(receiver);
      for (const database of present) await add(database, sql`DELETE FROM webhook_endpoints WHERE url = ${`${receiver.url}/orders`}`).catch(() => {});
      await receiver.stop();
      return count;
    },
  };
};
