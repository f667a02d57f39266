import { isIP } from "node:net";
import { eq, sql } from "drizzle-orm";
import { Effect } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats, ShopDatabase } from "../db/client.ts";
import { hostnames, OUTBOX_STATUSES } from "../db/schema.ts";
import { errorResponse } from "../errors.ts";
import type { JobOutcome } from "../jobs/claim-loop.ts";
import { hostnameOf } from "../links.ts";
import type { FinishedRequest } from "./request-log.ts";

/*
 * Prometheus metrics at `GET /metrics` (prom-client, one registry per server): requests by
 * route template and status (count and latency), the database pool, the outbox backlog, orders
 * placed, job runs, and Node's own process metrics.
 *
 * Who may read them: a scraper talking to the instance directly. The route answers 404, as an
 * unknown path, when the request came through the reverse proxy (it carries X-Forwarded-For,
 * Forwarded or X-Real-IP, which the proxy must set anyway) or names one of the shop's host names;
 * `METRICS_PUBLIC=1` lifts that.
 */

/**
 * The longest /metrics waits for the database (the outbox backlog, the host name check): the
 * process's own metrics matter most when the database is away (issue 32, fault 20).
 */
const DATABASE_WAIT_MS = 1_000;

/** `promise`, or a rejection after `ms`. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
};

/** The submit route: its 200 answers count as orders placed (a retry with the same Idempotency-Key counts again). */
const SUBMIT_ROUTE = "/admin/order/:order_nr/submit";

export interface ShopMetrics {
  readonly registry: Registry;
  readonly requestFinished: (request: FinishedRequest) => void;
  readonly jobSettled: (job: string, outcome: JobOutcome, durationMs: number) => void;
}

export const createMetrics = (options: { readonly db: ShopDatabase; readonly poolStats: () => PoolStats | null }): ShopMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: "http_requests_total", help: "HTTP requests answered, by method, route template and status.", labelNames: ["method", "route", "status"], registers: [registry] });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer HTTP requests, by method, route template and status.",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({ name: "shop_orders_placed_total", help: "Orders placed (submits answered 200) by this instance.", registers: [registry] });
  const jobs = new Counter({ name: "jobs_total", help: "Job rows worked on, by job and outcome (done, retry, failed).", labelNames: ["job", "outcome"], registers: [registry] });
  const jobLatency = new Histogram({ name: "job_duration_seconds", help: "Time to work on one job row, by job.", labelNames: ["job"], registers: [registry] });
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections of this instance: total, idle, waiting (clients queued) and max.",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = options.poolStats();
      if (stats === null) return;
      for (const state of ["total", "idle", "waiting", "max"] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: "outbox_messages",
    help: "E-mails in the outbox by status; pending is the backlog.",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      try {
        const rows = await within(options.db.execute(sql`SELECT status, count(*)::int AS count FROM outbox GROUP BY status`), DATABASE_WAIT_MS);
        const counts = new Map((rows as unknown as { rows: { status: string; count: number }[] }).rows.map((row) => [row.status, Number(row.count)]));
        for (const status of OUTBOX_STATUSES) this.set({ status }, counts.get(status) ?? 0);
      } catch {
        // The database is away: /ready says so; the other metrics are still worth reading.
      }
    },
  });
  return {
    registry,
    requestFinished: ({ method, route, status, durationSeconds }) => {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, durationSeconds);
      if (route === SUBMIT_ROUTE && status === 200) ordersPlaced.inc();
    },
    jobSettled: (job, outcome, durationMs) => {
      jobs.inc({ job, outcome });
      jobLatency.observe({ job }, durationMs / 1000);
    },
  };
};

const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/**
 * True when the request may read the metrics (see the comment at the top). When the database
 * does not say in time whether the host is a shop's, an address or `localhost` may read them.
 */
export const mayReadMetrics = async (db: ShopDatabase, request: HttpServerRequest.HttpServerRequest, metricsPublic: boolean): Promise<boolean> => {
  if (metricsPublic) return true;
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const host = hostnameOf(request.headers["host"] ?? "");
  try {
    const [known] = await within(db.select({ hostname: hostnames.hostname }).from(hostnames).where(eq(hostnames.hostname, host)).limit(1), DATABASE_WAIT_MS);
    return known === undefined;
  } catch {
    return host === "localhost" || isIP(host) !== 0;
  }
};

/** `GET /metrics` in Prometheus' text format. */
export const metricsRoutes = (metrics: ShopMetrics, db: ShopDatabase, metricsPublic: boolean) =>
  HttpRouter.use((router) =>
    router.add(
      "GET",
      "/metrics",
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest;
        if (!(yield* Effect.promise(() => mayReadMetrics(db, request, metricsPublic)))) return errorResponse(404, "request.not_found");
        const body = yield* Effect.promise(() => metrics.registry.metrics());
        return HttpServerResponse.text(body, { contentType: metrics.registry.contentType, headers: { "cache-control": "no-store" } });
      }),
    ),
  );
