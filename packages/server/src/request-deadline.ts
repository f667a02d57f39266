import { Duration, Effect } from "effect";
import type { HttpServerResponse } from "effect/http";
import { DATABASE_RETRY_AFTER_SECONDS, retryLaterResponse } from "./errors.ts";

/*
 * Every request is answered within `timeoutMs` (issue 32, fault 20): with the database
 * unreachable but its connections open, requests waited as long as the partition did. After the
 * deadline the request answers 503 `server.unavailable` with Retry-After and its handler is
 * interrupted; a database call it left behind ends at its own query timeout (db/postgres-pool.ts).
 * A streamed answer (server-sent events, a file) counts as answered once its head is ready.
 */
export const withDeadline =
  (timeoutMs: number) =>
  <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R> =>
    timeoutMs <= 0
      ? app
      : app.pipe(
          Effect.timeoutOrElse({
            duration: Duration.millis(timeoutMs),
            orElse: () => Effect.succeed(retryLaterResponse("server.unavailable", DATABASE_RETRY_AFTER_SECONDS)),
          }),
        );
