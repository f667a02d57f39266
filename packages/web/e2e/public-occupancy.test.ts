import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import type { Page } from "playwright-core";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { seriousViolations } from "./harness/axe.ts";
import { t } from "./harness/labels.ts";
import { PASSWORD, screenshot, waitForPageView } from "./harness/page.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 36, public occupancy, in Chromium against the real server: the library's administrator
 * makes a location public in its edit form; anyone opens its address without log-in, on a
 * phone and on a wall screen, in their language; a website the administrator listed may frame
 * it, another may not; private again, the address says "not found" (404).
 */
const shop = useShop();
const fr = t("fr");
const nl = t("nl");
const en = t("en");
/** A demo location open every day of the week, so today has comparable days whatever the day. */
const LOCATION = "Centrale Bibliotheek Oosterpoort";
/**
 * A library's website on this machine (Chromium lets a page on a loopback address frame another
 * one; a made-up public host would be stopped by its local network access checks), whose page
 * frames `address`. `origin` is its address; `otherOrigin` the same server under another origin.
 */
const startLibrarySite = async (address: () => string) => {
  const server = createServer((_request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(`<!doctype html><html lang="en"><title>Library</title><iframe title="Occupancy" src="${address()}" width="800" height="600"></iframe></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    otherOrigin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const logInReporting = async (page: Page, email: string): Promise<void> => {
  await page.getByLabel(fr("reporting.web.login.email"), { exact: true }).fill(email);
  await page.getByLabel(fr("reporting.web.login.password"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: fr("reporting.web.login.submit"), exact: true }).click();
  await page.getByRole("heading", { name: fr("reporting.web.login.title") }).waitFor({ state: "detached" });
};

/** The location's edit form, open, as its company's administrator (whose account speaks Dutch). */
const openLocationForm = async (): Promise<Page> => {
  const page = await shop.open("/reporting/locations");
  await logInReporting(page, REPORTING_EMAILS.nlAdmin);
  await waitForPageView(page, "reporting_locations");
  await page.getByRole("button", { name: nl("reporting.web.list.edit_named", { name: LOCATION }) }).click();
  await page.getByRole("region", { name: nl("publicSettings.title") }).waitFor();
  return page;
};

const savePublicPage = async (admin: Page) => {
  await admin.getByRole("button", { name: nl("publicSettings.save"), exact: true }).click();
  await admin.getByText(nl("publicSettings.saved")).waitFor();
};

/** Script files the page fetched, by path. */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: (entry as PerformanceResourceTiming).encodedBodySize }))
      .filter((entry) => entry.path.endsWith(".js")),
  );

describe("public occupancy page (issue 36)", () => {
  it("is made public in the location's form, read without log-in on a phone and a wall screen, framed only by the listed site, and 404 once private", async () => {
    let address = "";
    const librarySite = await startLibrarySite(() => address);
    onTestFinished(() => librarySite.close());
    const admin = await openLocationForm();
    const panel = admin.getByRole("region", { name: nl("publicSettings.title") });
    expect(await panel.getByText(nl("publicSettings.not_yet")).count()).toBe(1);
    await panel.getByRole("switch", { name: nl("publicSettings.switch") }).check();
    // A path is refused where it is typed, in the administrator's language.
    const origins = panel.getByLabel(nl("publicSettings.origins"), { exact: true });
    await origins.fill(`${librarySite.origin}/agenda`);
    await origins.blur();
    await panel.getByText(nl("publicSettings.field.embed_origin", { origin: `${librarySite.origin}/agenda` })).waitFor();
    await origins.fill(librarySite.origin);
    await savePublicPage(admin);
    address = await panel.getByLabel(nl("publicSettings.address"), { exact: true }).inputValue();
    expect(address).toMatch(/\/reporting\/public\/centrale-bibliotheek-oosterpoort-[a-z0-9]{10}$/);
    expect(await panel.getByRole("button", { name: nl("publicSettings.copy") }).count()).toBe(1);
    await screenshot(admin, "public-occupancy-settings");
    expect(await seriousViolations(admin)).toEqual([]);
    const path = new URL(address).pathname;

    // A phone (375 px), no log-in; the browser speaks English.
    const visitor = await shop.open(path);
    await visitor.setViewportSize({ width: 375, height: 812 });
    await visitor.getByRole("heading", { level: 1, name: LOCATION }).waitFor();
    await visitor.getByRole("heading", { name: en("publicPage.now") }).waitFor();
    const indicator = await visitor.locator(".po-indicator").innerText();
    expect(["green", "orange", "red"].map((level) => en(`publicPage.indicator.${level}`))).toContain(indicator.trim());
    expect(await visitor.locator(".po-percent").innerText()).toMatch(/^\d+% of capacity$/);
    await visitor.getByRole("heading", { name: en("publicPage.expected.title") }).waitFor();
    // Today's expected occupancy from the demo's year: a bar per hour, each said in words, and the day in one line.
    const bars = visitor.getByRole("list", { name: en("publicPage.expected.title") }).getByRole("listitem");
    expect(await bars.count()).toBeGreaterThan(4);
    expect(await bars.first().innerText()).toMatch(/^\d\d:00: \d+%$/m);
    const summary = await visitor.locator(".po-summary").innerText();
    expect(summary).toMatch(/^Usually (quiet after \d\d:00|quiet all day|busiest around \d\d:00)$/);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(visitor, "public-occupancy-phone");
    expect(await seriousViolations(visitor)).toEqual([]);
    // Its own small bundle: nothing of the shop's or the reporting area's code.
    const scripts = await scriptsOf(visitor);
    expect(scripts.map((script) => script.path)).toContain("/assets/occupancy.js");
    expect(scripts.filter((script) => /\/assets\/(index|start|libs|jsx-runtime|app|reporting)[-.]/.test(script.path))).toEqual([]);
    expect(scripts.reduce((sum, script) => sum + script.bytes, 0)).toBeLessThan(20_000);
    expect(await visitor.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // A wall screen (1920 x 1080): large type.
    await visitor.setViewportSize({ width: 1920, height: 1080 });
    const sizes = await visitor.evaluate(() => ({
      percent: parseFloat(getComputedStyle(document.querySelector(".po-percent-number")!).fontSize),
      name: parseFloat(getComputedStyle(document.querySelector("h1")!).fontSize),
    }));
    expect(sizes.percent).toBeGreaterThanOrEqual(150);
    expect(sizes.name).toBeGreaterThanOrEqual(48);
    await screenshot(visitor, "public-occupancy-wall");
    expect(await seriousViolations(visitor)).toEqual([]);

    // The visitor's language: the switcher, kept for the next visit; `?lang=` for an embed.
    await visitor.getByLabel(en("publicPage.language"), { exact: true }).selectOption("fr");
    await visitor.getByRole("heading", { name: fr("publicPage.now") }).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe("fr");
    const dutch = await shop.open(`${path}?lang=nl`);
    await dutch.getByRole("heading", { name: nl("publicPage.now") }).waitFor();

    // The listed site may frame it; another may not.
    const framing = async (site: string) => {
      const host = await shop.open("/health");
      await host.goto(`${site}/`);
      return host
        .frameLocator("iframe")
        .getByRole("heading", { level: 1, name: LOCATION })
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
    };
    expect(await framing(librarySite.origin)).toBe(true);
    expect(await framing(librarySite.otherOrigin)).toBe(false);

    // Private again: 404 at once, said in the visitor's language (French, kept above).
    await panel.getByRole("switch", { name: nl("publicSettings.switch") }).uncheck();
    await savePublicPage(admin);
    expect(await panel.getByText(nl("publicSettings.private")).count()).toBe(1);
    const response = await visitor.reload();
    expect(response?.status()).toBe(404);
    await visitor.getByRole("heading", { level: 1, name: fr("publicPage.not_found_title") }).waitFor();
    expect(await visitor.getByText(fr("publicPage.not_found")).count()).toBe(1);
    expect(await visitor.getByText(LOCATION).count()).toBe(0);
    await visitor.setViewportSize({ width: 375, height: 812 });
    await screenshot(visitor, "public-occupancy-not-found");
    expect(await seriousViolations(visitor)).toEqual([]);
  });

  it("says not found for an address no location has", async () => {
    const page = await shop.open("/reporting/public/no-such-place-aaaaaaaaaa?lang=es");
    await page.getByRole("heading", { level: 1, name: t("es")("publicPage.not_found_title") }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
