import { Duration, Effect } from "effect";
import { HttpServerRequest, type HttpServerResponse } from "effect/http";
import { DATABASE_RETRY_AFTER_SECONDS, retryLaterResponse } from "./errors.ts";

/*
 * Every request is answered within `timeoutMs` (issue 32, fault 20): with the database
 * unreachable but its connections open, requests waited as long as the partition did. After the
 * deadline the request answers 503 `server.unavailable` with Retry-After and its handler is
 * interrupted; a database call it left behind ends at its own query timeout (db/postgres-pool.ts).
 * A streamed file counts as answered once its head is ready.
 *
 * Paths in `streamed` (no query, no trailing slash) are left out: an event stream's handler
 * runs as long as the stream, so the deadline interrupted it and the live screen froze after
 * 30 s (the connection open and silent), and a screen closed before the deadline held the
 * server's stop until it.
 */
export const withDeadline =
  (timeoutMs: number, streamed: ReadonlySet<string> = new Set()) =>
  <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest> =>
    timeoutMs <= 0
      ? app
      : Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
          streamed.has(request.url.split("?")[0]!.replace(/(.)\/$/, "$1"))
            ? app
            : app.pipe(
                Effect.timeoutOrElse({
                  duration: Duration.millis(timeoutMs),
                  orElse: () => Effect.succeed(retryLaterResponse("server.unavailable", DATABASE_RETRY_AFTER_SECONDS)),
                }),
              ),
        );
