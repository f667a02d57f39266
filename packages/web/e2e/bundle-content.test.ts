import { describe, expect, it } from "vitest";
import { BUNDLE_TEXTS } from "@proshop/fixtures/seed/content/bundles";
import { seriousViolations } from "./harness/axe.ts";
import { t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 16: a bundle shows what the content service says about it (title, picture, rich-text
 * description) and what is inside it, not just its title. Texts are the seeded ones (fixtures).
 */
const shop = useShop();
const fr = t("fr");
const maternity = BUNDLE_TEXTS.find((text) => text.bundle === "maternity")!;
const plain = (html: string) => html.replace(/<[^>]+>/g, "");

describe("bundle content", () => {
  it("shows each bundle's description, picture and items on the Packs listing", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/c-p"));
    await page.getByRole("link", { name: "Packs", exact: true }).click();
    await waitForPageView(page, /^CAT:packs/);

    const bundle = page.getByRole("region", { name: maternity.title.fr });
    await expect.poll(() => bundle.count(), { timeout: 15_000 }).toBe(1);
    expect(await bundle.innerText()).toContain(plain(maternity.body.fr));
    expect(await bundle.locator(`img[src="${maternity.image}"]`).count()).toBe(1);

    const items = bundle.getByRole("list", { name: fr("webShop.bundle.contents") }).getByRole("link");
    const names = await items.allInnerTexts();
    expect(names.length).toBeGreaterThanOrEqual(4);
    for (const name of names) expect(name).toMatch(/^Pack maternité – /);
    // Each item leads to its product page.
    await screenshot(page, "bundles");
    expect(await seriousViolations(page)).toEqual([]);
    await items.first().click();
    await waitForPageView(page, /^PRD:PKG001\//);
  });
});
