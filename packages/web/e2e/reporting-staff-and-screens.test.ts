import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { REPORTING_EMAILS, REPORTING_SEED_COMPANIES } from "@proshop/fixtures/seed/reporting/accounts";
import { shiftDate } from "@proshop/core";
import { t } from "./harness/labels.ts";
import { PASSWORD, screenshot, waitForPageView } from "./harness/page.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 35, reporting area, in Chromium against the real server: a library administrator sets up
 * its own kiosk account (item 8), the language picked survives a reload (item 10), the counts
 * page opens on counts, the lists show first names and company names, the log-in title keeps
 * its words together (item 12), and the optimal occupancy says what it is for (item 13).
 */
const shop = useShop();
const fr = t("fr");
const nl = t("nl");
const en = t("en");

const logInReporting = async (page: Page, email: string, password = PASSWORD): Promise<void> => {
  await page.getByLabel(fr("reporting.web.login.email"), { exact: true }).fill(email);
  await page.getByLabel(fr("reporting.web.login.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: fr("reporting.web.login.submit"), exact: true }).click();
  await page.getByRole("heading", { name: fr("reporting.web.login.title") }).waitFor({ state: "detached" });
};

const openAs = async (email: string, path: string, view: string): Promise<Page> => {
  const page = await shop.open(path);
  await logInReporting(page, email);
  await waitForPageView(page, view);
  return page;
};

/** The texts of the cells of a table's column named `header`. */
const column = async (table: Locator, header: string): Promise<string[]> => {
  const headers = await table.locator("thead th").allInnerTexts();
  const index = headers.indexOf(header);
  expect(index, `${header} in ${headers.join(", ")}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr > :nth-child(${index + 1})`).allInnerTexts();
};

const levelLabel = (level: number) => `${level} · ${nl(`forms.user_level.${level}`)}`;

describe("a library administrator's own staff (issue 35 item 8)", () => {
  it("creates a kiosk account, offered only the levels it may give, and the kiosk logs in", async () => {
    const page = await openAs(REPORTING_EMAILS.nlAdmin, "/reporting/users", "reporting_users");
    await page.getByRole("button", { name: nl("reporting.web.users.new") }).click();
    const level = page.getByLabel(nl("reporting.fields.level"), { exact: true });
    expect(await level.locator("option").allInnerTexts()).toEqual([0, 1, 3, 4].map(levelLabel));
    const email = "zuil-uithof@example.nl";
    await page.getByLabel(nl("reporting.fields.email"), { exact: true }).fill(email);
    await page.getByLabel(nl("reporting.fields.first_name"), { exact: true }).fill("Zuil");
    await page.getByLabel(nl("reporting.fields.last_name"), { exact: true }).fill("De Uithof");
    await level.selectOption("4");
    await page.getByLabel(nl("reporting.fields.password"), { exact: true }).fill("een-kiosk-voor-de-uithof-7");
    await page.getByRole("button", { name: nl("reporting.web.list.save"), exact: true }).click();
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: email }) });
    await row.waitFor();
    expect(await row.innerText()).toContain(levelLabel(4));
    await screenshot(page, "reporting-admin-kiosk-created");
    // The administrator edits its kiosk and counts-only staff, and never deletes itself.
    await page.getByRole("button", { name: nl("reporting.web.list.edit_named", { name: REPORTING_EMAILS.kiosk }) }).click();
    await page.getByRole("heading", { name: nl("reporting.web.users.edit", { name: REPORTING_EMAILS.kiosk }) }).waitFor();
    await page.getByLabel(nl("reporting.fields.level"), { exact: true }).selectOption("3");
    await page.getByRole("button", { name: nl("reporting.web.list.save"), exact: true }).click();
    await expect.poll(() => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: REPORTING_EMAILS.kiosk }) }).innerText()).toContain(levelLabel(3));
    expect(await page.getByRole("button", { name: nl("reporting.web.list.delete_named", { name: REPORTING_EMAILS.nlAdmin }) }).count()).toBe(0);
    // The new account is a kiosk.
    const kiosk = await shop.open("/reporting");
    await logInReporting(kiosk, email, "een-kiosk-voor-de-uithof-7");
    await waitForPageView(kiosk, "reporting_kiosk");
    await kiosk.getByTestId("kiosk-location").first().waitFor();
  });
});

