import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * A customer whose company reached its yearly maximum of orders (issue 33 item 14; the seed's
 * Spanish clinic, matrona@example.es, placed its market's 12 orders this year) keeps browsing,
 * but learns it where "Añadir al carrito" would be, before any click: the reason, not the button.
 */
const shop = useShop();
const es = t("es");
const SLOW = { timeout: 15_000 };

describe("a company at its yearly maximum of orders", () => {
  it("keeps browsing, and sees the reason in place of every add button", async () => {
    const page = await openAs(shop, "matrona@example.es", { host: "es.localhost" });
    await page.goto(shop.url("/c-p", "es.localhost"));
    await waitForPageView(page, "c-p");
    const card = page.getByTestId("product-card").first();
    await card.waitFor(SLOW);
    await expect.poll(() => card.getByTestId("add-blocked").innerText(), SLOW).toBe(es("limits.max_order_count_year_reached.title"));
    expect(await page.getByTestId("add-to-cart").count()).toBe(0);
    expect(await page.getByRole("button", { name: es("shop.product.add_to_cart") }).count()).toBe(0);
    await screenshot(page, "yearly-maximum-listing-es");

    // The product page explains it whole: what was reached and when ordering opens again.
    await card.getByRole("link").first().click();
    await waitForPageView(page, /^PRD:/);
    // The product's own (first) block; related products below show theirs too.
    const blocked = page.getByTestId("add-blocked").first();
    await expect.poll(() => blocked.innerText(), SLOW).toContain(es("limits.fix.next_year"));
    expect(await page.getByTestId("add-to-cart").count()).toBe(0);
  });

  it("leaves the buttons to a company still under its maximum", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/c-p"));
    await waitForPageView(page, "c-p");
    await page.getByTestId("add-to-cart").first().waitFor(SLOW);
    expect(await page.getByTestId("add-blocked").count()).toBe(0);
  });
});
