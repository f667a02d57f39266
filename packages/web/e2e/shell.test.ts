import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * The shell around logged-in pages (SPEC 2): header links for a customer, the top bar, the
 * footer, the dark theme, the mobile menu with log out, and keyboard access (axe-core runs on
 * these screens in accessibility.test.ts).
 */
const shop = useShop();
const fr = t("fr");

describe("shell", () => {
  it("gives a customer the header links, the top bar and the footer, without order on behalf", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    const nav = page.getByRole("navigation", { name: fr("web.app.main_navigation") });
    const href = (name: string | RegExp) => nav.getByRole("link", { name, exact: true }).getAttribute("href");
    expect(await href(fr("navigation.nav.shop"))).toBe("/");
    expect(await href(fr("navigation.nav.faq"))).toMatch(/^\/faq\/?/);
    expect(await href(fr("navigation.nav.contact"))).toBe("/contact");
    expect(await href(fr("navigation.nav.account"))).toBe("/profile/my-account");
    // The cart link's name carries the badge's count when the cart holds something (the seed's does).
    expect(await href(new RegExp(`^${fr("navigation.nav.cart")}`))).toBe("/cart");
    expect(await nav.getByRole("link", { name: fr("navigation.nav.order_on_behalf") }).count()).toBe(0);

    const config = (await (await fetch(`${shop.server().url}/admin/config_for_hostname/localhost`)).json()) as {
      organisation?: { academy?: string | null };
    };
    const academy = page.getByRole("link", { name: fr("navigation.top_bar.professionals") });
    if (config.organisation?.academy) expect(await academy.getAttribute("href")).toBe(config.organisation.academy);
    await expect.poll(() => page.getByRole("contentinfo").innerText()).toContain(String(new Date().getFullYear()));
    await screenshot(page, "shell-home-fr");
  });

  it("switches to the dark theme and back", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await page.getByRole("button", { name: fr("web.theme.to_dark") }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset["theme"])).toBe("dark");
    await page.getByRole("button", { name: fr("web.theme.to_light") }).waitFor();
    await screenshot(page, "shell-home-dark");
    await page.getByRole("button", { name: fr("web.theme.to_light") }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset["theme"])).toBe("light");
  });

  it("opens the mobile menu with the same links plus log out, and logs out from it", async () => {
    const page = await openAs(shop, "nurse@example.fr", { viewport: "mobile" });
    await waitForPageView(page, "HOME");
    await page.getByRole("button", { name: fr("navigation.nav.menu") }).click();
    const menu = page.getByRole("dialog");
    await menu.waitFor();
    for (const id of ["shop", "faq", "contact", "account"]) {
      expect(await menu.getByRole("link", { name: fr(`navigation.nav.${id}`), exact: true }).count()).toBe(1);
    }
    await screenshot(page, "mobile-menu");
    await menu.getByRole("button", { name: fr("navigation.nav.logout") }).click();
    await waitForPageView(page, "login");
  });

  it("starts keyboard navigation of a freshly loaded page with a visible skip link to the content", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await page.reload();
    await page.getByRole("navigation", { name: fr("web.app.main_navigation") }).waitFor();
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return { text: element.textContent, href: element.getAttribute("href"), outline: style.outlineStyle, width: style.outlineWidth };
    });
    expect(focused).toMatchObject({ text: fr("web.app.skip_to_content"), href: "#main" });
    expect(focused.outline).not.toBe("none");
  });
});
