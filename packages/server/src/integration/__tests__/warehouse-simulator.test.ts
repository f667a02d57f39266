import { eq, sql } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_PARTS } from "@proshop/fixtures/seed/catalogue/products";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { startServer, type RunningServer } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { testDatabaseUrl, testDatabases } from "../../__tests__/databases.ts";
import { integrationKeys, organisations, orderStatusChanges, orders, webhookEndpoints } from "../../db/schema.ts";
import { shopClient } from "../../handlers/__tests__/http.ts";
import { DEMO_INTEGRATION_KEY, DEMO_WEBHOOK_SECRET, DEMO_WEBHOOK_URL } from "../demo.ts";
import { isPdf } from "../invoice.ts";
import { integrationKeyHash } from "../keys.ts";
import { demoTracking, startWarehouseSimulator } from "../warehouse-simulator.ts";
import { machine, placeOrder } from "./harness.ts";

/*
 * The demo's warehouse (issue 34): over real HTTP with the demo key, an order placed in the shop
 * goes in process, ships with a tracking number and an invoice, and is delivered, each step
 * once even with a second simulator running beside; WAREHOUSE_SIMULATOR=0 leaves it received.
 * The demo key and endpoint never reach a configured PostgreSQL.
 */

/** A demo compressed to a second or so. */
const FAST = { tickMs: 100, inProcessAfterMs: 300, shippedAfterMs: 600, deliveredAfterMs: 900 };

const waitFor = async <A>(read: () => Promise<A>, done: (value: A) => boolean, ms = 30_000): Promise<A> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Lets the French maternity order as often as the test needs. */
const noYearlyMaximum = (server: RunningServer) => server.db.update(organisations).set({ maxOrderCountYear: null }).where(eq(organisations.id, "FR"));

describe("warehouse simulator (embedded database)", () => {
  let server: RunningServer;
  const logged: string[] = [];
  let stopSecond = () => {};
  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory", warehouseSimulator: true, warehouseTimings: FAST, logSink: (line) => logged.push(line) });
    await noYearlyMaximum(server);
    // A second warehouse at the same time, as two instances would run: no step may be applied twice.
    stopSecond = startWarehouseSimulator({ serverUrl: server.url, key: DEMO_INTEGRATION_KEY, log: server.log, timings: FAST });
  });
  afterAll(async () => {
    stopSecond();
    await server?.close();
  });

  it("moves a placed order to delivered, with a tracked shipment and an invoice the customer downloads", async () => {
    const api = shopClient(server.url);
    const nurse = await api.login(SEED_EMAILS.nurse);
    const orderNr = await placeOrder(api, nurse, [
      { part_no: SEED_PARTS.nippleCream, quantity: 2 },
      { part_no: SEED_PARTS.manualPump, quantity: 1 },
    ]);
    const demo = machine(server, DEMO_INTEGRATION_KEY);
    const order = (await waitFor(() => demo.get(`/orders/${orderNr}`), (answer) => answer.body?.status === "delivered")).body;

    expect(order.status).toBe("delivered");
    expect(order.history.map((entry: { status: string }) => entry.status)).toEqual(["received", "in_process", "shipped", "delivered"]);
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0].tracking).toEqual(demoTracking(orderNr));
    expect(order.lines.every((line: { quantity: number; shipped: number }) => line.shipped === line.quantity)).toBe(true);
    expect(order.invoice).not.toBeNull();

    // Each step once, though two warehouses worked the order.
    const [placed] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNr, orderNr));
    const changes = await server.db.select({ to: orderStatusChanges.toStatus, key: orderStatusChanges.idempotencyKey }).from(orderStatusChanges).where(eq(orderStatusChanges.orderId, placed!.id));
    expect(changes.map((change) => change.to)).toEqual(["in_process", "shipped", "delivered"]);
    expect(changes.map((change) => change.key)).toEqual([`demo-warehouse:${orderNr}:in_process`, `demo-warehouse:${orderNr}:shipped`, `demo-warehouse:${orderNr}:delivered`]);
    expect(logged.filter((line) => line.includes("a call failed"))).toEqual([]);

    // The customer's invoice: a real PDF, in the order's language (French), marked as a demo.
    const download = await fetch(`${server.url}/admin/order/${orderNr}/invoice`, { headers: { authorization: `Bearer ${nurse}` } });
    expect(download.status).toBe(200);
    const pdf = new Uint8Array(await download.arrayBuffer());
    expect(isPdf(pdf)).toBe(true);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`Facture ${orderNr}`);
    expect(text).toContain("Facture de démonstration");
  });

  it("keeps the demo key hashed and the demo webhook endpoint disabled, with the documented secret", async () => {
    const keys = await server.db.select().from(integrationKeys).where(eq(integrationKeys.keyHash, integrationKeyHash(DEMO_INTEGRATION_KEY)));
    expect(keys).toHaveLength(1);
    expect(keys[0]!.organisationId).toBe("FR");
    const clear = await server.db.execute(sql`SELECT count(*)::int AS n FROM integration_keys WHERE key_hash = ${DEMO_INTEGRATION_KEY} OR hint = ${DEMO_INTEGRATION_KEY}`);
    expect((clear as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    const endpoints = await server.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.url, DEMO_WEBHOOK_URL));
    expect(endpoints).toHaveLength(1);
    expect(endpoints[0]).toMatchObject({ organisationId: "FR", enabled: false, secret: DEMO_WEBHOOK_SECRET });
  });
});

describe("warehouse simulator switched off (WAREHOUSE_SIMULATOR=0)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    const { warehouseSimulator } = loadConfig({ WAREHOUSE_SIMULATOR: "0" });
    expect(warehouseSimulator).toBe(false);
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory", integrationDemo: true, warehouseSimulator, warehouseTimings: FAST });
    await noYearlyMaximum(server);
  });
  afterAll(() => server?.close());

  it("leaves a placed order received, while the demo key still answers", async () => {
    const api = shopClient(server.url);
    const nurse = await api.login(SEED_EMAILS.nurse);
    const orderNr = await placeOrder(api, nurse, [{ part_no: SEED_PARTS.nippleCream, quantity: 1 }]);
    // Longer than the whole compressed demo.
    await new Promise((resolve) => setTimeout(resolve, FAST.deliveredAfterMs + 1_000));
    const received = await machine(server, DEMO_INTEGRATION_KEY).get("/orders?status=received");
    expect(received.status).toBe(200);
    expect(received.body.orders.map((order: { order_nr: string }) => order.order_nr)).toContain(orderNr);
  });
});

describe.skipIf(testDatabaseUrl() === null)("integration demo on PostgreSQL", () => {
  let server: RunningServer;
  let drop = async () => {};
  beforeAll(async () => {
    const created = await testDatabases()
      .find((database) => database.name === "postgres")!
      .create();
    drop = created.drop;
    // Asked for anyway: a configured PostgreSQL never gets the fixed, published key.
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, seed: true, integrationDemo: true, warehouseSimulator: true, warehouseTimings: FAST, ...created.options });
  });
  afterAll(async () => {
    await server?.close();
    await drop();
  });

  it("has no demo key and no demo endpoint", async () => {
    expect((await machine(server, DEMO_INTEGRATION_KEY).get("/orders")).status).toBe(401);
    expect(await server.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.url, DEMO_WEBHOOK_URL))).toEqual([]);
  });
});
