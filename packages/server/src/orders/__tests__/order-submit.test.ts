import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEED_CUSTOMER_NUMBERS } from "@proshop/fixtures/seed/companies";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { companies, orderLines, orders, organisations, products, stock } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { formatEuros } from "@proshop/core";

/*
 * Placing orders: the Idempotency-Key contract, concurrency (50 identical submits make one
 * order; 20 orders on the last unit make one order and stock ends at 0), other companies'
 * orders, and the order list's paging.
 */

const COD = { payment: { type: "creditcard", method: "cod" } } as const;

/** The totals the server priced each draft at: what the customer saw and confirms. */
const totals = new Map<string, number>();
/** A submit body confirming the draft's total with Standard shipping (or `payment`). */
const confirmed = (orderNr: string, payment: { type: string; method: string } = COD.payment) => ({
  payment,
  confirmed_total: totals.get(orderNr) ?? 0,
  shipping_method: "Standard",
});

describe.each(testDatabases())("order submit ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  let rep: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    // This file places many FR orders: the yearly order maximum is tested in order-rules.
    await server.db.update(organisations).set({ maxOrderCountYear: null }).where(eq(organisations.id, "FR"));
    nurse = await api.login(SEED_EMAILS.nurse);
    rep = await api.login(SEED_EMAILS.rep);
  });

  const stockOf = async (partNo: string): Promise<number> =>
    (await server.db.select({ quantity: stock.quantity }).from(stock).where(and(eq(stock.organisationId, "FR"), eq(stock.partNo, partNo))))[0]!.quantity;

  const setStock = (partNo: string, quantity: number) =>
    server.db.update(stock).set({ quantity }).where(and(eq(stock.organisationId, "FR"), eq(stock.partNo, partNo)));

  const draft = async (token: string, lines: ReadonlyArray<{ part_no: string; quantity: number }>, headers: Record<string, string> = {}) => {
    const answer = await api.post("/admin/order", { lines }, { token, headers });
    if (answer.status !== 200) throw new Error(`pricing failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    totals.set(answer.body.order_nr, answer.body.total);
    return answer.body.order_nr as string;
  };

  const submit = (token: string, orderNr: string, key: string | null, body: unknown = confirmed(orderNr), headers: Record<string, string> = {}) =>
    api.post(`/admin/order/${orderNr}/submit`, body, { token, headers: key === null ? headers : { ...headers, "idempotency-key": key } });

  it("needs an Idempotency-Key, replays the same key and body, and refuses the key with another body", async () => {
    const orderNr = await draft(nurse, [{ part_no: "88430029", quantity: 1 }]);
    const missing = await submit(nurse, orderNr, null);
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe("idempotency-key");

    const first = await submit(nurse, orderNr, "key-replay");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ order_nr: orderNr, status: "received", total: 690, payment: { method: "cod", status: null } });
    const again = await submit(nurse, orderNr, "key-replay");
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const otherBody = await submit(nurse, orderNr, "key-replay", confirmed(orderNr, { type: "wallet", method: "online" }));
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error.code).toBe("orders.idempotency_key_reused");

    const otherKey = await submit(nurse, orderNr, "key-replay-2");
    expect(otherKey.status).toBe(409);
    expect(otherKey.body.error.code).toBe("orders.already_placed");
  });

  it("refuses with 409 an order other than the one confirmed (total, shipping), and places the confirmed one once (issue 33)", async () => {
    const lines = [{ part_no: "88430029", quantity: 2 }];
    const priced = await api.post("/admin/order", { lines, shipping_method: "Regular" }, { token: nurse });
    expect(priced.status).toBe(200);
    const orderNr = priced.body.order_nr as string;
    const total = priced.body.total as number;
    expect(priced.body.shipping).toBe(695);
    const regular = { payment: COD.payment, confirmed_total: total, shipping_method: "Regular" };

    // The reload bug: step 3 showed Regular, the submit said Standard.
    const otherShipping = await submit(nurse, orderNr, "confirmed-1", { ...regular, shipping_method: "Standard" });
    expect(otherShipping.status).toBe(409);
    expect(otherShipping.body.error).toMatchObject({ code: "orders.shipping_changed", shipping_method: "Regular" });

    // Step 3 showed a total the server would not charge: refused, naming the new total in French.
    const otherTotal = await submit(nurse, orderNr, "confirmed-1", { ...regular, confirmed_total: total - 695 });
    expect(otherTotal.status).toBe(409);
    expect(otherTotal.body.error).toMatchObject({ code: "orders.total_changed", total_cents: total, confirmed_total: total - 695 });
    expect(otherTotal.body.error.message).toContain(formatEuros(total, "fr"));
    expect(otherTotal.body.error.message).toMatch(/^Le total de votre commande/);
    expect(otherTotal.body.error.refresh).toMatchObject({ order_nr: orderNr, total });
    const [stillDraft] = await server.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNr, orderNr));
    expect(stillDraft?.status).toBe("draft");

    // The confirmed order, with the key the refusals left unused; a retry answers that order.
    const placed = await submit(nurse, orderNr, "confirmed-1", regular);
    expect(placed.status).toBe(200);
    expect(placed.body.total).toBe(total);
    expect(await submit(nurse, orderNr, "confirmed-1", regular)).toMatchObject({ status: 200, body: placed.body });
    const detail = await api.get(`/admin/order/${orderNr}`, { token: nurse });
    expect(detail.body).toMatchObject({ shipping_method: "Regular", shipping: 695, total });
  });

  it("makes exactly one order from 50 concurrent identical submits", async () => {
    const before = await stockOf("88430030");
    const orderNr = await draft(nurse, [{ part_no: "88430030", quantity: 2 }]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(nurse, orderNr, "key-fifty")));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    const [placed] = await server.db.select({ orders: count() }).from(orders).where(eq(orders.idempotencyKey, "key-fifty"));
    expect(placed?.orders).toBe(1);
    expect(await stockOf("88430030")).toBe(before - 2);
  });

  it("makes exactly one order when 20 companies order the last unit at once, and stock ends at 0", async () => {
    const custNos = Array.from({ length: 20 }, (_, index) => String(910_000 + index));
    await server.db.insert(companies).values(
      custNos.map((custNo) => ({ custNo, name: `Clinique ${custNo}`, organisationId: "FR", licenseValid: "APPROVED", city: "Paris", country: "FR" })),
    );
    await setStock("88430056", 1);
    const drafts: string[] = [];
    for (const custNo of custNos) drafts.push(await draft(rep, [{ part_no: "88430056", quantity: 1 }], { "x-customer-number": custNo }));

    const answers = await Promise.all(
      drafts.map((orderNr, index) => submit(rep, orderNr, `last-unit-${index}`, confirmed(orderNr), { "x-customer-number": custNos[index]! })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((entry) => entry.status === 409)) {
      expect(answer.body.error).toMatchObject({ code: "orders.stock_changed", part_no: "88430056" });
    }
    expect(await stockOf("88430056")).toBe(0);
    const placed = await server.db
      .select({ orders: count() })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(and(inArray(orders.custNo, custNos), ne(orders.status, "draft"), eq(orderLines.partNo, "88430056")));
    expect(placed[0]?.orders).toBe(1);
  });

  it("makes one order from 20 concurrent submits of one cart with different keys", async () => {
    const orderNr = await draft(nurse, [{ part_no: "88430031", quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => submit(nurse, orderNr, `same-cart-${index}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error.code === "orders.already_placed")).toBe(true);
  });

  it("places one of 10 different drafts submitted at once under one key, and refuses the others with 422", async () => {
    const drafts: string[] = [];
    for (let index = 0; index < 10; index++) drafts.push(await draft(nurse, [{ part_no: "88430031", quantity: 1 + index }]));
    const answers = await Promise.all(drafts.map((orderNr) => submit(nurse, orderNr, "one-key-ten-drafts")));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(422)]);
    expect(answers.filter((answer) => answer.status === 422).every((answer) => answer.body.error.code === "orders.idempotency_key_reused")).toBe(true);
  });

  it("refuses a submit when stock or prices changed since pricing, and an order with nothing orderable", async () => {
    await setStock("88430033", 5);
    const short = await draft(nurse, [{ part_no: "88430033", quantity: 4 }]);
    await setStock("88430033", 2);
    const stockAnswer = await submit(nurse, short, "changed-stock");
    expect(stockAnswer.status).toBe(409);
    expect(stockAnswer.body.error).toMatchObject({ code: "orders.stock_changed", part_no: "88430033", requested: 4, available: 2 });
    expect(await stockOf("88430033")).toBe(2);

    const repriced = await draft(nurse, [{ part_no: "88430035", quantity: 1 }]);
    await server.db.update(products).set({ priceCents: 1090 }).where(and(eq(products.organisationId, "FR"), eq(products.partNo, "88430035")));
    const priceAnswer = await submit(nurse, repriced, "changed-price");
    expect(priceAnswer.status).toBe(409);
    expect(priceAnswer.body.error.code).toBe("orders.total_changed");
    expect(priceAnswer.body.error.refresh).toMatchObject({ order_nr: repriced, subtotal: 1090 });
    // Confirming the new total of the draft as it was priced before still finds the draft stale.
    const stale = await submit(nurse, repriced, "changed-price", { ...confirmed(repriced), confirmed_total: 1090 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("orders.price_changed");
    // The refused submits left no trace: the same key works once the cart is priced again.
    await api.post("/admin/order", { lines: [{ part_no: "88430035", quantity: 1 }], order_nr: repriced }, { token: nurse });
    expect((await submit(nurse, repriced, "changed-price", { ...confirmed(repriced), confirmed_total: 1090 })).status).toBe(200);

    const nothing = await draft(nurse, [{ part_no: "88430058", quantity: 1 }]);
    const empty = await submit(nurse, nothing, "empty");
    expect(empty.status).toBe(422);
    expect(empty.body.error.code).toBe("orders.empty");
  });

  it("stores a bundle line as priced and places it without rewriting the lines", async () => {
    const orderNr = await draft(nurse, [
      { part_no: "PKMAT-88430035", quantity: 1 },
      { part_no: "88430036", quantity: 2 },
    ]);
    const linesOf = () =>
      server.db
        .select({ id: orderLines.id, partNo: orderLines.partNo, quantity: orderLines.quantity, requested: orderLines.quantityRequested, bundle: sql<string | null>`jsonb_typeof(${orderLines.bundleInfo})` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(orders.orderNr, orderNr))
        .orderBy(orderLines.lineNo);
    const drafted = await linesOf();
    expect(drafted).toHaveLength(2);
    // Stored as a JSON object (drizzle would also read a JSON string back as an object).
    expect(drafted[0]).toMatchObject({ partNo: "PKMAT-88430035", bundle: "object" });
    expect(drafted[1]).toMatchObject({ partNo: "88430036", quantity: 2, requested: 2, bundle: null });
    expect((await submit(nurse, orderNr, "bundle-lines")).status).toBe(200);
    // The stored lines matched the repriced ones, so the same rows remain.
    expect((await linesOf()).map((line) => line.id)).toEqual(drafted.map((line) => line.id));
  });

  it("answers 404 for another company's order", async () => {
    const orderNr = await draft(nurse, [{ part_no: "88430038", quantity: 1 }]);
    expect((await submit(nurse, orderNr, "mine")).status).toBe(200);
    expect((await api.get(`/admin/order/${orderNr}`, { token: nurse })).status).toBe(200);

    const vroedvrouw = await api.login(SEED_EMAILS.vroedvrouw);
    const foreign = await api.get(`/admin/order/${orderNr}`, { token: vroedvrouw });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("orders.not_found");
    const otherOffice = await api.get(`/admin/order/${orderNr}`, { token: rep, headers: { "x-customer-number": SEED_CUSTOMER_NUMBERS.frMidwives } });
    expect(otherOffice.status).toBe(404);
    expect((await submit(vroedvrouw, orderNr, "theirs")).status).toBe(404);
  });

  it("lists the active company's placed orders newest first, in pages", async () => {
    const office = "920000";
    await server.db.insert(companies).values({ custNo: office, name: "Maternité des Pages", organisationId: "FR", licenseValid: "APPROVED", city: "Lyon", country: "FR" });
    const headers = { "x-customer-number": office };
    const placed: string[] = [];
    for (let index = 0; index < 3; index++) {
      const orderNr = await draft(rep, [{ part_no: "88430039", quantity: index + 1 }], headers);
      expect((await submit(rep, orderNr, `page-${index}`, confirmed(orderNr), headers)).status).toBe(200);
      placed.push(orderNr);
    }
    await draft(rep, [{ part_no: "88430039", quantity: 1 }], headers); // a draft is not listed

    const first = await api.get("/admin/order?page=1&pageSize=2", { token: rep, headers });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.body.orders.map((row: { order_number: string }) => row.order_number)).toEqual([placed[2], placed[1]]);
    expect(first.body.orders[0]).toMatchObject({
      status: "received",
      ship_to: "Maternité des Pages, Lyon",
      number_of_items: 3,
      total_amount: 3 * 1490,
      products: [{ part_no: "88430039", quantity: 3 }],
    });
    const second = await api.get("/admin/order?page=2&pageSize=2", { token: rep, headers });
    expect(second.body.orders.map((row: { order_number: string }) => row.order_number)).toEqual([placed[0]]);
    expect((await api.get("/admin/order?page=3&pageSize=2", { token: rep, headers })).body.orders).toEqual([]);

    expect((await api.get("/admin/order?pageSize=101", { token: rep, headers })).status).toBe(400);
    expect((await api.get("/admin/order?page=0", { token: rep, headers })).status).toBe(400);
  });
});
