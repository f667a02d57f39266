/**
 * Section 8, reporting (issue 14), on PGlite and on PostgreSQL (TEST_DATABASE_URL):
 * - ingest throughput: devices posting batches of events through the real
 *   POST /reporting/api/ingest (JSON, device token, rules, events stored, hourly rollups kept in
 *   the same statement), against a plain multi-row INSERT of the same rows into a table of the
 *   same columns and key on the same database; goal at least 0.5x of it;
 * - the counts query: GET /reporting/api/counts for one location over one year by hour (8,760
 *   buckets) on the seeded year of history; goal at most 50 ms on PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { openInProcess, postgresUrl, type BenchDatabase } from "../shop/databases.ts";
import { logIn, startShopServer } from "../shop/processes.ts";
import { formatCount, formatMillis, formatRatio, skippedRow, summarise, verdictOf, type Row } from "../table.ts";
import type { SectionResult } from "./section.ts";

const SECTION = "8 reporting";
const INGEST_GOAL = 0.5;
const COUNTS_GOAL_MS = 50;

interface Sizes {
  readonly devices: number;
  readonly batches: number;
  readonly batchSize: number;
  readonly countsRounds: number;
}

interface BenchEvent {
  readonly seq: number;
  readonly at: string;
  readonly kind: "enter" | "leave";
  readonly count: number;
}

/** Each device's batches: events a minute apart over the last weeks, entering and leaving in turn. */
const batchesOf = (sizes: Sizes, device: number): BenchEvent[][] => {
  const start = Date.now() - 30 * 86_400_000 + device * 1_000;
  return Array.from({ length: sizes.batches }, (_, batch) =>
    Array.from({ length: sizes.batchSize }, (_, index) => {
      const seq = batch * sizes.batchSize + index;
      return { seq, at: new Date(start + seq * 60_000).toISOString(), kind: seq % 2 === 0 ? "enter" : "leave", count: 1 + (seq % 3) } as const;
    }),
  );
};

const call = async (url: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: any }> => {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
};

interface Measured {
  readonly ingestSeconds: number;
  readonly events: number;
  readonly countsMs: ReadonlyArray<number>;
  readonly deviceIds: ReadonlyArray<number>;
  readonly buckets: number;
}

