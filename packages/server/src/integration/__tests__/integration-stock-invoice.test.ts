import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_INVOICE_BYTES, MAX_STOCK_LINES } from "@proshop/core";
import { SEED_PARTS } from "@proshop/fixtures/seed/catalogue/products";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { orders, organisations, products, stock } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { machine, makeKey, makePdf, placeOrder } from "./harness.ts";

/*
 * The warehouse's stock in bulk and its invoices (issue 34): one transaction for up to 10,000
 * lines with unknown parts listed, the shop's catalogue showing the new stock at once, each
 * market's stock apart; invoices recognised by their bytes, at most 5 MB, downloaded by the
 * order's company only.
 */

const P = SEED_PARTS;

describe.each(testDatabases())("integration stock and invoices ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  let fr: ReturnType<typeof machine>;
  let nl: ReturnType<typeof machine>;
  let ordersOnly: ReturnType<typeof machine>;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    await server.db.update(organisations).set({ maxOrderCountYear: null }).where(eq(organisations.id, "FR"));
    nurse = await api.login(SEED_EMAILS.nurse);
    fr = machine(server, (await makeKey(server, "FR")).key);
    nl = machine(server, (await makeKey(server, "NL")).key);
    ordersOnly = machine(server, (await makeKey(server, "FR", ["orders:read", "orders:write"])).key);
  });

  const stockOf = async (market: string, partNo: string): Promise<number | undefined> =>
    (await server.db.select({ quantity: stock.quantity }).from(stock).where(and(eq(stock.organisationId, market), eq(stock.partNo, partNo))))[0]?.quantity;

  const catalogueStock = async (partNo: string): Promise<number> => {
    const answer = await api.get("/admin/product", { token: nurse });
    return (answer.body as Array<{ part_no: string; stock: number }>).find((product) => product.part_no === partNo)!.stock;
  };

  it("sets the market's stock in one call, lists unknown parts, and the shop's catalogue shows it at once", async () => {
    expect(await catalogueStock(P.manualPump)).toBeGreaterThan(0);
    const answer = await fr.put("/stock", {
      lines: [
        { part_no: P.manualPump, stock: 7 },
        { part_no: P.antiColicBottle, stock: 1234, available_from: null },
        { part_no: "NOT-A-PART", stock: 5 },
        { part_no: P.wearablePump, stock: 3, available_from: "2031-05-01" },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ updated: 3, unknown: ["NOT-A-PART"] });
    expect(await stockOf("FR", P.manualPump)).toBe(7);
    expect(await stockOf("FR", P.antiColicBottle)).toBe(1234);
    const [wearable] = await server.db.select({ availableFrom: products.availableFrom }).from(products).where(and(eq(products.organisationId, "FR"), eq(products.partNo, P.wearablePump)));
    expect(wearable?.availableFrom).toBe("2031-05-01");
    expect(await catalogueStock(P.manualPump)).toBe(7);
  });

  it("leaves another market's stock alone", async () => {
    const frBefore = await stockOf("FR", P.doublePump);
    const answer = await nl.put("/stock", { lines: [{ part_no: P.doublePump, stock: 42 }] });
    expect(answer.status).toBe(200);
    expect(await stockOf("NL", P.doublePump)).toBe(42);
    expect(await stockOf("FR", P.doublePump)).toBe(frBefore);
  });

  it(`takes ${MAX_STOCK_LINES} lines in one transaction, refuses one more, a part named twice, and a key without stock:write`, async () => {
    const lines = Array.from({ length: MAX_STOCK_LINES }, (_, index) => ({ part_no: index === 0 ? P.singlePump : `UNKNOWN-${index}`, stock: 9 }));
    const full = await fr.put("/stock", { lines });
    expect(full.status).toBe(200);
    expect(full.body.updated).toBe(1);
    expect(full.body.unknown).toHaveLength(MAX_STOCK_LINES - 1);
    expect(await stockOf("FR", P.singlePump)).toBe(9);

    const over = await fr.put("/stock", { lines: [...lines.map((line) => ({ ...line, stock: 1 })), { part_no: "ONE-MORE", stock: 1 }] });
    expect([400, 413]).toContain(over.status);
    expect(await stockOf("FR", P.singlePump)).toBe(9);

    const twice = await fr.put("/stock", { lines: [{ part_no: P.singlePump, stock: 1 }, { part_no: P.singlePump, stock: 2 }] });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatchObject({ code: "integration.stock.duplicate_part", part_no: P.singlePump });
    expect(await stockOf("FR", P.singlePump)).toBe(9);

    const noScope = await ordersOnly.put("/stock", { lines: [{ part_no: P.singlePump, stock: 1 }] });
    expect(noScope.status).toBe(403);
    expect((await fr.put("/stock", { lines: [{ part_no: P.singlePump, stock: -1 }] })).status).toBe(400);
    expect((await fr.put("/stock", { lines: [{ part_no: "A\u0000B", stock: 1 }] })).status).toBe(400);
    expect((await fr.put("/stock", { lines: [] })).status).toBe(400);
    expect(await stockOf("FR", P.singlePump)).toBe(9);
  });

  it("keeps an order's invoice PDF and lets the order's company, and only it, download the same bytes", async () => {
    const orderNr = await placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    expect((await api.get(`/admin/order/${orderNr}/invoice`, { token: nurse })).status).toBe(404);
    expect((await api.get(`/admin/order/${orderNr}`, { token: nurse })).body.invoice).toBeNull();

    const pdf = await makePdf(2, `Facture ${orderNr}`);
    const uploaded = await fr.invoice(orderNr, pdf);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ order_nr: orderNr, bytes: pdf.length });
    expect(uploaded.body.sha256).toMatch(/^[0-9a-f]{64}$/);

    const download = await fetch(`${server.url}/admin/order/${orderNr}/invoice`, { headers: { authorization: `Bearer ${nurse}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toContain("application/pdf");
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    expect((await api.get(`/admin/order/${orderNr}`, { token: nurse })).body.invoice).toMatchObject({ bytes: pdf.length });
    expect((await fr.get(`/orders/${orderNr}`)).body.invoice).toMatchObject({ bytes: pdf.length });

    // Another company's user, and another market's key, find nothing.
    const vroedvrouw = await api.login(SEED_EMAILS.vroedvrouw);
    expect((await api.get(`/admin/order/${orderNr}/invoice`, { token: vroedvrouw })).status).toBe(404);
    expect((await nl.invoice(orderNr, pdf)).status).toBe(404);
    // A new upload replaces it.
    const second = await makePdf(1, "Avoir");
    expect((await fr.invoice(orderNr, second, "application/octet-stream")).status).toBe(200);
    const again = await fetch(`${server.url}/admin/order/${orderNr}/invoice`, { headers: { authorization: `Bearer ${nurse}` } });
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(second))).toBe(true);
  });

  it("refuses what is not a PDF by its bytes, whatever it is called, and a PDF over 5 MB", async () => {
    const orderNr = await placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const notPdf = await fr.invoice(orderNr, html);
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.error.code).toBe("integration.invoice.not_pdf");
    // The header alone is not a PDF: its trailer is missing.
    expect((await fr.invoice(orderNr, new TextEncoder().encode("%PDF-1.7\n<html></html>"))).status).toBe(400);
    expect((await fr.invoice(orderNr, new Uint8Array(0))).status).toBe(400);
    expect((await fr.invoice(orderNr, await makePdf(), "text/html")).status).toBe(415);

    const pdf = await makePdf();
    const huge = new Uint8Array(MAX_INVOICE_BYTES + 1);
    huge.set(pdf.subarray(0, pdf.length - 200));
    huge.set(pdf.subarray(pdf.length - 200), huge.length - 200);
    const tooLarge = await fr.invoice(orderNr, huge);
    expect(tooLarge.status).toBe(413);
    expect((await ordersOnly.invoice(orderNr, pdf)).status).toBe(200);
    expect((await fr.invoice("FR000000", pdf)).status).toBe(404);

    const [order] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNr, orderNr));
    expect(order).toBeDefined();
  });
});
