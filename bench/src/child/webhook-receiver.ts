/**
 * A webhook receiver for the bench's webhooks section: a bare node:http server on 127.0.0.1 in a
 * process of its own that drains each POST and answers 204. It counts them and keeps the times
 * of the first and last (GET /stats answers `{ count, firstMs, lastMs }`; POST /reset starts
 * again), so the deliveries per second are measured where they arrive. Prints `{"url": ...}`
 * when it listens; stops on SIGTERM.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

let count = 0;
let firstMs = 0;
let lastMs = 0;
const server = createServer((request, response) => {
  if (request.method === "GET" && request.url === "/stats") return response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ count, firstMs, lastMs }));
  if (request.url === "/reset") {
    count = 0;
    return response.writeHead(204).end();
  }
  request.resume();
  request.on("end", () => {
    const now = performance.now();
    if (count === 0) firstMs = now;
    lastMs = now;
    count++;
    response.writeHead(204).end();
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
