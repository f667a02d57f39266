import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * UNDO in the notification bar (SPEC 2): removing a cart line, and emptying the cart, show a
 * toast whose UNDO puts back exactly what went (same products, same quantities).
 */
const shop = useShop();
const fr = t("fr");

/** The cart's lines as "name × quantity", in order. */
const lines = (page: Page) =>
  page.getByTestId("cart-line").evaluateAll((items) =>
    items.map((item) => `${item.getAttribute("data-part-no") ?? ""} × ${(item.querySelector("input") as HTMLInputElement | null)?.value ?? ""}`),
  );

describe("UNDO in the notification bar", () => {
  it("puts back a removed line, and everything after emptying the cart", async () => {
    // The seeded live cart of nurse@example.fr holds two lines and WELCOME10 (a retry finds what the first try left) (README's support story).
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await page.goto(shop.url("/cart"));
    await waitForPageView(page, "cart");
    await expect.poll(() => lines(page).then((l) => l.length), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const before = await lines(page);

    await page.getByTestId("cart-line").first().locator("button").last().click();
    await expect.poll(() => lines(page).then((l) => l.length), { timeout: 15_000 }).toBe(before.length - 1);
    const toast = page.locator("[data-variant=plain]").filter({ hasText: fr("cart.undo.line_removed", { product: "|" }).split("|")[1]!.trim() });
    await toast.first().waitFor();
    expect(await toast.first().getAttribute("data-transition")).toBe("slide");
    await screenshot(page, "undo-toast-light");
    await page.getByRole("button", { name: fr("common.button.undo") }).click();
    await expect.poll(() => lines(page).then((l) => [...l].sort()), { timeout: 15_000 }).toEqual([...before].sort());

    await page.getByRole("button", { name: fr("cart.undo.clear") }).click();
    await page.getByTestId("cart-empty").waitFor();
    await page.getByText(fr("cart.undo.cleared", { count: before.length })).waitFor();
    await page.getByRole("button", { name: fr("common.button.undo") }).last().click();
    await expect.poll(() => lines(page).then((l) => [...l].sort()), { timeout: 15_000 }).toEqual([...before].sort());

    // The same toast in the dark theme, for review.
    await page.getByRole("button", { name: fr("web.theme.to_dark") }).click();
    await page.getByTestId("cart-line").first().locator("button").last().click();
    await page.locator("[data-variant=plain]").last().waitFor();
    await screenshot(page, "undo-toast-dark");
  }, 120_000);
});
