import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { emptyLiveCart } from "./harness/live-cart.ts";
import { readManifest } from "./harness/paths.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * A customer's order, the main scenario, as nurse@example.fr on the French shop
 * (maximum order amount 500 EUR): browse a category, filter, search, open a product; add to
 * the cart and see the badge; go over the maximum and read core's explaining snackbar; apply
 * WELCOME10; check out paying by card at the server's test provider; find the order in
 * "my orders". Product and category names are the seeded catalogue's (fixtures/).
 */
const shop = useShop();
const fr = t("fr");

const DOUBLE_PUMP = { name: "Tire-lait électrique double Comfort", ctn: "SCF397/11" };

/** The nurse logged in with an empty cart (the company's cart lives on the server between scenarios). */
const openNurse = async (): Promise<Page> => {
  await emptyLiveCart(shop, "nurse@example.fr");
  return openAs(shop, "nurse@example.fr");
};

const results = (page: Page) => page.getByText(/^Produits trouvés/).or(page.getByText(fr("shop.no_results")));
const productHeadings = (page: Page) => page.locator("main article").getByRole("heading", { level: 3 });

/** The header's cart link, whose name carries the badge's count. */
const cartLink = (page: Page) =>
  page.getByRole("navigation", { name: fr("web.app.main_navigation") }).getByRole("link", { name: fr("navigation.nav.cart") });

const openProduct = async (page: Page, product: { ctn: string }) => {
  await page.goto(shop.url(`/c-p/${encodeURIComponent(product.ctn)}`));
  await waitForPageView(page, `PRD:${product.ctn}`);
};

const addToCart = async (page: Page, productName: string, quantity: number) => {
  await page.getByRole("spinbutton", { name: new RegExp(`${productName}$`) }).first().fill(String(quantity));
  await page.getByRole("button", { name: `${fr("shop.product.add_to_cart")} – ${productName}`, exact: true }).first().click();
};

