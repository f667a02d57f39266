import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * The customisation settings (SPEC 3, SPEC 9) on the account page: applied at once, kept
 * across a reload; and the order list's orders-per-page setting, kept likewise.
 */
const shop = useShop();
const fr = t("fr");

const rootState = () => ({
  theme: document.documentElement.dataset["theme"],
  inputs: document.documentElement.dataset["inputs"],
  dir: document.documentElement.dir,
  primary: document.documentElement.style.getPropertyValue("--colors-primary"),
  radius: document.documentElement.style.getPropertyValue("--radii-md"),
});

describe("customisation settings", () => {
  it("applies the settings without a reload and keeps them across one", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/profile/my-account"));
    await waitForPageView(page, "profile_my-account");
    const panel = page.getByTestId("settings-panel");
    await panel.waitFor();
    await page.getByRole("radio", { name: fr("web.settings.light") }).check();
    await screenshot(page, "settings-panel-light");

    await page.getByRole("radio", { name: fr("web.settings.dark") }).check();
    await page.getByRole("radio", { name: fr("web.settings.preset_teal") }).check();
    await page.getByRole("radio", { name: fr("web.settings.filled") }).check();
    await panel.getByRole("slider").fill("16");
    await expect.poll(() => page.evaluate(rootState)).toEqual({ theme: "dark", inputs: "filled", dir: "ltr", primary: "#4db6ac", radius: "16px" });
    await screenshot(page, "settings-panel-dark");
    await page.getByRole("checkbox", { name: fr("web.settings.rtl") }).check();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");

    await page.reload();
    await waitForPageView(page, "profile_my-account");
    await page.getByTestId("settings-panel").waitFor();
    expect(await page.evaluate(rootState)).toEqual({ theme: "dark", inputs: "filled", dir: "rtl", primary: "#4db6ac", radius: "16px" });
    expect(await page.getByRole("radio", { name: fr("web.settings.preset_teal") }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: fr("web.settings.rtl") }).isChecked()).toBe(true);
  });

  it("keeps the order list's orders per page", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/profile/my-orders"));
    await waitForPageView(page, "profile_my-orders");
    const perPage = page.getByLabel(fr("web.settings.orders_per_page"));
    await perPage.selectOption("25");
    await page.reload();
    await waitForPageView(page, "profile_my-orders");
    await expect.poll(() => page.getByLabel(fr("web.settings.orders_per_page")).inputValue(), { timeout: 15_000 }).toBe("25");
  });
});
