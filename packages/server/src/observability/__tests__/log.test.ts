import { createServer } from "node:http";
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { HttpRouter, HttpServer } from "effect/http";
import { describe, expect, it } from "vitest";
import { ErrorBodies } from "../../errors.ts";
import { createLog, scrub } from "../../log.ts";
import { effectLoggerLayer } from "../effect-logger.ts";
import { requestLogging } from "../request-log.ts";

describe("log", () => {
  it("writes one JSON object per line with time, level and message", () => {
    const lines: string[] = [];
    const log = createLog({ sink: (line) => lines.push(line), now: () => new Date("2026-01-02T03:04:05.678Z") });
    log.info("job", { job: "outbox", id: 3 });
    log.debug("not shown at info");
    expect(lines).toEqual(['{"time":"2026-01-02T03:04:05.678Z","level":"info","msg":"job","job":"outbox","id":3}']);
  });

  it("writes a short line for a person with LOG_FORMAT=pretty", () => {
    const lines: string[] = [];
    const log = createLog({ format: "pretty", sink: (line) => lines.push(line), now: () => new Date("2026-01-02T03:04:05.678Z") });
    log.warn("job", { job: "outbox", outcome: "retry", error: "mailbox busy" });
    expect(lines).toEqual(['03:04:05.678 WARN  job job=outbox outcome=retry error="mailbox busy"']);
  });

  it("keeps e-mail addresses and tokens out of every line, nested or not", () => {
    expect(scrub("550 5.1.1 <Claire.Martin+x@Example.FR>: unknown user")).toBe("550 5.1.1 <[email]>: unknown user");
    expect(scrub("Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl")).toBe("Bearer [token]");
    expect(scrub("GET /reset-password?token=abc123&x=1")).toBe("GET /reset-password?token=[token]&x=1");
    expect(scrub('Failed query: select "id" from "users" where "email" = $1\nparams: Claire Martin,42\n    at x')).toBe(
      'Failed query: select "id" from "users" where "email" = $1\nparams: [not logged]\n    at x',
    );
    expect(scrub("x".repeat(1_000_000)).length).toBeLessThan(5000);
    const lines: string[] = [];
    const log = createLog({ sink: (line) => lines.push(line) });
    log.error("failed for nurse@example.fr", { error: new Error("no mailbox nurse@example.fr"), nested: { to: ["a@b.co"] } });
    expect(lines[0]).not.toMatch(/nurse@|a@b\.co/);
    expect(lines[0]).toContain('"to":["[email]"]');
  });

  it("logs a failed request once, with the id the client saw in the header and the body", async () => {
    const lines: string[] = [];
    const log = createLog({ sink: (line) => lines.push(line) });
    const failing = HttpRouter.use((router) => router.add("GET", "/boom", Effect.die(new Error("database exploded for nurse@example.fr"))));
    const scope = await Effect.runPromise(Scope.make());
    const app = HttpRouter.serve(Layer.mergeAll(failing, ErrorBodies), {
      disableLogger: true,
      disableListenLog: true,
      middleware: requestLogging(log, { quiet: false, finished: () => {} }),
    }).pipe(Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })), Layer.provide(effectLoggerLayer(log)));
    const context = await Effect.runPromise(Layer.buildWithScope(app, scope));
    const url = HttpServer.formatAddress(Context.get(context, HttpServer.HttpServer).address).replace(/\/$/, "");
    try {
      const response = await fetch(`${url}/boom`);
      const body = (await response.json()) as { error: { code: string; request_id: string; message: string } };
      const id = response.headers.get("x-request-id");
      expect(response.status).toBe(500);
      expect(body.error).toMatchObject({ code: "server.error", request_id: id });
      expect(JSON.stringify(body)).not.toContain("exploded");
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const errors = entries.filter((entry) => entry["level"] === "error");
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ request_id: id });
      expect(String(errors[0]?.["cause"])).toContain("database exploded for [email]");
      expect(entries.filter((entry) => entry["msg"] === "request")).toEqual([expect.objectContaining({ request_id: id, status: 500, route: "/boom" })]);
    } finally {
      await Effect.runPromise(Scope.close(scope, Exit.void));
    }
  });
});
