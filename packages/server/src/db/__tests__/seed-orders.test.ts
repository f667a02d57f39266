import { asc, eq, ne } from "drizzle-orm";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { describe, expect, it } from "vitest";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { shippingChargeOf } from "../../orders/shipping.ts";
import { vatIncludedIn, vatPercentOf } from "../../orders/tax.ts";
import { orderLines, orders } from "../schema.ts";

/*
 * Issue 33 item 2: the demo's order history adds up like an order placed in the shop. Every
 * seeded order's lines, shipping, discount, VAT (included in the prices) and total agree, and
 * an order of the history priced again in the shop today costs what the history says.
 */

describe.each(testDatabases())("seeded order history ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  useTestServer(database, (running) => ({ server, api } = running));

  const seededOrders = async () => {
    const placed = await server.db.select().from(orders).where(ne(orders.status, "draft")).orderBy(asc(orders.orderNr));
    return Promise.all(
      placed.map(async (order) => ({
        order,
        lines: await server.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNo)),
      })),
    );
  };

  it("adds up every seeded order: lines, subtotal, shipping, discount, VAT included and total", async () => {
    const history = await seededOrders();
    expect(history.length).toBeGreaterThan(10);
    for (const { order, lines } of history) {
      const where = `order ${order.orderNr}`;
      expect(lines.length, where).toBeGreaterThan(0);
      for (const line of lines) expect(line.totalCents, `${where} ${line.partNo}`).toBe(line.unitPriceCents * line.quantity - line.discountCents);
      expect(order.subtotalCents, where).toBe(lines.reduce((sum, line) => sum + line.totalCents, 0));
      expect(order.shippingCents, where).toBe(shippingChargeOf(order.shippingMethod as "Standard" | "Regular" | "Rush"));
      expect(order.discountCents, where).toBe(0);
      expect(order.totalCents, where).toBe(order.subtotalCents + order.shippingCents - order.discountCents);
      expect(order.taxCents, where).toBe(vatIncludedIn(order.totalCents, vatPercentOf(order.organisationId)));
    }
    // The history shows a paid shipping too, not only free ones.
    expect(history.some(({ order }) => order.shippingCents > 0)).toBe(true);
  });

  it("shows order 100001 with its VAT inside the total, as the order page reads it", async () => {
    const nurse = await api.login(SEED_EMAILS.nurse);
    const first = await api.get("/admin/order/100001", { token: nurse });
    expect(first.status).toBe(200);
    const detail = first.body as { subtotal: number; shipping: number; discount: number; tax: number; total: number };
    expect(detail.total).toBe(detail.subtotal + detail.shipping - detail.discount);
    expect(detail.tax).toBe(vatIncludedIn(detail.total, vatPercentOf("FR")));
  });

  it("costs today, priced in the shop with the same lines and shipping, what the history says", async () => {
    const history = await seededOrders();
    const { order, lines } = history.find(({ order }) => order.organisationId === "NL" && order.placedByUserId !== null && order.submittedAt! < new Date(new Date().getUTCFullYear(), 0, 1))!;
    const vroedvrouw = await api.login(SEED_EMAILS.vroedvrouw);
    const priced = await api.post(
      "/admin/order",
      { lines: lines.map((line) => ({ part_no: line.partNo, quantity: line.quantity })), shipping_method: order.shippingMethod },
      { token: vroedvrouw },
    );
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({
      subtotal: order.subtotalCents,
      shipping: order.shippingCents,
      discount: order.discountCents,
      tax: order.taxCents,
      total: order.totalCents,
    });
  });
});
