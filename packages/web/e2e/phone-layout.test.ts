import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 16: buying on a phone (390 x 844). The catalogue shows several products per screen
 * with quantity and add-to-cart in reach, and neither the shop nor the login form is wider
 * than the screen (the password's show/hide button used to stick out of the form).
 */
const shop = useShop();
const fr = t("fr");
const WIDTH = 390;
const HEIGHT = 844;

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("phone layout", () => {
  it("shows at least four products per screen, each with its add-to-cart button on the screen", async () => {
    const page = await openAs(shop, "nurse@example.fr", { viewport: "mobile" });
    await page.goto(shop.url("/c-p"));
    const cards = page.getByTestId("product-card");
    await cards.nth(5).waitFor({ timeout: 15_000 });
    await screenshot(page, "phone-catalogue");

    const boxes = await cards.evaluateAll((elements) =>
      elements.slice(0, 8).map((element) => {
        const box = element.getBoundingClientRect();
        const button = element.querySelector('[data-testid="add-to-cart"]')?.getBoundingClientRect() ?? null;
        return { top: box.top, left: box.left, right: box.right, height: box.height, button: button && { left: button.left, right: button.right } };
      }),
    );
    // Four cards fit in one screen's height however they are laid out (rows of one or two).
    const fourth = [...boxes].sort((a, b) => a.top - b.top)[3]!;
    expect(fourth.top + fourth.height - boxes[0]!.top).toBeLessThanOrEqual(HEIGHT);
    for (const box of boxes) {
      expect(box.height).toBeLessThanOrEqual(HEIGHT / 4);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(WIDTH);
      if (box.button !== null) {
        expect(box.button.left).toBeGreaterThanOrEqual(0);
        expect(box.button.right).toBeLessThanOrEqual(WIDTH);
      }
    }
    expect(boxes.some((box) => box.button !== null)).toBe(true);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
  });

  it("keeps every part of the login form inside the form", async () => {
    const page = await shop.open("/login", { viewport: "mobile" });
    await waitForPageView(page, "login");
    const form = page.getByTestId("login-form");
    await page.getByRole("button", { name: fr("web.login.show_password") }).waitFor();
    await screenshot(page, "phone-login");

    const outside = await form.evaluate((element) => {
      const edge = element.getBoundingClientRect().right;
      return [...element.querySelectorAll("*")]
        .filter((child) => child.getBoundingClientRect().right > edge + 0.5)
        .map((child) => `${child.tagName.toLowerCase()} ${child.textContent ?? ""}`.trim());
    });
    expect(outside).toEqual([]);
    const box = (await form.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
  });
});
