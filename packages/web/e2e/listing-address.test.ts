import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * The listing keeps its search, ticks, sort and page in its address: a reload, a bookmark or a
 * link sent to a colleague shows the same products (before, a reload lost them all).
 */
const shop = useShop();
const fr = t("fr");

const count = (page: Page) => page.getByTestId("listing-count");
const names = (page: Page) => page.locator("main article").getByRole("heading", { level: 3 }).allInnerTexts();
const searchBox = (page: Page) => page.getByRole("searchbox", { name: fr("shop.search.label") });
const doublePump = (page: Page) => page.getByRole("checkbox", { name: /^Double pompage/ });

/** What the reader sees of the listing: the count line, the products' names, the sort, the search. */
const shown = async (page: Page) => ({
  count: await count(page).innerText(),
  names: await names(page),
  sort: await page.getByTestId("sort-select").innerText(),
  keyword: await searchBox(page).inputValue(),
});

const settle = async (page: Page) => {
  await expect.poll(() => count(page).innerText(), { timeout: 15_000 }).toMatch(/\d/);
  await expect.poll(() => page.locator("section[aria-busy=true]").count()).toBe(0);
};

describe("the listing's address", () => {
  it("keeps the sort and the page across a reload", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/c-p"));
    await settle(page);

    await page.getByTestId("sort-select").click();
    await page.getByRole("option", { name: fr("shop.sort.price_desc") }).click();
    await page.getByRole("button", { name: fr("shop.listing.next") }).first().click();
    await expect.poll(() => count(page).innerText()).toContain(fr("shop.listing.page", { page: 2, pageCount: 4 }));
    await expect.poll(() => new URL(page.url()).search).toBe("?sort=price_desc&page=2");
    await settle(page);
    const before = await shown(page);

    await page.reload();
    await waitForPageView(page, "c-p");
    await expect.poll(() => count(page).innerText(), { timeout: 15_000 }).toBe(before.count);
    await settle(page);
    expect(await shown(page)).toEqual(before);
    expect(new URL(page.url()).search).toBe("?sort=price_desc&page=2");
  });

  it("keeps a category's tick and the keyword across a reload, and a colleague's tab opens the same listing", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await page.getByRole("list", { name: fr("shop.categories.title") }).getByRole("link", { name: /^Tire-lait Tire-lait/ }).click();
    await waitForPageView(page, "CAT:tire-lait");
    await page.locator("label").filter({ hasText: /^Double pompage \(\d+\)$/ }).click();
    await expect.poll(() => doublePump(page).isChecked()).toBe(true);
    await searchBox(page).fill("Comfort");
    await expect.poll(() => new URL(page.url()).search).toBe("?q=Comfort&filter=Double+pompage");
    await settle(page);
    const before = await shown(page);
    expect(before.names.length).toBeGreaterThan(0);
    expect(before.names.every((name) => name.includes("Comfort"))).toBe(true);

    await page.reload();
    await expect.poll(() => doublePump(page).isChecked(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => searchBox(page).inputValue()).toBe("Comfort");
    await settle(page);
    expect(await shown(page)).toEqual(before);

    const colleague = await openAs(shop, "nurse@example.fr");
    await colleague.goto(page.url());
    await expect.poll(() => doublePump(colleague).isChecked(), { timeout: 15_000 }).toBe(true);
    await settle(colleague);
    expect(await shown(colleague)).toEqual(before);
  });

  it("shows what it can of a bad address and rewrites it to what it shows", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/c-p?sort=by_colour&page=999&filter=%07nothing&q="));
    await settle(page);
    // No such sort or title; the page is the last one there is.
    await expect.poll(() => new URL(page.url()).search).toBe("?page=4");
    expect(await count(page).innerText()).toContain(fr("shop.listing.page", { page: 4, pageCount: 4 }));
    expect(await page.getByTestId("sort-select").innerText()).toContain(fr("shop.sort.catalogue"));
  });
});
