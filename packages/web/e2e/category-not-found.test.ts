import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * A category address whose id the shop does not know (issue 33 item 13): not the generic
 * heading "Categoría" over "no product matches your search", but "category not found" in the
 * shop's language, with the ways back to the categories and to every product.
 */
const shop = useShop();

describe("a category that does not exist", () => {
  for (const { email, host, locale } of [
    { email: "matrona@example.es", host: "es.localhost", locale: "es" },
    { email: "nurse@example.fr", host: "localhost", locale: "fr" },
  ] as const) {
    it(`says the category was not found and leads back to the categories (${locale})`, async () => {
      const say = t(locale);
      const page = await openAs(shop, email, { host });
      await page.goto(shop.url("/c-p/tire-lait/987654", host));
      await waitForPageView(page, "CAT:tire-lait");
      const main = page.getByRole("main");
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(say("shop.category_not_found.title"));
      await expect.poll(() => main.innerText()).toContain(say("shop.category_not_found.text"));
      expect(await main.innerText()).not.toContain(say("shop.no_results"));
      expect(await page.getByRole("heading", { level: 1, name: say("web.pages.category"), exact: true }).count()).toBe(0);
      await screenshot(page, `category-not-found-${locale}`);

      await main.getByRole("link", { name: say("shop.category_not_found.all_products") }).waitFor();
      await main.getByRole("link", { name: say("shop.category_not_found.all_categories") }).click();
      await waitForPageView(page, "HOME");
      await page.getByRole("list", { name: say("shop.categories.title") }).waitFor();
    });
  }

  it("still lists a category that exists", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/c-p/tire-lait/1"));
    await waitForPageView(page, "CAT:tire-lait");
    await page.locator("main article").first().waitFor();
    expect(await page.getByText(t("fr")("shop.category_not_found.title")).count()).toBe(0);
  });
});
