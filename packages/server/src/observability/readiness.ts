import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { Effect } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import type { ShopDatabase } from "../db/client.ts";
import { MIGRATIONS_FOLDER } from "../db/migrate.ts";

/*
 * `GET /ready`: may this instance take traffic? 200 when its database answers and holds every
 * migration this build knows, 503 otherwise, and 503 from the moment it is told to stop
 * (SIGTERM), so a load balancer sends nothing new while it finishes what it has. `GET /health`
 * (openapi.ts) only says the process and its database answer.
 */

export interface Readiness {
  /** Set when the instance starts stopping. */
  stopping: boolean;
}

/** How many migrations this build applies (drizzle's journal). */
const knownMigrations = (): number =>
  (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;

export interface ReadyBody {
  readonly status: "ready" | "unavailable";
  readonly database: boolean;
  readonly migrations: "applied" | "pending" | "unknown";
  readonly stopping: boolean;
}

export const readyRoutes = (db: ShopDatabase, readiness: Readiness) =>
  HttpRouter.use((router) =>
    Effect.gen(function* () {
      const expected = knownMigrations();
      const check = Effect.tryPromise(async () => {
        const result = await db.execute(sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`);
        return Number((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
      }).pipe(
        Effect.timeout("5 seconds"),
        Effect.match({
          onSuccess: (applied) => ({ database: true, migrations: applied >= expected ? ("applied" as const) : ("pending" as const) }),
          onFailure: () => ({ database: false, migrations: "unknown" as const }),
        }),
      );
      yield* router.add(
        "GET",
        "/ready",
        Effect.gen(function* () {
          const { database, migrations } = yield* check;
          const ready = database && migrations === "applied" && !readiness.stopping;
          const body: ReadyBody = { status: ready ? "ready" : "unavailable", database, migrations, stopping: readiness.stopping };
          return HttpServerResponse.jsonUnsafe(body, { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } });
        }),
      );
    }),
  );
