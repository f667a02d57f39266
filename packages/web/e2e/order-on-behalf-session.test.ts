import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { escapeRegExp, loginLabels, t } from "./harness/labels.ts";
import { logIn, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * A sales representative's chosen office across reloads and sessions (SPEC 2, 4 and 6): a
 * reload keeps it (sent again as X-Customer-Number), a logout forgets it, and after logging in
 * a rep always starts by choosing an office; nobody lands on the page the previous user left.
 */
const shop = useShop();
const fr = t("fr");
const OFFICE = { custNo: "100234", name: "Maternité Sainte-Anne" };
const PUMP = { name: "Tire-lait manuel Natural", ctn: "SCF430/10" };
/** After a reload the office is set again by a call: give a busy machine time. */
const SLOW = { timeout: 15_000 };

const banner = (page: Page) => page.getByRole("status").filter({ hasNot: page.getByRole("button") }).first();

const officeBanner = (): RegExp => {
  const [before, after] = fr("navigation.banner.sales_rep_for", { company: OFFICE.name, userId: "§" }).split("§");
  return new RegExp(`^${escapeRegExp(before!)}\\d+${escapeRegExp(after!)}$`);
};

const chooseOffice = async (page: Page) => {
  await waitForPageView(page, "order-on-behalf");
  await page.getByRole("textbox", { name: fr("session.order_on_behalf.customer_number") }).fill(OFFICE.custNo);
  await page.getByRole("button", { name: fr("session.order_on_behalf.select") }).click();
  await expect.poll(() => banner(page).innerText(), SLOW).toMatch(officeBanner());
};

const logOut = async (page: Page) => {
  await page.getByRole("button", { name: fr("navigation.nav.logout"), exact: true }).click();
  await waitForPageView(page, "login");
};

describe("order on behalf across reloads and sessions", () => {
  it("keeps the chosen office after a reload and orders for it", async () => {
    const page = await openAs(shop, "rep@example.fr");
    await chooseOffice(page);

    await page.goto(shop.url("/c-p"));
    await waitForPageView(page, "c-p");
    await expect.poll(() => banner(page).innerText(), SLOW).toMatch(officeBanner());

    // The order calls carry the office again: the cart prices and offers the checkout.
    const priced = page.waitForRequest(
      (request) => request.url().includes("/admin/order") && request.headers()["x-customer-number"] === OFFICE.custNo,
    );
    await page.getByRole("link", { name: PUMP.name, exact: true }).first().click();
    await waitForPageView(page, /^PRD:/);
    await page.getByRole("button", { name: `${fr("shop.product.add_to_cart")} – ${PUMP.name}`, exact: true }).click();
    // WHY wait: leaving a page while its session still loads aborts its calls, which logs out.
    await page.reload();
    await waitForPageView(page, `PRD:${PUMP.ctn}`);
    await expect.poll(() => banner(page).innerText(), SLOW).toMatch(officeBanner());
    await page.goto(shop.url("/cart"));
    await waitForPageView(page, "cart");
    await priced;
    await page.getByRole("region", { name: fr("checkout.title") }).waitFor();
    expect(await page.getByTestId("ordering-blocked").count()).toBe(0);

    // Reloading the order-on-behalf page shows the office and stays there.
    await page.goto(shop.url("/order-on-behalf"));
    await waitForPageView(page, "order-on-behalf");
    await expect.poll(() => page.getByTestId("current-office").innerText(), SLOW).toContain(OFFICE.custNo);
    await page.waitForTimeout(300);
    expect(await pageViewOf(page)).toBe("order-on-behalf");
  });

  it("forgets the office on logout and sends the rep to choose one after logging in again", async () => {
    const page = await openAs(shop, "rep@example.fr");
    await chooseOffice(page);
    await page.goto(shop.url("/profile/my-orders"));
    await waitForPageView(page, "profile_my-orders");
    await logOut(page);

    await logIn(page, "rep@example.fr", loginLabels("fr"));
    await waitForPageView(page, "order-on-behalf");
    await expect.poll(() => banner(page).innerText(), SLOW).toBe(fr("navigation.banner.sales_rep_select_company"));
    await page.reload();
    await waitForPageView(page, "order-on-behalf");
    await page.waitForTimeout(500);
    expect(await banner(page).innerText()).toBe(fr("navigation.banner.sales_rep_select_company"));
  });

  it("does not land the next user on the page the previous one logged out from", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await page.goto(shop.url("/profile/my-orders"));
    await waitForPageView(page, "profile_my-orders");
    await logOut(page);
    await logIn(page, "pending@example.fr", loginLabels("fr"));
    await waitForPageView(page, "HOME");
  });
});

const pageViewOf = (page: Page) => page.evaluate(() => document.body.dataset["pageView"]);
