import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { REPORTING_SEED_LOCATIONS } from "@proshop/fixtures/seed/reporting/sites";
import { seriousViolations } from "./harness/axe.ts";
import { t } from "./harness/labels.ts";
import { PASSWORD, screenshot, waitForPageView } from "./harness/page.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Comparing locations on the counts screen (issue 36), in Chromium: several locations picked
 * from the keyboard give one chart with a line per location, one table and one CSV with a column
 * per location, each location's figures the same as when it is shown alone.
 */
const shop = useShop();
const fr = t("fr");
const nl = t("nl");

const centrale = REPORTING_SEED_LOCATIONS.find((location) => location.key === "nl-centrale")!.name;
const wijk = REPORTING_SEED_LOCATIONS.find((location) => location.key === "nl-wijk")!.name;
const enters = nl("reporting.kind.enter");
const column = (location: string) => nl("reporting.web.counts.location_kind", { location, kind: enters });

const openCounts = async (): Promise<Page> => {
  const page = await shop.open("/reporting/counts");
  await page.getByLabel(fr("reporting.web.login.email"), { exact: true }).fill(REPORTING_EMAILS.countsOnly);
  await page.getByLabel(fr("reporting.web.login.password"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: fr("reporting.web.login.submit"), exact: true }).click();
  await waitForPageView(page, "reporting_counts");
  return page;
};

/** Sets a checkbox from the keyboard: focus, then Space when it is not as wanted. */
const setCheckbox = async (page: Page, name: string, checked: boolean) => {
  const box = page.getByRole("checkbox", { name, exact: true });
  await box.focus();
  if ((await box.isChecked()) !== checked) await page.keyboard.press("Space");
  expect(await box.isChecked()).toBe(checked);
};

/** Shows the counts (Enter on the button) and waits for the table with `header`. */
const show = async (page: Page, header: ReadonlyArray<string>) => {
  await page.getByRole("button", { name: nl("reporting.web.counts.show"), exact: true }).focus();
  await page.keyboard.press("Enter");
  const table = page.getByRole("region", { name: nl("reporting.web.counts.table") });
  await expect.poll(() => table.locator("thead th").allInnerTexts()).toEqual([nl("reporting.web.counts.period"), ...header]);
  return table;
};

describe("reporting counts comparing locations", () => {
  it("draws a line and gives a column and a CSV column per location, each as it is alone", async () => {
    const page = await openCounts();
    // The screen opens on the first location's counts.
    await page.getByRole("region", { name: nl("reporting.web.counts.table") }).getByRole("row").nth(1).waitFor();
    await setCheckbox(page, enters, true);
    await setCheckbox(page, centrale, true);
    await setCheckbox(page, wijk, true);
    const table = await show(page, [column(centrale), column(wijk)]);

    // The chart's legend names a line per location.
    const legend = await page.getByRole("img", { name: nl("reporting.web.counts.chart") }).locator(".u-legend .u-label").allInnerTexts();
    expect(legend.slice(1)).toEqual([column(centrale), column(wijk)]);
    const totals = await table.locator("tfoot th").allInnerTexts();
    expect(totals).toHaveLength(3);
    expect(Number(totals[1]!.replace(/\D/g, ""))).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: nl("reporting.web.counts.download") }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString("utf8").split("\r\n");
    expect(csv[0]).toBe(["start", nl("reporting.web.counts.period"), column(centrale), column(wijk)].join(","));
    expect(csv.length).toBe((await table.getByRole("row").count()) + 1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "reporting-counts-compare");

    // Each location alone: the same totals as its column.
    await setCheckbox(page, wijk, false);
    const alone = await show(page, [enters]);
    expect((await alone.locator("tfoot th").allInnerTexts())[1]).toBe(totals[1]);
    await setCheckbox(page, centrale, false);
    await setCheckbox(page, wijk, true);
    const other = await show(page, [enters]);
    expect((await other.locator("tfoot th").allInnerTexts())[1]).toBe(totals[2]);
  });
});
