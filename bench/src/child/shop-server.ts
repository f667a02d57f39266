/**
 * A child process running the whole shop server (`startServer`) on 127.0.0.1, port 0, for the
 * load sections: the server gets a process of its own, as in production, and the load
 * generator's work does not slow it down. Configuration comes as JSON in BENCH_SERVER; the
 * child prints one line `{"url": ...}` when it listens and stops on SIGTERM.
 *
 * `releaseWebhooks` (section 9): once the server's start-up work is over (its event loop quiet
 * for half a second: the mail layout's MJML compile runs in the background for a second or two
 * after it listens), the pending webhook deliveries that the section wrote not due yet are made
 * due and the job is woken, so the section times the deliveries, not the server's start.
 */
import { sql } from "drizzle-orm";
import { startServer } from "@proshop/server";

const options = JSON.parse(process.env["BENCH_SERVER"] ?? "{}") as {
  dataDir: string;
  databaseUrl?: string;
  seed?: boolean;
  webhooksAllowPrivate?: boolean;
  releaseWebhooks?: boolean;
};
const server = await startServer({
  port: 0,
  host: "127.0.0.1",
  quiet: true,
  seed: options.seed ?? false,
  dataDir: options.dataDir,
  databaseUrl: options.databaseUrl ?? null,
  webhooksAllowPrivate: options.webhooksAllowPrivate ?? null,
});

/** Resolves once ten 50 ms timers in a row fired less than 10 ms late (at most 30 s). */
const quiet = async (): Promise<void> => {
  const deadline = Date.now() + 30_000;
  for (let calm = 0; calm < 10 && Date.now() < deadline; ) {
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
    calm = performance.now() - started < 60 ? calm + 1 : 0;
  }
};

if (options.releaseWebhooks === true) {
  await quiet();
  await server.db.execute(sql`UPDATE webhook_deliveries SET run_after = now() WHERE status = 'pending' AND run_after > now()`);
  server.webhooks.wake();
}
console.log(JSON.stringify({ url: server.url }));
const stop = () => {
  setTimeout(() => process.exit(1), 10_000).unref();
  void server.close().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
