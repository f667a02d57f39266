import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 16: core's attribute filter ("filter on attribute, filter by value") gets a control in
 * the filter panel. Chosen with the keyboard only: the listing narrows to the free
 * (promotional) items of the seeded catalogue, and clearing the filters brings everything back.
 */
const shop = useShop();
const fr = t("fr");

describe("attribute filter", () => {
  it("narrows the listing to the free items and restores it when cleared", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/c-p"));
    const count = page.getByTestId("listing-count");
    await expect.poll(() => count.innerText(), { timeout: 15_000 }).toMatch(/\b73\b/);
    const all = await count.innerText();

    const panel = page.getByTestId("filter-panel");
    const select = panel.getByRole("combobox", { name: fr("shop.attribute.label") });
    await select.focus();
    await page.keyboard.press("Enter");
    const free = page.getByRole("option", { name: fr("shop.attribute.promo", { count: 4 }) });
    await free.waitFor();
    // Down the list to the free items, then Enter: no mouse.
    for (let step = 0; step < 5 && (await free.getAttribute("data-highlighted")) === null; step += 1) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");

    await expect.poll(() => count.innerText(), { timeout: 15_000 }).toBe(fr("shop.listing.results", { count: 4 }));
    const prices = await page.getByTestId("product-price").allInnerTexts();
    expect(prices).toEqual(Array(4).fill(fr("shop.product.free")));

    await panel.getByRole("button", { name: fr("shop.filters.clear") }).click();
    await expect.poll(() => count.innerText(), { timeout: 15_000 }).toBe(all);
    expect(await select.innerText()).toContain(fr("shop.attribute.all"));
  });
});
