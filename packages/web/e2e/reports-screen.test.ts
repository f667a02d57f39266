import { describe, expect, it } from "vitest";
import { formatDateTime, safeFileNamePart } from "@proshop/core";
import type { Locator, Page } from "playwright-core";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { REPORTING_SEED_DEVICES, REPORTING_SEED_LOCATIONS } from "@proshop/fixtures/seed/reporting/sites";
import { seriousViolations } from "./harness/axe.ts";
import { runSql } from "./harness/db.ts";
import { t } from "./harness/labels.ts";
import { PASSWORD, fieldError, screenshot, waitForPageView } from "./harness/page.ts";
import { useShop } from "./harness/shop.ts";

/*
 * The scheduled reports screen (issue 15) in Chromium, as a French library administrator
 * (level 2): a report made from the form (the device chosen among the company's, the
 * recipients prefilled with the account's address), listed, downloaded as CSV (named by location,
 * kind and period), sent now into the outbox ("last sent" then shows it at once, as a local date
 * and time in French: issue 35) and deleted; an invalid recipient said next to its field; axe finds nothing serious.
 */
const shop = useShop();
const fr = t("fr");
const EMAIL = REPORTING_EMAILS.frAdmin;
const field = (name: string) => fr(`reports.web.field.${name}`);
/** A device of the company's second location, so choosing it has to move the report's location. */
const COUNTER = REPORTING_SEED_DEVICES.find((device) => device.key === "fr-perrache-counter")!;
const COUNTER_PLACE = REPORTING_SEED_LOCATIONS.find((location) => location.key === COUNTER.locationKey)!.name;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const openReports = async (email: string = EMAIL, password = PASSWORD): Promise<Page> => {
  const page = await shop.open("/reporting/reports");
  await page.getByLabel(fr("reporting.web.login.email"), { exact: true }).fill(email);
  await page.getByLabel(fr("reporting.web.login.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: fr("reporting.web.login.submit"), exact: true }).click();
  await waitForPageView(page, "reporting_reports");
  await page.getByRole("heading", { name: fr("reports.web.title"), level: 1 }).waitFor();
  return page;
};

/** Opens the new report's form (its device select waits for the company's devices) and gives it. */
const openNewForm = async (page: Page): Promise<Locator> => {
  await page.getByRole("button", { name: fr("reports.web.new") }).click();
  const form = page.getByRole("region", { name: fr("reports.web.new") });
  await form.getByRole("combobox", { name: field("device"), exact: true }).waitFor();
  return form;
};

describe("reports screen", () => {
  it("creates a report with a chosen device, downloads it, sends it now and deletes it", async () => {
    const page = await openReports();
    const form = await openNewForm(page);
    const recipients = form.getByRole("textbox", { name: field("recipient"), exact: true });
    expect(await recipients.inputValue()).toBe(EMAIL);
    const device = form.getByRole("combobox", { name: field("device"), exact: true });
    const options = await device.locator("option").allInnerTexts();
    expect(options[0]).toBe(fr("reports.file.all_devices"));
    const counter = fr("reports.web.device_option", { device: COUNTER.name, location: COUNTER_PLACE });
    expect(options).toContain(counter);
    // Only the company's own devices: none of the Dutch library's.
    const dutch = REPORTING_SEED_DEVICES.filter((one) => one.key.startsWith("nl-")).map((one) => one.name);
    expect(options.filter((option) => dutch.some((name) => option.startsWith(`${name} (`)))).toEqual([]);
    // Reached from the keyboard: the next stop after the location.
    const location = form.getByRole("combobox", { name: field("location"), exact: true });
    await location.focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => device.evaluate((element) => element === document.activeElement)).toBe(true);
    // Choosing a device of another location moves the report's location there.
    await device.selectOption({ label: counter });
    expect(await location.locator("option:checked").innerText()).toBe(COUNTER_PLACE);
    // And another location drops a device that is not there.
    const first = await location.locator("option").first().innerText();
    await location.selectOption({ label: first });
    expect(await device.inputValue()).toBe("");
    await device.selectOption({ label: counter });
    expect(await location.locator("option:checked").innerText()).toBe(COUNTER_PLACE);
    await form.getByRole("combobox", { name: field("format"), exact: true }).selectOption("csv");
    await form.getByRole("combobox", { name: field("language"), exact: true }).selectOption("fr");
    await form.getByLabel(field("description"), { exact: true }).fill("Rapport e2e");
    await screenshot(page, "reports-form");
    await form.getByRole("button", { name: fr("reporting.web.list.save"), exact: true }).click();

    const row = page.getByRole("row").filter({ hasText: COUNTER.name });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain(COUNTER_PLACE);
    expect(await row.innerText()).toContain(EMAIL);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "reports-list");

    const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("button", { name: fr("reports.web.run"), exact: true }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const header = bytes.subarray(3).toString("utf8").split("\r\n")[0];
    expect(header).toBe([fr("reports.file.start"), fr("reporting.kind.enter"), fr("reporting.kind.leave")].join(","));
    // Named by location, kind and the period's first and last day (was report-12.csv).
    const kind = safeFileNamePart(fr("reports.kind.PEOPLECOUNTER_ENTERLEAVE"));
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${escaped(safeFileNamePart(COUNTER_PLACE))}_${escaped(kind)}_\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));

    const [{ id }] = (await runSql(shop, "SELECT max(id) AS id FROM reporting_reports")) as [{ id: number }];
    const outbox = () => runSql(shop, `SELECT o.to_address FROM outbox o JOIN reporting_report_runs r ON r.id = o.report_run_id WHERE r.report_id = ${Number(id)}`);
    expect(await outbox()).toEqual([]);
    expect(await row.innerText()).toContain(fr("reports.web.never"));
    await row.getByRole("button", { name: fr("reports.web.send"), exact: true }).click();
    await page.getByText(fr("reports.web.sent", { recipients: 1 })).waitFor({ timeout: 15_000 });
    await expect.poll(outbox, { timeout: 15_000 }).toEqual([{ to_address: EMAIL }]);
    // "Last sent" says the send at once, without a reload: the reader's date and time, not an ISO instant.
    const [{ lastsent }] = (await runSql(shop, `SELECT lastsent FROM reporting_reports WHERE id = ${Number(id)}`)) as [{ lastsent: string | Date }];
    const shown = formatDateTime(new Date(lastsent).toISOString(), "fr", { withTime: true });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain(shown);
    expect(await row.innerText()).not.toContain(fr("reports.web.never"));
    expect(await row.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    // And after a reload, from the server's list.
    await page.reload();
    await waitForPageView(page, "reporting_reports");
    await expect.poll(() => page.getByRole("row").filter({ hasText: COUNTER.name }).innerText(), { timeout: 15_000 }).toContain(shown);

    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: new RegExp(`^${fr("reporting.web.list.delete")}`) }).click();
    await page.getByText(fr("reporting.web.list.deleted")).waitFor();
    await row.waitFor({ state: "detached" });
  });

  it("says an invalid recipient next to the field, in the account's language", async () => {
    const page = await openReports();
    const form = await openNewForm(page);
    await form.getByRole("textbox", { name: field("recipient"), exact: true }).fill("pas-une-adresse");
    await form.getByRole("button", { name: fr("reporting.web.list.save"), exact: true }).click();
    await expect.poll(() => fieldError(page, field("recipient"))).toContain(fr("reports.field.recipient"));
    await screenshot(page, "reports-form-invalid");
  });

  it("says when the company has no devices", async () => {
    // A new company with only an administrator, made through the API by the super administrator.
    const json = async (path: string, body: unknown, authorization?: string) => {
      const answer = await fetch(shop.url(path), {
        method: "POST",
        headers: { "content-type": "application/json", ...(authorization === undefined ? {} : { authorization }) },
        body: JSON.stringify(body),
      });
      const answered = (await answer.json()) as Record<string, unknown>;
      expect(answer.status, `${path}: ${JSON.stringify(answered)}`).toBeLessThan(300);
      return answered;
    };
    const login = await json("/auth/login", { email: REPORTING_EMAILS.superAdmin, password: PASSWORD });
    const authorization = `Bearer ${String(login["auth"])}`;
    const company = await json("/reporting/api/companies", { name: "Bibliothèque sans appareil", organisation: "FR" }, authorization);
    const email = "sans-appareil@example.fr";
    const password = "Bobine-Quartz-4827!";
    await json("/reporting/api/users", { email, password, level: 2, language: "fr", company: company["id"] }, authorization);
    const page = await openReports(email, password);
    const form = await openNewForm(page);
    const device = form.getByRole("combobox", { name: field("device"), exact: true });
    expect(await device.locator("option").allInnerTexts()).toEqual([fr("reports.file.all_devices")]);
    const hint = await device.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${hint}"]`).innerText()).toBe(fr("reports.web.no_devices"));
    await screenshot(page, "reports-form-no-devices");
  });

  it("refuses a save over a colleague's change made while the form was open, and says so with the focus on it", async () => {
    const api = async (method: string, path: string, body?: unknown, authorization?: string) => {
      const answer = await fetch(shop.url(path), {
        method,
        headers: { "content-type": "application/json", ...(authorization === undefined ? {} : { authorization }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await answer.text();
      return { status: answer.status, body: (text === "" ? {} : JSON.parse(text)) as Record<string, unknown> & Array<Record<string, unknown>> };
    };
    const login = await api("POST", "/auth/login", { email: EMAIL, password: PASSWORD });
    const authorization = `Bearer ${String(login.body["auth"])}`;
    const [location] = (await api("GET", "/reporting/api/locations", undefined, authorization)).body;
    const created = await api(
      "POST",
      "/reporting/api/reports",
      { report: "PEOPLECOUNTER_ENTERLEAVE", location: location!["id"], recipient: [EMAIL], format: "csv", interval: "D", period: "W", trigger: 1, description: "Avant" },
      authorization,
    );
    const id = Number(created.body["id"]);

    const page = await openReports();
    await page.getByRole("button", { name: fr("reporting.web.list.edit_named", { name: `${id} ${fr("reports.kind.PEOPLECOUNTER_ENTERLEAVE")}` }) }).click();
    const form = page.getByRole("region", { name: fr("reports.web.edit") });
    const description = form.getByLabel(field("description"), { exact: true });
    await expect.poll(() => description.inputValue()).toBe("Avant");
    // A colleague saves the same report meanwhile.
    expect((await api("PUT", `/reporting/api/reports/${id}`, { description: "Collègue" }, authorization)).status).toBe(200);

    await description.fill("Moi");
    await form.getByRole("button", { name: fr("reporting.web.list.save"), exact: true }).click();
    const alert = form.getByRole("alert");
    await expect.poll(() => alert.innerText(), { timeout: 15_000 }).toBe(fr("reports.changed"));
    expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, "reports-form-changed");
    expect((await api("GET", `/reporting/api/reports/${id}`, undefined, authorization)).body["description"]).toBe("Collègue");
    expect((await api("DELETE", `/reporting/api/reports/${id}`, undefined, authorization)).status).toBe(204);
  });

  it("has no serious or critical axe violation, the form open (the list: above)", async () => {
    const page = await openReports();
    await openNewForm(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "reports-axe");
  });
});
