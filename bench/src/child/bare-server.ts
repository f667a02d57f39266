/**
 * The machine's limit for one answer: a bare node:http server on 127.0.0.1 that answers every
 * request with the same bytes and headers the shop answered (read from the file BENCH_BODY,
 * content type BENCH_CONTENT_TYPE). Prints `{"url": ...}` when it listens; stops on SIGTERM.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const body = readFileSync(process.env["BENCH_BODY"]!);
const headers = { "content-type": process.env["BENCH_CONTENT_TYPE"] ?? "application/json", "content-length": String(body.length) };
const server = createServer((request, response) => {
  // Drain the request (none has a body here), then answer.
  request.resume();
  response.writeHead(200, headers);
  response.end(body);
});
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
