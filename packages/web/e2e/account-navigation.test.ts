import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { hasFocusWithin, isInView } from "./harness/eye.ts";
import { t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * The account area's own navigation (issue 33 item 12): from the account page one reaches the
 * orders, the saved lists and the settings, and back, with a mouse or the keyboard alone, in the
 * shop's language, on a desktop and on a 390 x 844 phone without sideways scrolling.
 */
const shop = useShop();

const accountNav = (page: Page, say: ReturnType<typeof t>) => page.getByRole("navigation", { name: say("navigation.account_area.label") });

describe("account navigation", () => {
  for (const { email, host, locale, viewport } of [
    { email: "nurse@example.fr", host: "localhost", locale: "fr", viewport: "desktop" },
    { email: "vroedvrouw@example.nl", host: "nl.localhost", locale: "nl", viewport: "mobile" },
  ] as const) {
    it(`leads from the account page to the orders, the saved lists and the settings (${locale}, ${viewport})`, async () => {
      const say = t(locale);
      const page = await openAs(shop, email, { host, viewport });
      await page.goto(shop.url("/profile/my-account", host));
      await waitForPageView(page, "profile_my-account");
      const nav = accountNav(page, say);
      const link = (id: string) => nav.getByRole("link", { name: say(`navigation.account_area.${id}`), exact: true });
      await link("orders").waitFor();
      expect(await nav.getByRole("link").count()).toBe(4);
      expect(await link("account").getAttribute("aria-current")).toBe("page");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport === "mobile" ? 390 : 1440);
      await screenshot(page, `account-navigation-${locale}-${viewport}`);

      await link("orders").click();
      await waitForPageView(page, "profile_my-orders");
      await expect.poll(() => link("orders").getAttribute("aria-current")).toBe("page");
      expect(await link("account").getAttribute("aria-current")).toBeNull();

      // The settings are a part of the account page: the link brings them into view, focused.
      await link("settings").click();
      await waitForPageView(page, "profile_my-account");
      const settings = page.locator("#settings");
      await page.getByTestId("settings-panel").waitFor();
      await expect.poll(() => hasFocusWithin(settings)).toBe(true);
      await expect.poll(() => isInView(settings)).toBe(true);

      // The saved lists are on the quick order page: the link brings them into view, focused.
      await link("lists").click();
      await waitForPageView(page, "quick-order");
      const lists = page.locator("#saved-lists");
      await page.getByTestId("saved-lists").waitFor();
      await expect.poll(() => hasFocusWithin(lists)).toBe(true);
      await expect.poll(() => isInView(lists)).toBe(true);
    });
  }

  it("works with the keyboard alone", async () => {
    const say = t("fr");
    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/profile/my-account"));
    await waitForPageView(page, "profile_my-account");
    const orders = accountNav(page, say).getByRole("link", { name: say("navigation.account_area.orders"), exact: true });
    await orders.waitFor();
    for (let presses = 0; presses < 60 && !(await hasFocusWithin(orders)); presses++) await page.keyboard.press("Tab");
    expect(await hasFocusWithin(orders)).toBe(true);
    await page.keyboard.press("Enter");
    await waitForPageView(page, "profile_my-orders");
  });
});
