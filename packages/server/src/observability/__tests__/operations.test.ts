import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { registrationDefaults } from "@proshop/core";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";

/*
 * Operable (issue 12) on the whole server: a JSON line per request with the route template and
 * no personal data, X-Request-Id, /ready, /metrics only off the public hostnames, compressed
 * API answers.
 */

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A request with headers fetch may not send (Host) or does not decode for us (Accept-Encoding). */
const raw = (base: string, path: string, headers: Record<string, string>): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });

describe.each(testDatabases())("operations ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  const lines: string[] = [];
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  useTestServer(database, (running) => ({ server, api } = running), { quiet: false, logSink: (line) => lines.push(line) });

  beforeAll(async () => {
    nurse = await api.login(SEED_EMAILS.nurse);
  });

  it("writes one JSON line per request: id, method, route template, status, duration, company", async () => {
    lines.length = 0;
    const answer = await api.get("/admin/order/FR999999", { token: nurse, headers: { "x-request-id": "trace-42" } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get("x-request-id")).toBe("trace-42");
    const line = entries().find((entry) => entry["request_id"] === "trace-42" && entry["msg"] === "request");
    expect(line).toMatchObject({ level: "info", method: "GET", route: "/admin/order/:order_nr", status: 404, company_id: "100234" });
    expect(typeof line?.["duration_ms"]).toBe("number");
    expect(Date.parse(String(line?.["time"]))).not.toBeNaN();
    expect(JSON.stringify(line)).not.toContain("FR999999");
  });

  it("makes up a request id when none or a strange one is sent, and returns it", async () => {
    const fresh = await api.get("/health");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    for (const forgedId of [`x"} {"level":"error`, "a".repeat(129)]) {
      const forged = await api.get("/health", { headers: { "x-request-id": forgedId } });
      expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    const unknown = await api.get("/admin/nothing-here", { headers: { "x-request-id": "abc.DEF_1:2-3" } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-request-id")).toBe("abc.DEF_1:2-3");
  });

  it("never logs an e-mail address, a password or a token, whatever the call", async () => {
    lines.length = 0;
    const password = "Secret-Pass-123456";
    await api.post("/auth/login", { email: SEED_EMAILS.pending, password: "wrong-password-xyz" });
    await api.post("/auth/forgot", { email: SEED_EMAILS.pending });
    // A new address per try: a retry of this test registers again.
    const newPerson = `new-person-${Date.now()}@example.fr`;
    const form = { ...registrationDefaults("fr"), email: newPerson, cust_no: "7654321", password, company_name: "Cabinet" };
    expect((await api.postSigned("/admin/user?send_mail=1", form)).status).toBe(200);
    await api.post(
      "/admin/question",
      { name: "Claire", company: "Maternité", email: SEED_EMAILS.nurse, phone: "0102030405", question_type: "order", contact_preference: "email", message: "Hello" },
      { token: nurse },
    );
    // The reset mail is queued after the answer (the answer must not time the look-up).
    await expect
      .poll(() => entries().some((entry) => entry["msg"] === "mail queued" && entry["kind"] === "password_reset" && typeof entry["outbox_id"] === "number"))
      .toBe(true);
    const text = lines.join("\n");
    expect(lines.length).toBeGreaterThan(4);
    for (const secret of [SEED_EMAILS.pending, SEED_EMAILS.nurse, newPerson, "support@proshop.localhost", password, "wrong-password-xyz", nurse]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/@example\./);
  });

  it("answers /ready with the database and its migrations", async () => {
    const ready = await api.get("/ready");
    expect(ready).toMatchObject({ status: 200, body: { status: "ready", database: true, migrations: "applied", disk: "ok", stopping: false } });
  });

  it("serves /metrics to a direct scraper only, unless METRICS_PUBLIC", async () => {
    const port = new URL(server.url).port;
    const direct = await raw(server.url, "/metrics", { host: `127.0.0.1:${port}` });
    expect(direct.status).toBe(200);
    const text = direct.body.toString("utf8");
    expect(text).toContain('http_requests_total{method="POST",route="/auth/login",status="200"}');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/health",status="200"\}/);
    expect(text).toMatch(/outbox_messages\{status="pending"\} [1-9]/);
    expect(text).toContain("shop_orders_placed_total");
    expect(text).toContain("process_cpu_seconds_total");
    if (server.driver === "postgres") expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/);
    expect(text).not.toContain("@example");
    // Through a public host name, or through the reverse proxy: as if it did not exist.
    const refusedHeaders: Array<Record<string, string>> = [{ host: `fr.localhost:${port}` }, { host: `127.0.0.1:${port}`, "x-forwarded-for": "203.0.113.9" }, { host: `127.0.0.1:${port}`, forwarded: "for=203.0.113.9" }];
    for (const headers of refusedHeaders) {
      const refused = await raw(server.url, "/metrics", headers);
      expect(refused.status).toBe(404);
      expect(JSON.parse(refused.body.toString("utf8")).error.code).toBe("request.not_found");
    }
  });

  it("compresses API answers as Accept-Encoding asks (br, gzip, none), keeping the ETag", async () => {
    const auth = { authorization: `Bearer ${nurse}` };
    const plain = await raw(server.url, "/admin/product", { ...auth, "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const products = JSON.parse(plain.body.toString("utf8")) as unknown[];
    expect(products.length).toBeGreaterThan(10);
    const br = await raw(server.url, "/admin/product", { ...auth, "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.body).toString("utf8"))).toEqual(products);
    const gzip = await raw(server.url, "/admin/product", { ...auth, "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.body).toString("utf8"))).toEqual(products);
    const etag = String(br.headers["etag"]);
    const notModified = await raw(server.url, "/admin/product", { ...auth, "accept-encoding": "br", "if-none-match": etag });
    expect(notModified.status).toBe(304);
    // Small answers stay as they are.
    expect((await raw(server.url, "/health", { "accept-encoding": "br" })).headers["content-encoding"]).toBeUndefined();
  });

  it("says /ready is unavailable when a migration of this build is missing", async () => {
    await server.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`);
    // /ready tells what its background probe found last (every second).
    await expect.poll(async () => (await api.get("/ready")).status).toBe(503);
    const ready = await api.get("/ready");
    expect(ready).toMatchObject({ status: 503, body: { status: "unavailable", database: true, migrations: "pending" } });
  });
});

describe("metrics on the public host names with METRICS_PUBLIC", () => {
  let server: RunningServer;
  const [pglite] = testDatabases();
  useTestServer(pglite!, (running) => ({ server } = running), { metricsPublic: true });
  afterAll(() => undefined);

  it("answers through a public host name and behind the proxy", async () => {
    const port = new URL(server.url).port;
    expect((await raw(server.url, "/metrics", { host: `localhost:${port}`, "x-forwarded-for": "203.0.113.9" })).status).toBe(200);
  });
});
