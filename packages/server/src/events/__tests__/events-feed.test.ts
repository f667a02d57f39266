import { Ajv2020 } from "ajv/dist/2020.js";
import { and, asc, eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { testDatabases, type TestDatabase } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { domainEvents, orderLines, orders, organisations, stock } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import type { DomainEvent } from "@proshop/core";
import { EVENTS_SCHEMA_PATH } from "../schema-route.ts";
import { InvalidEventCursor, readEvents } from "../read.ts";
import { draftOrder, placeOrder, submitDraft } from "./place-order.ts";

/*
 * The events' foundation (issue 34): an order writes order.placed in its own transaction, with
 * the order's sequence; the feed reads a market's events from an opaque cursor and never skips
 * an event whose transaction commits after a newer one was read; the published JSON Schema
 * validates the events the server really wrote.
 */

/** The order number of an order event, else undefined. */
const orderNrOf = (event: DomainEvent): string | undefined => ("order_nr" in event.data ? event.data.order_nr : undefined);

const validatorOf = async (url: string) => {
  const answer = await fetch(`${url}${EVENTS_SCHEMA_PATH}`);
  expect(answer.status).toBe(200);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // The schema's times are ISO 8601 in UTC, as the server writes them.
  ajv.addFormat("date-time", (text: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(text));
  return ajv.compile((await answer.json()) as Record<string, unknown>);
};

describe.each(testDatabases())("events feed ($name)", (database: TestDatabase) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    await server.db.update(organisations).set({ maxOrderCountYear: null }).where(eq(organisations.id, "FR"));
    nurse = await api.login(SEED_EMAILS.nurse);
  });

  it("writes order.placed with the order, its lines and sequence 1, which the published JSON Schema validates", async () => {
    const orderNr = await placeOrder(api, nurse, [{ part_no: "88430029", quantity: 2 }]);
    // The feed shows an event once no older transaction is open, in any database of the cluster
    // (other test files run beside this one): it comes within moments, not always at once.
    const placedIn = (page: Awaited<ReturnType<typeof readEvents>>) =>
      page.events.filter((event) => event.type === "order.placed" && orderNrOf(event) === orderNr);
    await expect.poll(async () => placedIn(await readEvents(server.db, { market: "FR", limit: 1000 }))).toHaveLength(1);
    const page = await readEvents(server.db, { market: "FR", limit: 1000 });
    const placed = placedIn(page);
    expect(placed).toHaveLength(1);
    const event = placed[0]!;
    expect(event).toMatchObject({ market: "FR", data: { order_nr: orderNr, sequence: 1, status: "received", payment: { method: "cod" } } });
    if (event.type !== "order.placed") throw new Error("not order.placed");
    expect(event.data.lines).toEqual([expect.objectContaining({ part_no: "88430029", quantity: 2 })]);
    expect(event.data.amounts.total).toBeGreaterThan(0);
    const validate = await validatorOf(server.url);
    for (const any of page.events) expect(validate(any), JSON.stringify(validate.errors)).toBe(true);
    // The schema is no rubber stamp: the same event without its sequence is refused.
    const { sequence: _, ...withoutSequence } = event.data;
    expect(validate({ ...event, data: withoutSequence })).toBe(false);
  });

  it("says in order.placed the lines and currency the order has in the database (the submit hands over what it wrote)", async () => {
    const orderNr = await placeOrder(api, nurse, [
      { part_no: "88430042", quantity: 1 },
      { part_no: "88430029", quantity: 3 },
    ]);
    const find = async () => (await readEvents(server.db, { market: "FR", limit: 1000 })).events.find((any) => any.type === "order.placed" && orderNrOf(any) === orderNr);
    await expect.poll(find).toBeDefined();
    const event = await find();
    if (event?.type !== "order.placed") throw new Error("no order.placed");
    const [order] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNr, orderNr));
    const stored = await server.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(asc(orderLines.lineNo));
    expect(event.data.lines).toEqual(
      stored
        .filter((line) => line.quantity > 0)
        .map((line) => ({ line_no: line.lineNo, part_no: line.partNo, name: line.name, quantity: line.quantity, unit_price: line.unitPriceCents, discount: line.discountCents, total: line.totalCents })),
    );
    const [market] = await server.db.select({ currency: organisations.currency }).from(organisations).where(eq(organisations.id, "FR"));
    expect(event.data.currency).toBe(market!.currency);
  });

  it("reads from a cursor: nothing twice, nothing skipped, other markets never", async () => {
    const first = await readEvents(server.db, { market: "FR", limit: 1000 });
    const orderNr = await placeOrder(api, nurse);
    const read = () => readEvents(server.db, { market: "FR", limit: 1000, after: first.next });
    await expect.poll(async () => (await read()).events.length).toBe(1);
    const next = await read();
    expect(next.events.map((event) => [event.type, orderNrOf(event)])).toEqual([["order.placed", orderNr]]);
    const again = await readEvents(server.db, { market: "FR", limit: 1000, after: next.next });
    expect(again.events).toEqual([]);
    expect(again.next).toBe(next.next);
    expect((await readEvents(server.db, { market: "NL", limit: 1000 })).events.some((event) => event.market !== "NL")).toBe(false);
    await expect(readEvents(server.db, { market: "FR", limit: 10, after: "position>5" })).rejects.toBeInstanceOf(InvalidEventCursor);
  });

  it("writes no event for an order the transaction refused", async () => {
    const before = (await server.db.select({ position: domainEvents.position }).from(domainEvents)).length;
    const draft = await draftOrder(api, nurse, [{ part_no: "88430040", quantity: 1 }]);
    await server.db.update(stock).set({ quantity: 0 }).where(and(eq(stock.organisationId, "FR"), eq(stock.partNo, "88430040")));
    expect((await submitDraft(api, nurse, draft)).status).toBe(409);
    expect((await server.db.select({ position: domainEvents.position }).from(domainEvents)).length).toBe(before);
  });

  it.runIf(database.name === "postgres")("never skips an event whose transaction commits after a newer one was read", async () => {
    const databaseUrl = (await server.db.execute("select current_database() as name")) as unknown as { rows: Array<{ name: string }> };
    const base = new URL(process.env["TEST_DATABASE_URL"]!);
    base.pathname = `/${databaseUrl.rows[0]!.name}`;
    const early = new pg.Client({ connectionString: base.toString() });
    const late = new pg.Client({ connectionString: base.toString() });
    await early.connect();
    await late.connect();
    const insert = (client: pg.Client, id: string) =>
      client.query(
        `INSERT INTO domain_events (id, type, organisation_id, occurred_at, data) VALUES ($1, 'account.approved', 'FR', now(), $2::jsonb)`,
        [id, JSON.stringify({ user_id: 1, cust_no: "100234", email: "x@example.fr", approved_at: new Date().toISOString() })],
      );
    try {
      const start = await readEvents(server.db, { market: "FR", limit: 1000 });
      // The older transaction takes its id and its position first, and commits last.
      await early.query("BEGIN");
      await insert(early, "slow-transaction");
      await late.query("BEGIN");
      await insert(late, "quick-transaction");
      await late.query("COMMIT");
      const meanwhile = await readEvents(server.db, { market: "FR", limit: 1000, after: start.next });
      expect(meanwhile.events.map((event) => event.id)).toEqual([]);
      await early.query("COMMIT");
      // Both, in order, once no older transaction of the cluster (other test files') is open.
      await expect
        .poll(async () => (await readEvents(server.db, { market: "FR", limit: 1000, after: meanwhile.next })).events.map((event) => event.id))
        .toEqual(["slow-transaction", "quick-transaction"]);
    } finally {
      await early.end();
      await late.end();
    }
  });
});
