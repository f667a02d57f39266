import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { t } from "./harness/labels.ts";
import { emptyLiveCart } from "./harness/live-cart.ts";
import { waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * SPEC 9: a completed order pushes one `purchase` event (the common e-commerce data-layer
 * shape) onto window.dataLayer, never again for that order on a reload or revisit (the last
 * order id in local storage); the next order pushes its own.
 */
const shop = useShop();
const fr = t("fr");

const DOUBLE_PUMP = { name: "Tire-lait électrique double Comfort", ctn: "SCF397/11" };

interface Purchase {
  readonly ecommerce: { readonly transaction_id: string; readonly value: number; readonly currency: string; readonly items: ReadonlyArray<{ item_name: string; quantity: number }> };
}

const purchases = (page: Page): Promise<Purchase[]> =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((entry) => entry.event === "purchase") as never);

const cartLink = (page: Page) =>
  page.getByRole("navigation", { name: fr("web.app.main_navigation") }).getByRole("link", { name: fr("navigation.nav.cart") });

/** An in-app navigation (the router follows history), so the page and its dataLayer stay. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);

/** Puts one double pump in the cart and walks the checkout up to the payment step, without reloading. */
const checkOutOnePump = async (page: Page) => {
  await navigateInApp(page, `/c-p/${encodeURIComponent(DOUBLE_PUMP.ctn)}`);
  await waitForPageView(page, `PRD:${DOUBLE_PUMP.ctn}`);
  await page.getByRole("button", { name: `${fr("shop.product.add_to_cart")} – ${DOUBLE_PUMP.name}`, exact: true }).first().click();
  await expect.poll(() => cartLink(page).getByTestId("cart-badge").innerText(), { timeout: 15_000 }).toBe("1");
  await cartLink(page).click();
  await waitForPageView(page, "cart");
  const checkout = page.getByRole("region", { name: fr("checkout.title") });
  await checkout.getByRole("button", { name: fr("checkout.next"), exact: true }).click();
  await checkout.getByText(fr("checkout.shipping.standard.label"), { exact: true }).click();
  await checkout.getByRole("button", { name: fr("checkout.next"), exact: true }).click();
  return checkout;
};

describe("purchase event", () => {
  it("is pushed once per order: not again when the paid order's page is opened again, once for the next order", async () => {
    await emptyLiveCart(shop, "nurse@example.fr");
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");

    // First order, paid by card at the server's test provider.
    let checkout = await checkOutOnePump(page);
    await checkout.getByText(fr("checkout.payment.method.online"), { exact: true }).click();
    await checkout.getByText(fr("checkout.payment.type.creditcard"), { exact: true }).click();
    await checkout.getByRole("button", { name: fr("checkout.order.place"), exact: true }).click();
    await page.waitForURL(/\/pay\//);
    await page.locator("button.pay").click();
    await page.waitForURL(/\/cart\?payment=completed/);
    const returnUrl = page.url();
    const first = new URL(returnUrl).searchParams.get("order_nr") ?? "";
    await page.getByTestId("payment-completed").waitFor();
    await expect.poll(() => purchases(page), { timeout: 15_000 }).toHaveLength(1);
    const [event] = await purchases(page);
    expect(event!.ecommerce).toMatchObject({ transaction_id: first, value: 249, currency: "EUR" });
    expect(event!.ecommerce.items).toEqual([expect.objectContaining({ item_name: DOUBLE_PUMP.name, quantity: 1 })]);

    // The provider's way back opened again (a reload, the back button): the same order, no event.
    await page.goto(returnUrl);
    await page.getByTestId("payment-completed").waitFor();

    // A second order, cash on delivery, in this same page: exactly one more event, its own.
    await page.getByRole("link", { name: fr("checkout.thanks.continue_shopping") }).click();
    await waitForPageView(page, "HOME");
    checkout = await checkOutOnePump(page);
    await checkout.getByText(fr("checkout.payment.method.cod"), { exact: true }).click();
    await checkout.getByRole("button", { name: fr("checkout.order.place"), exact: true }).click();
    await page.locator('[data-testid="checkout-outcome"][data-phase="orderPlaced"]').waitFor();
    await expect.poll(() => purchases(page).then((events) => events.map((e) => e.ecommerce.transaction_id)), { timeout: 15_000 }).toHaveLength(1);
    const [second] = await purchases(page);
    expect(second!.ecommerce.transaction_id).not.toBe(first);
    expect(await page.getByTestId("checkout-outcome").innerText()).toContain(second!.ecommerce.transaction_id);
    expect(await page.evaluate(() => localStorage.getItem("proshop.lastOrderId"))).toBe(second!.ecommerce.transaction_id);
  }, 120_000);
});
