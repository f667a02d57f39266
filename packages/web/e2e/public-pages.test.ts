/// <reference types="node" />
import { LOGIN_ERROR_MESSAGE } from "@proshop/core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { beginsWith, loginLabels, t } from "./harness/labels.ts";
import { fieldError, logIn, screenshot, waitForPageView } from "./harness/page.ts";
import { readManifest } from "./harness/paths.ts";
import { useShop } from "./harness/shop.ts";

/*
 * What a visitor sees before logging in, per host name: the login page (French on localhost,
 * Dutch on nl.localhost), the not-found page, the maintenance example (maintenance.localhost), and
 * the guard sending a protected path to the login page and back after logging in.
 */
const shop = useShop();
const fr = t("fr");
const nl = t("nl");

describe("public pages", () => {
  it("sends a visitor of a protected path to the login page, and back there after logging in", async () => {
    const page = await shop.open("/profile/my-orders");
    await waitForPageView(page, "login");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(fr("session.login.title"));
    await screenshot(page, "login-fr");

    await logIn(page, "nurse@example.fr", loginLabels("fr"));
    await waitForPageView(page, "profile_my-orders");
    expect(new URL(page.url()).pathname).toBe("/profile/my-orders");
  });

  it("shows the login failure text of SPEC 8 for a wrong password, and marks an empty field invalid", async () => {
    const page = await shop.open("/login");
    const labels = loginLabels("fr");
    await waitForPageView(page, "login");
    await page.getByLabel(labels.email, { exact: true }).fill("nurse@example.fr");
    await page.getByLabel(labels.password, { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: labels.submit, exact: true }).click();
    await expect.poll(() => page.getByRole("alert").first().innerText()).toBe(fr(LOGIN_ERROR_MESSAGE));
    expect(new URL(page.url()).pathname).toBe("/login");

    await page.getByLabel(labels.password, { exact: true }).fill("");
    await page.getByLabel(labels.password, { exact: true }).blur();
    await expect.poll(() => fieldError(page, labels.password)).toBe(fr("forms.validation.required"));
    await screenshot(page, "login-failed-fr");
  });

  it("loads the words of the shop's language only (French on localhost; Dutch on nl.localhost once it is known there)", async () => {
    const manifest = readManifest();
    const tableOf = (locale: string) => `/${manifest[`virtual:proshop-messages/${locale}`]!.file}`;
    const fetched = (page: Page) => page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));

    const french = await shop.open("/login");
    await waitForPageView(french, "login");
    const frenchFiles = await fetched(french);
    expect(frenchFiles).toContain(tableOf("fr"));
    for (const other of ["es", "nl", "en"]) expect(frenchFiles).not.toContain(tableOf(other));

    const dutch = await shop.open("/login", { host: "nl.localhost" });
    await expect.poll(() => dutch.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe("nl");
    await dutch.reload();
    await waitForPageView(dutch, "login");
    await expect.poll(() => dutch.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe("nl");
    const dutchFiles = await fetched(dutch);
    expect(dutchFiles).toContain(tableOf("nl"));
    expect(dutchFiles).not.toContain(tableOf("fr"));
  });

  it("shows Dutch on nl.localhost, before and after logging in", async () => {
    const page = await shop.open("/", { host: "nl.localhost" });
    await waitForPageView(page, "login");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("nl");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(nl("session.login.title"));
    const labels = loginLabels("nl");
    await expect.poll(() => page.getByLabel(labels.email, { exact: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: labels.submit, exact: true }).count()).toBe(1);
    await screenshot(page, "login-nl");

    await logIn(page, "vroedvrouw@example.nl", labels);
    await waitForPageView(page, "HOME");
    const categories = page.getByRole("list", { name: nl("shop.categories.title") });
    await expect.poll(() => categories.innerText()).toContain("Borstkolven");
    expect(await page.getByRole("navigation", { name: nl("web.app.main_navigation") }).innerText()).toContain(nl("navigation.nav.shop"));
    await screenshot(page, "home-nl");
  });

  it("shows the not-found page for an unknown path, with a way home", async () => {
    const page = await shop.open("/no/such/page/here");
    await waitForPageView(page, "no_such_page_here");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(fr("navigation.not_found.title"));
    expect(await page.getByRole("link", { name: fr("navigation.not_found.go_home") }).getAttribute("href")).toBe("/");
    await screenshot(page, "not-found");
  });

  it("offers Spanish as the e-mail language on the registration form, chosen on the Spanish shop (issue 35 item 21)", async () => {
    const page = await shop.open("/register", { host: "es.localhost" });
    await waitForPageView(page, "register");
    // Ark UI's select keeps a native <select> with the form's value beside its own list.
    const language = page.locator('select[name="language"]');
    await expect.poll(() => language.inputValue(), { timeout: 15_000 }).toBe("es");
    expect(await language.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(
      expect.arrayContaining(["nl", "de", "fr", "en", "it", "es"]),
    );
  });

  it("refuses a one-digit customer number on the registration form, on the field itself", async () => {
    const page = await shop.open("/register");
    await waitForPageView(page, "register");
    const customerNumber = beginsWith(fr("forms.fields.cust_no"));
    await page.getByLabel(customerNumber).fill("7");
    await page.getByLabel(customerNumber).blur();
    await expect.poll(() => fieldError(page, customerNumber)).toContain(fr("forms.validation.customer_number_length"));
    await screenshot(page, "register-invalid-customer-number");

    await page.getByLabel(customerNumber).fill("100234");
    await page.getByLabel(customerNumber).blur();
    await expect.poll(() => fieldError(page, customerNumber)).toBeNull();
  });

  it("shows the maintenance page on maintenance.localhost, with the organisation's title and no login form", async () => {
    const response = await fetch(`${shop.server().url}/admin/config_for_hostname/maintenance.localhost`);
    const config = (await response.json()) as { organisation?: { maintenance_title?: string | null } };
    const title = config.organisation?.maintenance_title ?? fr("navigation.maintenance.title");
    const page = await shop.open("/", { host: "maintenance.localhost" });
    // The maintenance screen and its sanitizer are chunks of their own: slower on a loaded machine.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText(), { timeout: 15_000 }).toBe(title);
    expect(await page.getByLabel(loginLabels("fr").password, { exact: true }).count()).toBe(0);
    await screenshot(page, "maintenance-example");
  });
});
