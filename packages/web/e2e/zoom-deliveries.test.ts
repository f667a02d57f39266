import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ZOOM_PARTS } from "@proshop/fixtures/seed/catalogue/zoom-kits";
import { seriousViolations } from "./harness/axe.ts";
import { runSql } from "./harness/db.ts";
import { t } from "./harness/labels.ts";
import { PASSWORD, screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * A practice's patient deliveries in the browser (issue 35 item 14): dentist@example.fr finds
 * the list from the Zoom! page and from the badge in My orders, opens a delivery with its status,
 * the carrier's tracking once the warehouse reports it, the patient, the address in the French
 * order, the scanner and scan, and the consents; "anonymisé" once the patient data is gone. The
 * list says when it is empty or failed; another practice's delivery is not found; a non-Zoom
 * company is told it is not a practice; the keyboard alone opens a delivery; a phone shows both
 * pages without sideways scrolling; the Dutch practice reads its own in Dutch ("Dorpsstraat 14").
 */
const shop = useShop();
const fr = t("fr");
const nl = t("nl");

const TRACKING = { carrier: "Colissimo", number: "6A99887766554", url: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A99887766554" };
const REFILL = "Zoom! NiteWhite 16 % – recharge";

const FRENCH_PATIENT = {
  firstName: "Camille",
  lastName: "Durand",
  zip: "69003",
  street: "rue Paul Bert",
  number: "42",
  city: "Lyon",
  state: "Rhône",
  email: "camille.durand@example.fr",
  phone: "06 12 34 56 78",
};

const DUTCH_PATIENT = {
  firstName: "Sanne",
  lastName: "de Vries",
  zip: "1234 AB",
  street: "Dorpsstraat",
  number: "14",
  city: "Amstelveen",
  state: "Noord-Holland",
  email: "sanne@example.nl",
  phone: "06 12345678",
};

const ALL_CONSENTS = { practice_informed: true, patient_informed: true, terms: true, net_terms: true, info_correct: true };

/** Places a delivery of one refill as the page's logged-in practice (the wizard's own call), answering its order number. */
const placeDelivery = async (page: Page, patient: typeof FRENCH_PATIENT, scanId: string): Promise<string> => {
  const answer = await page.evaluate(
    async ({ body, key }) => {
      const response = await fetch("/admin/zoom-delivered/deliveries", {
        method: "POST",
        headers: { authorization: `Bearer ${window.localStorage.getItem("token") ?? ""}`, "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { order_nr?: string } };
    },
    {
      body: { ...patient, scanner: "trios", patientScanId: scanId, products: [{ part_no: ZOOM_PARTS.refill16, quantity: 1 }], consents: ALL_CONSENTS },
      key: `e2e-${scanId}`,
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.order_nr ?? "";
};

/** The JSON answer of one call to the test server (its French host). */
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

/** The FR warehouse ships the order with its tracking, through the integration API. */
const shipWithTracking = async (orderNr: string) => {
  const support = (await call("/auth/login", { method: "POST", body: { email: "support@example.fr", password: PASSWORD } }))["auth"] as string;
  const created = await call("/admin/integration/keys", { method: "POST", token: support, body: { market: "fr", scopes: ["orders:read", "orders:write"], name: "e2e zoom warehouse" } });
  const key = created["key"] as string;
  await call(`/integration/v1/orders/${orderNr}/status`, {
    method: "POST",
    token: key,
    headers: { "idempotency-key": `e2e-zoom-${orderNr}-shipped` },
    body: { status: "shipped", at: new Date().toISOString(), tracking: TRACKING },
  });
};

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const row = (page: Page, orderNr: string) => page.locator(`[data-testid="zoom-delivery-row"][data-order-nr="${orderNr}"]`);
const expectNoSeriousViolation = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

describe("Zoom! Delivered: the practice's deliveries", () => {
  it("lists the deliveries from the Zoom! page and opens one with the keyboard: status, tracking, patient, address, scan, consents", async () => {
    const page = await openAs(shop, "dentist@example.fr");
    await waitForPageView(page, "HOME");
    const scanId = `TR-E2E-LIST-${Date.now()}`;
    const orderNr = await placeDelivery(page, FRENCH_PATIENT, scanId);
    await shipWithTracking(orderNr);

    await page.getByRole("navigation", { name: fr("web.app.main_navigation") }).getByRole("link", { name: fr("navigation.nav.zoom_delivered") }).click();
    await waitForPageView(page, "zoom-delivered");
    await page.getByRole("link", { name: fr("zoomDelivered.deliveries.link") }).click();
    await waitForPageView(page, "zoom-delivered_deliveries");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(fr("zoomDelivered.deliveries.title"));
    await expect.poll(() => row(page, orderNr).count()).toBe(1);
    const listed = await row(page, orderNr).innerText();
    for (const text of ["Camille Durand", fr("webCart.orders.status.shipped"), REFILL]) expect(listed).toContain(text);
    await expectNoSeriousViolation(page);
    await screenshot(page, "zoom-deliveries-list");

    // The keyboard alone: Tab to the delivery's link, Enter opens its page.
    const link = row(page, orderNr).getByRole("link", { name: fr("zoomDelivered.deliveries.order", { order_nr: orderNr }) });
    for (let i = 0; i < 60 && !(await link.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press("Tab");
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await waitForPageView(page, `zoom-delivered_deliveries_${orderNr}`);

    const delivery = page.getByTestId("zoom-delivery");
    await delivery.waitFor();
    expect(await delivery.getByTestId("zoom-delivery-status").innerText()).toBe(fr("webCart.orders.status.shipped"));
    expect(await delivery.getByTestId("zoom-street-line").innerText()).toBe("42 rue Paul Bert");
    const address = await delivery.getByTestId("zoom-delivery-address").innerText();
    for (const text of ["69003 Lyon", "Rhône, France"]) expect(address).toContain(text);
    const patient = await delivery.getByTestId("zoom-delivery-patient").innerText();
    for (const text of ["Camille Durand", "camille.durand@example.fr"]) expect(patient).toContain(text);
    expect(await delivery.getByTestId("zoom-delivery-scan").innerText()).toContain(`TRIOS (3Shape), scan ${scanId}`);
    const consents = await delivery.getByTestId("zoom-delivery-consents").innerText();
    for (const id of ["practice_informed", "patient_informed", "terms", "net_terms", "info_correct"]) expect(consents).toContain(fr(`forms.fields.${id}`));
    // The warehouse's tracking, as in My orders: the carrier's page in a new tab.
    const tracking = delivery.getByTestId("zoom-delivery-tracking").getByRole("link", { name: new RegExp(`^${fr("orderTracking.tracking", TRACKING)}`) });
    await tracking.waitFor();
    expect(await tracking.getAttribute("href")).toBe(TRACKING.url);
    expect(await tracking.getAttribute("target")).toBe("_blank");
    await expectNoSeriousViolation(page);
    await screenshot(page, "zoom-delivery-detail");

    await page.getByRole("link", { name: fr("zoomDelivered.deliveries.back") }).click();
    await waitForPageView(page, "zoom-delivered_deliveries");
    await row(page, orderNr).waitFor();
  });

  it("opens a delivery from its badge in My orders, and says 'anonymised' once the patient data is gone", async () => {
    const page = await openAs(shop, "dentist@example.fr");
    await waitForPageView(page, "HOME");
    const orderNr = await placeDelivery(page, FRENCH_PATIENT, `TR-E2E-ANON-${Date.now()}`);
    await runSql(
      shop,
      `UPDATE patient_deliveries SET scan_id = NULL, scan_key = NULL, first_name = NULL, last_name = NULL, street = NULL, number = NULL, zip = NULL,
         city = NULL, state = NULL, email = NULL, phone = NULL, anonymised_at = now()
       WHERE order_id = (SELECT id FROM orders WHERE order_nr = '${orderNr}')`,
    );

    await page.goto(shop.url("/profile/my-orders"));
    await waitForPageView(page, "profile_my-orders");
    const badge = page.locator(`[data-testid="order-row"][data-order-nr="${orderNr}"]`).getByRole("link", { name: fr("webCart.orders.patient_delivery_open", { order_nr: orderNr }) });
    await badge.click();
    await waitForPageView(page, `zoom-delivered_deliveries_${orderNr}`);
    const patient = page.getByTestId("zoom-delivery-patient");
    await patient.waitFor();
    expect(await patient.innerText()).toContain(fr("zoomDelivered.deliveries.anonymised"));
    expect(await page.getByTestId("zoom-delivery").innerText()).not.toContain("Camille");
    expect(await page.getByTestId("zoom-delivery").locator('[data-testid="zoom-delivery-address"]').count()).toBe(0);

    await page.getByRole("link", { name: fr("zoomDelivered.deliveries.back") }).click();
    await waitForPageView(page, "zoom-delivered_deliveries");
    await expect.poll(() => row(page, orderNr).getByTestId("zoom-delivery-patient").innerText()).toBe(fr("zoomDelivered.deliveries.anonymised"));
  });

  it("reads the Dutch practice's own deliveries in Dutch: empty at first, a failed load retried, another practice's not found", async () => {
    const page = await openAs(shop, "tandarts@example.nl", { host: "nl.localhost" });
    await waitForPageView(page, "HOME");
    await page.goto(shop.url("/zoom-delivered/deliveries", "nl.localhost"));
    await waitForPageView(page, "zoom-delivered_deliveries");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(nl("zoomDelivered.deliveries.title"));
    // Its own deliveries only: the French practice's of the tests above are not listed.
    await expect.poll(() => page.getByTestId("zoom-deliveries-empty").innerText()).toBe(nl("zoomDelivered.deliveries.empty"));

    // A failed load says so and is tried again.
    await page.route("**/admin/zoom-delivered/deliveries?**", (route) => route.abort());
    await page.route("**/admin/zoom-delivered/deliveries", (route) => route.abort());
    await page.reload();
    await waitForPageView(page, "zoom-delivered_deliveries");
    const failed = page.getByTestId("zoom-deliveries-failed");
    await expect.poll(() => failed.innerText()).toContain(nl("zoomDelivered.deliveries.load_failed"));
    expect(await failed.getAttribute("role")).toBe("alert");
    await page.unrouteAll();
    const orderNr = await placeDelivery(page, DUTCH_PATIENT, `TR-E2E-NL-${Date.now()}`);
    await failed.getByRole("button", { name: nl("zoomDelivered.deliveries.retry") }).click();
    await expect.poll(() => row(page, orderNr).count()).toBe(1);
    expect(await row(page, orderNr).innerText()).toContain("Sanne de Vries");

    await row(page, orderNr).getByRole("link", { name: nl("zoomDelivered.deliveries.order", { order_nr: orderNr }) }).click();
    await waitForPageView(page, `zoom-delivered_deliveries_${orderNr}`);
    await expect.poll(() => page.getByTestId("zoom-street-line").innerText()).toBe("Dorpsstraat 14");
    expect(await page.getByTestId("zoom-delivery-address").innerText()).toContain("1234 AB Amstelveen");

    // The French practice's first delivery (100001 or later) is not the Dutch practice's: not found, said in Dutch.
    const french = (await runSql(shop, "SELECT o.order_nr FROM orders o JOIN patient_deliveries p ON p.order_id = o.id WHERE p.cust_no = '100240' LIMIT 1"))[0]?.["order_nr"];
    expect(typeof french).toBe("string");
    await page.goto(shop.url(`/zoom-delivered/deliveries/${String(french)}`, "nl.localhost"));
    await waitForPageView(page, `zoom-delivered_deliveries_${String(french)}`);
    await expect.poll(() => page.getByTestId("zoom-delivery-failed").innerText()).toBe(nl("zoomDelivered.not_found", { order_nr: String(french) }));
    expect(await page.getByTestId("zoom-delivery").count()).toBe(0);
    await expectNoSeriousViolation(page);
  });

  it("tells a company that is not a Zoom! practice so", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await page.goto(shop.url("/zoom-delivered/deliveries"));
    await waitForPageView(page, "zoom-delivered_deliveries");
    await expect.poll(() => page.getByTestId("zoom-deliveries-failed").innerText()).toBe(fr("zoomDelivered.not_eligible"));
  });

  it("fits a 390 x 844 phone: the list and a delivery without sideways scrolling", async () => {
    const page = await openAs(shop, "dentist@example.fr", { viewport: "mobile" });
    await waitForPageView(page, "HOME");
    const orderNr = await placeDelivery(page, { ...FRENCH_PATIENT, street: "avenue du Président Salvador Allende prolongée", email: "camille.durand.avec.une.adresse.tres.longue@example.fr" }, `TR-E2E-PHONE-${Date.now()}`);
    await page.goto(shop.url("/zoom-delivered/deliveries"));
    await waitForPageView(page, "zoom-delivered_deliveries");
    await row(page, orderNr).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, "zoom-deliveries-phone");
    await page.goto(shop.url(`/zoom-delivered/deliveries/${orderNr}`));
    await waitForPageView(page, `zoom-delivered_deliveries_${orderNr}`);
    await page.getByTestId("zoom-delivery-consents").waitFor();
    await page.getByTestId("zoom-delivery-tracking").locator("li").first().waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, "zoom-delivery-phone");
  });
});
