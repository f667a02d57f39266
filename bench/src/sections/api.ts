/**
 * Section 3, API throughput: GET /admin/product for a customer of the bench market (2,000
 * products) under autocannon (100 connections, pipelining 10, a warm-up round then a measured
 * round, both bounded in time), beside a bare node:http server answering the very bytes the shop
 * answered: the ratio shop/bare, requests per second, p99 latency, errors and non-2xx answers.
 * Both servers run in child processes on 127.0.0.1; the load comes from this process.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { BENCH_PASSWORD, benchEmail } from "../shop/bench-market.ts";
import type { BenchDatabase } from "../shop/databases.ts";
import { logIn, startBareServer, startShopServer } from "../shop/processes.ts";
import { formatCount, formatMillis, formatRatio, verdictOf, type Row } from "../table.ts";
import type { SectionResult } from "./section.ts";

const SECTION = "3 API";

export interface LoadResult {
  /** Requests per second: the median of the per-second samples, and the lowest and highest. */
  readonly rps: { readonly median: number; readonly min: number; readonly max: number; readonly mean: number };
  readonly latencyP99Ms: number;
  readonly latencyP50Ms: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  readonly requests: number;
}

export const runAutocannon = (options: autocannon.Options): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error !== null && error !== undefined) return reject(error);
      resolve({
        rps: { median: result.requests.p50, min: result.requests.min, max: result.requests.max, mean: result.requests.average },
        latencyP99Ms: result.latency.p99,
        latencyP50Ms: result.latency.p50,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        requests: result.requests.total,
      });
    });
    // autocannon prints nothing unless asked; keep the instance referenced until it ends.
    void instance;
  });

const describe = (load: LoadResult): string =>
  `p99 ${formatMillis(load.latencyP99Ms)}, ${formatCount(load.rps.min)}-${formatCount(load.rps.max)} req/s, errors ${load.errors + load.timeouts}, non-2xx ${load.non2xx}`;

export const benchApi = async (options: { readonly smoke: boolean }, database: BenchDatabase): Promise<SectionResult> => {
  const { smoke } = options;
  const productCount = database.market!.productCount;
  const load = smoke
    ? { connections: 10, pipelining: 10, warmup: 1, duration: 1 }
    : { connections: 100, pipelining: 10, warmup: 5, duration: 15 };
  const shop = await startShopServer(database);
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    const token = await logIn(shop.url, benchEmail(0), BENCH_PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const answer = await fetch(`${shop.url}/admin/product`, { headers });
    const bytes = Buffer.from(await answer.arrayBuffer());
    const listed = JSON.parse(bytes.toString("utf8")) as unknown[];
    if (answer.status !== 200 || listed.length !== productCount) {
      throw new Error(`GET /admin/product answered ${answer.status} with ${listed.length} products, expected ${productCount}`);
    }
    const folder = await mkdtemp(join(tmpdir(), "proshop-bench-"));
    const bodyFile = join(folder, "products.json");
    await writeFile(bodyFile, bytes);
    bare = await startBareServer({ bodyFile, contentType: answer.headers.get("content-type") ?? "application/json" });

    const round = (url: string, duration: number) =>
      // 1,000 requests in flight for a 1.6 MB answer queue for seconds: time out only at 60 s, not autocannon's 10.
      runAutocannon({ url: `${url}/admin/product`, headers, connections: load.connections, pipelining: load.pipelining, duration, timeout: 60 });
    await round(shop.url, load.warmup);
    const shopLoad = await round(shop.url, load.duration);
    await round(bare.url, load.warmup);
    const bareLoad = await round(bare.url, load.duration);

    const ratio = shopLoad.rps.median / bareLoad.rps.median;
    const clean = shopLoad.errors + shopLoad.timeouts + shopLoad.non2xx === 0;
    const kb = (bytes.length / 1024).toFixed(0);
    const rows: Row[] = [
      {
        section: SECTION,
        figure: `${database.kind}: GET /admin/product (${formatCount(productCount)} products, ${kb} kB): shop req/s`,
        median: `${formatCount(shopLoad.rps.median)} req/s`,
        spread: describe(shopLoad),
        goal: "shop/bare >= 0.85, 0 errors",
        ratio: `shop/bare ${formatRatio(ratio)}`,
        verdict: verdictOf(ratio >= 0.85 && clean),
      },
      {
        section: SECTION,
        figure: `${database.kind}: bare node:http, same bytes: req/s`,
        median: `${formatCount(bareLoad.rps.median)} req/s`,
        spread: describe(bareLoad),
        goal: "",
        ratio: "",
        verdict: "info",
      },
    ];
    const notes = [
      `API ${database.kind}: ${load.connections} connections, pipelining ${load.pipelining}, warm-up ${load.warmup} s then ${load.duration} s measured per server; ` +
        `shop ${formatCount(shopLoad.requests)} requests (p50 ${formatMillis(shopLoad.latencyP50Ms)}), bare ${formatCount(bareLoad.requests)} (p50 ${formatMillis(bareLoad.latencyP50Ms)}).`,
    ];
    return { rows, notes };
  } finally {
    await bare?.stop();
    await shop.stop();
  }
};
