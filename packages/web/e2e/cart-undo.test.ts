import { decodeCartRecording, replayCartRecording } from "@proshop/core";
import { Result } from "effect";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { PASSWORD, screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * UNDO in the notification bar (SPEC 2): removing a cart line, and emptying the cart, show a
 * toast whose UNDO puts back exactly what went (same products, same quantities, the coupon),
 * in the company's live cart on the server too (a fresh tab finds it).
 */
const shop = useShop();
const fr = t("fr");

/** The cart's lines as "name × quantity", in order. */
const lines = (page: Page) =>
  page.getByTestId("cart-line").evaluateAll((items) =>
    items.map((item) => `${item.getAttribute("data-part-no") ?? ""} × ${(item.querySelector("input") as HTMLInputElement | null)?.value ?? ""}`),
  );

/** The coupon the cart page shows as applied, or null. */
const appliedCoupon = async (page: Page): Promise<string | null> => {
  const applied = page.getByTestId("coupon-applied");
  return (await applied.count()) === 0 ? null : applied.locator("strong").innerText();
};

/** The company's live cart as the server keeps it (GET /admin/cart, replayed): "part_no × quantity" lines and the code. */
const liveCart = async (email: string) => {
  const login = await fetch(shop.url("/auth/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { auth } = (await login.json()) as { auth: string };
  const answer = await fetch(shop.url("/admin/cart"), { headers: { authorization: `Bearer ${auth}` } });
  const decoded = decodeCartRecording(((await answer.json()) as { recording?: unknown }).recording);
  if (Result.isFailure(decoded)) throw new Error(`not a cart recording: ${decoded.failure.message}`);
  const { cart } = replayCartRecording(decoded.success);
  return { lines: cart.products.map((line) => `${line.part_no} × ${line.quantity}`).sort(), code: cart.code };
};

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

    // Emptying takes the coupon too, and UNDO brings it back (WELCOME10 is applied first when a retry finds none).
    if ((await appliedCoupon(page)) === null) {
      await page.getByRole("textbox", { name: fr("cart.coupon.label") }).fill("WELCOME10");
      await page.getByRole("button", { name: fr("cart.coupon.apply"), exact: true }).click();
    }
    await expect.poll(() => appliedCoupon(page), { timeout: 15_000 }).toBe("WELCOME10");
    await page.getByRole("button", { name: fr("cart.undo.clear") }).click();
    await page.getByTestId("cart-empty").waitFor();
    expect(await appliedCoupon(page)).toBeNull();
    await expect.poll(() => liveCart("nurse@example.fr"), { timeout: 15_000 }).toEqual({ lines: [], code: null });
    await page.getByText(fr("cart.undo.cleared", { count: before.length })).waitFor();
    await page.getByRole("button", { name: fr("common.button.undo") }).last().click();
    await expect.poll(() => lines(page).then((l) => [...l].sort()), { timeout: 15_000 }).toEqual([...before].sort());
    await expect.poll(() => appliedCoupon(page), { timeout: 15_000 }).toBe("WELCOME10");

    // The live cart on the server has it all back: a fresh tab (no stored copy) shows the same cart.
    await expect.poll(() => liveCart("nurse@example.fr"), { timeout: 15_000 }).toEqual({ lines: [...before].sort(), code: "WELCOME10" });
    const fresh = await openAs(shop, "nurse@example.fr");
    await waitForPageView(fresh, "HOME");
    await fresh.goto(shop.url("/cart"));
    await waitForPageView(fresh, "cart");
    await expect.poll(() => lines(fresh).then((l) => [...l].sort()), { timeout: 15_000 }).toEqual([...before].sort());
    await expect.poll(() => appliedCoupon(fresh), { timeout: 15_000 }).toBe("WELCOME10");
    await fresh.close();

    // The same toast in the dark theme, for review.
    await page.getByRole("button", { name: fr("web.theme.to_dark") }).click();
    await page.getByTestId("cart-line").first().locator("button").last().click();
    await page.locator("[data-variant=plain]").last().waitFor();
    await screenshot(page, "undo-toast-dark");
  }, 120_000);
});
