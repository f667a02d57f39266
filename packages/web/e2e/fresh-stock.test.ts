import { afterEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { runSql } from "./harness/db.ts";
import { t } from "./harness/labels.ts";
import { waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * SPEC 4: the listing re-reads stock and prices from the server when the user comes back after
 * a while away, and every few minutes while it stays open, keeping the filter ticked. The
 * page's clock is Playwright's (`page.clock`): time runs as usual and the test jumps it ahead,
 * so the app keeps its real intervals (60 s away, 5 min open).
 */
const shop = useShop();
const fr = t("fr");

const card = (page: Page, ctn: string) => page.locator(`[data-testid="product-card"][data-ctn="${ctn}"]`);
const stockOf = (page: Page, ctn: string) => card(page, ctn).locator("[data-stock]").getAttribute("data-stock");
const priceOf = (page: Page, ctn: string) => card(page, ctn).getByTestId("product-price").innerText();

/** The nurse on the breast-pump category with "Double pompage" ticked; answers the first product it shows. */
const openFilteredListing = async (): Promise<{ page: Page; ctn: string; partNo: string }> => {
  const page = await openAs(shop, "nurse@example.fr");
  await waitForPageView(page, "HOME");
  await page.clock.install();
  await page.reload();
  await waitForPageView(page, "HOME");
  await page.getByRole("list", { name: fr("shop.categories.title") }).getByRole("link", { name: /^Tire-lait Tire-lait/ }).click();
  await waitForPageView(page, "CAT:tire-lait");
  await page.locator("label").filter({ hasText: /^Double pompage \(\d+\)$/ }).click();
  await expect.poll(() => page.getByRole("checkbox", { name: /^Double pompage/ }).isChecked()).toBe(true);
  const ctn = (await page.getByTestId("product-card").first().getAttribute("data-ctn")) ?? "";
  const [row] = await runSql(shop, `SELECT part_no FROM products WHERE organisation_id = 'FR' AND ctn = '${ctn}'`);
  return { page, ctn, partNo: String(row!["part_no"]) };
};

// The seed's values of what a test changed, put back after it so the next test finds them.
let restores: string[] = [];
afterEach(async () => {
  for (const statement of restores) await runSql(shop, statement);
  restores = [];
});

const changeOnServer = async (partNo: string, quantity: number, priceCents: number) => {
  const [before] = await runSql(shop, `SELECT s.quantity, p.price_cents FROM stock s JOIN products p USING (organisation_id, part_no) WHERE organisation_id = 'FR' AND part_no = '${partNo}'`);
  restores.push(
    `UPDATE stock SET quantity = ${Number(before!["quantity"])}, updated_at = now() WHERE organisation_id = 'FR' AND part_no = '${partNo}'`,
    `UPDATE products SET price_cents = ${Number(before!["price_cents"])} WHERE organisation_id = 'FR' AND part_no = '${partNo}'`,
  );
  await runSql(shop, `UPDATE stock SET quantity = ${quantity}, updated_at = now() WHERE organisation_id = 'FR' AND part_no = '${partNo}'`);
  await runSql(shop, `UPDATE products SET price_cents = ${priceCents} WHERE organisation_id = 'FR' AND part_no = '${partNo}'`);
};

/**
 * Waits until the server's catalogue answer carries the change: the server may serve an answer
 * checked less than 2 s ago as is (db/catalogue-answers.ts, MAX_AGE_MS), so a refresh right
 * after the change could still see the old stock. Asked with the page's own session.
 */
const serverAnswers = (page: Page, partNo: string, quantity: number) =>
  expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const answer = await fetch("/admin/product?lang=fr", { headers: { Authorization: `Bearer ${localStorage.getItem("token") ?? ""}` } });
          const products = (await answer.json()) as Array<{ part_no: string; stock: number }>;
          return products.find((product) => product.part_no === wanted)?.stock;
        }, partNo),
      { timeout: 15_000 },
    )
    .toBe(quantity);

const stillFiltered = async (page: Page, url: string) => {
  expect(page.url()).toBe(url);
  expect(await page.getByRole("checkbox", { name: /^Double pompage/ }).isChecked()).toBe(true);
};

describe("fresh stock and prices", () => {
  it("shows a stock and price change made on the server when the user comes back after a minute away", async () => {
    const { page, ctn, partNo } = await openFilteredListing();
    const url = page.url();
    const count = await page.getByTestId("product-card").count();
    expect(await stockOf(page, ctn)).not.toBe("out_of_stock");
    await changeOnServer(partNo, 0, 12_345);

    await serverAnswers(page, partNo, 0);
    await page.clock.fastForward("01:01");
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect.poll(() => stockOf(page, ctn), { timeout: 15_000 }).toBe("out_of_stock");
    expect(await priceOf(page, ctn)).toContain("123,45");
    await stillFiltered(page, url);
    expect(await page.getByTestId("product-card").count()).toBe(count);
  });

  it("shows it after five minutes while the page stays open", async () => {
    const { page, ctn, partNo } = await openFilteredListing();
    const url = page.url();
    expect(await stockOf(page, ctn)).not.toBe("low_stock");
    await changeOnServer(partNo, 3, 4_200);

    await serverAnswers(page, partNo, 3);
    await page.clock.fastForward("05:01");
    await expect.poll(() => stockOf(page, ctn), { timeout: 15_000 }).toBe("low_stock");
    expect(await priceOf(page, ctn)).toContain("42,00");
    await stillFiltered(page, url);
  });
});
