/// <reference types="node" />
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { SEED_PARTS } from "@proshop/fixtures/seed/catalogue/products";
import { seriousViolations } from "./harness/axe.ts";
import { t } from "./harness/labels.ts";
import { PASSWORD, screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Following an order (issue 34), as the "done when" tells it: nurse@example.fr places an
 * order, the market's warehouse reports it in process, then a first parcel shipped with its
 * tracking (two of the three bottles) through the integration API, and uploads its invoice.
 * My orders says "Expédiée" with the carrier's tracking link (a new tab, noopener noreferrer);
 * the order's timeline has the shipped step current; each line says how much of it has left;
 * the invoice downloads as a PDF.
 */
const shop = useShop();
const fr = t("fr");

const TRACKING = { carrier: "Colissimo", number: "6A12345678901", url: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901" };

/** The JSON answer of one call to the test server. */
const call = async (path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
  const answer = await fetch(shop.url(path), {
    method: init.method ?? "GET",
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = (await answer.json()) as Record<string, unknown>;
  if (!answer.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${answer.status}: ${JSON.stringify(body)}`);
  return body;
};

const logIn = async (email: string): Promise<string> => (await call("/auth/login", { method: "POST", body: { email, password: PASSWORD } }))["auth"] as string;

/** The nurse's order of 3 anti-colic bottles and 2 manual pumps, placed through the shop's calls (cash on delivery). */
const placeOrder = async (nurse: string): Promise<string> => {
  const priced = await call("/admin/order", {
    method: "POST",
    token: nurse,
    body: {
      lines: [
        { part_no: SEED_PARTS.antiColicBottle, quantity: 3 },
        { part_no: SEED_PARTS.manualPump, quantity: 2 },
      ],
    },
  });
  const orderNr = priced["order_nr"] as string;
  await call(`/admin/order/${orderNr}/submit`, {
    method: "POST",
    token: nurse,
    headers: { "idempotency-key": `e2e-tracking-${orderNr}` },
    body: { payment: { type: "creditcard", method: "cod" }, confirmed_total: priced["total"], shipping_method: "Standard" },
  });
  return orderNr;
};

/** A small whole PDF (header, one page, trailer), as the server checks it. */
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\nstartxref\n0\n%%EOF\n",
);

/** The FR warehouse: a machine key support creates, and its reports. */
const warehouse = async () => {
  const support = await logIn("support@example.fr");
  const created = await call("/admin/integration/keys", { method: "POST", token: support, body: { market: "fr", scopes: ["orders:read", "orders:write"], name: "e2e warehouse" } });
  const key = created["key"] as string;
  return {
    status: (orderNr: string, report: Record<string, unknown>) =>
      call(`/integration/v1/orders/${orderNr}/status`, { method: "POST", token: key, headers: { "idempotency-key": `e2e-${orderNr}-${String(report["status"])}` }, body: report }),
    invoice: async (orderNr: string) => {
      const answer = await fetch(shop.url(`/integration/v1/orders/${orderNr}/invoice`), {
        method: "PUT",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/pdf" },
        body: PDF,
      });
      if (!answer.ok) throw new Error(`invoice upload answered ${answer.status}: ${await answer.text()}`);
    },
  };
};

/** Now, as the warehouse reports it: after the order was placed (a report may not be dated before it in real life). */
const now = () => new Date().toISOString();

describe("order tracking", () => {
  it("shows the warehouse's status, tracking link, partial shipment and invoice in My orders", async () => {
    const nurse = await logIn("nurse@example.fr");
    const orderNr = await placeOrder(nurse);
    const fromWarehouse = await warehouse();
    await fromWarehouse.status(orderNr, { status: "in_process", at: now() });
    await fromWarehouse.status(orderNr, { status: "shipped", at: now(), tracking: TRACKING, lines: [{ part_no: SEED_PARTS.antiColicBottle, shipped: 2 }] });
    await fromWarehouse.invoice(orderNr);

    // GET /admin/order tells the nurse's other clients the same.
    const list = await call("/admin/order", { token: nurse });
    const row = (list["orders"] as Array<Record<string, unknown>>).find((order) => order["order_number"] === orderNr);
    expect(row).toMatchObject({ status: "shipped", shipments: [{ tracking: TRACKING }] });

    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/profile/my-orders"));
    await waitForPageView(page, "profile_my-orders");
    const card = page.locator(`[data-testid="order-row"][data-order-nr="${orderNr}"]`);
    await card.waitFor();
    expect(await card.getByTestId("order-status").innerText()).toBe("Expédiée");
    expect(fr("webCart.orders.status.shipped")).toBe("Expédiée");

    // The carrier's page, in a new tab that gets no handle on the shop's.
    const link = card.getByTestId("order-tracking").getByRole("link", { name: new RegExp(`^${fr("orderTracking.tracking", TRACKING)}`) });
    expect(await link.getAttribute("href")).toBe(TRACKING.url);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect((await link.getAttribute("rel"))?.split(" ").sort()).toEqual(["noopener", "noreferrer"]);

    // The order page: the timeline with the shipped step current, its parcel's tracking, the dates.
    await card.getByRole("button", { name: fr("webCart.orders.show_details", { order_nr: orderNr }) }).click();
    const detail = card.getByTestId("order-detail");
    const timeline = detail.getByRole("list", { name: fr("orderTracking.timeline", { order_nr: orderNr }) });
    await timeline.waitFor();
    const steps = timeline.locator(":scope > li");
    expect(await steps.evaluateAll((items) => items.map((item) => [item.getAttribute("data-step"), item.getAttribute("data-state")]))).toEqual([
      ["received", "done"],
      ["in_process", "done"],
      ["shipped", "current"],
      ["delivered", "upcoming"],
    ]);
    const current = timeline.locator('[aria-current="step"]');
    expect(await current.count()).toBe(1);
    expect(await current.innerText()).toContain("Expédiée");
    expect(await current.getByRole("link", { name: new RegExp(`^${fr("orderTracking.tracking", TRACKING)}`) }).getAttribute("href")).toBe(TRACKING.url);
    expect(await steps.nth(1).locator("time").count()).toBe(1);
    expect(await steps.nth(3).locator("time").count()).toBe(0);

    // Two of the three bottles have left, none of the pumps.
    expect(await detail.getByTestId("shipped-of").allInnerTexts()).toEqual([
      fr("orderTracking.shipped_of", { units: 2, ordered: 3 }),
      fr("orderTracking.shipped_of", { units: 0, ordered: 2 }),
    ]);
    expect(fr("orderTracking.shipped_of", { units: 2, ordered: 3 })).toBe("2 sur 3 expédiés");

    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "order-tracking");

    // The invoice, downloaded with the session's token, is the PDF the warehouse uploaded.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      detail.getByRole("button", { name: fr("orderTracking.invoice_named", { order_nr: orderNr }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${orderNr}.pdf`);
    const saved = await readFile((await download.path())!);
    expect(saved.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(new Uint8Array(saved)).toEqual(PDF);
  });

  it("marks a delivered order's last step current and hides the invoice button without an invoice", async () => {
    const nurse = await logIn("nurse@example.fr");
    const orderNr = await placeOrder(nurse);
    const fromWarehouse = await warehouse();
    await fromWarehouse.status(orderNr, { status: "shipped", at: now(), tracking: { carrier: "DHL", number: "JD0001" } });
    await fromWarehouse.status(orderNr, { status: "delivered", at: now() });

    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/profile/my-orders"));
    await waitForPageView(page, "profile_my-orders");
    const card = page.locator(`[data-testid="order-row"][data-order-nr="${orderNr}"]`);
    await card.waitFor();
    expect(await card.getByTestId("order-status").innerText()).toBe(fr("webCart.orders.status.delivered"));
    // A tracking number without the carrier's page: said, not linked.
    expect(await card.getByTestId("order-tracking").innerText()).toContain(fr("orderTracking.tracking", { carrier: "DHL", number: "JD0001" }));
    expect(await card.getByTestId("order-tracking").getByRole("link").count()).toBe(0);

    await card.getByRole("button", { name: fr("webCart.orders.show_details", { order_nr: orderNr }) }).click();
    const detail = card.getByTestId("order-detail");
    await detail.getByTestId("order-timeline").waitFor();
    expect(await detail.locator('[aria-current="step"]').getAttribute("data-step")).toBe("delivered");
    expect(await detail.getByTestId("shipped-of").count()).toBe(0);
    expect(await detail.getByRole("button", { name: fr("orderTracking.invoice_named", { order_nr: orderNr }) }).count()).toBe(0);

    // The order e-mails' link (`?order=<nr>`) opens that order's details at once.
    await page.goto(shop.url(`/profile/my-orders?order=${orderNr}`));
    await waitForPageView(page, "profile_my-orders");
    await card.getByTestId("order-detail").getByTestId("order-timeline").waitFor();
    expect(await card.getAttribute("aria-current")).toBe("true");
    expect(await card.getByRole("button", { name: fr("webCart.orders.hide_details") }).getAttribute("aria-expanded")).toBe("true");
  });
});
