import { and, asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEED_CUSTOMER_NUMBERS } from "@proshop/fixtures/seed/companies";
import { SEED_PARTS } from "@proshop/fixtures/seed/catalogue/products";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { ordersPlacedThisYear } from "../../db/orders-this-year.ts";
import { domainEvents, integrationKeys, orders, orderStatusChanges, organisations, patientDeliveries, stock } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { frenchZoomOrder } from "../../zoom-delivered/__tests__/orders.ts";
import { isoNow, machine, makeKey, placeOrder } from "./harness.ts";

/*
 * The integration API's orders (issue 34), as a warehouse uses them and as an attacker tries
 * them: reading the market's orders, reporting status back along core's transition table, partial
 * shipments, cancels that give stock and the yearly place back, Idempotency-Keys, the events
 * written with each change, and the walls between markets, scopes and revoked keys.
 */

const P = SEED_PARTS;

describe.each(testDatabases())("integration orders ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  let rep: string;
  let fr: ReturnType<typeof machine>;
  let nl: ReturnType<typeof machine>;
  let readOnly: ReturnType<typeof machine>;
  let revoked: ReturnType<typeof machine>;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    // This file places many FR orders: the yearly maximum is not what it tests.
    await server.db.update(organisations).set({ maxOrderCountYear: null }).where(eq(organisations.id, "FR"));
    nurse = await api.login(SEED_EMAILS.nurse);
    rep = await api.login(SEED_EMAILS.rep);
    fr = machine(server, (await makeKey(server, "FR")).key);
    nl = machine(server, (await makeKey(server, "NL")).key);
    readOnly = machine(server, (await makeKey(server, "FR", ["orders:read"])).key);
    const gone = await makeKey(server, "FR");
    await server.db.update(integrationKeys).set({ revokedAt: new Date() }).where(eq(integrationKeys.id, gone.id));
    revoked = machine(server, gone.key);
  });

  const stockOf = async (partNo: string): Promise<number> =>
    (await server.db.select({ quantity: stock.quantity }).from(stock).where(and(eq(stock.organisationId, "FR"), eq(stock.partNo, partNo))))[0]!.quantity;

  it("lists the nurse's new order as received and reads it whole: lines, ship-to, customer, payment, who placed it", async () => {
    const orderNr = await placeOrder(api, nurse, [
      { part_no: P.antiColicBottle, quantity: 2 },
      { part_no: P.manualPump, quantity: 1 },
    ]);
    const listed = await fr.get("/orders?status=received&limit=100");
    expect(listed.status).toBe(200);
    expect(listed.body.orders.map((order: { order_nr: string }) => order.order_nr)).toContain(orderNr);
    expect(listed.body.orders.every((order: { status: string; market: string }) => order.status === "received" && order.market === "FR")).toBe(true);

    const read = await fr.get(`/orders/${orderNr}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      order_nr: orderNr,
      kind: "shop",
      status: "received",
      customer: { cust_no: SEED_CUSTOMER_NUMBERS.frMaternity },
      placed_by: { email: SEED_EMAILS.nurse, role: "customer", on_behalf: false },
      payment: { type: "creditcard", method: "cod", status: null },
      currency: "EUR",
      shipments: [],
      invoice: null,
    });
    expect(read.body.ship_to.city).not.toBe("");
    expect(read.body.lines.map((line: { part_no: string; quantity: number; shipped: number }) => [line.part_no, line.quantity, line.shipped])).toEqual([
      [P.antiColicBottle, 2, 0],
      [P.manualPump, 1, 0],
    ]);
    expect(read.body.history).toEqual([{ status: "received", at: read.body.placed_at }]);
    expect(read.body.total).toBeGreaterThan(0);
  });

  it("names the sales rep who placed an order on behalf of a company", async () => {
    const orderNr = await placeOrder(api, rep, [{ part_no: P.antiColicBottle, quantity: 1 }], { "x-customer-number": SEED_CUSTOMER_NUMBERS.frMidwives });
    const read = await fr.get(`/orders/${orderNr}`);
    expect(read.body).toMatchObject({ customer: { cust_no: SEED_CUSTOMER_NUMBERS.frMidwives }, placed_by: { email: SEED_EMAILS.rep, role: "sales_rep", on_behalf: true } });
  });

  it("answers 404 for another market's order, 403 without the scope, and 401 for a revoked, unknown or missing key", async () => {
    const orderNr = await placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    const otherMarket = await nl.get(`/orders/${orderNr}`);
    expect(otherMarket.status).toBe(404);
    expect(otherMarket.body.error.code).toBe("integration.order_not_found");
    expect((await nl.status(orderNr, { status: "in_process", at: isoNow() })).status).toBe(404);
    expect((await nl.get("/orders?limit=100")).body.orders.some((order: { order_nr: string }) => order.order_nr === orderNr)).toBe(false);

    const noScope = await readOnly.status(orderNr, { status: "in_process", at: isoNow() });
    expect(noScope.status).toBe(403);
    expect(noScope.body.error).toMatchObject({ code: "integration.scope_missing", scope: "orders:write" });
    expect((await readOnly.put("/stock", { lines: [{ part_no: P.manualPump, stock: 1 }] })).status).toBe(403);

    const gone = await revoked.get(`/orders/${orderNr}`);
    expect(gone.status).toBe(401);
    expect(gone.body.error.code).toBe("integration.key_invalid");
    expect((await machine(server, "pik_not-a-key").get("/orders")).status).toBe(401);
    expect((await api.get("/integration/v1/orders")).status).toBe(401);
    // A shop session is not a machine key.
    expect((await api.get("/integration/v1/orders", { token: nurse })).status).toBe(401);
    // Nothing changed for the order.
    expect((await fr.get(`/orders/${orderNr}`)).body.status).toBe("received");
  });

  it("moves an order along the table, shows it in the nurse's orders, and refuses delivered -> in_process with 409 naming both", async () => {
    const orderNr = await placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    expect((await fr.status(orderNr, { status: "in_process", at: isoNow(-3000) })).status).toBe(200);
    const shipped = await fr.status(orderNr, {
      status: "shipped",
      at: isoNow(-2000),
      tracking: { carrier: "Colissimo", number: "6A12345678901", url: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901" },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ order_nr: orderNr, from: "in_process", status: "shipped", lines: [{ part_no: P.antiColicBottle, quantity: 1, shipped: 1 }] });

    const mine = await api.get("/admin/order?pageSize=100", { token: nurse });
    const row = mine.body.orders.find((order: { order_number: string }) => order.order_number === orderNr);
    expect(row).toMatchObject({ status: "shipped", shipments: [{ tracking: { carrier: "Colissimo", number: "6A12345678901" } }], products: [{ part_no: P.antiColicBottle, shipped: 1 }] });
    const detail = await api.get(`/admin/order/${orderNr}`, { token: nurse });
    expect(detail.body.status).toBe("shipped");
    expect(detail.body.history.map((entry: { status: string }) => entry.status)).toEqual(["received", "in_process", "shipped"]);
    expect(detail.body.lines[0].shipped).toBe(1);
    expect(detail.body.invoice).toBeNull();

    expect((await fr.status(orderNr, { status: "delivered", at: isoNow(-1000) })).status).toBe(200);
    const back = await fr.status(orderNr, { status: "in_process", at: isoNow() });
    expect(back.status).toBe(409);
    expect(back.body.error).toMatchObject({ code: "integration.status.not_allowed", from: "delivered", to: "in_process" });
    expect(back.body.error.message).toContain("delivered");
    expect(back.body.error.message).toContain("in_process");
    expect((await fr.get(`/orders/${orderNr}`)).body.status).toBe("delivered");
  });

  it("delivers only what was shipped: received -> delivered is 409", async () => {
    const orderNr = await placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    const refused = await fr.status(orderNr, { status: "delivered", at: isoNow() });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ from: "received", to: "delivered" });
  });

  it("replays an Idempotency-Key with the same answer, refuses it with another body, and needs one", async () => {
    const orderNr = await placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    const report = { status: "in_process", at: isoNow(), note: "picking" };
    const first = await fr.status(orderNr, report, "erp-42");
    const again = await fr.status(orderNr, report, "erp-42");
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const [changes] = await server.db
      .select({ n: count() })
      .from(orderStatusChanges)
      .innerJoin(orders, eq(orders.id, orderStatusChanges.orderId))
      .where(eq(orders.orderNr, orderNr));
    expect(changes?.n).toBe(1);

    const otherBody = await fr.status(orderNr, { ...report, status: "processed" }, "erp-42");
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error.code).toBe("orders.idempotency_key_reused");
    const missing = await fr.status(orderNr, { status: "processed", at: isoNow() }, null);
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe("idempotency-key");
    // The same report under a new key is a new report: in_process again is refused.
    const repeated = await fr.status(orderNr, report, "erp-43");
    expect(repeated.status).toBe(409);
  });

  it("makes one change from 20 identical reports sent at once", async () => {
    const orderNr = await placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    const report = { status: "shipped", at: isoNow(), tracking: { carrier: "DHL", number: "JD0001" } };
    const answers = await Promise.all(Array.from({ length: 20 }, () => fr.status(orderNr, report, "same-parcel")));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(20).fill(200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    const [changes] = await server.db.select({ n: count() }).from(orderStatusChanges).where(eq(orderStatusChanges.idempotencyKey, "same-parcel"));
    expect(changes?.n).toBe(1);
  });

  it("ships part of the lines, adds further shipments, and refuses more than is left or a part not ordered", async () => {
    const orderNr = await placeOrder(api, nurse, [
      { part_no: P.antiColicBottle, quantity: 3 },
      { part_no: P.manualPump, quantity: 2 },
    ]);
    const first = await fr.status(orderNr, { status: "shipped", at: isoNow(), tracking: { carrier: "DHL", number: "P1" }, lines: [{ part_no: P.antiColicBottle, shipped: 1 }] });
    expect(first.status).toBe(200);
    expect(first.body.lines).toEqual([
      { part_no: P.antiColicBottle, quantity: 3, shipped: 1 },
      { part_no: P.manualPump, quantity: 2, shipped: 0 },
    ]);
    const tooMany = await fr.status(orderNr, { status: "shipped", at: isoNow(), lines: [{ part_no: P.antiColicBottle, shipped: 3 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toMatchObject({ code: "integration.shipment.too_many", part_no: P.antiColicBottle, remaining: 2 });
    const unknown = await fr.status(orderNr, { status: "shipped", at: isoNow(), lines: [{ part_no: P.doublePump, shipped: 1 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe("integration.shipment.unknown_part");

    // Without lines: everything left.
    const rest = await fr.status(orderNr, { status: "shipped", at: isoNow(), tracking: { carrier: "DHL", number: "P2" } });
    expect(rest.status).toBe(200);
    expect(rest.body.lines.map((line: { shipped: number }) => line.shipped)).toEqual([3, 2]);
    const nothing = await fr.status(orderNr, { status: "shipped", at: isoNow() });
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.code).toBe("integration.shipment.nothing_left");

    const read = await fr.get(`/orders/${orderNr}`);
    expect(read.body.shipments.map((shipment: { tracking: { number: string } }) => shipment.tracking.number)).toEqual(["P1", "P2"]);
    expect(read.body.shipments[0].lines).toEqual([{ part_no: P.antiColicBottle, shipped: 1 }]);
    const detail = await api.get(`/admin/order/${orderNr}`, { token: nurse });
    expect(detail.body.lines.map((line: { shipped: number }) => line.shipped)).toEqual([3, 2]);
  });

  it("cancels before shipping only, giving the stock back and the company's place in its yearly orders", async () => {
    const before = await stockOf(P.manualPump);
    const placedBefore = (await ordersPlacedThisYear(server.db, SEED_CUSTOMER_NUMBERS.frMaternity, new Date())).length;
    const orderNr = await placeOrder(api, nurse, [{ part_no: P.manualPump, quantity: 3 }]);
    expect(await stockOf(P.manualPump)).toBe(before - 3);
    expect((await ordersPlacedThisYear(server.db, SEED_CUSTOMER_NUMBERS.frMaternity, new Date())).length).toBe(placedBefore + 1);

    await fr.status(orderNr, { status: "processed", at: isoNow() });
    const canceled = await fr.status(orderNr, { status: "canceled", at: isoNow(), note: "customer called" });
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ from: "processed", status: "canceled" });
    expect(await stockOf(P.manualPump)).toBe(before);
    expect((await ordersPlacedThisYear(server.db, SEED_CUSTOMER_NUMBERS.frMaternity, new Date())).length).toBe(placedBefore);
    expect((await api.get(`/admin/order/${orderNr}`, { token: nurse })).body.status).toBe("canceled");
    // Final: nothing follows.
    expect((await fr.status(orderNr, { status: "in_process", at: isoNow() })).status).toBe(409);

    const shippedNr = await placeOrder(api, nurse, [{ part_no: P.manualPump, quantity: 1 }]);
    await fr.status(shippedNr, { status: "shipped", at: isoNow() });
    const late = await fr.status(shippedNr, { status: "canceled", at: isoNow() });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ from: "shipped", to: "canceled" });
    expect(await stockOf(P.manualPump)).toBe(before - 1);
  });

  it("writes order.status_changed and order.canceled with each accepted change, in order, and nothing for a refused one", async () => {
    const orderNr = await placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 2 }]);
    await fr.status(orderNr, { status: "shipped", at: "2025-03-02T10:00:00Z", tracking: { carrier: "UPS", number: "1Z999", url: "https://ups.example/1Z999" }, lines: [{ part_no: P.antiColicBottle, shipped: 1 }] });
    await fr.status(orderNr, { status: "in_process", at: isoNow() });
    const [order] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNr, orderNr));
    const events = await server.db.select().from(domainEvents).where(eq(domainEvents.orderId, order!.id)).orderBy(asc(domainEvents.position));
    expect(events.map((event) => event.type)).toEqual(["order.placed", "order.status_changed"]);
    expect(events[1]!.data).toMatchObject({
      order_nr: orderNr,
      sequence: 2,
      from: "received",
      to: "shipped",
      at: "2025-03-02T10:00:00.000Z",
      tracking: { carrier: "UPS", number: "1Z999", url: "https://ups.example/1Z999" },
      lines: [{ part_no: P.antiColicBottle, shipped: 1 }],
    });

    const otherNr = await placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    await fr.status(otherNr, { status: "canceled", at: isoNow(), note: "duplicate" });
    const [other] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNr, otherNr));
    const canceled = await server.db.select().from(domainEvents).where(and(eq(domainEvents.orderId, other!.id), eq(domainEvents.type, "order.canceled")));
    expect(canceled).toHaveLength(1);
    expect(canceled[0]!.data).toMatchObject({ order_nr: otherNr, from: "received", note: "duplicate" });
  });

  it("shows a Zoom! Delivered order without any patient data", async () => {
    const dentist = await api.login(SEED_EMAILS.dentist);
    const placed = await api.post("/admin/zoom-delivered/deliveries", frenchZoomOrder({ patientScanId: "TR-2026-4242" }), { token: dentist, headers: { "idempotency-key": "zoom-integration" } });
    expect(placed.status).toBe(200);
    const orderNr = placed.body.order_nr as string;
    const read = await fr.get(`/orders/${orderNr}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ kind: "patient_delivery", ship_to: null, customer: { cust_no: SEED_CUSTOMER_NUMBERS.frDental } });
    const listed = await fr.get("/orders?limit=100");
    for (const text of [JSON.stringify(read.body), JSON.stringify(listed.body)]) {
      for (const patient of ["Camille", "Durand", "Paul Bert", "69003", "camille.durand", "06 12 34 56 78", "TR-2026-4242"]) expect(text).not.toContain(patient);
    }
    // Its arrival starts the patient data's retention (zoom-delivered/retention.ts).
    await fr.status(orderNr, { status: "shipped", at: "2025-03-01T09:00:00Z" });
    await fr.status(orderNr, { status: "delivered", at: "2025-03-03T16:00:00Z" });
    const [delivery] = await server.db
      .select({ deliveredAt: patientDeliveries.deliveredAt })
      .from(patientDeliveries)
      .innerJoin(orders, eq(orders.id, patientDeliveries.orderId))
      .where(eq(orders.orderNr, orderNr));
    expect(delivery?.deliveredAt?.toISOString()).toBe("2025-03-03T16:00:00.000Z");
  });

  it("pages the market's orders by last change with a cursor, and brings a changed order back after it", async () => {
    const placedNrs: string[] = [];
    for (let index = 0; index < 3; index++) placedNrs.push(await placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]));
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page++) {
      const answer = await fr.get(`/orders?limit=2${cursor === null ? "" : `&cursor=${cursor}`}`);
      expect(answer.status).toBe(200);
      expect(answer.body.orders.length).toBeLessThanOrEqual(2);
      seen.push(...answer.body.orders.map((order: { order_nr: string }) => order.order_nr));
      if (answer.body.orders.length === 0) break;
      cursor = answer.body.next_cursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const orderNr of placedNrs) expect(seen).toContain(orderNr);
    expect(seen.indexOf(placedNrs[0]!)).toBeLessThan(seen.indexOf(placedNrs[2]!));

    // Nothing new after the last cursor, until an order changes.
    expect((await fr.get(`/orders?cursor=${cursor}`)).body.orders).toEqual([]);
    await fr.status(placedNrs[0]!, { status: "in_process", at: isoNow() });
    const changed = await fr.get(`/orders?cursor=${cursor}`);
    expect(changed.body.orders.map((order: { order_nr: string; status: string }) => [order.order_nr, order.status])).toEqual([[placedNrs[0], "in_process"]]);

    const after = await fr.get(`/orders?updated_after=${encodeURIComponent(isoNow(60_000))}`);
    expect(after.body.orders).toEqual([]);
    expect((await fr.get("/orders?cursor=not-a-cursor")).status).toBe(400);
    expect((await fr.get("/orders?limit=101")).status).toBe(400);
    expect((await fr.get("/orders?status=lost")).status).toBe(400);
  });

  it("feeds the market's events from a cursor, the placed order and what the warehouse reported, never another market's", async () => {
    // Start at the end of what exists.
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const answer = await fr.get(`/events?limit=1000${cursor === undefined ? "" : `&after=${cursor}`}`);
      expect(answer.status).toBe(200);
      cursor = answer.body.next_cursor;
      if (answer.body.events.length === 0) break;
    }
    const orderNr = await placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    await fr.status(orderNr, { status: "shipped", at: isoNow(), tracking: { carrier: "DHL", number: "EV1" } });
    // The feed shows a transaction's events once no older transaction is still running: ask until they are there.
    const mine = async (key: ReturnType<typeof machine>, after: string | undefined) => {
      const answer = await key.get(`/events?limit=1000${after === undefined ? "" : `&after=${after}`}`);
      expect(answer.status).toBe(200);
      return answer.body.events.filter((event: { data: { order_nr?: string } }) => event.data.order_nr === orderNr);
    };
    let events: Array<{ type: string; market: string; data: { sequence: number; to?: string } }> = [];
    for (let attempt = 0; attempt < 50 && events.length < 2; attempt++) {
      events = await mine(fr, cursor);
      if (events.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(events.map((event) => [event.type, event.market, event.data.sequence])).toEqual([
      ["order.placed", "FR", 1],
      ["order.status_changed", "FR", 2],
    ]);
    expect(events[1]!.data.to).toBe("shipped");
    expect(await mine(nl, undefined)).toEqual([]);
    expect((await readOnly.get("/events")).status).toBe(403);
    expect((await fr.get("/events?after=not-a-cursor")).status).toBe(400);
    expect((await fr.get("/events?limit=1001")).status).toBe(400);
  });

  it("refuses malformed reports with 400: tracking with another status, a future time, a NUL, a megabyte, a bad URL", async () => {
    const orderNr = await placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    const expect400 = async (body: unknown, field?: string) => {
      const answer = await fr.status(orderNr, body);
      expect([400, 413]).toContain(answer.status);
      if (field !== undefined) expect(answer.body.error.field).toBe(field);
    };
    await expect400({ status: "in_process", at: isoNow(), tracking: { carrier: "DHL", number: "1" } }, "tracking");
    await expect400({ status: "in_process", at: isoNow(), lines: [{ part_no: P.antiColicBottle, shipped: 1 }] }, "lines");
    await expect400({ status: "in_process", at: isoNow(24 * 3600_000) }, "at");
    await expect400({ status: "in_process", at: "yesterday" }, "at");
    await expect400({ status: "shipped", at: isoNow(), tracking: { carrier: "DHL\u0000", number: "1" } }, "tracking.carrier");
    await expect400({ status: "in_process", at: isoNow(), note: "x".repeat(1024 * 1024) });
    await expect400({ status: "shipped", at: isoNow(), tracking: { carrier: "DHL", number: "1", url: "javascript:alert(1)" } }, "tracking.url");
    await expect400({ status: "received", at: isoNow() }, "status");
    await expect400({ status: "in_process", at: isoNow(), extra: true });
    expect((await fr.get(`/orders/${orderNr}`)).body.status).toBe("received");
  });
});
