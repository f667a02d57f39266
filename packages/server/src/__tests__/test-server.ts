import { createServer } from "node:http";
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { HttpRouter, HttpServer } from "effect/http";
import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer, type StartServerOptions } from "../app.ts";
import { shopClient, type ShopClient } from "../handlers/__tests__/http.ts";
import type { CreatedTestDatabase, TestDatabase } from "./databases.ts";

/*
 * Servers for the HTTP tests, always on 127.0.0.1 port 0: the whole server on a fresh database
 * of one of `testDatabases()`, or some route layers alone.
 */

export interface StartedTestServer {
  readonly server: RunningServer;
  readonly api: ShopClient;
}

/**
 * In the calling `describe` block: starts the whole server (`startServer`, seeded) on a fresh
 * database of `database` before its tests, hands it to `started` (assign it, log users in...),
 * and after the tests closes it and drops the database.
 *
 *   describe.each(testDatabases())("orders ($name)", (database) => {
 *     let server: RunningServer;
 *     let api: ShopClient;
 *     useTestServer(database, (running) => ({ server, api } = running));
 *   });
 */
export const useTestServer = (
  database: TestDatabase,
  started: (running: StartedTestServer) => unknown,
  options: Omit<StartServerOptions, "port" | "host" | "dataDir" | "databaseUrl"> = {},
): void => {
  let created: CreatedTestDatabase | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    created = await database.create({ seeded: options.seed !== false });
    // Seeded on PostgreSQL too (a production start is not): the tests rely on the demo shop.
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, seed: true, ...options, ...created.options });
    await started({ server, api: shopClient(server.url) });
  });
  afterAll(async () => {
    await server?.close();
    await created?.drop();
  });
};

export interface ServedRoutes {
  readonly url: string;
  readonly close: () => Promise<void>;
}

/**
 * Serves some route layers alone: for tests that need a route set up differently from the
 * whole server (a private content repository, a web build folder of the test's own, a
 * database closed under /health).
 */
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
