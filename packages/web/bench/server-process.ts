/**
 * The shop server for the web bench, in a process of its own as `npm start` runs it: in the
 * bench's process its answers waited on Lighthouse's and Playwright's own work (the trace and the
 * protocol messages they read while a page loads), and Lighthouse's simulated LCP keeps the
 * server times it observed. Prints one line `{"port": n}` when it listens; stops on SIGTERM.
 */
import { startServer } from "@proshop/server";

const server = await startServer({ port: 0, host: "127.0.0.1", dataDir: "memory", quiet: true });
console.log(JSON.stringify({ port: server.port }));
const stop = () => {
  setTimeout(() => process.exit(1), 10_000).unref();
  void server.close().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
