import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import pg from "pg";
import { NodeHttpServer } from "@effect/platform-node";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { HttpRouter, HttpServer } from "effect/http";
import { openDatabase, type OpenedDatabase } from "../db/client.ts";

/*
 * Serves some route layers on 127.0.0.1, port 0, for the tests of the content service, the web
 * serving, OpenAPI and health until the whole server (`startServer`) can be used instead.
 */

export interface ServedRoutes {
  readonly url: string;
  readonly close: () => Promise<void>;
}

export const serveRoutes = async <E>(routes: Layer.Layer<never, E, HttpRouter.HttpRouter>): Promise<ServedRoutes> => {
  const scope = await Effect.runPromise(Scope.make());
  const app = HttpRouter.serve(routes, { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
  );
  const context = await Effect.runPromise(Layer.buildWithScope(app, scope));
  const address = Context.get(context, HttpServer.HttpServer).address;
  return {
    url: HttpServer.formatAddress(address).replace(/\/$/, ""),
    close: () => Effect.runPromise(Scope.close(scope, Exit.void)),
  };
};

/** A database to run against: in-memory PGlite always, a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export interface S4TestDatabase {
  readonly name: "pglite" | "postgres";
  readonly open: () => Promise<OpenedDatabase>;
}

/**
 * Until S1's `databases.ts` helper exists: the databases of the shared brief. A PostgreSQL one
 * is a new uniquely named database created from TEST_DATABASE_URL and dropped on close.
 */
export const s4TestDatabases = (): ReadonlyArray<S4TestDatabase> => {
  const pglite: S4TestDatabase = { name: "pglite", open: () => openDatabase({ dataDir: "memory" }) };
  const base = process.env["TEST_DATABASE_URL"];
  if (base === undefined || base === "") return [pglite];
  const postgres: S4TestDatabase = {
    name: "postgres",
    open: async () => {
      const name = `proshop_s4_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(base);
      url.pathname = `/${name}`;
      const opened = await openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
      return {
        ...opened,
        close: async () => {
          // Drop the database even when the pool was already closed (a test may close it early).
          await opened.close().catch(() => {});
          const dropper = new pg.Client({ connectionString: base });
          await dropper.connect();
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await dropper.end();
        },
      };
    },
  };
  return [pglite, postgres];
};
