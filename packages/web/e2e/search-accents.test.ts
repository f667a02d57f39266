import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 33 item 16: the French shop's search box finds the teats typed without their accent or
 * in capitals ("tetine", "TETINE") exactly as it finds "tétine" (core folds both sides).
 */
const shop = useShop();
const fr = t("fr");

const productHeadings = (page: Page) => page.locator("main article").getByRole("heading", { level: 3 });

/** How many products the listing shows once its count line agrees with them (0: "no product"), else -1 (still settling). */
const settledCount = async (page: Page): Promise<number> => {
  if ((await page.getByText(fr("shop.no_results")).count()) > 0) return 0;
  const shown = await productHeadings(page).count();
  const line = page.getByTestId("listing-count");
  if (shown === 0 || (await line.count()) === 0) return -1;
  return (await line.innerText()) === fr("shop.listing.results", { count: shown }) ? shown : -1;
};

/** Types a keyword in the search box; the names of the products found (one page of at most 24). */
const searchFor = async (page: Page, keyword: string): Promise<string[]> => {
  await page.getByRole("searchbox", { name: fr("shop.search.label") }).fill(keyword);
  // Each search starts from "no product" (searchNothing), so a listing of products is this search's.
  await expect.poll(() => settledCount(page), { message: `"${keyword}" finds products` }).toBeGreaterThan(0);
  return (await productHeadings(page).allInnerTexts()).sort();
};

/** Types a keyword nothing matches, so the next search starts from an empty listing. */
const searchNothing = async (page: Page): Promise<void> => {
  await page.getByRole("searchbox", { name: fr("shop.search.label") }).fill("zzzz-nothing");
  await expect.poll(() => page.getByText(fr("shop.no_results")).count()).toBe(1);
};

describe("search without accents", () => {
  it("finds the same teats for 'tetine' and 'TETINE' as for 'tétine'", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/c-p"));
    await waitForPageView(page, "c-p");
    await searchNothing(page);
    const accented = await searchFor(page, "tétine");
    expect(accented.length).toBeGreaterThanOrEqual(8);
    await searchNothing(page);
    expect(await searchFor(page, "tetine")).toEqual(accented);
    await screenshot(page, "search-without-accents");
    await searchNothing(page);
    expect(await searchFor(page, "TETINE")).toEqual(accented);
  });
});
