import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Effect } from "effect";
import type { HttpServerResponse } from "effect/http";
import { retryLaterResponse } from "./errors.ts";
import type { Readiness } from "./observability/readiness.ts";

/*
 * Stopping without dropping a request (issue 32, fault 19). Closing the listener alone left
 * kept-alive connections taking new orders for the whole shutdown time-out, after which the
 * requests in flight were reset, some after their order had committed. Now, from SIGTERM:
 * 1. grace: /ready answers 503, so the load balancer stops sending new connections after its
 *    next check; requests are still served, each answer with `Connection: close` so kept-alive
 *    clients reconnect (through the balancer, elsewhere);
 * 2. refusing: a request arriving after the grace is answered 503 `server.stopping` with
 *    Retry-After and `Connection: close` before any work, while the requests in flight finish;
 * 3. once none is in flight and no connection or request has come for a moment (or after
 *    `timeoutMs`), the listener and every connection close. Until then the listener stays open:
 *    closing it resets the connections waiting to be accepted, and closing a connection that
 *    just came resets its request, both after the client may have sent it.
 */

/** Retry-After of a request refused because this instance is stopping: another one takes it. */
const STOPPING_RETRY_AFTER_SECONDS = 1;

/** How long nothing may have come before the connections close. */
const QUIET_MS = 150;

export interface Draining {
  /** The server-wide middleware: refuses new work once the grace is over. */
  readonly refuseWhenStopping: <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>;
  /** Runs the three steps (once; a second call answers the first's promise). */
  readonly drain: (options: { readonly graceMs: number; readonly timeoutMs: number }) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const drainingOf = (server: Server, readiness: Readiness): Draining => {
  let refusing = false;
  const inFlight = new Set<ServerResponse>();
  let lastArrival = 0;
  server.on("connection", () => (lastArrival = Date.now()));
  /** Node then answers `Connection: close` and closes the connection after this answer. */
  const lastOnItsConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
  };
  server.on("request", (_request: IncomingMessage, response: ServerResponse) => {
    lastArrival = Date.now();
    inFlight.add(response);
    if (readiness.stopping) lastOnItsConnection(response);
    response.once("close", () => inFlight.delete(response));
  });
  let drained: Promise<void> | undefined;
  return {
    refuseWhenStopping: (app) => Effect.suspend(() => (refusing ? Effect.succeed(retryLaterResponse("server.stopping", STOPPING_RETRY_AFTER_SECONDS)) : app)),
    drain: ({ graceMs, timeoutMs }) =>
      (drained ??= (async () => {
        readiness.stopping = true;
        if (!server.listening) return;
        inFlight.forEach(lastOnItsConnection);
        await sleep(graceMs);
        refusing = true;
        // The refusals answer at once, the requests in flight finish.
        const deadline = Date.now() + timeoutMs;
        while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastArrival < QUIET_MS)) await sleep(25);
        // Closes the idle connections too; any other is a request over its time.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
      })()),
  };
};
