import { quickOrderMessages, translatorOf } from "@proshop/core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./harness/axe.ts";
import { t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Reordering at professional speed (issue 17) on the French shop: quick order with completion,
 * a pasted block with an unknown reference and a line over its maximum, ordering a seeded past
 * order again (one of its products is out of stock now), and a list the nurse saves that the
 * representative uses for her company. Every confirmation goes through the cart machine.
 */
const shop = useShop();
const fr = t("fr");
// The quick order page brings its own words (core's quick-order.ts).
const qo = translatorOf(quickOrderMessages.fr, "fr");
const NURSE_COMPANY = "100234";
const SLOW = { timeout: 15_000 };

/** The lines of the cart the tab shows, as the cart machine stored them. */
const tabLines = async (page: Page): Promise<Array<[string, number]>> => {
  const stored = await page.evaluate(() => window.localStorage.getItem("proshopcart"));
  const cart = JSON.parse(stored ?? "{}") as { products?: Array<{ part_no: string; quantity: number }> };
  return (cart.products ?? []).map((line) => [line.part_no, line.quantity]);
};

/** Starts from an empty cart (the company's live cart may hold lines from the seed or an earlier test). */
const emptyCart = async (page: Page) => {
  await page.goto(shop.url("/cart"));
  await waitForPageView(page, "cart");
  const [before] = fr("webCart.cart.remove_line", { product: "§" }).split("§");
  const remove = page.getByRole("button", { name: new RegExp(`^${before}`) });
  // The tab first settles on the company's cart (its own copy or the server's), then lines go one by one.
  await page.waitForFunction(() => document.querySelector("[data-testid=cart-empty]") !== null || document.querySelectorAll("main li, main tr").length > 0);
  while ((await page.getByTestId("cart-empty").count()) === 0) {
    await remove.first().click();
    await page.waitForTimeout(100);
  }
};

const openQuickOrder = async (page: Page) => {
  await page.getByRole("navigation", { name: fr("web.app.main_navigation") }).getByRole("link", { name: fr("reorder.nav"), exact: true }).click();
  await waitForPageView(page, "quick-order");
  await page.getByRole("heading", { name: qo("quickOrder.entry.heading") }).waitFor();
};

const preview = (page: Page) => page.getByTestId("quick-order-preview");
const outcomes = (page: Page) =>
  preview(page)
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [(row as HTMLElement).dataset["reference"], (row as HTMLElement).dataset["outcome"], row.children[4]?.textContent]));

const confirm = async (page: Page) => {
  await page.getByTestId("quick-order-confirm").click();
  await waitForPageView(page, "cart");
};

