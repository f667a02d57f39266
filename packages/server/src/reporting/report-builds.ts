import { availableParallelism } from "node:os";
import { MessageChannel } from "node:worker_threads";
import { Context } from "effect";
import { Piscina } from "piscina";
import { reportFileHead, type ReportFile } from "./report-files/build.ts";
import type { ReportData } from "./report-files/report-table.ts";
import type { BuildTask } from "./report-files/worker.ts";

/*
 * Report files (CSV, XLSX, PDF) are built in worker threads, never on the request loop: a year
 * by hour as a PDF is seconds of CPU, and on the loop it stalled every customer's calls
 * (issue 32). The pool (piscina) has all cores but one, at a lower CPU priority (nice 10), so
 * the loop keeps a core whatever is built. Builds asked for over HTTP are admitted up to a bound
 * per instance and per company (past it: 429 `reports.busy` with Retry-After); the nightly
 * runs, one at a time per instance (the job loop works its rows in turn), share the threads.
 */

export interface ReportBuildLimits {
  /** Worker threads (default: the cores but one, at least one). */
  readonly threads?: number;
  /** Builds asked for over HTTP at once on this instance, waiting ones included (default 4 per thread). */
  readonly perInstance?: number;
  /** Of those, at most this many for one company (default 3). */
  readonly perCompany?: number;
}

/** A place taken for one build; given back when the build ends (or is never started). */
export interface BuildPlace {
  readonly release: () => void;
}

export interface ReportBuilds {
  /** A place for a build asked for by `company`, or how many seconds to wait for one. */
  readonly admit: (company: string) => BuildPlace | { readonly retryAfterSeconds: number };
  /** The file's bytes as a worker writes them; the place is given back when the build ends. Cancelling the stream stops the build. */
  readonly stream: (data: ReportData, place?: BuildPlace) => ReadableStream<Uint8Array>;
  /** The whole file (nightly runs and "send now", which keep or attach it). */
  readonly build: (data: ReportData, place?: BuildPlace) => Promise<ReportFile>;
  /** Builds admitted over HTTP, builds waiting for a thread, builds done, and builds stopped by their reader, for /metrics. */
  readonly load: () => { readonly admitted: number; readonly waiting: number; readonly completed: number; readonly stopped: number };
  readonly close: () => Promise<void>;
}

const WORKER = new URL("./report-files/worker.ts", import.meta.url).href;

/** Starts the pool (its threads start with the first build and end after a minute idle). */
export const startReportBuilds = (limits: ReportBuildLimits = {}): ReportBuilds => {
  const threads = limits.threads ?? Math.max(1, availableParallelism() - 1);
  const perInstance = limits.perInstance ?? 4 * threads;
  const perCompany = limits.perCompany ?? 3;
  const pool = new Piscina<BuildTask, void>({
    filename: WORKER,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    // Lower the threads' CPU priority (Linux): the request loop goes first when both want a core.
    niceIncrement: process.platform === "linux" ? 10 : 0,
    // A runaway build ends its thread, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  const byCompany = new Map<string, number>();
  let admitted = 0;
  let completed = 0;
  let stopped = 0;
  // A moving average of how long a build takes, for Retry-After.
  let averageMs = 5_000;

  const admit: ReportBuilds["admit"] = (company) => {
    const forCompany = byCompany.get(company) ?? 0;
    // About one build's time: by then one of the builds in the way has ended.
    if (admitted >= perInstance || forCompany >= perCompany) return { retryAfterSeconds: Math.min(60, Math.max(1, Math.ceil(averageMs / 1000))) };
    admitted += 1;
    byCompany.set(company, forCompany + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        admitted -= 1;
        const left = (byCompany.get(company) ?? 1) - 1;
        if (left === 0) byCompany.delete(company);
        else byCompany.set(company, left);
      },
    };
  };

  /** Runs one build, handing each piece to `onChunk`; settles when the whole file was handed on. */
  const run = (data: ReportData, onChunk: (chunk: Uint8Array) => void, signal?: AbortSignal): Promise<void> => {
    const { port1, port2 } = new MessageChannel();
    const started = performance.now();
    const whole = new Promise<void>((resolve) => {
      port1.on("message", (chunk: Uint8Array | null) => (chunk === null ? resolve() : onChunk(chunk)));
    });
    const task = pool.run({ data, port: port2 }, { transferList: [port2], ...(signal === undefined ? {} : { signal }) });
    return Promise.all([task, whole])
      .then(() => {
        completed += 1;
        averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
      })
      .finally(() => port1.close());
  };

  return {
    admit,
    stream: (data, place) => {
      const abort = new AbortController();
      return new ReadableStream<Uint8Array>({
        start: (controller) => {
          // After a cancel the stream takes nothing more: the pieces still in flight are dropped.
          const open = () => !abort.signal.aborted;
          // The place is given back before the reader hears the end, so a next build is admitted at once.
          run(data, (chunk) => open() && controller.enqueue(chunk), abort.signal).then(
            () => {
              place?.release();
              if (open()) controller.close();
            },
            (error: unknown) => {
              place?.release();
              if (open()) controller.error(error);
            },
          );
        },
        cancel: () => {
          stopped += 1;
          abort.abort();
        },
      });
    },
    build: async (data, place) => {
      const chunks: Uint8Array[] = [];
      try {
        await run(data, (chunk) => chunks.push(chunk));
      } finally {
        place?.release();
      }
      return { ...reportFileHead(data), bytes: new Uint8Array(Buffer.concat(chunks)) };
    },
    load: () => ({ admitted, waiting: pool.queueSize, completed, stopped }),
    close: () => pool.close({ force: true }),
  };
};

/** The server's report builds, for the handlers. */
export class ReportBuildsService extends Context.Service<ReportBuildsService, ReportBuilds>()("@proshop/server/ReportBuilds") {}
