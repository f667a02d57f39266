import { describe, expect, it } from "vitest";
import { runSql } from "./harness/db.ts";
import { t } from "./harness/labels.ts";
import { waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";

/*
 * SPEC 4: a language switch re-fetches the catalogue's texts in the new language (`?lang=`).
 * The French market gets Dutch as a second language here (the Dutch market's texts), so the
 * footer offers Nederlands.
 */
const shop = useShop();
const nl = t("nl");
const fr = t("fr");

describe("language switch", () => {
  it("shows Dutch product names after switching to Dutch, stock and prices kept", async () => {
    await runSql(shop, "UPDATE organisations SET languages = ARRAY['fr','nl'], locales = ARRAY['fr_FR','nl_NL'] WHERE id = 'FR'");
    await runSql(shop, "UPDATE hostnames SET locales = ARRAY['fr_FR','nl_NL'] WHERE hostname = 'localhost'");
    await runSql(shop, "DROP TABLE IF EXISTS nl_texts");
    await runSql(shop, "CREATE TEMP TABLE nl_texts AS SELECT * FROM product_texts WHERE organisation_id = 'NL' AND language = 'nl' AND part_no IN (SELECT part_no FROM product_texts WHERE organisation_id = 'FR')");
    await runSql(shop, "UPDATE nl_texts SET organisation_id = 'FR'");
    await runSql(shop, "INSERT INTO product_texts SELECT * FROM nl_texts ON CONFLICT DO NOTHING");
    await runSql(
      shop,
      "INSERT INTO categories (organisation_id, language, key, link, name, description, image, parent_key, sort_order) SELECT 'FR', language, key, link, name, description, image, parent_key, sort_order FROM categories WHERE organisation_id = 'NL' AND language = 'nl' ON CONFLICT DO NOTHING",
    );
    const [dutch] = await runSql(shop, "SELECT t.part_no, p.ctn, t.sku_name FROM product_texts t JOIN products p ON p.organisation_id = t.organisation_id AND p.part_no = t.part_no WHERE t.organisation_id = 'FR' AND t.language = 'nl' ORDER BY (p.ctn = 'SCF397/11') DESC, t.part_no LIMIT 1");
    const [french] = await runSql(shop, `SELECT sku_name FROM product_texts WHERE organisation_id = 'FR' AND language = 'fr' AND part_no = '${String(dutch!["part_no"])}'`);
    expect(dutch!["sku_name"]).not.toBe(french!["sku_name"]);

    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url(`/c-p/${encodeURIComponent(String(dutch!["ctn"]))}`));
    await waitForPageView(page, `PRD:${String(dutch!["ctn"])}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.innerText(), { timeout: 15_000 }).toBe(french!["sku_name"]);
    const priceBefore = await page.locator("main").innerText().then((text) => /\d+[,.]\d{2}(?=\s?€)|(?<=€\s?)\d+[,.]\d{2}/.exec(text)?.[0]);

    await page.getByTestId("footer-languages").getByRole("button", { name: "Nederlands" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("nl");
    await expect.poll(() => heading.innerText(), { timeout: 15_000 }).toBe(dutch!["sku_name"]);
    expect(await page.locator("main").innerText().then((text) => /\d+[,.]\d{2}(?=\s?€)|(?<=€\s?)\d+[,.]\d{2}/.exec(text)?.[0])).toBe(priceBefore);
    expect(nl("navigation.language.nl")).toBe("Nederlands");
  }, 120_000);

  it("lets the Belgian midwife order in French or Dutch on be.localhost, as seeded (issue 35 item 17)", async () => {
    const page = await openAs(shop, SEED_EMAILS.sageFemme, { host: "be.localhost" });
    await waitForPageView(page, "HOME");
    expect(await page.getByTestId("maintenance-page").count()).toBe(0);
    await page.getByRole("list", { name: fr("shop.categories.title") }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");

    await page.getByTestId("footer-languages").getByRole("button", { name: "Nederlands" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("nl");
    await page.getByRole("list", { name: nl("shop.categories.title") }).waitFor({ timeout: 15_000 });
    // The market's own Dutch catalogue answers, not the French one under Dutch labels.
    const [category] = await runSql(shop, "SELECT name FROM categories WHERE organisation_id = 'BE' AND language = 'nl' AND parent_key IS NULL AND key <> 'PKG' ORDER BY sort_order LIMIT 1");
    await expect.poll(() => page.getByRole("list", { name: nl("shop.categories.title") }).innerText(), { timeout: 15_000 }).toContain(String(category!["name"]));
  }, 120_000);
});
