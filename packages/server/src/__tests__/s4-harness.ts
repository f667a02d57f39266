import { createServer } from "node:http";
import { NodeHttpServer } from "@effect/platform-node";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { HttpRouter, HttpServer } from "effect/http";

/*
 * Serves some route layers alone on 127.0.0.1, port 0: for tests that need a route set up
 * differently from the whole server (a private content repository, a web build folder of the
 * test's own, a database closed under /health).
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

