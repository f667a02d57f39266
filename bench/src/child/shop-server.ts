/**
 * A child process running the whole shop server (`startServer`) on 127.0.0.1, port 0, for the
 * load sections: the server gets a process of its own, as in production, and the load
 * generator's work does not slow it down. Configuration comes as JSON in BENCH_SERVER; the
 * child prints one line `{"url": ...}` when it listens and stops on SIGTERM.
 */
import { startServer } from "@proshop/server";

const options = JSON.parse(process.env["BENCH_SERVER"] ?? "{}") as { dataDir: string; databaseUrl?: string; seed?: boolean; webhooksAllowPrivate?: boolean };
const server = await startServer({
  port: 0,
  host: "127.0.0.1",
  quiet: true,
  seed: options.seed ?? false,
  dataDir: options.dataDir,
  databaseUrl: options.databaseUrl ?? null,
  webhooksAllowPrivate: options.webhooksAllowPrivate ?? null,
});
console.log(JSON.stringify({ url: server.url }));
const stop = () => {
  setTimeout(() => process.exit(1), 10_000).unref();
  void server.close().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
