import { Cause, Effect, References } from "effect";
import { HttpServerResponse } from "effect/http";
import { describe, expect, it } from "vitest";
import { registrationDefaults } from "@proshop/core";
import type { RunningServer } from "../app.ts";
import { MAX_BODY_BYTES, responseForCause } from "../errors.ts";
import type { ShopClient } from "../handlers/__tests__/http.ts";
import { testDatabases } from "./databases.ts";
import { useTestServer } from "./test-server.ts";

/** The error body of a refused request, checked for shape and for the absence of internals. */
const expectErrorBody = (body: unknown) => {
  expect(body).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
  expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(ts|js):\d+|node_modules|Error:/);
  // Worded by core's catalogue, every placeholder filled.
  expect(JSON.stringify(body)).not.toContain("{{");
};

describe("errors", () => {
  it("answers a defect with a generic 500 body that names nothing internal", async () => {
    const defect = new Error("secret detail at /work/main/x.ts:1");
    const response = await Effect.runPromise(responseForCause(Cause.die(defect)).pipe(Effect.provideService(References.MinimumLogLevel, "None")));
    expect(response.status).toBe(500);
    const body = await HttpServerResponse.toWeb(response).json();
    expect(body).toEqual({ error: { code: "server.error", message: expect.any(String) } });
    expect(JSON.stringify(body)).not.toContain("secret");
  });
});

describe.each(testDatabases())("bad input ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  useTestServer(database, (running) => ({ server, api } = running));

  const refused = async (answer: Promise<{ status: number; body: unknown }>, status: number, error: Record<string, unknown>) => {
    const { status: actual, body } = await answer;
    expect(actual).toBe(status);
    expectErrorBody(body);
    expect((body as { error: unknown }).error).toMatchObject(error);
  };

  it("answers 400 naming the body for malformed JSON", async () => {
    await refused(api.post("/auth/login", undefined, { raw: '{"email": "a@b.c", "password": ' }), 400, { code: "request.invalid", field: "body" });
    await refused(api.post("/auth/login", undefined, { raw: "" }), 400, { code: "request.invalid" });
  });

  it("answers 400 naming the field for a wrong type or a missing field", async () => {
    await refused(api.post("/auth/login", { email: 42, password: "x" }), 400, { code: "request.invalid", field: "email", location: "body" });
    await refused(api.post("/auth/login", { email: "a@b.c" }), 400, { code: "request.invalid", field: "password" });
    await refused(api.post("/auth/forgot", ["a@b.c"]), 400, { code: "request.invalid" });
  });

  it("names nested fields and unknown enumeration values", async () => {
    const form = { ...registrationDefaults("fr"), email: "x@example.fr", cust_no: "12345" };
    await refused(api.postSigned("/admin/user", { ...form, language: "xx" }), 400, { code: "request.invalid", field: "language" });
    await refused(api.postSigned("/admin/user", { ...form, rights: ["read", 7] }), 400, { code: "request.invalid", field: "rights.1" });
    await refused(api.get("/admin/user/me?refresh=yes", { token: "x" }), 401, { code: "session.expired" });
  });

  // Issue 11 item 16: the OpenAPI document says additionalProperties: false; the server agrees.
  it("answers 400 naming an unknown property, at the top or nested", async () => {
    await refused(api.post("/auth/login", { email: "a@b.c", password: "x", admin: true }), 400, { code: "request.invalid", field: "admin", location: "body" });
    const token = await api.login("nurse@example.fr");
    await refused(api.post("/admin/order", { lines: [{ part_no: "88430025", quantity: 1, price: 0 }] }, { token }), 400, {
      code: "request.invalid",
      field: "lines.0.price",
    });
  });

  it("answers 413 for a body over 1 MB, declared or streamed", async () => {
    const big = JSON.stringify({ email: "a@b.c", password: "x".repeat(MAX_BODY_BYTES) });
    await refused(api.post("/auth/login", undefined, { raw: big }), 413, { code: "request.too_large", max_bytes: MAX_BODY_BYTES });

    const chunks = [new TextEncoder().encode(big)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk === undefined) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${server.url}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expectErrorBody(await response.json());
  });

  it("answers 415 with an error body for a body that is not JSON", async () => {
    await refused(api.post("/auth/login", undefined, { raw: "email=a", headers: { "content-type": "text/plain" } }), 415, {
      code: "request.unsupported_media_type",
    });
  });

  it("answers 404 with an error body for an unknown API path or method", async () => {
    await refused(api.post("/admin/nothing-here", {}), 404, { code: "request.not_found" });
    await refused(api.call("DELETE", "/admin/user/me"), 404, { code: "request.not_found" });
  });

  it("keeps serving after all of the above", async () => {
    expect((await api.get("/health")).status).toBe(200);
  });
});
