import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { REPORTING_SEED_DEVICES } from "@proshop/fixtures/seed/reporting/sites";
import { seriousViolations } from "./harness/axe.ts";
import { t } from "./harness/labels.ts";
import { PASSWORD, screenshot, waitForPageView, logIn as logInShop, fieldError } from "./harness/page.ts";
import { readManifest } from "./harness/paths.ts";
import { loginLabels } from "./harness/labels.ts";
import { useShop } from "./harness/shop.ts";

/*
 * The people-counting and library reporting area (issue 14) in Chromium: each level sees what
 * the table allows and nothing of the shop, the live dashboard moves when a device sends
 * counts, counts show a chart, a table and a CSV, forms say what is wrong in the account's
 * language, everything works from the keyboard, and axe finds nothing serious.
 */
const shop = useShop();
const fr = t("fr");
const nl = t("nl");

/** Fills the area's own log-in form (in French until the account's language is known). */
const logInReporting = async (page: Page, email: string): Promise<void> => {
  await page.getByLabel(fr("reporting.web.login.email"), { exact: true }).fill(email);
  await page.getByLabel(fr("reporting.web.login.password"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: fr("reporting.web.login.submit"), exact: true }).click();
};

/** Logs in at `path` and waits for the area to show the account's first screen. */
const openReportingAs = async (email: string, path = "/reporting"): Promise<Page> => {
  const page = await shop.open(path);
  await logInReporting(page, email);
  await page.getByRole("heading", { name: fr("reporting.web.login.title") }).waitFor({ state: "detached" });
  return page;
};

const navLinks = async (page: Page): Promise<string[]> => {
  const nav = page.getByRole("navigation", { name: nl("reporting.web.nav.label") });
  await nav.waitFor();
  return nav.getByRole("link").allInnerTexts();
};

const ingest = async (token: string, events: ReadonlyArray<{ readonly kind: string; readonly count: number }>) => {
  const now = new Date().toISOString();
  const answer = await fetch(`${shop.url()}/reporting/api/ingest`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ events: events.map((event, index) => ({ seq: Date.now() * 100 + index, at: now, ...event })) }),
  });
  expect(answer.status).toBe(200);
};

