import { describe, expect, it } from "vitest";
import type { Page, Response } from "playwright-core";
import { escapeRegExp, t } from "./harness/labels.ts";
import { runSql } from "./harness/db.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * A sales representative's pages act for the office they chose (issue 33, items 9 and 10): a
 * direct load or a reload waits until that office is set again instead of asking the server
 * without it (403 orders.company_not_chosen, "we could not load your orders"); the office's
 * licence is told as the office's, and a refused one blocks ordering where the buttons are.
 */
const shop = useShop();
const fr = t("fr");
const OFFICE = { custNo: "100234", name: "Maternité Sainte-Anne" };
/** After a reload the office is set again by a call: give a busy machine time. */
const SLOW = { timeout: 15_000 };

const banner = (page: Page) => page.getByRole("status").filter({ hasNot: page.getByRole("button") }).first();

const officeBanner = (name: string): RegExp => {
  const [before, after] = fr("navigation.banner.sales_rep_for", { company: name, userId: "§" }).split("§");
  return new RegExp(`^${escapeRegExp(before!)}\\d+${escapeRegExp(after!)}$`);
};

const chooseOffice = async (page: Page, office: { custNo: string; name: string }) => {
  await waitForPageView(page, "order-on-behalf");
  await page.getByRole("textbox", { name: fr("session.order_on_behalf.customer_number") }).fill(office.custNo);
  await page.getByRole("button", { name: fr("session.order_on_behalf.select") }).click();
  await expect.poll(() => banner(page).innerText(), SLOW).toMatch(officeBanner(office.name));
};

/** Every answer the page got that says "no company chosen", as "METHOD url". */
const recordCompanyNotChosen = (page: Page): string[] => {
  const refused: string[] = [];
  page.on("response", (response: Response) => {
    if (response.status() !== 403) return;
    void response.text().then(
      (body) => {
        if (body.includes("orders.company_not_chosen")) refused.push(`${response.request().method()} ${response.url()}`);
      },
      () => undefined,
    );
  });
  return refused;
};

describe("a representative's pages after a reload", () => {
  it("shows the chosen office's orders, saved lists and cart on a direct load, never asking without the office", async () => {
    const page = await openAs(shop, "rep@example.fr");
    await chooseOffice(page, OFFICE);
    const refused = recordCompanyNotChosen(page);

    // "Mes commandes", opened directly, then reloaded.
    await page.goto(shop.url("/profile/my-orders"));
    await waitForPageView(page, "profile_my-orders");
    await page.getByTestId("orders-list").waitFor(SLOW);
    await page.reload();
    await waitForPageView(page, "profile_my-orders");
    await page.getByTestId("orders-list").waitFor(SLOW);
    expect(await page.getByText(fr("webCart.orders.load_failed")).count()).toBe(0);
    // An order's details come from the office's orders too.
    await page.getByTestId("order-row").first().getByRole("button", { name: /./ }).click();
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);

    // Quick order's saved lists, and the cart.
    await page.goto(shop.url("/quick-order"));
    await waitForPageView(page, "quick-order");
    await expect.poll(() => banner(page).innerText(), SLOW).toMatch(officeBanner(OFFICE.name));
    await page.goto(shop.url("/cart"));
    await waitForPageView(page, "cart");
    await expect.poll(() => banner(page).innerText(), SLOW).toMatch(officeBanner(OFFICE.name));

    // Answers may arrive a moment after the page settled.
    await page.waitForTimeout(500);
    expect(refused).toEqual([]);
    expect(await page.getByRole("alert").filter({ hasText: fr("orders.company_not_chosen") }).count()).toBe(0);
  });

  it("asks a representative with no office to choose one instead of failing to load the orders", async () => {
    const page = await openAs(shop, "rep@example.fr");
    await waitForPageView(page, "order-on-behalf");
    await page.goto(shop.url("/profile/my-orders"));
    await waitForPageView(page, "profile_my-orders");
    await expect.poll(() => page.getByTestId("choose-office").innerText(), SLOW).toBe(fr("orders.company_not_chosen"));
    expect(await page.getByText(fr("webCart.orders.load_failed")).count()).toBe(0);
    await page.getByTestId("route-container").getByRole("link", { name: fr("session.order_on_behalf.title"), exact: true }).click();
    await waitForPageView(page, "order-on-behalf");
  });
});