/** Through the server: devices send their batches side by side; then the counts query, round after round. */
const throughServer = async (database: BenchDatabase, sizes: Sizes): Promise<Measured> => {
  const shop = await startShopServer(database);
  try {
    const admin = await logIn(shop.url, REPORTING_EMAILS.nlAdmin, SEED_PASSWORD);
    const location = await call(shop.url, "/reporting/api/locations", admin, { name: `Bench ${Date.now()}`, timeZone: "Europe/Amsterdam" });
    if (location.status !== 201) throw new Error(`bench location: ${location.status} ${JSON.stringify(location.body)}`);
    const devices = await Promise.all(
      Array.from({ length: sizes.devices }, async (_, index) => {
        const created = await call(shop.url, "/reporting/api/devices", admin, { device: `Bench ${index}`, device_type: "brickstream_people_counter", location: location.body.id });
        return { id: created.body.id as number, token: created.body.token as string, batches: batchesOf(sizes, index) };
      }),
    );
    let events = 0;
    const started = performance.now();
    await Promise.all(
      devices.map(async (device) => {
        for (const batch of device.batches) {
          const answer = await call(shop.url, "/reporting/api/ingest", device.token, { events: batch });
          if (answer.status !== 200) throw new Error(`ingest answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
          events += answer.body.accepted as number;
        }
      }),
    );
    const ingestSeconds = (performance.now() - started) / 1000;
    const locations = await call(shop.url, "/reporting/api/locations", admin);
    const centrale = (locations.body as Array<{ id: number; name: string }>).find((each) => each.name.startsWith("Centrale"))!;
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const path = `/reporting/api/counts?location=${centrale.id}&from=${yearAgo}&to=${today}&interval=h`;
    const countsMs: number[] = [];
    let buckets = 0;
    for (let round = -2; round < sizes.countsRounds; round++) {
      const start = performance.now();
      const answer = await call(shop.url, path, admin);
      const elapsed = performance.now() - start;
      if (answer.status !== 200) throw new Error(`counts answered ${answer.status}`);
      buckets = (answer.body.buckets as unknown[]).length;
      if (round >= 0) countsMs.push(elapsed);
    }
    return { ingestSeconds, events, countsMs, deviceIds: devices.map((device) => device.id), buckets };
  } finally {
    await shop.stop();
  }
};

/** The same rows with plain multi-row INSERTs, same batches side by side, into a table of the same columns and key. */
const plainInsert = async (database: BenchDatabase, sizes: Sizes, deviceIds: ReadonlyArray<number>): Promise<number> => {
  const server = await openInProcess(database);
  try {
    await server.db.execute(sql`DROP TABLE IF EXISTS bench_plain_events`);
    await server.db.execute(sql`CREATE TABLE bench_plain_events (LIKE reporting_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`);
    const started = performance.now();
    await Promise.all(
      deviceIds.map(async (deviceId, index) => {
        for (const batch of batchesOf(sizes, index)) {
          const rows = batch.map((event) => sql`(${deviceId}, ${event.seq}, ${event.at}::timestamptz, ${event.kind}, ${event.count}, true, null)`);
          await server.db.execute(
            sql`INSERT INTO bench_plain_events (device_id, seq, at, kind, count, counted, not_counted) VALUES ${sql.join(rows, sql`, `)}`,
          );
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await server.db.execute(sql`DROP TABLE bench_plain_events`);
    return seconds;
  } finally {
    await server.close();
  }
};

const measure = async (database: BenchDatabase, sizes: Sizes): Promise<Row[]> => {
  const kind = database.kind;
  const measured = await throughServer(database, sizes);
  const plainSeconds = await plainInsert(database, sizes, measured.deviceIds);
  const total = sizes.devices * sizes.batches * sizes.batchSize;
  const ingestRate = measured.events / measured.ingestSeconds;
  const plainRate = total / plainSeconds;
  const counts = summarise(measured.countsMs);
  const onPostgres = kind === "postgres";
  return [
    {
      section: SECTION,
      figure: `${kind}: ingest, ${sizes.devices} devices x ${sizes.batches} batches of ${formatCount(sizes.batchSize)} events (HTTP, rules, rollups)`,
      median: `${formatCount(ingestRate)} events/s`,
      spread: `${formatCount(measured.events)} events in ${measured.ingestSeconds.toFixed(2)} s`,
      goal: `>= ${INGEST_GOAL}x plain INSERT`,
      ratio: `ingest/plain ${formatRatio(ingestRate / plainRate)}`,
      verdict: verdictOf(ingestRate / plainRate >= INGEST_GOAL && measured.events === total),
    },
    {
      section: SECTION,
      figure: `${kind}: plain multi-row INSERT of the same rows (same table shape, same batches)`,
      median: `${formatCount(plainRate)} events/s`,
      spread: `${formatCount(total)} rows in ${plainSeconds.toFixed(2)} s`,
      goal: "",
      ratio: "",
      verdict: "info",
    },
    {
      section: SECTION,
      figure: `${kind}: GET /reporting/api/counts, one location, one year by hour (${formatCount(measured.buckets)} buckets)`,
      median: formatMillis(counts.median),
      spread: `p95 ${formatMillis(counts.p95)}, n=${counts.count}`,
      goal: onPostgres ? `<= ${COUNTS_GOAL_MS} ms` : "",
      ratio: onPostgres ? `median/goal ${formatRatio(counts.median / COUNTS_GOAL_MS)}` : "",
      verdict: onPostgres ? verdictOf(counts.median <= COUNTS_GOAL_MS) : "info",
    },
  ];
};

export const benchReporting = async (
  options: { readonly smoke: boolean },
  databases: { readonly pglite: BenchDatabase; readonly postgres: BenchDatabase | null },
): Promise<SectionResult> => {
  const sizes: Sizes = options.smoke
    ? { devices: 2, batches: 2, batchSize: 100, countsRounds: 2 }
    : { devices: 8, batches: 20, batchSize: 1_000, countsRounds: 30 };
  const rows = await measure(databases.pglite, sizes);
  if (databases.postgres === null) {
    rows.push(skippedRow(SECTION, "postgres: ingest and counts", postgresUrl() === null ? "TEST_DATABASE_URL is not set" : "no database"));
  } else {
    rows.push(...(await measure(databases.postgres, sizes)));
  }
  return {
    rows,
    notes: [
      "reporting: events are stored one row per (device, seq) and summed into hourly rollups by the ingest's own statement; the counts query reads the rollups only (server/src/db/reporting-schema.ts).",
    ],
  };
};