describe("reporting area", () => {
  it("shows each level exactly its screens, and never the shop", async () => {
    const expected: Array<[string, string, string[]]> = [
      [REPORTING_EMAILS.nlAdmin, "reporting", ["dashboard", "counts", "reports", "locations", "devices", "users", "kiosk"]],
      [REPORTING_EMAILS.librarian, "reporting", ["dashboard", "counts", "reports", "kiosk"]],
      [REPORTING_EMAILS.countsOnly, "reporting", ["dashboard", "counts", "kiosk"]],
    ];
    for (const [email, view, screens] of expected) {
      const page = await openReportingAs(email);
      await waitForPageView(page, view);
      expect(await navLinks(page), email).toEqual(screens.map((screen) => nl(`reporting.web.nav.${screen}`)));
      expect(await page.getByRole("navigation", { name: fr("web.app.main_navigation") }).count()).toBe(0);
      // A screen the level may not open leads home.
      await page.goto(shop.url("/reporting/users"));
      await waitForPageView(page, screens.includes("users") ? "reporting_users" : "reporting");
      // The shop is not reachable: its pages send a reporting account back to its area.
      await page.goto(shop.url("/cart"));
      await waitForPageView(page, /^reporting/);
      await page.context().close();
    }
  });

  it("lands the live-counts level on the full-screen kiosk and the super administrator on every screen", async () => {
    const kiosk = await openReportingAs(REPORTING_EMAILS.kiosk);
    await waitForPageView(kiosk, "reporting_kiosk");
    await kiosk.getByTestId("kiosk-location").first().waitFor();
    expect(await kiosk.getByRole("navigation").count()).toBe(0);
    await kiosk.goto(shop.url("/reporting/counts"));
    await waitForPageView(kiosk, "reporting_kiosk");
    const admin = await openReportingAs(REPORTING_EMAILS.superAdmin);
    await waitForPageView(admin, "reporting");
    const nav = admin.getByRole("navigation", { name: t("en")("reporting.web.nav.label") });
    await nav.waitFor();
    expect(await nav.getByRole("link").count()).toBe(8);
  });

  it("tells a blocked account only that its log-in failed (issue 32 item 16), and a shop account it has no access", async () => {
    const blocked = await shop.open("/reporting");
    await logInReporting(blocked, REPORTING_EMAILS.blocked);
    await expect.poll(() => blocked.getByRole("alert").innerText()).toBe(fr("reporting.web.login.failed"));
    await screenshot(blocked, "reporting-blocked");
    const nurse = await openReportingAs("nurse@example.fr");
    await expect.poll(() => nurse.getByRole("alert").innerText()).toBe(fr("reporting.account.no_access"));
    await screenshot(nurse, "reporting-no-access");
  });

  it("sends a reporting account that logs in on the shop's page to its area", async () => {
    const page = await shop.open("/login");
    await logInShop(page, REPORTING_EMAILS.librarian, loginLabels("fr"));
    await waitForPageView(page, "reporting");
    await page.getByTestId("occupancy-tile").first().waitFor();
  });

  it("moves the dashboard when a device sends counts, without a reload", async () => {
    const page = await openReportingAs(REPORTING_EMAILS.librarian);
    await waitForPageView(page, "reporting");
    const gate = REPORTING_SEED_DEVICES.find((device) => device.key === "nl-wijk-sensor")!;
    const tile = page.getByTestId("occupancy-tile").filter({ hasText: "Wijkbibliotheek Lunetten" });
    await tile.waitFor();
    const enters = async () => Number((await tile.locator("dd").first().innerText()).trim());
    const before = await enters();
    await ingest(gate.token, [{ kind: "enter", count: 7 }]);
    await expect.poll(enters, { timeout: 15_000 }).toBe(before + 7);
    await page.waitForTimeout(300);
    await screenshot(page, "reporting-dashboard");
  });

  it("shows counts as a chart, a table and a CSV download", async () => {
    const page = await openReportingAs(REPORTING_EMAILS.countsOnly);
    await page.getByRole("link", { name: nl("reporting.web.nav.counts") }).click();
    await waitForPageView(page, "reporting_counts");
    await page.getByRole("button", { name: nl("reporting.web.counts.show"), exact: true }).click();
    const table = page.getByRole("region", { name: nl("reporting.web.counts.table") });
    await table.getByRole("row").nth(2).waitFor();
    expect(await page.getByRole("img", { name: nl("reporting.web.counts.chart") }).locator("canvas").count()).toBe(1);
    const header = await table.locator("thead th").allInnerTexts();
    expect(header[0]).toBe(nl("reporting.web.counts.period"));
    expect(header).toContain(nl("reporting.kind.enter"));
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: nl("reporting.web.counts.download") }).click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString("utf8");
    expect(csv.split("\r\n")[0]).toBe(["start", ...header].join(","));
    expect(csv.split("\r\n").length).toBe((await table.getByRole("row").count()) + 1);
    await screenshot(page, "reporting-counts");
  });

  it("validates a location form with aria-invalid and messages in the account's language, from the keyboard", async () => {
    const page = await openReportingAs(REPORTING_EMAILS.nlAdmin, "/reporting/locations");
    await waitForPageView(page, "reporting_locations");
    await page.getByRole("button", { name: nl("reporting.web.locations.new") }).focus();
    await page.keyboard.press("Enter");
    const name = page.getByLabel(nl("reporting.fields.name"), { exact: true });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(nl("reporting.web.locations.new"));
    await page.keyboard.press("Tab");
    await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Europe/Atlantis");
    await page.keyboard.press("Enter");
    expect(await fieldError(page, nl("reporting.fields.name"))).toBe(nl("forms.validation.required"));
    expect(await fieldError(page, nl("reporting.fields.time_zone"))).toContain(nl("reporting.field.time_zone"));
    await screenshot(page, "reporting-location-form-invalid");
    // The same form in French: the language select is part of the keyboard path too.
    await page.getByRole("combobox", { name: nl("reporting.web.language") }).selectOption("fr");
    await expect.poll(() => fieldError(page, fr("reporting.fields.name"))).toBe(fr("forms.validation.required"));
    await page.getByRole("combobox", { name: fr("reporting.web.language") }).selectOption("nl");
    await name.fill("Bibliotheek Noord");
    await page.getByLabel(nl("reporting.fields.time_zone"), { exact: true }).fill("Europe/Amsterdam");
    await page.getByRole("button", { name: nl("reporting.web.list.save"), exact: true }).press("Enter");
    await page.getByRole("rowheader", { name: "Bibliotheek Noord" }).waitFor();
  });

  it("shows a new device's token once", async () => {
    const page = await openReportingAs(REPORTING_EMAILS.nlAdmin, "/reporting/devices");
    await waitForPageView(page, "reporting_devices");
    await page.getByRole("button", { name: nl("reporting.web.devices.new") }).click();
    await page.getByLabel(nl("reporting.fields.device"), { exact: true }).fill("Poort test");
    await page.getByRole("button", { name: nl("reporting.web.list.save"), exact: true }).click();
    const token = (await page.getByTestId("device-token").innerText()).trim();
    expect(token).toMatch(/^pcd_/);
    const config = await fetch(`${shop.url()}/reporting/api/devices/me/config`, { headers: { authorization: `Bearer ${token}` } });
    expect((await config.json()).name).toBe("Poort test");
    await screenshot(page, "reporting-device-token");
    await page.reload();
    await waitForPageView(page, "reporting_devices");
    await page.getByRole("rowheader", { name: "Poort test" }).waitFor();
    expect(await page.getByTestId("device-token").count()).toBe(0);
    expect(await page.content()).not.toContain(token);
  });

  it("loads the reporting area only when a reporting route is reached", async () => {
    const manifest = readManifest();
    const reportingFiles = new Set(
      Object.values(manifest)
        .filter((chunk) => chunk.src?.startsWith("src/features/reporting/") === true)
        .map((chunk) => chunk.file),
    );
    expect(reportingFiles.size).toBeGreaterThan(0);
    const page = await shop.open("/login");
    const fetched = new Set<string>();
    page.on("response", (response) => fetched.add(new URL(response.url()).pathname.slice(1)));
    await logInShop(page, "nurse@example.fr", loginLabels("fr"));
    await waitForPageView(page, "HOME");
    await page.waitForLoadState("networkidle");
    expect([...fetched].filter((file) => reportingFiles.has(file))).toEqual([]);
  });
});

