import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { openDatabase, type OpenedDatabase } from "../db/client.ts";
import { orders, organisations, outbox } from "../db/schema.ts";
import { recordingOf } from "../handlers/__tests__/recordings.ts";
import { shopClient, type ShopClient } from "../handlers/__tests__/http.ts";
import { testDatabases, testDatabaseUrl, type CreatedTestDatabase } from "./databases.ts";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server.ts";

/*
 * Several instances (issue 12): two `npm start` processes on one PostgreSQL behind Debian's
 * HAProxy, as in production. HAProxy is installed when missing (as root; otherwise the test is
 * skipped and says why). Requests carry `X-Instance: a|b` to pick the instance; HAProxy answers
 * which one served in `X-Served-By`.
 */

const SERVER_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const HAPROXY = "/usr/sbin/haproxy";

/** HAProxy, installed when missing and allowed; else why not. */
const haproxyOrReason = (): string | null => {
  if (existsSync(HAPROXY)) return null;
  if (process.getuid?.() !== 0) return "HAProxy is not installed and this user is not root: run `apt-get install -y haproxy` as root";
  execFileSync("apt-get", ["update", "-qq"], { stdio: "ignore" });
  execFileSync("apt-get", ["install", "-y", "-qq", "haproxy"], { stdio: "ignore", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return existsSync(HAPROXY) ? null : "apt-get did not install HAProxy";
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
};

interface Instance {
  readonly name: "a" | "b";
  readonly port: number;
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

const startInstance = (name: "a" | "b", port: number, env: Record<string, string>): Instance => {
  const child = spawn(process.execPath, ["--conditions=proshop-source", "src/main.ts"], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "memory" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, port, child, output: () => output, exited };
};

const haproxyConfig = (port: number, a: number, b: number): string => `
global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # An instance that stopped listening: try the other one (safe for any method, nothing was sent).
  retries 3
  option redispatch 1
  retry-on conn-failure
  option http-server-close
frontend shop
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /ready
  http-check expect status 200
  default-server inter 200ms fall 1 rise 1
  use-server a if { req.hdr(x-instance) -m str a }
  use-server b if { req.hdr(x-instance) -m str b }
  http-response set-header X-Served-By %s
  server a 127.0.0.1:${a} check
  server b 127.0.0.1:${b} check
`;

const available = testDatabaseUrl() === null ? "TEST_DATABASE_URL is not set: several instances need one PostgreSQL" : haproxyOrReason();
if (available !== null) console.warn(`instances test skipped: ${available}`);

describe.skipIf(available !== null)("two instances behind HAProxy (postgres)", () => {
  const database = testDatabases().find((candidate) => candidate.name === "postgres")!;
  let created: CreatedTestDatabase;
  let folder: string;
  let smtp: SmtpTestServer;
  let haproxy: ChildProcess;
  let a: Instance;
  let b: Instance;
  let api: ShopClient;
  let db: OpenedDatabase;
  /** Sessions opened before the log-in limit test locks the proxy's address out. */
  let nurse: string;
  let rep: string;
  const on = (instance: "a" | "b") => ({ "x-instance": instance });

  beforeAll(async () => {
    created = await database.create();
    folder = await mkdtemp(join(tmpdir(), "proshop-instances-"));
    smtp = await startSmtpTestServer();
    const databaseUrl = "databaseUrl" in created.options ? created.options.databaseUrl : "";
    const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const env = { DATABASE_URL: databaseUrl, SEED_DEMO: "1", SMTP_URL: smtp.url, OUTBOX_POLL_INTERVAL_MS: "100", SHUTDOWN_TIMEOUT_MS: "5000" };
    // Both at once: migrations and the seed run under advisory locks, once.
    a = startInstance("a", portA!, env);
    b = startInstance("b", portB!, env);
    const config = join(folder, "haproxy.cfg");
    await writeFile(config, haproxyConfig(proxyPort!, portA!, portB!));
    haproxy = spawn(HAPROXY, ["-f", config, "-db"], { stdio: ["ignore", "ignore", "pipe"] });
    const proxy = `http://127.0.0.1:${proxyPort}`;
    api = shopClient(proxy);
    for (const instance of [a, b]) {
      await waitUntil(async () => (await api.get("/ready", { headers: on(instance.name) })).headers.get("x-served-by") === instance.name, `instance ${instance.name}:\n${instance.output()}`);
    }
    db = await openDatabase(created.options);
    // Room for the load below: no yearly order limit, plenty of stock.
    await db.db.update(organisations).set({ maxOrderCountYear: null }).where(eq(organisations.id, "FR"));
    nurse = await api.login(SEED_EMAILS.nurse);
    rep = await api.login(SEED_EMAILS.rep);
  }, 120_000);
  afterAll(async () => {
    for (const instance of [a, b]) if (instance?.child.exitCode === null) instance.child.kill("SIGKILL");
    haproxy?.kill("SIGTERM");
    await db?.close();
    await smtp?.close();
    await created?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it("accepts a session token of one instance on the other", async () => {
    const login = await api.post("/auth/login", { email: SEED_EMAILS.nurse, password: "proshop-demo" }, { headers: on("a") });
    expect(login.headers.get("x-served-by")).toBe("a");
    const me = await api.get("/admin/user/me", { token: login.body.auth, headers: on("b") });
    expect(me.headers.get("x-served-by")).toBe("b");
    expect(me.status).toBe(200);
    expect(me.body.company.cust_no).toBe("100234");
  });

  it("makes one order of one Idempotency-Key submitted to both instances at once", async () => {
    const token = nurse;
    const draft = await api.post("/admin/order", { lines: [{ part_no: "88430029", quantity: 1 }] }, { token, headers: on("a") });
    expect(draft.status).toBe(200);
    const orderNr = draft.body.order_nr as string;
    const submit = (instance: "a" | "b") =>
      api.post(`/admin/order/${orderNr}/submit`, { payment: { type: "creditcard", method: "cod" }, confirmed_total: draft.body.total, shipping_method: "Standard" }, { token, headers: { ...on(instance), "idempotency-key": "both-at-once" } });
    const answers = await Promise.all([submit("a"), submit("b"), submit("a"), submit("b")]);
    expect(new Set(answers.map((answer) => answer.headers.get("x-served-by")))).toEqual(new Set(["a", "b"]));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.order_nr))).toEqual(new Set([orderNr]));
    const placed = await db.db.select().from(orders).where(and(eq(orders.custNo, "100234"), eq(orders.idempotencyKey, "both-at-once")));
    expect(placed).toHaveLength(1);
    expect(placed[0]?.status).toBe("received");
  });

  it("reads through one instance the live cart saved through the other", async () => {
    const token = nurse;
    const products = (await api.get("/admin/product", { token, headers: on("a") })).body;
    const recording = recordingOf("100234", products, { adds: 3 });
    const current = await api.get("/admin/cart", { token, headers: on("a") });
    const etag = current.headers.get("etag");
    const saved = await api.put("/admin/cart", recording, { token, headers: { ...on("a"), "if-match": etag ?? "*" } });
    expect(saved.status).toBe(200);
    const read = await api.get("/admin/cart", { token, headers: on("b") });
    expect(read.headers.get("x-served-by")).toBe("b");
    expect(read.body.recording).toEqual(recording);
    // A representative on the other instance sees it too.
    expect((await api.get("/admin/cart/100234", { token: rep, headers: on("b") })).body.events).toBe(4);
  });

  it("sends each outbox message once, whichever instance queued it", async () => {
    // Earlier tests' mail (the order's confirmation, written a moment after the order) is sent
    // first, so only this test's is counted.
    await expect.poll(async () => (await db.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.kind, "order_confirmation"))).length, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await db.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, "pending"))).length, { timeout: 30_000 }).toBe(0);
    const before = smtp.received.length;
    for (let index = 0; index < 6; index++) {
      // Two accounts: one e-mail may ask 5 times an hour.
      const email = index < 3 ? SEED_EMAILS.pending : SEED_EMAILS.nurse;
      expect((await api.post("/auth/forgot", { email }, { headers: on(index % 2 === 0 ? "a" : "b") })).status).toBe(200);
    }
    // And a batch queued behind the instances' backs: both poll, both claim.
    await db.db.insert(outbox).values(
      Array.from({ length: 40 }, (_, index) => ({ toAddress: `bulk${index}@example.fr`, kind: "test", subject: `bulk ${index}`, bodyText: "Hello", organisationId: "FR" })),
    );
    await smtp.waitFor(before + 46, 30_000);
    await sleep(1_000);
    const received = smtp.received.slice(before);
    expect(received).toHaveLength(46);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(46);
    const rows = await db.db.select().from(outbox).where(isNotNull(outbox.sentAt));
    expect(rows.filter((row) => row.status === "sent" && row.attempts === 1).length).toBeGreaterThanOrEqual(46);
    // Both instances delivered some: the claim is shared, not one instance's monopoly.
    const workers = new Set([a, b].filter((instance) => /"job":"outbox".*"outcome":"done"/.test(instance.output())).map((instance) => instance.name));
    expect(workers).toEqual(new Set(["a", "b"]));
  });

  // Late in the file: the limit then refuses every log-in through the proxy's address.
  it("counts failed log-ins across both instances", async () => {
    const served = new Set<string>();
    let refusedAt = 0;
    for (let attempt = 1; attempt <= 40 && refusedAt === 0; attempt++) {
      const answer = await api.post("/auth/login", { email: "nobody-here@example.fr", password: "wrong" }, { headers: on(attempt % 2 === 0 ? "b" : "a") });
      served.add(answer.headers.get("x-served-by") ?? "");
      if (answer.status === 429) refusedAt = attempt;
      else expect(answer.status).toBe(401);
    }
    expect(served).toEqual(new Set(["a", "b"]));
    // Each instance saw about half of them: only a shared count refuses before both saw 20.
    expect(refusedAt).toBeGreaterThan(0);
    expect(refusedAt).toBeLessThanOrEqual(21);
  });

  it("loses no acknowledged order when one instance stops in the middle of the load", async () => {
    const token = nurse;
    const acknowledged = new Map<string, string>();
    let stopAt = 0;
    let running = true;
    const client = async (worker: number) => {
      for (let round = 0; running; round++) {
        const key = `load-${worker}-${round}`;
        let orderNr: string | undefined;
        let total = 0;
        for (let attempt = 0; attempt < 20; attempt++) {
          // A retry after a failure repeats the same key (and draft), as the web and the CLI do.
          if (orderNr === undefined) {
            const draft = await api.post("/admin/order", { lines: [{ part_no: "88430029", quantity: 1 }] }, { token }).catch(() => null);
            if (draft?.status !== 200) {
              await sleep(50);
              continue;
            }
            orderNr = draft.body.order_nr as string;
            total = draft.body.total as number;
          }
          const answer = await api
            .post(`/admin/order/${orderNr}/submit`, { payment: { type: "creditcard", method: "cod" }, confirmed_total: total, shipping_method: "Standard" }, { token, headers: { "idempotency-key": key } })
            .catch(() => null);
          if (answer?.status === 200) {
            acknowledged.set(key, answer.body.order_nr as string);
            break;
          }
          await sleep(50);
        }
      }
    };
    const clients = Array.from({ length: 6 }, (_, worker) => client(worker));
    await sleep(1_500);
    stopAt = acknowledged.size;
    a.child.kill("SIGTERM");
    expect(await a.exited).toBe(0);
    await sleep(1_500);
    running = false;
    await Promise.all(clients);

    expect(stopAt).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(stopAt);
    const keys = [...acknowledged.keys()];
    const stored = await db.db
      .select({ key: orders.idempotencyKey, orderNr: orders.orderNr, status: orders.status })
      .from(orders)
      .where(and(eq(orders.custNo, "100234"), inArray(orders.idempotencyKey, keys)));
    expect(stored).toHaveLength(keys.length);
    expect(new Map(stored.map((row) => [row.key, row.orderNr]))).toEqual(acknowledged);
    expect(stored.every((row) => row.status === "received")).toBe(true);
    expect(a.output()).toMatch(/"msg":"stopped","signal":"SIGTERM"/);
    // B kept serving.
    expect((await api.get("/ready")).headers.get("x-served-by")).toBe("b");
  });
});
