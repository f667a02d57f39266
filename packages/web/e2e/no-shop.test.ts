import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { waitForPageView } from "./harness/page.ts";
import { useShop } from "./harness/shop.ts";

/*
 * An address without a shop (127.0.0.1, which the demo leaves unmapped on purpose, README) and a
 * config call that fails: a clear page in the browser's language (Chromium's is English here),
 * the demo's working addresses, and a retry, instead of "Chargement" for ever.
 */
const shop = useShop();
const en = t("en");

describe("a host name with no shop", () => {
  it("says so in the browser's language and lists the demo's addresses", async () => {
    const page = await shop.open("/login");
    await waitForPageView(page, "login");
    await page.goto(`http://127.0.0.1:${shop.server().port}/`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.innerText(), { timeout: 15_000 }).toBe(en("web.no_shop.title"));
    expect(await page.getByText(en("web.no_shop.text", { hostname: "127.0.0.1" })).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    const addresses = await page.getByRole("listitem").allInnerTexts();
    expect(addresses).toContain(`http://localhost:${shop.server().port}/`);
    expect(addresses).toContain(`http://nl.localhost:${shop.server().port}/`);
    expect(await page.getByRole("button", { name: en("web.no_shop.retry") }).count()).toBe(1);
    expect(await page.title()).toBe(`${en("web.no_shop.title")} · ProShop`);
  });

  it("offers a retry when the config call fails, and the shop opens once it answers", async () => {
    const page = await shop.open("/login");
    await waitForPageView(page, "login");
    await page.evaluate(() => localStorage.clear());
    await page.route("**/admin/config_for_hostname/**", (route) => route.abort("failed"));
    await page.reload();
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.innerText(), { timeout: 15_000 }).toBe(en("web.no_shop.unavailable_title"));
    await page.unroute("**/admin/config_for_hostname/**");
    await page.getByRole("button", { name: en("web.no_shop.retry") }).click();
    await waitForPageView(page, "login");
    await expect.poll(() => heading.innerText(), { timeout: 15_000 }).toBe(t("fr")("session.login.title"));
  });
});
