import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { Agent, request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { openDatabase } from "../db/client.ts";
import { orders, organisations, stock } from "../db/schema.ts";
import { testDatabases, type CreatedTestDatabase } from "./databases.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";

/*
 * SIGTERM (issue 12; issue 32 fault 19), on the real `npm start` entry point in a child process:
 * /ready answers 503 at once while requests are still served for SHUTDOWN_GRACE_MS; then new
 * requests, kept-alive connections included, are refused with 503 before any work while those
 * in flight finish with their answers; then the process exits 0. Under keep-alive order load,
 * every request is either answered or refused: no connection is reset, every order answered 200
 * is in the database, and no refused one is.
 */

const GRACE_MS = 1_500;
const COD = { payment: { type: "creditcard", method: "cod" } } as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Posted {
  readonly status: number;
  readonly body: { readonly order_nr?: string; readonly total?: number; readonly error?: { readonly code: string } };
}

/** POST through `agent` (node's client: a kept-alive connection it reuses, and every socket failure as it is). */
const postThrough = (agent: Agent, url: string, token: string, body: unknown, headers: Record<string, string> = {}): Promise<Posted> =>
  new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: "POST", agent, headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers } }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Posted["body"] }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });

describe.each(testDatabases())("SIGTERM ($name)", (database) => {
  let created: CreatedTestDatabase;
  let dataDir: string;
  let server: ServerProcess;
  let url: string;

  /** The server's database, opened after it exited (PGlite: its folder). */
  const openAfterwards = () => openDatabase("databaseUrl" in created.options ? created.options : { dataDir });

  beforeAll(async () => {
    created = await database.create();
    dataDir = await mkdtemp(join(tmpdir(), "proshop-shutdown-"));
    // The demo shop with room for the orders below (no yearly maximum, stock), before the server opens it.
    const opened = await openDatabase({ ...("databaseUrl" in created.options ? created.options : { dataDir }), seed: true });
    try {
      await opened.db.update(organisations).set({ maxOrderCountYear: null }).where(eq(organisations.id, "FR"));
      await opened.db.update(stock).set({ quantity: 1_000_000 });
    } finally {
      await opened.close();
    }
  });
  afterAll(async () => {
    server?.kill();
    await created?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const databaseUrl = "databaseUrl" in created.options ? created.options.databaseUrl : "";
    server = startServerProcess({ DATA_DIR: databaseUrl === "" ? dataDir : "memory", DATABASE_URL: databaseUrl, SEED_DEMO: "1", SHUTDOWN_TIMEOUT_MS: "5000", SHUTDOWN_GRACE_MS: String(GRACE_MS) });
    url = await server.listening();
  };

  it("finishes the request in flight, refuses new requests with 503 after the grace, and exits 0", async () => {
    await start();
    const { port } = new URL(url);
    const body = JSON.stringify({ email: SEED_EMAILS.nurse, password: "proshop-demo" });
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    let answer = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
    // Headers and half the body: the server is now in the middle of this request.
    socket.write(`POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
    await sleep(300);
    server.child.kill("SIGTERM");
    await sleep(100);
    // The grace: not ready, still serving.
    const ready = await fetch(`${url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ stopping: true });
    expect((await fetch(`${url}/health`)).status).toBe(200);
    await sleep(GRACE_MS + 200);
    // After it: refused before any work, and told to close the connection.
    const refused = await fetch(`${url}/health`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: { code: "server.stopping" } });
    // The rest of the body (not a half-close: a client that ends its side has gone away).
    socket.write(body.slice(10));
    expect(await server.exited).toBe(0);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('"auth"');
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(server.output()).toMatch(/"msg":"stopping","signal":"SIGTERM"/);
    expect(server.output()).toMatch(/"msg":"stopped"/);
  }, 120_000);

  it("answers or refuses before any work every order sent on kept-alive connections, and exits 0", async () => {
    await start();
    const login = await fetch(`${url}/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: SEED_EMAILS.nurse, password: "proshop-demo" }) });
    const token = ((await login.json()) as { auth: string }).auth;
    const placed: string[] = [];
    const refusedSubmits: string[] = [];
    const failures: string[] = [];
    let refusals = 0;
    let answeredAfterSignal = 0;
    let signalled = false;
    /** A customer on one kept-alive connection: drafts and places orders until refused. */
    const customer = async (name: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) => postThrough(agent, `${url}${path}`, token, body, headers);
      try {
        for (let round = 0; ; round++) {
          let orderNr: string | undefined;
          try {
            const draft = await post("/admin/order", { lines: [{ part_no: "88430029", quantity: 1 }] });
            if (draft.status === 503) return void refusals++;
            expect(draft.status).toBe(200);
            orderNr = draft.body.order_nr!;
            const submit = await post(`/admin/order/${orderNr}/submit`, { ...COD, confirmed_total: draft.body.total, shipping_method: "Standard" }, { "idempotency-key": `shutdown-${name}-${round}` });
            if (signalled) answeredAfterSignal++;
            if (submit.status === 503) {
              expect(submit.body.error?.code).toBe("server.stopping");
              refusedSubmits.push(orderNr);
              return void refusals++;
            }
            expect(submit.status).toBe(200);
            placed.push(orderNr);
          } catch (error) {
            const code = (error as { code?: string }).code;
            // The listener closed: the request never reached the server.
            if (code === "ECONNREFUSED") {
              if (orderNr !== undefined) refusedSubmits.push(orderNr);
              return;
            }
            failures.push(`${code ?? ""} ${String(error)}`);
            return;
          }
        }
      } finally {
        agent.destroy();
      }
    };
    const load = Promise.all([1, 2, 3, 4].map(customer));
    await sleep(1_000);
    signalled = true;
    server.child.kill("SIGTERM");
    await load;
    expect(await server.exited).toBe(0);

    expect(failures).toEqual([]);
    expect(placed.length).toBeGreaterThan(4);
    // The grace served orders; then the kept-alive connections were refused.
    expect(answeredAfterSignal).toBeGreaterThan(0);
    expect(refusals).toBeGreaterThan(0);
    const opened = await openAfterwards();
    try {
      const rows = await opened.db.select({ orderNr: orders.orderNr, status: orders.status }).from(orders).where(inArray(orders.orderNr, [...placed, ...refusedSubmits]));
      const statusOf = new Map(rows.map((row) => [row.orderNr, row.status]));
      for (const orderNr of placed) expect(statusOf.get(orderNr), orderNr).toBe("received");
      for (const orderNr of refusedSubmits) expect(statusOf.get(orderNr), orderNr).toBe("draft");
      expect((await opened.db.select({ orderNr: orders.orderNr }).from(orders).where(and(eq(orders.custNo, "100234"), eq(orders.status, "received")))).length).toBeGreaterThanOrEqual(placed.length);
    } finally {
      await opened.close();
    }
  }, 120_000);
});
