import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEED_CUSTOMER_NUMBERS } from "@proshop/fixtures/seed/companies";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { audit, orders, products } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";

/*
 * The rules the server enforces on the order calls, whatever the client sends: prices from the
 * database, coupons, every limit with core's violation as details, who may order.
 * Seeded FR catalogue parts used here (prices in cents): 88430001 pump 24900, 88430025-28
 * bottles 790/890/750/850, 88430019 storage 2290, 88430023 free promo labels, PKMAT-88430035
 * a bundle item 840.
 */

const setLimits = (server: RunningServer, partNo: string, limits: Partial<typeof products.$inferInsert>) =>
  server.db.update(products).set(limits).where(and(eq(products.organisationId, "FR"), eq(products.partNo, partNo)));

describe.each(testDatabases())("order rules ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    nurse = await api.login(SEED_EMAILS.nurse);
  });

  const price = (token: string, body: unknown, headers: Record<string, string> = {}) => api.post("/admin/order", body, { token, headers });

  it("prices from the database and refuses prices, discounts and totals sent by the client", async () => {
    // Closed bodies (issue 11 item 16): a price the client names is refused, naming the property.
    const forged = await price(nurse, { lines: [{ part_no: "88430025", quantity: 2, price_in_cents: 1 }] });
    expect(forged.status).toBe(400);
    expect(JSON.stringify(forged.body.error)).toContain("price_in_cents");
    const totals = await price(nurse, { lines: [{ part_no: "88430025", quantity: 2 }], discount: 99_999 });
    expect(totals.status).toBe(400);
    expect(JSON.stringify(totals.body.error)).toContain("discount");
    const answer = await price(nurse, { lines: [{ part_no: "88430025", quantity: 2 }] });
    expect(answer.status).toBe(200);
    expect(answer.body.lines).toEqual([
      { id: "88430025", part_no: "88430025", price_in_cents: 790, available_quantity: expect.any(Number), status: "CAN_ORDER_ALL" },
    ]);
    expect(answer.body).toMatchObject({ subtotal: 1580, discount: 0, shipping: 0, total: 1580, tax: 263 });
    expect(answer.body.order_nr).toMatch(/^\d+$/);
  });

  it("charges the shipping method's own charge and keeps re-pricing one cart as one draft", async () => {
    const first = await price(nurse, { lines: [{ part_no: "88430026", quantity: 1 }], shipping_method: "Rush" });
    expect(first.body).toMatchObject({ subtotal: 890, shipping: 1495, total: 2385 });
    const again = await price(nurse, { lines: [{ part_no: "88430026", quantity: 2 }], order_nr: first.body.order_nr });
    expect(again.body).toMatchObject({ order_nr: first.body.order_nr, subtotal: 1780, shipping: 0 });
    const methods = await api.get("/admin/shipping_method", { token: nurse });
    expect(methods.body).toEqual([
      { method: "Standard", charge: 0 },
      { method: "Regular", charge: 695 },
      { method: "Rush", charge: 1495 },
    ]);
  });

  it("accepts WELCOME10 but not welcome10 (coupons are case sensitive)", async () => {
    const lines = [{ part_no: "88430025", quantity: 2 }];
    const upper = await price(nurse, { lines, code: "WELCOME10" });
    expect(upper.status).toBe(200);
    expect(upper.body).toMatchObject({ subtotal: 1580, discount: 158, total: 1422 });
    const lower = await price(nurse, { lines, code: "welcome10" });
    expect(lower.status).toBe(422);
    expect(lower.body.error).toMatchObject({ code: "coupon_invalid", message: "Code promo invalide", coupon_code: "welcome10" });

    expect((await api.get("/admin/coupon/WELCOME10", { token: nurse })).body).toMatchObject({ code: "WELCOME10", kind: "percent", value: 10 });
    const unknown = await api.get("/admin/coupon/welcome10", { token: nurse });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("coupon_invalid");
  });

  it("never discounts bundle or promotional items", async () => {
    const bundleOnly = await price(nurse, { lines: [{ part_no: "PKMAT-88430035", quantity: 1 }], code: "WELCOME10" });
    expect(bundleOnly.status).toBe(422);
    expect(bundleOnly.body.error.code).toBe("coupon_not_applicable");
    const mixed = await price(nurse, {
      lines: [
        { part_no: "PKMAT-88430035", quantity: 1 },
        { part_no: "88430025", quantity: 1 },
      ],
      code: "WELCOME10",
    });
    expect(mixed.status).toBe(200);
    expect(mixed.body).toMatchObject({ subtotal: 840 + 790, discount: 79 });
  });

  it("refuses a cart over the user's max order amount with core's violation", async () => {
    const answer = await price(nurse, { lines: [{ part_no: "88430001", quantity: 3 }] });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: "max_order_price_reached",
      scope: "user",
      unit: "cents",
      limit: 50_000,
      used: 74_700,
      fix: { id: "limits.fix.remove_amount", params: { excess: 24_700 } },
    });
    expect(answer.body.error.message).toContain("500,00");
    expect(answer.body.error.violations).toHaveLength(1);
  });

  it("refuses more units than a product's line maximum and per-order maximum", async () => {
    await setLimits(server, "88430027", { maxOrderAmount: 2 });
    const perLine = await price(nurse, { lines: [{ part_no: "88430027", quantity: 3 }] });
    expect(perLine.status).toBe(422);
    expect(perLine.body.error).toMatchObject({ code: "max_product_amount_reached", part_no: "88430027", limit: 2, used: 3 });

    await setLimits(server, "88430019", { maxOrderAmount: null, maxPerOrder: 10 });
    const perOrder = await price(nurse, { lines: [{ part_no: "88430019", quantity: 11 }] });
    expect(perOrder.status).toBe(422);
    expect(perOrder.body.error).toMatchObject({ code: "max_per_order_reached", part_no: "88430019", limit: 10, used: 11 });
  });

  it("counts the company's orders of this year against a product's yearly maximum", async () => {
    await setLimits(server, "88430028", { maxPerYear: 3, maxOrderAmount: null, maxPerOrder: null });
    const draft = await price(nurse, { lines: [{ part_no: "88430028", quantity: 2 }] });
    const placed = await api.post(`/admin/order/${draft.body.order_nr}/submit`, { payment: { type: "creditcard", method: "cod" }, confirmed_total: draft.body.total, shipping_method: "Standard" }, {
      token: nurse,
      headers: { "idempotency-key": "rules-year-1" },
    });
    expect(placed.status).toBe(200);
    const over = await price(nurse, { lines: [{ part_no: "88430028", quantity: 2 }] });
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({ code: "max_per_year_reached", scope: "product", limit: 3, used: 4, remaining: 0 });
    expect((await price(nurse, { lines: [{ part_no: "88430028", quantity: 1 }] })).status).toBe(200);
  });

  it("orders free or promotional items only together with paid ones", async () => {
    const alone = await price(nurse, { lines: [{ part_no: "88430023", quantity: 1 }] });
    expect(alone.status).toBe(422);
    expect(alone.body.error).toMatchObject({ code: "free_items_need_paid_items", remaining: 1 });
    const withPaid = await price(nurse, {
      lines: [
        { part_no: "88430023", quantity: 1 },
        { part_no: "88430025", quantity: 1 },
      ],
    });
    expect(withPaid.status).toBe(200);
  });

  it("refuses matrona@example.es: her company placed this year's maximum of orders", async () => {
    const matrona = await api.login(SEED_EMAILS.matrona);
    const answer = await price(matrona, { lines: [{ part_no: "88430025", quantity: 1 }] });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ code: "max_order_count_year_reached", scope: "organisation", unit: "orders", limit: 12 });
    expect(answer.body.error.used).toBeGreaterThanOrEqual(12);
    expect(answer.body.error.message).toMatch(/pedidos/);
  });

  it("refuses pending@example.fr: an account not validated cannot order", async () => {
    const pending = await api.login(SEED_EMAILS.pending);
    const answer = await price(pending, { lines: [{ part_no: "88430025", quantity: 1 }] });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("orders.account_not_validated");
  });

  it("refuses a sales rep who has not chosen a company, and a company whose licence is not approved", async () => {
    const rep = await api.login(SEED_EMAILS.rep);
    const none = await price(rep, { lines: [{ part_no: "88430025", quantity: 1 }] });
    expect(none.status).toBe(403);
    expect(none.body.error.code).toBe("orders.company_not_chosen");
    expect((await api.get("/admin/order", { token: rep })).body.error.code).toBe("orders.company_not_chosen");

    const unapproved = await price(rep, { lines: [{ part_no: "88430025", quantity: 1 }] }, { "x-customer-number": SEED_CUSTOMER_NUMBERS.frPending });
    expect(unapproved.status).toBe(403);
    expect(unapproved.body.error).toMatchObject({ code: "orders.license_not_approved", cust_no: SEED_CUSTOMER_NUMBERS.frPending });
  });

  it("refuses the customer-number header from a customer", async () => {
    const answer = await price(nurse, { lines: [{ part_no: "88430025", quantity: 1 }] }, { "x-customer-number": SEED_CUSTOMER_NUMBERS.frMidwives });
    expect(answer.status).toBe(403);
  });

  it("lets a rep order for the chosen company, recording placed-by, placed-for and audit rows", async () => {
    const login = await api.post("/auth/login", { email: SEED_EMAILS.rep, password: "proshop-demo" });
    const rep = login.body.auth as string;
    const repId = Number(login.body.id);
    const office = SEED_CUSTOMER_NUMBERS.frMidwives;
    expect((await api.post("/admin/set_order_on_behalf", { cust_no: office }, { token: rep })).status).toBe(200);
    const headers = { "x-customer-number": office };
    const draft = await price(rep, { lines: [{ part_no: "88430025", quantity: 3 }] }, headers);
    expect(draft.status).toBe(200);
    const placed = await api.post(`/admin/order/${draft.body.order_nr}/submit`, { payment: { type: "creditcard", method: "cod" }, confirmed_total: draft.body.total, shipping_method: "Standard" }, {
      token: rep,
      headers: { ...headers, "idempotency-key": "rep-order-1" },
    });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ order_nr: draft.body.order_nr, status: "received", total: 2370 });

    const detail = await api.get(`/admin/order/${draft.body.order_nr}`, { token: rep, headers });
    expect(detail.body).toMatchObject({
      placed_by: { user_id: repId, on_behalf: true },
      placed_for: { cust_no: office },
      payment: { type: "creditcard", method: "cod", status: null },
    });
    const [row] = await server.db.select().from(orders).where(eq(orders.orderNr, draft.body.order_nr));
    expect(row).toMatchObject({ custNo: office, placedByUserId: repId, onBehalf: true, status: "received" });
    const rows = (await server.db.select().from(audit).where(and(eq(audit.userId, repId), eq(audit.onBehalfCustNo, office)))).filter(
      (entry) => entry.details["order_nr"] === draft.body.order_nr,
    );
    expect(rows.map((entry) => entry.action).sort()).toEqual(["order.price", "order.submit"]);
    expect(rows.find((entry) => entry.action === "order.submit")?.details).toMatchObject({ total: 2370, on_behalf: true });
  });

  it("answers 400 naming the field for unknown shipping methods, payment types and bad quantities", async () => {
    const shipping = await price(nurse, { lines: [], shipping_method: "Teleport" });
    expect(shipping.status).toBe(400);
    expect(shipping.body.error.field).toBe("shipping_method");
    const quantity = await price(nurse, { lines: [{ part_no: "88430025", quantity: 0 }] });
    expect(quantity.status).toBe(400);
    expect(quantity.body.error.field).toBe("lines.0.quantity");
    const payment = await api.post("/admin/order/1/submit", { payment: { type: "cash", method: "cod" }, confirmed_total: 0, shipping_method: "Standard" }, {
      token: nurse,
      headers: { "idempotency-key": "x" },
    });
    expect(payment.status).toBe(400);
    expect(payment.body.error.field).toBe("payment.type");
  });
});
