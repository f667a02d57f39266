import { eq } from "drizzle-orm";
import { formatMoney, type ShopProduct } from "@proshop/core";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { describe, expect, it } from "vitest";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { organisations, users } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";

/*
 * Issue 35 item 20: the server writes amounts in the market's currency (its configuration's),
 * never a fixed EUR: the catalogue's `price_as_string`, a limit refusal's words (and the
 * currency it names for clients that word it themselves) and the "total changed" refusal of a
 * submit. The French market is set to CHF here.
 */

const chf = (cents: number) => formatMoney(cents, "fr", "CHF");

describe.each(testDatabases())("amounts in the market's currency ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    await server.db.update(organisations).set({ currency: "CHF", maxOrderCountYear: null }).where(eq(organisations.id, "FR"));
    // A maximum of 10.00 CHF, so two units of a 6.90 product break it.
    await server.db.update(users).set({ maxOrderAmountCents: 1_000 }).where(eq(users.email, SEED_EMAILS.nurse));
    nurse = await api.login(SEED_EMAILS.nurse);
  });

  it("writes the catalogue's prices in the market's currency", async () => {
    const products = (await api.get("/admin/product", { token: nurse })).body as ShopProduct[];
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.price_as_string).toBe(chf(product.price_in_cents));
  });

  it("words a limit refusal in the market's currency and names it", async () => {
    const refused = await api.post("/admin/order", { lines: [{ part_no: "88430029", quantity: 2 }] }, { token: nurse });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "max_order_price_reached", limit: 1_000, currency: "CHF" });
    expect(refused.body.error.message).toContain(chf(1_000));
    expect(refused.body.error.message).not.toContain("€");
  });

  it("names the new total of a changed order in the market's currency", async () => {
    const priced = await api.post("/admin/order", { lines: [{ part_no: "88430029", quantity: 1 }] }, { token: nurse });
    expect(priced.status).toBe(200);
    const { order_nr: orderNr, total } = priced.body as { order_nr: string; total: number };
    const body = { payment: { type: "creditcard", method: "cod" }, confirmed_total: total - 100, shipping_method: "Standard" };
    const refused = await api.post(`/admin/order/${orderNr}/submit`, body, { token: nurse, headers: { "idempotency-key": "chf-total" } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "orders.total_changed", total_cents: total });
    expect(refused.body.error.message).toContain(chf(total));
    expect(refused.body.error.message).toContain(chf(total - 100));
    expect(refused.body.error.message).not.toContain("€");
  });
});
