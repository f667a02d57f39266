import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { emptyLiveCart } from "./harness/live-cart.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 33 item 6: 30 valve kits typed on a product card of the listing, where 20 is the most per
 * order line, add 20, and the toast says that 20 is the maximum and that 20 were added, never a
 * plain "added".
 */
const shop = useShop();
const fr = t("fr");

const VALVE_KIT = { name: "Kit valves et membranes", ctn: "SCF063/02" };

/** The units of the cart the tab stored. */
const cartUnits = async (page: Page): Promise<number> => {
  const stored = await page.evaluate(() => window.localStorage.getItem("proshopcart"));
  return (JSON.parse(stored ?? "{}") as { quantity?: number }).quantity ?? 0;
};

describe("a quantity over the maximum typed on the listing", () => {
  it("adds the maximum and says so", async () => {
    await emptyLiveCart(shop, "nurse@example.fr");
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await page.goto(shop.url("/c-p"));
    await waitForPageView(page, "c-p");
    await page.getByRole("searchbox", { name: fr("shop.search.label") }).fill("valves");
    const card = page.locator(`[data-testid=product-card][data-ctn="${VALVE_KIT.ctn}"]`);
    await card.waitFor();

    await card.getByRole("spinbutton", { name: fr("webShop.quantity.label", { name: VALVE_KIT.name }) }).fill("30");
    await card.getByRole("button", { name: `${fr("shop.product.add_to_cart")} – ${VALVE_KIT.name}`, exact: true }).click();

    const said = fr("cart.added_capped.per_line", { product: VALVE_KIT.name, max: 20, added: 20 });
    await page.getByText(said).waitFor();
    expect(await page.getByText(fr("webShop.added", { name: VALVE_KIT.name })).count()).toBe(0);
    await expect.poll(() => cartUnits(page)).toBe(20);
    await screenshot(page, "listing-quantity-capped");
  }, 120_000);
});