describe("quick order", () => {
  it("completes references from the catalogue as the buyer types, and adds the lines at once", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await emptyCart(page);
    await openQuickOrder(page);

    // By ctn: the manual pump is suggested, picked with the mouse.
    const first = page.getByRole("combobox", { name: qo("quickOrder.entry.reference", { line: 1 }) });
    await first.pressSequentially("SCF430/1", { delay: 20 });
    const manual = page.getByRole("option", { name: /88430003 Tire-lait manuel Natural/ });
    await manual.waitFor();
    await screenshot(page, "quick-order-completion");
    await manual.click();
    await expect.poll(() => first.inputValue()).toBe("88430003");
    await page.getByRole("textbox", { name: qo("quickOrder.entry.quantity", { line: 1 }) }).fill("2");

    // By name, with the keyboard only.
    const second = page.getByRole("combobox", { name: qo("quickOrder.entry.reference", { line: 2 }) });
    await second.pressSequentially("électrique double", { delay: 20 });
    await page.getByRole("option", { name: /^88430001 / }).waitFor();
    await second.press("ArrowDown");
    await second.press("Enter");
    await expect.poll(() => second.inputValue()).toBe("88430001");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "quick-order");

    await page.getByRole("button", { name: qo("quickOrder.entry.check"), exact: true }).click();
    await preview(page).waitFor();
    // The preview's heading takes the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("quick-order-preview");
    expect(await outcomes(page)).toEqual([
      ["88430003", "added", "2"],
      ["88430001", "added", "1"],
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm(page);
    await expect.poll(() => tabLines(page)).toEqual([
      ["88430003", 2],
      ["88430001", 1],
    ]);
  });

  it("previews a pasted block: an unknown reference refused, a line over its maximum added in part, nothing changed before confirming", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await emptyCart(page);
    await openQuickOrder(page);

    // Five lines copied from a spreadsheet (tab separated), with its header row.
    const block = ["Référence\tQuantité", "88430035\t5", "SCF430/10\t1", "INCONNU-42\t3", "88430012\t30", "88430023\t1"].join("\n");
    await page.getByRole("textbox", { name: qo("quickOrder.paste.label") }).fill(block);
    await page.getByRole("button", { name: qo("quickOrder.paste.check"), exact: true }).click();
    await preview(page).waitFor();
    expect(await outcomes(page)).toEqual([
      ["88430035", "added", "5"],
      ["SCF430/10", "added", "1"],
      ["INCONNU-42", "refused", "0"],
      ["88430012", "added_in_part", "20"],
      ["88430023", "added", "1"],
    ]);
    const text = await preview(page).innerText();
    // Each count agrees with its number (issue 33 item 15): "1 ajoutée", never "1 ajoutées".
    expect(text).toContain("3 ajoutées, 1 ajoutée en partie, 1 refusée.");
    expect(text).toContain(qo("quickOrder.problem.unknown_reference", { value: "INCONNU-42" }));
    expect(text).toContain(qo("quickOrder.outcome.added_in_part", { quantity: 20, requested: 30 }));
    // The limit explains itself, in French.
    expect(text).toContain(fr("limits.max_product_amount_reached.title"));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "quick-order-preview");
    // Nothing reached the cart yet.
    expect(await tabLines(page)).toEqual([]);

    await confirm(page);
    await expect.poll(() => tabLines(page)).toEqual([
      ["88430035", 5],
      ["88430003", 1],
      ["88430012", 20],
      ["88430023", 1],
    ]);
  });

  it("orders a past order again at today's stock: the product out of stock now is listed with the reason", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await emptyCart(page);
    await page.goto(shop.url("/profile/my-orders"));
    await waitForPageView(page, "profile_my-orders");
    // The oldest order (newest first): last year's, with the manual pump set out of stock since.
    const row = page.getByTestId("order-row").last();
    const orderNr = (await row.getAttribute("data-order-nr")) ?? "";
    await row.getByRole("button", { name: fr("webCart.orders.show_details", { order_nr: orderNr }) }).click();
    await row.getByRole("link", { name: fr("reorder.order_again_named", { order_nr: orderNr }) }).click();
    await waitForPageView(page, "quick-order");

    await preview(page).waitFor(SLOW);
    expect(await preview(page).getByRole("heading").innerText()).toBe(qo("quickOrder.reorder.heading", { order_nr: orderNr }));
    expect((await outcomes(page)).sort()).toEqual([
      ["88430001", "added", "1"],
      ["88430007", "refused", "0"],
      ["88430012", "added", "4"],
    ]);
    expect(await preview(page).innerText()).toContain(fr("limits.product_out_of_stock.title"));
    await screenshot(page, "quick-order-reorder");
    await confirm(page);
    await expect.poll(() => tabLines(page).then((lines) => lines.sort())).toEqual([
      ["88430001", 1],
      ["88430012", 4],
    ]);
  });

  it("saves the nurse's cart as a list that the representative uses for her company", async () => {
    // Names are unique per company: a retry of this test saves under a name of its own.
    const name = `Réassort maternité ${Date.now() % 100_000}`;
    const nurse = await openAs(shop, "nurse@example.fr");
    await waitForPageView(nurse, "HOME");
    await emptyCart(nurse);
    await openQuickOrder(nurse);
    await nurse.getByRole("textbox", { name: qo("quickOrder.paste.label") }).fill("88430035;6\n88430028;12");
    await nurse.getByRole("button", { name: qo("quickOrder.paste.check"), exact: true }).click();
    await confirm(nurse);
    await nurse.getByRole("textbox", { name: fr("reorder.save_list.name") }).fill(name);
    await nurse.getByRole("button", { name: fr("reorder.save_list.button"), exact: true }).click();
    await nurse.getByText(fr("reorder.save_list.saved", { name })).waitFor();

    const rep = await openAs(shop, "rep@example.fr");
    await waitForPageView(rep, "order-on-behalf");
    await rep.getByRole("textbox", { name: fr("session.order_on_behalf.customer_number") }).fill(NURSE_COMPANY);
    await rep.getByRole("button", { name: fr("session.order_on_behalf.select") }).click();
    // The office is set: the form sends the representative to the shop.
    await waitForPageView(rep, "HOME");
    await emptyCart(rep);
    await openQuickOrder(rep);
    const list = rep.getByTestId("saved-list").filter({ hasText: name });
    await list.waitFor(SLOW);
    expect(await list.innerText()).toContain("nurse@example.fr");
    await screenshot(rep, "quick-order-saved-lists");
    await list.getByRole("button", { name: qo("quickOrder.lists.use_named", { name }) }).click();
    await preview(rep).waitFor();
    expect(await preview(rep).getByRole("heading").innerText()).toBe(qo("quickOrder.lists.preview_heading", { name }));
    expect(await outcomes(rep)).toEqual([
      ["88430035", "added", "6"],
      ["88430028", "added", "12"],
    ]);
    await confirm(rep);
    await expect.poll(() => tabLines(rep)).toEqual([
      ["88430035", 6],
      ["88430028", 12],
    ]);
  });
});
