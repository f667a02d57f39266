import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ShopProduct } from "@proshop/core";
import { SEED_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/companies";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { audit, orders } from "../../db/schema.ts";
import type { ShopClient } from "./http.ts";
import { recordingOf } from "./recordings.ts";

/*
 * The seeded support agent (support@example.fr, role "support", serves the FR market): logs in,
 * chooses FR companies only, reads their orders and live carts, orders on their behalf; Spanish
 * and Dutch companies stay closed to it.
 */

const onBehalf = (custNo: string) => ({ "x-customer-number": custNo });
const COD = { payment: { type: "creditcard", method: "cod" } } as const;

describe.each(testDatabases())("support agent ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let support: string;
  let supportId: number;
  let nurse: string;
  let matrona: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    const login = await api.post("/auth/login", { email: SEED_EMAILS.support, password: "proshop-demo" });
    expect(login.status).toBe(200);
    support = login.body.auth as string;
    supportId = Number(login.body.id);
    [nurse, matrona] = await Promise.all([api.login(SEED_EMAILS.nurse), api.login(SEED_EMAILS.matrona)]);
  });

  it("logs in as a representative of its own FR office", async () => {
    const me = await api.get("/admin/user/me?refresh=1", { token: support });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ is_valid: true, company: { cust_no: CUST.frOffice } });
    expect([true, 1, "1"]).toContain(me.body.is_sales);
  });

  it("chooses FR companies only: Spanish and Dutch ones are refused, by body and by header", async () => {
    for (const custNo of [CUST.frMaternity, CUST.frMidwives, CUST.frPending]) {
      const chosen = await api.post("/admin/set_order_on_behalf", { cust_no: custNo }, { token: support });
      expect(chosen.status, custNo).toBe(200);
      expect(chosen.body.company.cust_no).toBe(custNo);
    }
    for (const custNo of [CUST.esClinic, CUST.esHospital, CUST.nlPractice, CUST.nlCentre]) {
      const refused = await api.post("/admin/set_order_on_behalf", { cust_no: custNo }, { token: support });
      expect(refused.status, custNo).toBe(403);
      expect(refused.body.error.code).toBe("order_on_behalf.company_not_allowed");
      const header = await api.get("/admin/order", { token: support, headers: onBehalf(custNo) });
      expect(header.status, custNo).toBe(403);
    }
  });

  it("orders on behalf of an FR company, and reads that company's orders; not a Spanish one's", async () => {
    const headers = onBehalf(CUST.frMaternity);
    const draft = await api.post("/admin/order", { lines: [{ part_no: "88430025", quantity: 1 }] }, { token: support, headers });
    expect(draft.status).toBe(200);
    const placed = await api.post(`/admin/order/${draft.body.order_nr}/submit`, { ...COD, confirmed_total: draft.body.total, shipping_method: "Standard" }, {
      token: support,
      headers: { ...headers, "idempotency-key": "support-order-1" },
    });
    expect(placed.status).toBe(200);
    const [row] = await server.db.select().from(orders).where(eq(orders.orderNr, draft.body.order_nr));
    expect(row).toMatchObject({ custNo: CUST.frMaternity, placedByUserId: supportId, onBehalf: true });
    const audited = await server.db.select({ action: audit.action }).from(audit).where(and(eq(audit.userId, supportId), eq(audit.onBehalfCustNo, CUST.frMaternity)));
    expect(audited.map((entry) => entry.action)).toEqual(expect.arrayContaining(["order.price", "order.submit"]));

    const list = await api.get("/admin/order", { token: support, headers });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(draft.body.order_nr);
    // The customer sees the order placed for them, too.
    expect((await api.get(`/admin/order/${draft.body.order_nr}`, { token: nurse })).status).toBe(200);

    const [spanish] = await server.db.select({ orderNr: orders.orderNr }).from(orders).where(eq(orders.custNo, CUST.esClinic)).limit(1);
    expect(spanish).toBeDefined();
    const crossMarket = await api.get(`/admin/order/${spanish!.orderNr}`, { token: support, headers });
    expect(crossMarket.status).toBe(404);
  });

  it("reads FR companies' live carts and works on them; Spanish carts answer 404", async () => {
    const frProducts = (await api.get("/admin/product", { token: nurse })).body as ShopProduct[];
    const esProducts = (await api.get("/admin/product", { token: matrona })).body as ShopProduct[];
    expect((await api.put("/admin/cart", recordingOf(CUST.frMaternity, frProducts), { token: nurse, headers: { "if-match": "*" } })).status).toBe(200);
    const spanishCart = recordingOf(CUST.esClinic, esProducts, { by: SEED_EMAILS.matrona });
    expect((await api.put("/admin/cart", spanishCart, { token: matrona, headers: { "if-match": "*" } })).status).toBe(200);

    const french = await api.get(`/admin/cart/${CUST.frMaternity}`, { token: support });
    expect(french.status).toBe(200);
    expect(french.body.recording.company.cust_no).toBe(CUST.frMaternity);
    const spanish = await api.get(`/admin/cart/${CUST.esClinic}`, { token: support });
    expect(spanish.status).toBe(404);
    expect(spanish.body.error.code).toBe("liveCart.not_found");

    const handed = recordingOf(CUST.frMaternity, frProducts, { by: SEED_EMAILS.support, adds: 4 });
    const stored = await api.put("/admin/cart", handed, { token: support, headers: { ...onBehalf(CUST.frMaternity), "if-match": "*" } });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ cust_no: CUST.frMaternity, updated_by: SEED_EMAILS.support, events: 5 });
    const seenByCustomer = await api.get("/admin/cart", { token: nurse });
    const seen = seenByCustomer.body.recording as typeof handed;
    // Support's steps, with their authors set by the server (issue 11 item 14): the customer's
    // steps already stored keep the customer as author and the recording stays the customer's.
    expect(seen.events.map((step) => step.event)).toEqual(handed.events.map((step) => step.event));
    expect(seen.user.email).toBe(SEED_EMAILS.nurse);
    expect(seen.events.slice(0, 3).map((step) => step.by)).toEqual([SEED_EMAILS.nurse, SEED_EMAILS.nurse, SEED_EMAILS.nurse]);
    expect(seen.events.slice(3).map((step) => step.by)).toEqual([SEED_EMAILS.support, SEED_EMAILS.support]);
  });
});
