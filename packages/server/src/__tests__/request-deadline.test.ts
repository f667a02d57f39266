import { createServer } from "node:http";
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { HttpRouter, HttpServer, HttpServerResponse } from "effect/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withDeadline } from "../request-deadline.ts";

/*
 * Every request is answered within its deadline (issue 32, fault 20), whatever its handler
 * waits for: a handler stuck on a promise that never settles answers 503 server.unavailable
 * with Retry-After once the deadline passes; a quick one is not touched.
 */

const DEADLINE_MS = 300;

describe("request deadline", () => {
  let url: string;
  let scope: Scope.Closeable;
  beforeAll(async () => {
    const routes = Layer.mergeAll(
      HttpRouter.add("GET", "/stuck", Effect.promise(() => new Promise<never>(() => {}))),
      HttpRouter.add("GET", "/quick", Effect.succeed(HttpServerResponse.text("done"))),
    );
    scope = await Effect.runPromise(Scope.make());
    const app = HttpRouter.serve(routes, { disableLogger: true, disableListenLog: true, middleware: withDeadline(DEADLINE_MS) }).pipe(
      Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
    );
    const context = await Effect.runPromise(Layer.buildWithScope(app, scope));
    url = HttpServer.formatAddress(Context.get(context, HttpServer.HttpServer).address).replace(/\/$/, "");
  });
  afterAll(() => Effect.runPromise(Scope.close(scope, Exit.void)));

  it("answers a stuck request 503 with Retry-After once the deadline passes", async () => {
    const started = performance.now();
    const response = await fetch(`${url}/stuck`, { signal: AbortSignal.timeout(5_000) });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("server.unavailable");
    expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    expect(elapsed).toBeLessThan(DEADLINE_MS + 1_500);
  });

  it("leaves a quick request alone", async () => {
    const response = await fetch(`${url}/quick`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("done");
  });
});