describe("a representative acting for a company whose licence is not approved", () => {
  const REFUSED = { custNo: "100237", name: "Crèche Les Petits Pas" };
  const PENDING = { custNo: "100236", name: "Pharmacie du Parc" };
  const PUMP = "Tire-lait manuel Natural";

  it("says the company's licence was refused, offers no add button and no checkout", async () => {
    // The crèche's cart was filled while its licence was still approved; then it was refused.
    await runSql(shop, `UPDATE companies SET license_valid = 'APPROVED' WHERE cust_no = '${REFUSED.custNo}'`);
    const page = await openAs(shop, "rep@example.fr");
    await chooseOffice(page, REFUSED);
    await page.goto(shop.url("/c-p"));
    await waitForPageView(page, "c-p");
    const saved = page.waitForResponse((answer) => answer.url().endsWith("/admin/cart") && answer.request().method() === "PUT" && answer.ok());
    await page.getByRole("button", { name: `${fr("shop.product.add_to_cart")} – ${PUMP}`, exact: true }).first().click();
    await saved;
    await runSql(shop, `UPDATE companies SET license_valid = 'INVALID' WHERE cust_no = '${REFUSED.custNo}'`);
    await page.waitForTimeout(2_100); // the server's session-user cache
    await page.reload();
    await waitForPageView(page, "c-p");

    const bannerTexts = () => page.locator('[data-testid^="banner-"]').allInnerTexts();
    await expect.poll(bannerTexts, SLOW).toContain(fr("navigation.banner.company_license_refused", { company: REFUSED.name }));
    expect(await bannerTexts()).not.toContain(fr("navigation.banner.license_pending"));

    // The listing and the product page say it where "Ajouter au panier" was.
    const card = page.getByTestId("product-card").filter({ hasText: PUMP }).first();
    await expect.poll(() => card.getByTestId("add-blocked").innerText(), SLOW).toBe(fr("limits.license_refused.title"));
    expect(await page.getByTestId("add-to-cart").count()).toBe(0);
    await card.getByRole("link", { name: PUMP, exact: true }).click();
    await waitForPageView(page, /^PRD:/);
    await expect.poll(() => page.getByTestId("add-blocked").innerText(), SLOW).toContain(fr("limits.license_refused.detail", { company: REFUSED.name }));
    expect(await page.getByTestId("add-to-cart").count()).toBe(0);
    await screenshot(page, "representative-refused-licence-product");

    // The cart it holds says why, in the words the server refuses with, and offers no checkout.
    await page.goto(shop.url("/cart"));
    await waitForPageView(page, "cart");
    await expect.poll(() => page.getByTestId("ordering-blocked").innerText(), SLOW).toBe(fr("orders.license_refused", { company: REFUSED.name }));
    expect(await page.getByRole("region", { name: fr("checkout.title") }).count()).toBe(0);
    await screenshot(page, "representative-refused-licence-cart");
  });

  it("tells a pending licence as the company's, not as the representative's own", async () => {
    const page = await openAs(shop, "rep@example.fr");
    await chooseOffice(page, PENDING);
    const bannerTexts = () => page.locator('[data-testid^="banner-"]').allInnerTexts();
    await expect.poll(bannerTexts, SLOW).toContain(fr("navigation.banner.company_license_pending", { company: PENDING.name }));
    expect(await bannerTexts()).not.toContain(fr("navigation.banner.license_pending"));
    // Its cart may be filled meanwhile (approval will come): the buttons stay.
    await page.goto(shop.url("/c-p"));
    await waitForPageView(page, "c-p");
    await page.getByTestId("add-to-cart").first().waitFor(SLOW);
    expect(await page.getByTestId("add-blocked").count()).toBe(0);
  });
});
