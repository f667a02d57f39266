import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { expectedSummaryMessage, type ExpectedOccupancyAnswer } from "@proshop/core";
import { t } from "./harness/labels.ts";
import { PASSWORD, screenshot, waitForPageView } from "./harness/page.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Expected occupancy (issue 36) in Chromium against the real server on the demo's year of
 * history: the dashboard draws today's line over the expected band (its figures in the table
 * beside the chart are the API's) and says when it is usually quiet; the kiosk shows the
 * expected line and the same words, for the live-counts level too.
 */
const shop = useShop();
const fr = t("fr");
const nl = t("nl");
const CENTRALE = "Centrale Bibliotheek Oosterpoort";

const openAs = async (email: string, view: string): Promise<Page> => {
  const page = await shop.open("/reporting");
  await page.getByLabel(fr("reporting.web.login.email"), { exact: true }).fill(email);
  await page.getByLabel(fr("reporting.web.login.password"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: fr("reporting.web.login.submit"), exact: true }).click();
  await waitForPageView(page, view);
  return page;
};

/** What the API expects of the demo's central library today, asked as `email`. */
const expectedToday = async (email: string): Promise<ExpectedOccupancyAnswer> => {
  const login = await fetch(shop.url("/auth/login"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
  const { auth } = (await login.json()) as { auth: string };
  const headers = { authorization: `Bearer ${auth}` };
  const locations = (await (await fetch(shop.url("/reporting/api/locations"), { headers })).json()) as Array<{ id: number; name: string }>;
  const centrale = locations.find((location) => location.name === CENTRALE)!;
  const answer = await fetch(shop.url(`/reporting/api/locations/${centrale.id}/expected`), { headers });
  expect(answer.status).toBe(200);
  return (await answer.json()) as ExpectedOccupancyAnswer;
};

const phrase = (answer: ExpectedOccupancyAnswer): string => {
  expect(answer.summary, "the demo's year gives the central library an expected day").not.toBeNull();
  const { id, params } = expectedSummaryMessage(answer.summary!);
  return nl(id, params);
};

const round = (value: number | null) => (value === null ? "–" : String(Math.round(value)));

describe("expected occupancy", () => {
  it("draws today's line over the expected band on the dashboard, with the day's summary", async () => {
    const answer = await expectedToday(REPORTING_EMAILS.librarian);
    expect(answer.days.length).toBeGreaterThan(0);
    const page = await openAs(REPORTING_EMAILS.librarian, "reporting");
    const section = page.getByTestId("expected-today");
    await section.getByTestId("expected-chart").locator("canvas").first().waitFor();
    expect(await section.getByRole("heading").innerText()).toBe(nl("expectedOccupancy.chart"));
    expect(await section.getByTestId("expected-summary").innerText()).toBe(phrase(answer));
    // The legend names the band's edges, the expected line and today's.
    const legend = await section.locator(".u-legend").innerText();
    for (const id of ["band_low", "band_high", "expected", "actual"]) expect(legend).toContain(nl(`expectedOccupancy.${id}`));
    // The figures beside the chart are the API's: the band of every hour (23, 24 or 25 of them).
    await section.getByText(nl("expectedOccupancy.figures")).click();
    const rows = section.getByTestId("expected-table").locator("tbody tr");
    expect(await rows.count()).toBe(answer.hours.length);
    const ranges = await rows.locator(":nth-child(3)").allInnerTexts();
    expect(ranges).toEqual(answer.hours.map((hour) => `${round(hour.low)}–${round(hour.high)}`));
    expect(answer.hours.some((hour) => hour.high !== null && hour.low !== null && hour.high > hour.low)).toBe(true);
    await screenshot(page, "reporting-expected-dashboard");
  });

  it("shows the expected line and the summary on the kiosk, for the live-counts level", async () => {
    const answer = await expectedToday(REPORTING_EMAILS.kiosk);
    const page = await openAs(REPORTING_EMAILS.kiosk, "reporting_kiosk");
    const card = page.getByTestId("kiosk-location").filter({ hasText: CENTRALE });
    await card.getByTestId("kiosk-expected").waitFor();
    expect(await card.getByTestId("kiosk-expected-summary").innerText()).toBe(phrase(answer));
    const points = await card.getByTestId("kiosk-expected-points").getAttribute("points");
    expect(points?.split(" ")).toHaveLength(answer.hours.filter((hour) => hour.expected !== null).length);
    expect(await card.getByRole("img", { name: `${nl("expectedOccupancy.chart")}: ${CENTRALE}` }).count()).toBe(1);
    await screenshot(page, "reporting-expected-kiosk");
  });
});