describe("a customer's order", () => {
  it("browses a category, filters it, searches the catalogue and opens a product", async () => {
    const page = await openNurse();
    await waitForPageView(page, "HOME");
    const categories = page.getByRole("list", { name: fr("shop.categories.title") });
    await categories.getByRole("link").first().waitFor();
    await screenshot(page, "home");

    await categories.getByRole("link", { name: /^Tire-lait Tire-lait/ }).click();
    await waitForPageView(page, "CAT:tire-lait");
    await expect.poll(() => productHeadings(page).count()).toBeGreaterThan(1);
    const all = await productHeadings(page).count();

    // The filter's label carries its count (SPEC: filter checkboxes with counts); click it as a user does.
    const filter = page.locator("label").filter({ hasText: /^Double pompage \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec(await filter.innerText())?.[1]);
    await filter.click();
    await expect.poll(() => page.getByRole("checkbox", { name: /^Double pompage/ }).isChecked()).toBe(true);
    await expect.poll(() => productHeadings(page).count()).toBe(expected);
    expect(expected).toBeLessThan(all);
    await expect.poll(() => results(page).first().innerText()).toBe(fr("shop.listing.results", { count: expected }));
    await screenshot(page, "category-filtered");

    await page.goto(shop.url("/c-p"));
    await waitForPageView(page, "c-p");
    await page.getByRole("searchbox", { name: fr("shop.search.label") }).fill("Natural");
    await expect.poll(async () => (await productHeadings(page).allInnerTexts()).every((name) => name.includes("Natural"))).toBe(true);
    expect(await productHeadings(page).count()).toBeGreaterThan(0);
    await page.getByRole("searchbox", { name: fr("shop.search.label") }).fill("zzzz-nothing");
    await expect.poll(() => page.getByText(fr("shop.no_results")).count()).toBe(1);
    await screenshot(page, "search-no-results");

    await page.getByRole("searchbox", { name: fr("shop.search.label") }).fill("Comfort");
    await page.getByRole("link", { name: DOUBLE_PUMP.name, exact: true }).click();
    await waitForPageView(page, `PRD:${DOUBLE_PUMP.ctn}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(DOUBLE_PUMP.name);
    const main = page.getByRole("main");
    expect(await main.innerText()).toContain("249,00");
    expect(await main.innerText()).toContain(fr("shop.stock.in_stock"));
    await page.getByRole("tab", { name: fr("shop.product.specifications") }).click();
    await expect.poll(() => page.getByRole("tabpanel").innerText()).toContain(DOUBLE_PUMP.ctn);
    expect(await page.getByRole("region", { name: fr("shop.product.related") }).getByRole("article").count()).toBeGreaterThan(0);
    await screenshot(page, "product");
  });

  it("adds to the cart, shows the badge, and explains the refusal over the maximum order amount", async () => {
    const page = await openNurse();
    await waitForPageView(page, "HOME");
    await openProduct(page, DOUBLE_PUMP);
    await addToCart(page, DOUBLE_PUMP.name, 1);
    await expect.poll(() => cartLink(page).getAttribute("aria-label").then(async (label) => label ?? (await cartLink(page).innerText()))).toContain(
      fr("navigation.nav.cart_with_count", { count: 1 }),
    );
    expect(await cartLink(page).getByTestId("cart-badge").innerText()).toBe("1");

    // 3 x 249 EUR is over nurse@example.fr's 500 EUR: refused, with core's explanation.
    await addToCart(page, DOUBLE_PUMP.name, 2);
    const snackbar = page.getByRole("alert").filter({ hasText: fr("limits.max_order_price_reached.title") });
    await snackbar.waitFor();
    await screenshot(page, "max-order-amount-snackbar");
    expect(await cartLink(page).getByTestId("cart-badge").innerText()).toBe("1");

    await addToCart(page, DOUBLE_PUMP.name, 1);
    await expect.poll(() => cartLink(page).getByTestId("cart-badge").innerText()).toBe("2");
  });

  it("says a product was added only once the cart took it, also for a click made before the cart has loaded", async () => {
    const page = await openNurse();
    await waitForPageView(page, "HOME");
    // The stored cart comes with the Effect chunk, after the first paint: held back here, a
    // click on the painted page is kept until the cart is in, then judged.
    const effects = readManifest()["src/app/effect-services.ts"]!.file;
    await page.route(`**/${effects}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    const added = fr("webShop.added", { name: DOUBLE_PUMP.name });
    await page.addInitScript((text) => {
      const seen = window as unknown as { addedSeenAt?: number };
      new MutationObserver(() => {
        if (seen.addedSeenAt === undefined && (document.body?.innerText ?? "").includes(text)) seen.addedSeenAt = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, added);
    const addedSeenAt = () => page.evaluate(() => (window as unknown as { addedSeenAt?: number }).addedSeenAt ?? null);
    const effectsArrivedAt = () =>
      page.evaluate(
        (file) =>
          (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) => entry.name.endsWith(`/${file}`))?.responseEnd ?? null,
        effects,
      );

    // Within the 500 EUR: said once the cart took it, which is after the chunk came.
    await openProduct(page, DOUBLE_PUMP);
    await addToCart(page, DOUBLE_PUMP.name, 1);
    await expect.poll(addedSeenAt, { timeout: 15_000 }).not.toBeNull();
    const [seenAt, arrivedAt] = [await addedSeenAt(), await effectsArrivedAt()];
    expect(arrivedAt, "the Effect chunk had come when the page said added").not.toBeNull();
    expect(seenAt).toBeGreaterThan(arrivedAt!);
    await expect.poll(() => cartLink(page).getByTestId("cart-badge").innerText()).toBe("1");

    // 3 x 249 EUR is over it whatever the cart holds: the refusal, and no "added" before it.
    await openProduct(page, DOUBLE_PUMP);
    await addToCart(page, DOUBLE_PUMP.name, 3);
    await page.getByRole("alert").filter({ hasText: fr("limits.max_order_price_reached.title") }).waitFor({ timeout: 15_000 });
    expect(await addedSeenAt()).toBeNull();
    expect(await cartLink(page).getByTestId("cart-badge").innerText()).toBe("1");
  });

  it("applies WELCOME10, checks out paying by card at the test provider, and finds the order in my orders", async () => {
    const page = await openNurse();
    await waitForPageView(page, "HOME");
    await openProduct(page, DOUBLE_PUMP);
    await addToCart(page, DOUBLE_PUMP.name, 1);
    await expect.poll(() => cartLink(page).getByTestId("cart-badge").innerText()).toBe("1");
    await cartLink(page).click();
    await waitForPageView(page, "cart");
    const summary = page.getByRole("complementary", { name: fr("webCart.cart.summary") });
    const coupon = page.getByLabel(fr("cart.coupon.label"), { exact: true });

    // Codes are case sensitive (README): the wrong case is refused on the field itself.
    await coupon.fill("welcome10");
    await page.getByRole("button", { name: fr("cart.coupon.apply"), exact: true }).click();
    await expect.poll(() => coupon.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await coupon.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${describedBy.split(" ")[0]}"]`).innerText()).toBe(fr("cart.coupon.invalid"));

    await coupon.fill("WELCOME10");
    await page.getByRole("button", { name: fr("cart.coupon.apply"), exact: true }).click();
    await expect.poll(() => summary.getByRole("status").filter({ hasText: fr("cart.coupon.applied", { code: "WELCOME10" }) }).count()).toBe(1);
    await expect.poll(() => summary.innerText()).toContain(fr("cart.discount"));
    await screenshot(page, "cart-coupon");

    const checkout = page.getByRole("region", { name: fr("checkout.title") });
    await checkout.getByRole("button", { name: fr("checkout.next"), exact: true }).click();
    await checkout.getByRole("radiogroup", { name: fr("webCart.checkout.shipping_methods") }).waitFor();
    await checkout.getByText(fr("checkout.shipping.standard.label"), { exact: true }).click();
    await screenshot(page, "checkout-shipping");
    await checkout.getByRole("button", { name: fr("checkout.next"), exact: true }).click();
    await checkout.getByText(fr("checkout.payment.method.online"), { exact: true }).click();
    await checkout.getByText(fr("checkout.payment.type.creditcard"), { exact: true }).click();
    await screenshot(page, "checkout-payment");
    await checkout.getByRole("button", { name: fr("checkout.order.place"), exact: true }).click();

    // The server's test provider: its own page, then back to /cart?payment=completed&order_nr=...
    await page.waitForURL(/\/pay\//);
    await screenshot(page, "test-payment-provider");
    await page.locator("button.pay").click();
    await page.waitForURL(/\/cart\?payment=completed/);
    const orderNr = new URL(page.url()).searchParams.get("order_nr") ?? "";
    expect(orderNr).not.toBe("");
    await page.getByTestId("payment-completed").waitFor();
    expect(await page.getByTestId("payment-completed").innerText()).toContain(fr("checkout.payment.completed_detail", { order_nr: orderNr }));
    await expect.poll(() => cartLink(page).getByTestId("cart-badge").count()).toBe(0);
    await screenshot(page, "payment-completed");

    await page.getByRole("link", { name: fr("checkout.thanks.view_orders") }).first().click();
    await waitForPageView(page, "profile_my-orders");
    await expect.poll(() => page.getByRole("main").innerText()).toContain(orderNr);
    expect(await page.getByRole("main").innerText()).toContain(DOUBLE_PUMP.name);
    // 249,00 EUR less WELCOME10's 10 %, free shipping: the coupon reached the order.
    expect(await page.getByRole("main").innerText()).toContain("224,10");
    await screenshot(page, "my-orders");
  });
});
