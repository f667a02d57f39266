import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { t } from "./harness/labels.ts";
import { waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * The product page in a real layout engine: the back link stands clear of the related
 * products at phone, tablet and desktop widths (a review found it on top of the cards).
 */
const shop = useShop();
const fr = t("fr");

/** A product with related products (fixtures: the double electric pump). */
const WITH_RELATED = "/c-p/SCF397%2F11";

const WIDTHS = [390, 768, 1280] as const;

/** The back link's box, and the elements of the page's content its box runs into. */
const backLinkClearance = (page: Page) =>
  page.evaluate((label) => {
    const main = document.querySelector("main") ?? document.body;
    const back = [...main.querySelectorAll("a")].find((link) => link.textContent === label);
    if (back === undefined) return null;
    const box = back.getBoundingClientRect();
    const overlapping = [...main.querySelectorAll("*")]
      .filter((element) => element !== back && !back.contains(element) && !element.contains(back))
      .filter((element) => {
        const other = element.getBoundingClientRect();
        return other.width > 0 && other.height > 0 && other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
      })
      .map((element) => `${element.tagName.toLowerCase()}${element.getAttribute("data-testid") ? `[${element.getAttribute("data-testid")}]` : ""}`);
    const cards = [...main.querySelectorAll('[data-testid="product-card"]')].map((card) => card.getBoundingClientRect().bottom);
    return { overlapping, gapBelowCards: cards.length === 0 ? null : box.top - Math.max(...cards) };
  }, fr("webShop.product.back"));

describe("product page", () => {
  for (const width of WIDTHS) {
    it(`keeps the back link clear of the related products at ${width} px`, async () => {
      const page = await openAs(shop, "nurse@example.fr");
      await page.setViewportSize({ width, height: 900 });
      await page.goto(shop.url(WITH_RELATED));
      await waitForPageView(page, "PRD:SCF397/11");
      await page.getByRole("heading", { name: fr("shop.product.related") }).waitFor();
      const clearance = await backLinkClearance(page);
      expect(clearance).not.toBeNull();
      expect(clearance!.overlapping).toEqual([]);
      // Clearly below the last row of cards, not touching it (a card's hover shadow included).
      expect(clearance!.gapBelowCards).toBeGreaterThanOrEqual(24);
    });
  }
});
