import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { escapeRegExp, t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { emptyLiveCart } from "./harness/live-cart.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Accounts that order differently (SPEC 4 and 6): a sales representative orders on behalf of
 * a customer company; a customer whose licence waits for approval can browse but not order.
 */
const shop = useShop();
const fr = t("fr");

const PUMP = { name: "Tire-lait manuel Natural", ctn: "SCF430/10" };

/** The banner under the header (SPEC 2: optional banner), a polite status. */
const banner = (page: Page) => page.getByRole("status").filter({ hasNot: page.getByRole("button") }).first();

/** Shop, category, product, cart: by clicks, as a user goes (a reload would forget the rep's chosen office). */
const addPumpAndOpenCart = async (page: Page) => {
  const nav = page.getByRole("navigation", { name: fr("web.app.main_navigation") });
  await nav.getByRole("link", { name: fr("navigation.nav.shop"), exact: true }).click();
  await waitForPageView(page, "HOME");
  await page.getByRole("list", { name: fr("shop.categories.title") }).getByRole("link", { name: /^Tire-lait Tire-lait/ }).click();
  await waitForPageView(page, "CAT:tire-lait");
  await page.getByRole("link", { name: PUMP.name, exact: true }).click();
  await waitForPageView(page, `PRD:${PUMP.ctn}`);
  await page.getByRole("button", { name: `${fr("shop.product.add_to_cart")} – ${PUMP.name}`, exact: true }).click();
  await nav.getByRole("link", { name: fr("navigation.nav.cart_with_count", { count: 1 }) }).click();
  await waitForPageView(page, "cart");
};

/** From the address step to the payment step, keeping the default address and shipping method. */
const toPaymentStep = async (page: Page) => {
  const checkout = page.getByRole("region", { name: fr("checkout.title") });
  await checkout.getByRole("button", { name: fr("checkout.next"), exact: true }).click();
  await checkout.getByRole("radiogroup", { name: fr("webCart.checkout.shipping_methods") }).waitFor();
  await checkout.getByRole("button", { name: fr("checkout.next"), exact: true }).click();
  await checkout.getByRole("button", { name: fr("checkout.order.place"), exact: true }).waitFor();
  return checkout;
};

describe("accounts that order differently", () => {
  it("lands a sales representative on /order-on-behalf, orders for customer 100234 under the banner", async () => {
    // The rep works on customer 100234's live cart, which the seed filled: start from an empty one.
    await emptyLiveCart(shop, "nurse@example.fr");
    const page = await openAs(shop, "rep@example.fr");
    await waitForPageView(page, "order-on-behalf");
    await expect.poll(() => banner(page).innerText()).toBe(fr("navigation.banner.sales_rep_select_company"));
    const nav = page.getByRole("navigation", { name: fr("web.app.main_navigation") });
    expect(await nav.getByRole("link", { name: fr("navigation.nav.order_on_behalf") }).getAttribute("href")).toBe("/order-on-behalf");
    await screenshot(page, "order-on-behalf");

    await page.getByRole("textbox", { name: fr("session.order_on_behalf.customer_number") }).fill("100234");
    await page.getByRole("button", { name: fr("session.order_on_behalf.select") }).click();
    // The seeded company of 100234; the rep's user id is whatever the seed gave it.
    const [before, after] = fr("navigation.banner.sales_rep_for", { company: "Maternité Sainte-Anne", userId: "§" }).split("§");
    await expect.poll(() => banner(page).innerText()).toMatch(new RegExp(`^${escapeRegExp(before!)}\\d+${escapeRegExp(after!)}$`));
    await screenshot(page, "order-on-behalf-chosen");

    await addPumpAndOpenCart(page);
    // The order ships to the customer's address (fixtures: 100234 in Paris), not to the rep's office.
    const address = await page.getByTestId("checkout-address").innerText();
    expect(address).toContain("Maternité Sainte-Anne");
    expect(address).toContain("75014 Paris");
    const checkout = await toPaymentStep(page);
    await checkout.getByRole("button", { name: fr("checkout.order.place"), exact: true }).click();
    const confirmation = page.getByRole("heading", { name: fr("checkout.order.confirmation_title") });
    await confirmation.waitFor();
    const text = await page.getByTestId("checkout-outcome").innerText();
    const orderNr = /(\d{5,})/.exec(text)?.[1] ?? "";
    expect(text).toContain(fr("checkout.order.confirmation_text", { order_nr: orderNr }));
    await screenshot(page, "order-on-behalf-confirmation");

    // The order is the customer's: nurse@example.fr (company 100234) finds it in her orders.
    const nurse = await openAs(shop, "nurse@example.fr");
    await nurse.goto(shop.url("/profile/my-orders"));
    await waitForPageView(nurse, "profile_my-orders");
    await expect.poll(() => nurse.getByRole("main").innerText()).toContain(orderNr);
  });

  it("shows pending@example.fr the approval banner, and the cart explains why it cannot order", async () => {
    const page = await openAs(shop, "pending@example.fr");
    await waitForPageView(page, "HOME");
    await expect.poll(() => banner(page).innerText()).toBe(fr("navigation.banner.license_pending"));
    await screenshot(page, "pending-licence-banner");

    await addPumpAndOpenCart(page);
    // Core's ordering block, in the words the server would refuse with (which one depends on
    // what the seed left unapproved: the account or the company's licence); no checkout offered.
    const reasons = [fr("orders.account_not_validated"), fr("orders.license_not_approved", { company: "Pharmacie du Parc" })];
    await expect.poll(() => page.getByTestId("ordering-blocked").innerText()).toBeOneOf(reasons);
    expect(await page.getByRole("region", { name: fr("checkout.title") }).count()).toBe(0);
    expect(await page.getByRole("button", { name: fr("checkout.order.place") }).count()).toBe(0);
    await screenshot(page, "pending-licence-cart");
  });
});
