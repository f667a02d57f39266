import { readFileSync } from "node:fs";
import { join } from "node:path";
import { OrderDetail, OrderListPage } from "@proshop/core";
import { startServer, type RunningServer } from "@proshop/server";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, isCleanError, type Cli } from "./harness.ts";

/*
 * What the warehouse reports back, as `proshop orders` and `proshop order <nr>` show it (issue
 * 34), with the built binary against the real server: the warehouse reports through the
 * integration API with a key support made with `proshop integration keys create`. A partial
 * shipment reads "x of y shipped" with its carrier, tracking number and page; the second parcel
 * completes it; the invoice uploaded is downloaded byte for byte with `proshop order invoice`.
 */

const PASSWORD = "proshop-demo";
/** A FR product the nurse may order freely (no limit), in stock in the seed. */
const PART = "88430029";
const COLISSIMO = { carrier: "Colissimo", number: "6A12345678901", url: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901" };
const CHRONOPOST = { carrier: "Chronopost", number: "XY987654321FR", url: "https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=XY987654321FR" };
/** The smallest bytes the server takes for a PDF: its header, and its trailer's startxref and %%EOF. */
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n");

const json = (text: string): unknown => JSON.parse(text);

describe("proshop orders and order show: status, timeline, tracking, partial shipments, invoice", () => {
  let server: RunningServer;
  let nurse: Cli;
  let key: string;
  let orderNr: string;

  /** A report of the warehouse, as POST /integration/v1/orders/{order_nr}/status. */
  const report = async (body: unknown): Promise<void> => {
    const answer = await fetch(`${server.url}/integration/v1/orders/${orderNr}/status`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": `report-${Math.random()}` },
      body: JSON.stringify(body),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
  };

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    nurse = cliFor(server.url);
    const support = cliFor(server.url);
    expect((await nurse.run(["login", "nurse@example.fr", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    expect((await support.run(["login", "support@example.fr", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    const created = await support.run(["--json", "integration", "keys", "create", "--market", "fr", "--scopes", "orders:read,orders:write"]);
    expect(created.code).toBe(EXIT.done);
    key = (json(created.stdout) as { key: string }).key;

    // One line of 3 units, so "1 of 3" is this test's own arithmetic (the nurse's cart is seeded with lines).
    expect((await nurse.run(["cart", "clear"])).code).toBe(EXIT.done);
    expect((await nurse.run(["cart", "add", PART, "3"])).code).toBe(EXIT.done);
    const submitted = await nurse.run(["--json", "order", "submit"]);
    expect(submitted.code, submitted.stderr).toBe(EXIT.done);
    orderNr = (json(submitted.stdout) as { order: { order_nr: string } }).order.order_nr;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("shows a new order as received, with its timeline ahead and no invoice yet", async () => {
    const shown = await nurse.run(["order", orderNr]);
    expect(shown.code, shown.stderr).toBe(EXIT.done);
    expect(shown.stdout).toMatch(/Status\s+Received/);
    expect(shown.stdout).toMatch(/Invoice\s+not available yet/);
    expect(shown.stdout).toContain(`Progress of order ${orderNr}`);
    expect(shown.stdout).toMatch(/● Received/);
    expect(shown.stdout).toMatch(/○ Shipped/);
    expect(shown.stdout).not.toContain("shipped");

    const refused = await nurse.run(["order", "invoice", orderNr, "--output", join(nurse.configHome, "none.pdf")]);
    expect(refused.code).toBe(EXIT.refused);
    expect(refused.stderr).toContain(`Order ${orderNr} has no invoice yet.`);
    expect(isCleanError(refused.stderr)).toBe(true);
  });

  it("shows a partial shipment as shipped, '1 of 3 shipped', with the carrier, tracking number and page", async () => {
    await report({ status: "in_process", at: new Date().toISOString() });
    await report({ status: "shipped", at: new Date().toISOString(), tracking: COLISSIMO, lines: [{ part_no: PART, shipped: 1 }] });

    const shown = await nurse.run(["order", "show", orderNr]);
    expect(shown.code, shown.stderr).toBe(EXIT.done);
    expect(shown.stdout).toMatch(/Status\s+Shipped \(1 of 3 shipped\)/);
    expect(shown.stdout).toMatch(/✓ In process\s+\S/);
    expect(shown.stdout).toMatch(/● Shipped\s+\S/);
    expect(shown.stdout).toMatch(/○ Delivered/);
    expect(shown.stdout).toContain(`Colissimo, tracking number ${COLISSIMO.number}  ${COLISSIMO.url}`);
    // The line's own count, in the lines table.
    expect(shown.stdout.split("\n").find((line) => line.startsWith(PART))).toContain("1 of 3 shipped");

    const listed = await nurse.run(["orders"]);
    expect(listed.code, listed.stderr).toBe(EXIT.done);
    const row = listed.stdout.split("\n").find((line) => line.startsWith(orderNr));
    expect(row).toContain("Shipped (1 of 3 shipped)");
    expect(listed.stdout).toMatch(new RegExp(`Tracking\\n(.*\\n)*${orderNr}\\s+Parcel of .*Colissimo, tracking number ${COLISSIMO.number}  ${COLISSIMO.url.replace(/[?.]/g, "\\$&")}`));

    // The same in French, with the French plural ("1 sur 3 expédié").
    const french = await nurse.run(["--locale", "fr", "order", orderNr]);
    expect(french.stdout).toContain("Expédiée (1 sur 3 expédié)");

    // --json: the order as before, with what the warehouse reported.
    const detail = Schema.decodeUnknownSync(OrderDetail)(json((await nurse.run(["--json", "order", orderNr])).stdout));
    expect(detail.status).toBe("shipped");
    expect(detail.lines.map((line) => [line.part_no, line.quantity, line.shipped])).toEqual([[PART, 3, 1]]);
    expect(detail.history?.map((entry) => entry.status)).toEqual(["received", "in_process", "shipped"]);
    expect(detail.shipments?.map((shipment) => shipment.tracking)).toEqual([COLISSIMO]);
    expect(detail.invoice).toBeNull();
    const page = Schema.decodeUnknownSync(OrderListPage)(json((await nurse.run(["--json", "orders"])).stdout));
    const mine = page.orders.find((order) => order.order_number === orderNr);
    expect(mine).toMatchObject({ status: "shipped", products: [{ part_no: PART, quantity: 3, shipped: 1 }], invoice: null });
    expect(mine?.shipments?.map((shipment) => shipment.tracking)).toEqual([COLISSIMO]);
  });

  it("drops 'x of y' once the rest is shipped, lists both parcels, and shows delivered", async () => {
    await report({ status: "shipped", at: new Date().toISOString(), tracking: CHRONOPOST });
    await report({ status: "delivered", at: new Date().toISOString() });

    const shown = await nurse.run(["order", orderNr]);
    expect(shown.code, shown.stderr).toBe(EXIT.done);
    expect(shown.stdout).toMatch(/Status\s+Delivered\n/);
    expect(shown.stdout).not.toContain("of 3 shipped");
    expect(shown.stdout).toMatch(/✓ Shipped\s+\S/);
    expect(shown.stdout).toMatch(/● Delivered\s+\S/);
    const colissimo = shown.stdout.indexOf(COLISSIMO.number);
    const chronopost = shown.stdout.indexOf(CHRONOPOST.number);
    expect(colissimo).toBeGreaterThan(-1);
    expect(chronopost).toBeGreaterThan(colissimo);
    expect(shown.stdout).toContain(CHRONOPOST.url);

    const listed = await nurse.run(["orders"]);
    expect(listed.stdout.split("\n").find((line) => line.startsWith(orderNr))).toContain("Delivered");
    expect(listed.stdout).toContain(CHRONOPOST.number);
  });

  it("says the invoice is there once uploaded and downloads the same bytes with proshop order invoice", async () => {
    const uploaded = await fetch(`${server.url}/integration/v1/orders/${orderNr}/invoice`, {
      method: "PUT",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/pdf" },
      body: PDF,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);

    const shown = await nurse.run(["order", orderNr]);
    expect(shown.stdout).toMatch(new RegExp(`Invoice\\s+PDF, .*\\(proshop order invoice ${orderNr}\\)`));
    const row = (await nurse.run(["orders"])).stdout.split("\n").find((line) => line.startsWith(orderNr));
    expect(row).toMatch(/PDF$/);

    const file = join(nurse.configHome, "invoice.pdf");
    const downloaded = await nurse.run(["--json", "order", "invoice", orderNr, "--output", file]);
    expect(downloaded.code, downloaded.stderr).toBe(EXIT.done);
    expect(json(downloaded.stdout)).toMatchObject({ order_nr: orderNr, file, bytes: PDF.length, content_type: "application/pdf" });
    expect(new Uint8Array(readFileSync(file))).toEqual(PDF);

    const human = await nurse.run(["order", "invoice", orderNr, "-o", join(nurse.configHome, "again.pdf")]);
    expect(human.code).toBe(EXIT.done);
    expect(human.stdout).toContain(`Invoice of order ${orderNr} written to`);
  });

  it("refuses another company's invoice like an unknown order (exit refused, one sentence)", async () => {
    const other = cliFor(server.url);
    expect((await other.run(["login", "vroedvrouw@example.nl", "--password-stdin"], { input: PASSWORD })).code).toBe(EXIT.done);
    const refused = await other.run(["order", "invoice", orderNr, "-o", join(other.configHome, "x.pdf")]);
    expect(refused.code).toBe(EXIT.refused);
    expect(isCleanError(refused.stderr)).toBe(true);
  });
});
