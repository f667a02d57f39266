import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginLabels, t } from "./harness/labels.ts";
import { logIn, waitForPageView } from "./harness/page.ts";
import { useShop } from "./harness/shop.ts";

/*
 * A sales representative's deep link survives the office choice (issue 35 item 19): opened
 * logged out, it sends the rep to log in, then to choose an office (nothing works before),
 * then to the link itself. Once reached it is forgotten: choosing another office later lands
 * in the shop, not on the old link.
 */
const shop = useShop();
const fr = t("fr");
const PUMP_CTN = "SCF430/10";
/** The office is set by a call: give a busy machine time. */
const SLOW = { timeout: 15_000 };

const chooseOffice = async (page: Page, custNo: string) => {
  await waitForPageView(page, "order-on-behalf");
  await page.getByRole("textbox", { name: fr("session.order_on_behalf.customer_number") }).fill(custNo);
  await page.getByRole("button", { name: fr("session.order_on_behalf.select") }).click();
};

const logInFrom = async (path: string): Promise<Page> => {
  const page = await shop.open(path);
  await waitForPageView(page, "login");
  await logIn(page, "rep@example.fr", loginLabels("fr"));
  return page;
};

describe("a sales rep's deep link over the office choice", () => {
  it("goes to my orders after choosing the office, then to the shop when choosing another one", async () => {
    const page = await logInFrom("/profile/my-orders");
    await chooseOffice(page, "100234");
    await waitForPageView(page, "profile_my-orders");
    expect(new URL(page.url()).pathname).toBe("/profile/my-orders");

    // The link was used: a later change of office goes to the shop, as it always did.
    await page.getByRole("link", { name: fr("navigation.nav.order_on_behalf") }).first().click();
    await waitForPageView(page, "order-on-behalf");
    await page.getByTestId("current-office").waitFor(SLOW);
    await chooseOffice(page, "100234");
    await waitForPageView(page, "HOME");
  }, 120_000);

  it("goes to the product page opened before logging in, once the office is chosen", async () => {
    const page = await logInFrom(`/c-p/${encodeURIComponent(PUMP_CTN)}`);
    await chooseOffice(page, "100234");
    await waitForPageView(page, `PRD:${PUMP_CTN}`);
  }, 120_000);
});
