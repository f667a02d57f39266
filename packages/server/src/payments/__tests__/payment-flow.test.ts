import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@proshop/core";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { organisations, payments } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";

/*
 * The built-in test payment provider over HTTP: submit with an online payment, the payer's
 * page, cancel, resume with the other provider, complete, and the refusals around it.
 */

describe.each(testDatabases())("payment flow ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    nurse = await api.login(SEED_EMAILS.nurse);
  });

  const place = async (payment: { type: string; method: string }, key: string) => {
    const priced = await api.post("/admin/order", { lines: [{ part_no: "88430042", quantity: 1 }], shipping_method: "Regular" }, { token: nurse });
    expect(priced.status).toBe(200);
    const placed = await api.post(`/admin/order/${priced.body.order_nr}/submit`, { payment, confirmed_total: priced.body.total, shipping_method: "Regular" }, { token: nurse, headers: { "idempotency-key": key } });
    expect(placed.status).toBe(200);
    return placed.body;
  };

  /** The payer's button: a form POST, answered with a redirect we do not follow. */
  const press = (url: string) => fetch(url, { method: "POST", redirect: "manual" });

  it("pays online: cancel lands on the canceled page, resume with the wallet, complete lands on the completed page", async () => {
    const order = await place({ type: "creditcard", method: "online" }, "pay-1");
    expect(order).toMatchObject({ status: "received", total: 7990 + 695, payment: { type: "creditcard", method: "online", status: "pending" } });
    const firstUrl = order.payment_url as string;
    expect(firstUrl).toMatch(new RegExp(`^${server.url}/pay/[A-Za-z0-9_-]+$`));
    expect(order.payment.payment_url).toBe(firstUrl);

    const page = await fetch(firstUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain(order.order_nr);
    expect(html).toContain("86,85");
    expect(html).toContain(`action="/pay/${firstUrl.split("/pay/")[1]}/complete"`);

    const canceled = await press(`${firstUrl}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get("location")).toBe(`/cart?payment=canceled&order_nr=${order.order_nr}`);
    expect((await api.get(`/admin/order/${order.order_nr}`, { token: nurse })).body.payment).toEqual({
      type: "creditcard",
      method: "online",
      status: "canceled",
    });

    const resumed = await api.post(`/admin/order/${order.order_nr}/payment`, { type: "wallet" }, { token: nurse });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ order_nr: order.order_nr, payment: { type: "wallet", method: "online", status: "pending" } });
    const secondUrl = resumed.body.payment_url as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await api.get(`/admin/order/${order.order_nr}`, { token: nurse })).body.payment).toEqual({
      type: "wallet",
      method: "online",
      status: "pending",
      payment_url: secondUrl,
    });

    // The canceled page stays canceled, whatever is pressed on it.
    expect((await press(`${firstUrl}/complete`)).headers.get("location")).toBe(`/cart?payment=canceled&order_nr=${order.order_nr}`);

    const completed = await press(`${secondUrl}/complete`);
    expect(completed.status).toBe(303);
    expect(completed.headers.get("location")).toBe(`/cart?payment=completed&order_nr=${order.order_nr}`);
    expect((await api.get(`/admin/order/${order.order_nr}`, { token: nurse })).body.payment).toEqual({
      type: "wallet",
      method: "online",
      status: "completed",
    });
    expect(await (await fetch(secondUrl)).text()).toContain("/cart?payment=completed");

    const again = await api.post(`/admin/order/${order.order_nr}/payment`, { type: "creditcard" }, { token: nurse });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("orders.payment_completed");
  });

  it("resuming a payment still pending cancels it, so one order has one live payment page", async () => {
    const order = await place({ type: "wallet", method: "online" }, "pay-2");
    const resumed = await api.post(`/admin/order/${order.order_nr}/payment`, { type: "creditcard" }, { token: nurse });
    expect(resumed.status).toBe(200);
    const rows = await server.db.select().from(payments).where(eq(payments.orderNr, order.order_nr));
    expect(rows.map((row) => row.status).sort()).toEqual(["canceled", "pending"]);
    expect(rows.find((row) => row.status === "pending")?.provider).toBe("card");
  });

  it("refuses to resume a cash-on-delivery order, a draft or another company's order", async () => {
    const cod = await place({ type: "creditcard", method: "cod" }, "pay-3");
    const refused = await api.post(`/admin/order/${cod.order_nr}/payment`, { type: "wallet" }, { token: nurse });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("orders.payment_not_online");

    const priced = await api.post("/admin/order", { lines: [{ part_no: "88430042", quantity: 1 }] }, { token: nurse });
    expect((await api.post(`/admin/order/${priced.body.order_nr}/payment`, { type: "wallet" }, { token: nurse })).status).toBe(404);

    const online = await place({ type: "creditcard", method: "online" }, "pay-4");
    const vroedvrouw = await api.login(SEED_EMAILS.vroedvrouw);
    expect((await api.post(`/admin/order/${online.order_nr}/payment`, { type: "wallet" }, { token: vroedvrouw })).status).toBe(404);
  });

  it("shows the amount in the currency of the order's market, as its configuration says (issue 35 item 20)", async () => {
    const order = await place({ type: "creditcard", method: "online" }, "pay-5");
    await server.db.update(organisations).set({ currency: "CHF" }).where(eq(organisations.id, "FR"));
    try {
      const html = await (await fetch(order.payment_url as string)).text();
      const amount = formatMoney(order.total as number, "fr", "CHF");
      expect(amount).toContain("CHF");
      expect(html).toContain(amount);
      expect(html).not.toContain("€");
    } finally {
      await server.db.update(organisations).set({ currency: "EUR" }).where(eq(organisations.id, "FR"));
    }
  });

  it("answers 404 for an unknown payment page", async () => {
    expect((await fetch(`${server.url}/pay/no-such-payment`)).status).toBe(404);
    expect((await press(`${server.url}/pay/no-such-payment/complete`)).status).toBe(404);
    expect((await fetch(`${server.url}/pay/${encodeURIComponent("../../etc/passwd")}`)).status).toBe(404);
  });
});
