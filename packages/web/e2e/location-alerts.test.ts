import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { seriousViolations } from "./harness/axe.ts";
import { t } from "./harness/labels.ts";
import { PASSWORD, screenshot, waitForPageView } from "./harness/page.ts";
import { useShop } from "./harness/shop.ts";

/*
 * A location's alerts (issue 36) in Chromium against the real server: the administrator names
 * the alert recipients in the location form, a burst of enters turns the site red, and the
 * location's page (reached from the locations list) shows the alert: when, what, how many and
 * to whom, in the account's language; the devices list marks a silent device. axe finds
 * nothing serious on the page.
 */
const shop = useShop();
const fr = t("fr");
const nl = t("nl");

const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${shop.url()}${path}`, {
    method: init.method ?? "GET",
    headers: { "content-type": "application/json", ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> & { id: number; token: string; auth: string } };
};

const openAs = async (email: string, path: string): Promise<Page> => {
  const page = await shop.open(path);
  await page.getByLabel(fr("reporting.web.login.email"), { exact: true }).fill(email);
  await page.getByLabel(fr("reporting.web.login.password"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: fr("reporting.web.login.submit"), exact: true }).click();
  await page.getByRole("heading", { name: fr("reporting.web.login.title") }).waitFor({ state: "detached" });
  return page;
};

describe("a location's alerts (issue 36)", () => {
  it("names the recipients in the form, and shows a red crossing on the location's page and a silent device in the list", async () => {
    const admin = (await api("/auth/login", { method: "POST", body: { email: REPORTING_EMAILS.nlAdmin, password: PASSWORD } })).body.auth;
    const name = "Bibliotheek Alarmzaal";
    const location = await api("/reporting/api/locations", {
      method: "POST",
      token: admin,
      body: { name, timeZone: "Europe/Amsterdam", optimal_balance: 10, balance_orange: 50, balance_red: 90 },
    });
    expect(location.status).toBe(201);
    const device = await api("/reporting/api/devices", { method: "POST", token: admin, body: { device: "Poort alarm", device_type: "eco_gate", location: location.body.id } });
    expect(device.status).toBe(201);

    // The administrator names the recipients in the location form.
    const page = await openAs(REPORTING_EMAILS.nlAdmin, "/reporting/locations");
    await waitForPageView(page, "reporting_locations");
    await page.getByRole("button", { name: nl("reporting.web.list.edit_named", { name }) }).click();
    const recipients = page.getByLabel(nl("alerts.fields.alert_recipients"), { exact: true });
    await recipients.fill("balie@bieb.example\nniet-een-adres");
    await page.getByRole("button", { name: nl("reporting.web.list.save"), exact: true }).click();
    await expect.poll(() => page.getByText(nl("reports.field.recipient")).count()).toBeGreaterThan(0);
    await recipients.fill(`balie@bieb.example\n${REPORTING_EMAILS.librarian}`);
    await page.getByRole("button", { name: nl("reporting.web.list.save"), exact: true }).click();
    await page.getByText(nl("reporting.web.list.saved")).waitFor();

    // A burst of enters turns it red: the alert follows the ingest.
    const at = new Date().toISOString();
    const burst = await fetch(`${shop.url()}/reporting/api/ingest`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${device.body.token}` },
      body: JSON.stringify({ events: Array.from({ length: 9 }, (_, seq) => ({ seq, at, kind: "enter", count: 1 })) }),
    });
    expect(burst.status).toBe(200);
    await shop.server().alerts.runOnce();

    // From the list to the location's page.
    await page.getByRole("link", { name: nl("alerts.page.open", { name }) }).click();
    await waitForPageView(page, `reporting_locations_${location.body.id}_alerts`);
    await page.getByRole("heading", { name: nl("alerts.page.open", { name }) }).waitFor();
    const history = page.getByRole("region", { name: nl("alerts.page.history") });
    const row = history.getByRole("row").nth(1);
    await row.waitFor();
    const cells = await row.locator("th, td").allInnerTexts();
    expect(cells.slice(1)).toEqual([nl("alerts.kind.occupancy_red"), nl("alerts.page.people", { occupancy: 9 }), `balie@bieb.example, ${REPORTING_EMAILS.librarian}`]);
    // When: the crossing's local time in the location's zone.
    const [alert] = (await api(`/reporting/api/locations/${location.body.id}/alerts`, { token: admin })).body as unknown as Array<{ at: string }>;
    expect(cells[0]).toContain(new Intl.DateTimeFormat("nl", { timeStyle: "short", timeZone: "Europe/Amsterdam" }).format(new Date(alert!.at)));
    expect(await page.getByRole("region", { name: nl("alerts.page.recipients") }).getByRole("listitem").allInnerTexts()).toEqual(["balie@bieb.example", REPORTING_EMAILS.librarian]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "reporting-location-alerts");

    // The device sends nothing for longer than its interval: the devices list says it is silent.
    await api(`/reporting/api/devices/${device.body.id}`, { method: "PUT", token: admin, body: { expected_interval_minutes: 5 } });
    await shop.server().alerts.runOnce(Date.now() + 6 * 60_000);
    await page.goto(shop.url("/reporting/devices"));
    await waitForPageView(page, "reporting_devices");
    const deviceRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Poort alarm" }) });
    await deviceRow.waitFor();
    expect(await deviceRow.getByTestId("device-silent").innerText()).toContain(nl("alerts.device.silent"));
    // And the history tells it, newest first.
    await page.goto(shop.url(`/reporting/locations/${location.body.id}/alerts`));
    await page.getByRole("region", { name: nl("alerts.page.history") }).getByRole("row").nth(2).waitFor();
    expect(await page.locator("[data-alert-kind]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-alert-kind")))).toEqual(["device_silent", "occupancy_red"]);
  });
});
