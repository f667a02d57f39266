import { sql } from "drizzle-orm";
import { Effect, Layer } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import { shopOpenApi } from "@proshop/core";
import { Db, DbDriver } from "./db/client.ts";

/*
 * The two routes for tools (the CLI, monitors, API explorers): the OpenAPI document generated
 * from core's contract, and the health check. Neither needs a session.
 */

/**
 * `GET /admin/openapi.json`: the OpenAPI 3.1 document of `ShopApi`, generated on the first
 * request and kept (the contract does not change while the server runs). Not when the layer
 * is built: generating it takes ~120 ms, which every server start paid (issue 18's profile).
 */
let document: ReturnType<typeof shopOpenApi> | undefined;

export const OpenApiRoutes = HttpRouter.add(
  "GET",
  "/admin/openapi.json",
  Effect.sync(() =>
    HttpServerResponse.jsonUnsafe((document ??= shopOpenApi()), {
      headers: { "access-control-allow-origin": "*", "cache-control": "no-cache" },
    }),
  ),
);

/** The body of `GET /health`. */
export interface HealthBody {
  readonly status: "ok" | "unavailable";
  readonly database: "pglite" | "postgres";
}

/**
 * `GET /health`: `{ status: "ok", database }` after a `select 1` went through, so a monitor
 * sees a server that lost its database; 503 with status "unavailable" then. No details of the
 * failure are given (they are logged).
 */
export const HealthRoutes = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const db = yield* Db;
    const database = yield* DbDriver;
    const headers = { "cache-control": "no-store" };
    yield* router.add(
      "GET",
      "/health",
      Effect.tryPromise(() => db.execute(sql`select 1`)).pipe(
        Effect.timeout("5 seconds"),
        Effect.matchEffect({
          onSuccess: () => Effect.succeed(HttpServerResponse.jsonUnsafe({ status: "ok", database } satisfies HealthBody, { headers })),
          onFailure: (error) =>
            Effect.logError("health: the database did not answer select 1", error).pipe(
              Effect.as(HttpServerResponse.jsonUnsafe({ status: "unavailable", database } satisfies HealthBody, { status: 503, headers })),
            ),
        }),
      ),
    );
  }),
);

/** Both routes; needs `Db` and `DbDriver`. */
export const ToolRoutes = Layer.mergeAll(OpenApiRoutes, HealthRoutes);