interface Screen {
  readonly name: string;
  readonly as: string;
  readonly path: string;
  readonly view: string;
  readonly prepare?: (page: Page) => Promise<void>;
}

const SCREENS: readonly Screen[] = [
  {
    name: "dashboard",
    as: REPORTING_EMAILS.nlAdmin,
    path: "/reporting",
    view: "reporting",
    prepare: async (page) => {
      await page.getByTestId("occupancy-tile").first().waitFor();
      await page.getByRole("img", { name: new RegExp(nl("reporting.web.dashboard.chart")) }).locator("canvas").waitFor();
    },
  },
  {
    name: "counts",
    as: REPORTING_EMAILS.nlAdmin,
    path: "/reporting/counts",
    view: "reporting_counts",
    prepare: async (page) => {
      await page.getByRole("button", { name: nl("reporting.web.counts.show"), exact: true }).click();
      await page.getByRole("region", { name: nl("reporting.web.counts.table") }).getByRole("row").nth(2).waitFor();
    },
  },
  {
    name: "locations",
    as: REPORTING_EMAILS.nlAdmin,
    path: "/reporting/locations",
    view: "reporting_locations",
    prepare: async (page) => {
      await page.getByRole("button", { name: nl("reporting.web.list.edit_named", { name: "Wijkbibliotheek Lunetten" }) }).click();
      await page.getByRole("heading", { name: nl("reporting.web.locations.edit", { name: "Wijkbibliotheek Lunetten" }) }).waitFor();
    },
  },
  { name: "devices", as: REPORTING_EMAILS.nlAdmin, path: "/reporting/devices", view: "reporting_devices", prepare: (page) => page.getByRole("rowheader").first().waitFor() },
  {
    name: "users",
    as: REPORTING_EMAILS.nlAdmin,
    path: "/reporting/users",
    view: "reporting_users",
    prepare: async (page) => {
      await page.getByRole("button", { name: nl("reporting.web.users.new") }).click();
      await page.getByRole("button", { name: nl("reporting.web.list.save"), exact: true }).click();
      await page.getByText(nl("forms.validation.required")).first().waitFor();
    },
  },
  {
    name: "companies",
    as: REPORTING_EMAILS.superAdmin,
    path: "/reporting/companies",
    view: "reporting_companies",
    prepare: (page) => page.getByRole("rowheader").first().waitFor(),
  },
  { name: "kiosk", as: REPORTING_EMAILS.kiosk, path: "/reporting", view: "reporting_kiosk", prepare: (page) => page.getByTestId("kiosk-location").first().waitFor() },
];

describe("reporting accessibility", () => {
  it("has no serious or critical axe violation on the log-in form", async () => {
    const page = await shop.open("/reporting");
    await page.getByLabel(fr("reporting.web.login.email"), { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "reporting-login");
  });

  for (const screen of SCREENS) {
    it(`has no serious or critical axe violation: ${screen.name}`, async () => {
      const page = await openReportingAs(screen.as, screen.path);
      await waitForPageView(page, screen.view);
      await screen.prepare?.(page);
      expect(await seriousViolations(page), screen.name).toEqual([]);
      await screenshot(page, `reporting-${screen.name}`);
    });
  }

  it("works in the dark theme too", async () => {
    const page = await openReportingAs(REPORTING_EMAILS.kiosk);
    await page.evaluate(() => window.localStorage.setItem("proshop.theme", "dark"));
    await page.reload();
    await waitForPageView(page, "reporting_kiosk");
    await page.getByTestId("kiosk-location").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset["theme"])).toBe("dark");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "reporting-kiosk-dark");
  });
});