describe("the reporting area's screens (issue 35 items 10, 12, 13)", () => {
  it("keeps the language picked in the area across a reload (item 10)", async () => {
    const page = await openAs(REPORTING_EMAILS.librarian, "/reporting", "reporting");
    await page.getByRole("navigation", { name: nl("reporting.web.nav.label") }).waitFor();
    await page.getByRole("combobox", { name: nl("reporting.web.language") }).selectOption("en");
    await page.getByRole("navigation", { name: en("reporting.web.nav.label") }).waitFor();
    await page.reload();
    await waitForPageView(page, "reporting");
    await page.getByRole("link", { name: en("reporting.web.nav.counts") }).waitFor();
    // Give the account's stored language (Dutch) every chance to take over again.
    await page.getByTestId("occupancy-tile").first().waitFor();
    expect(await page.getByRole("navigation", { name: en("reporting.web.nav.label") }).getByRole("link").allInnerTexts()).toEqual(
      ["dashboard", "counts", "reports", "kiosk"].map((screen) => en(`reporting.web.nav.${screen}`)),
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("opens the counts page on the first location's last 7 days, without pressing Show (item 12)", async () => {
    const page = await openAs(REPORTING_EMAILS.countsOnly, "/reporting/counts", "reporting_counts");
    const table = page.getByRole("region", { name: nl("reporting.web.counts.table") });
    await table.getByRole("row").nth(2).waitFor();
    const today = new Date().toISOString().slice(0, 10);
    expect(await page.getByLabel(nl("reporting.web.counts.from"), { exact: true }).inputValue()).toBe(shiftDate(today, -6));
    expect(await page.getByLabel(nl("reporting.web.counts.to"), { exact: true }).inputValue()).toBe(shiftDate(today, 1));
    const locations = page.getByRole("group", { name: nl("reporting.web.counts.locations") }).getByRole("checkbox");
    expect(await locations.first().isChecked()).toBe(true);
    expect(await locations.count()).toBeGreaterThan(1);
    expect(await locations.nth(1).isChecked()).toBe(false);
    await screenshot(page, "reporting-counts-opened");
  });

  it("shows first and last names in their own columns (item 12)", async () => {
    const page = await openAs(REPORTING_EMAILS.nlAdmin, "/reporting/users", "reporting_users");
    const table = page.getByRole("table");
    await table.getByRole("rowheader", { name: REPORTING_EMAILS.librarian }).waitFor();
    const emails = await table.getByRole("rowheader").allInnerTexts();
    const librarian = emails.indexOf(REPORTING_EMAILS.librarian);
    expect((await column(table, nl("reporting.fields.first_name")))[librarian]).toBe("Daan");
    expect((await column(table, nl("reporting.fields.last_name")))[librarian]).toBe("Bakker");
  });

  it("names the companies in the super administrator's locations and users lists (item 12)", async () => {
    const page = await openAs(REPORTING_EMAILS.superAdmin, "/reporting/locations", "reporting_locations");
    const names = REPORTING_SEED_COMPANIES.map((company) => company.name);
    const table = page.getByRole("table");
    await table.getByRole("rowheader", { name: "Wijkbibliotheek Lunetten" }).waitFor();
    await expect.poll(async () => (await column(table, en("reporting.fields.company"))).every((cell) => names.includes(cell))).toBe(true);
    expect(await column(table, en("reporting.fields.company"))).toContain("Bibliotheek Utrecht-Oost");
    await page.getByRole("link", { name: en("reporting.web.nav.users") }).click();
    await waitForPageView(page, "reporting_users");
    await table.getByRole("rowheader", { name: REPORTING_EMAILS.librarian }).waitFor();
    await expect.poll(async () => (await column(table, en("reporting.fields.company"))).every((cell) => names.includes(cell))).toBe(true);
  });

  it("keeps the log-in title's last words with its colon (item 12)", async () => {
    const page = await shop.open("/reporting");
    const title = page.getByRole("heading", { level: 1, name: fr("reporting.web.login.title") });
    await title.waitFor();
    // Line tops of the colon, the word before it, and the first and last letters after it.
    const tops = await title.evaluate((heading) => {
      const text = heading.textContent ?? "";
      const colon = text.lastIndexOf(":");
      const before = text.slice(0, colon).trimEnd().length - 1;
      const after = colon + 1 + (text.slice(colon + 1).length - text.slice(colon + 1).trimStart().length);
      const top = (index: number): number => {
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        let offset = 0;
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0;
          if (index < offset + length) {
            const range = document.createRange();
            range.setStart(node, index - offset);
            range.setEnd(node, index - offset + 1);
            return Math.round(range.getBoundingClientRect().top);
          }
          offset += length;
        }
        return Number.NaN;
      };
      return { before: top(before), colon: top(colon), first: top(after), last: top(text.length - 1) };
    });
    expect(tops.colon, "the colon stays with the word before it").toBe(tops.before);
    expect(tops.last, "the words after the colon stay on one line").toBe(tops.first);
    await screenshot(page, "reporting-login-title");
  });

  it("says next to the optimal occupancy that the indicators need it and that 0 turns them off (item 13)", async () => {
    const page = await openAs(REPORTING_EMAILS.nlAdmin, "/reporting/locations", "reporting_locations");
    await page.getByRole("button", { name: nl("reporting.web.locations.new") }).click();
    await page.getByLabel(nl("reporting.fields.optimal_balance"), { exact: true }).waitFor();
    // By name, as its label changes with the language below.
    const optimal = page.locator('input[name="optimal_balance"]');
    const description = () =>
      optimal.evaluate((input) =>
        (input.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
    expect(await description()).toBe(nl("reporting.web.locations.optimal_hint"));
    // In the language picked too.
    await page.getByRole("combobox", { name: nl("reporting.web.language") }).selectOption("fr");
    await expect.poll(description).toBe(fr("reporting.web.locations.optimal_hint"));
    await screenshot(page, "reporting-location-optimal-hint");
  });
});
