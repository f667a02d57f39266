import { decodeCartRecording, replayCartRecording } from "@proshop/core";
import { Result } from "effect";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { emptyLiveCart } from "./harness/live-cart.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { authorizationOf, openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 33 item 3: a cart over the customer's maximum (a representative filled the company's live
 * cart) is refused pricing by the server (422 with the limit). The cart page says which limit and
 * what to do, never "we could not update the prices" as if the network had failed.
 */
const shop = useShop();
const fr = t("fr");

const DOUBLE_PUMP = { name: "Tire-lait électrique double Comfort", ctn: "SCF397/11" };
const NURSE_COMPANY = "100234";

/** Lines of the cart the tab stored. */
const tabLineCount = async (page: Page): Promise<number> => {
  const stored = await page.evaluate(() => window.localStorage.getItem("proshopcart"));
  return (JSON.parse(stored ?? "{}") as { products?: unknown[] }).products?.length ?? 0;
};

/** Lines of the nurse's company cart as the server holds it (read over HTTP as the representative). */
const serverLineCount = async (): Promise<number> => {
  const answer = await fetch(shop.url(`/admin/cart/${NURSE_COMPANY}`), { headers: { authorization: await authorizationOf(shop, "rep@example.fr") } });
  if (answer.status !== 200) return 0;
  const decoded = decodeCartRecording(((await answer.json()) as { recording?: unknown }).recording);
  return Result.isSuccess(decoded) ? replayCartRecording(decoded.success).cart.products.length : 0;
};

describe("a cart over the customer's maximum", () => {
  it("shows the limit and what to do, not a failed update", async () => {
    await emptyLiveCart(shop, "nurse@example.fr");

    // The representative (no maximum of his own) puts 3 x 249 EUR in the nurse's company cart.
    const rep = await openAs(shop, "rep@example.fr");
    await waitForPageView(rep, "order-on-behalf");
    await rep.getByRole("textbox", { name: fr("session.order_on_behalf.customer_number") }).fill(NURSE_COMPANY);
    await rep.getByRole("button", { name: fr("session.order_on_behalf.select") }).click();
    await waitForPageView(rep, "HOME");
    // A page load sets the office again: the banner says when it is (order-on-behalf-session.test.ts).
    await rep.goto(shop.url("/c-p"));
    await waitForPageView(rep, "c-p");
    await rep.getByText(fr("navigation.banner.sales_rep_for", { company: "Maternité Sainte-Anne", userId: "|" }).split("|")[0]!).waitFor();
    await rep.getByRole("searchbox", { name: fr("shop.search.label") }).fill("Comfort");
    await rep.getByRole("link", { name: DOUBLE_PUMP.name, exact: true }).first().click();
    await waitForPageView(rep, `PRD:${DOUBLE_PUMP.ctn}`);
    await rep.getByRole("spinbutton", { name: new RegExp(`${DOUBLE_PUMP.name}$`) }).first().fill("3");
    await rep.getByRole("button", { name: `${fr("shop.product.add_to_cart")} – ${DOUBLE_PUMP.name}`, exact: true }).first().click();
    await expect.poll(() => tabLineCount(rep)).toBe(1);
    await expect.poll(serverLineCount).toBe(1);

    // The nurse (500 EUR maximum) opens her cart.
    const nurse = await openAs(shop, "nurse@example.fr");
    await waitForPageView(nurse, "HOME");
    const priced = nurse.waitForResponse((response) => response.url().endsWith("/admin/order") && response.request().method() === "POST");
    await nurse.goto(shop.url("/cart"));
    await waitForPageView(nurse, "cart");
    await expect.poll(() => nurse.getByTestId("cart-line").count()).toBe(1);
    const answer = await priced;
    expect(answer.status()).toBe(422);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("max_order_price_reached");

    // Said where the eye is: the limit (title), the figures and the way out.
    const issues = nurse.getByTestId("cart-issues");
    await expect.poll(() => issues.innerText()).toContain(fr("limits.max_order_price_reached.title"));
    const text = await issues.innerText();
    expect(text).toContain("500,00");
    expect(text).toContain("747,00");
    expect(text).toContain(fr("limits.fix.remove_amount", { excess: "|" }).split("|")[0]!.trim());
    // The call's refusal is no failure: not a word about retrying, now or a moment later.
    await nurse.waitForTimeout(1000);
    expect(await nurse.locator("body").innerText()).not.toContain(fr("cart.refresh_failed"));
    await screenshot(nurse, "cart-over-limit");
  }, 120_000);
});
