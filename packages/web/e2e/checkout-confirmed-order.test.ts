import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { formatEuros } from "@proshop/core";
import { runSql } from "./harness/db.ts";
import { t } from "./harness/labels.ts";
import { emptyLiveCart } from "./harness/live-cart.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 33: the order placed is the order step 3 showed (item 1), and the confirmation says
 * what was ordered (item 8). As nurse@example.fr on the French shop: "Normale" shipping chosen,
 * /cart reloaded, the order placed with that shipping and total; a price changed behind the
 * customer's back is refused with the new total, shown on step 3 with the focus on it, and
 * "Passer la commande" again places the order at the new total. Item 17: the Rush promise's
 * 2pm cut-off is the French market's, named "heure de Paris", not American Eastern Time.
 */
const shop = useShop();
const fr = t("fr");

const DOUBLE_PUMP = { name: "Tire-lait électrique double Comfort", ctn: "SCF397/11" };

const addPump = async (page: Page): Promise<void> => {
  await page.goto(shop.url(`/c-p/${encodeURIComponent(DOUBLE_PUMP.ctn)}`));
  await waitForPageView(page, `PRD:${DOUBLE_PUMP.ctn}`);
  await page.getByRole("spinbutton", { name: new RegExp(`${DOUBLE_PUMP.name}$`) }).first().fill("1");
  await page.getByRole("button", { name: `${fr("shop.product.add_to_cart")} – ${DOUBLE_PUMP.name}`, exact: true }).first().click();
  await page.getByText(fr("webShop.added", { name: DOUBLE_PUMP.name })).first().waitFor();
};

const checkoutOf = (page: Page) => page.getByRole("region", { name: fr("checkout.title") });
const next = (page: Page) => checkoutOf(page).getByRole("button", { name: fr("checkout.next"), exact: true }).click();
const regularRadio = (page: Page) => checkoutOf(page).getByRole("radio", { name: new RegExp(`^${fr("checkout.shipping.regular.label")}`) });

/** Step 3 as the customer reads it: the shipping line and the total (its cents kept on the element). */
const step3 = async (page: Page) => {
  const total = checkoutOf(page).getByTestId("checkout-total");
  await total.waitFor();
  return {
    method: await checkoutOf(page).getByTestId("checkout-shipping").getAttribute("data-method"),
    shippingText: await checkoutOf(page).getByTestId("checkout-shipping").innerText(),
    cents: Number(await total.getAttribute("data-cents")),
    totalText: await total.innerText(),
  };
};

const placedOrder = async (orderNr: string) =>
  (await runSql(shop, `SELECT shipping_method, shipping_cents, total_cents, status FROM orders WHERE order_nr = '${orderNr}'`))[0];

describe("checkout: the order placed is the order shown (issue 33)", () => {
  it("keeps 'Normale' across a reload of /cart and places the order step 3 showed, then confirms it in full", async () => {
    await emptyLiveCart(shop, "nurse@example.fr");
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await addPump(page);
    await page.goto(shop.url("/cart"));
    await waitForPageView(page, "cart");
    await next(page);
    // Item 17: Rush's cut-off is 14 h in Paris, and the step names that zone, not New York's.
    const methods = checkoutOf(page).getByTestId("shipping-methods");
    const parisTime = fr("checkout.shipping.time_zone.fr");
    expect(parisTime).toBe("heure de Paris");
    await expect.poll(() => methods.innerText()).toContain(fr("checkout.shipping.rush.delivery", { time_zone: parisTime }));
    expect(await methods.innerText()).toContain(`14 h (${parisTime})`);
    expect(await checkoutOf(page).innerText()).not.toMatch(/Est américain|heure de l.Est/);
    await checkoutOf(page).getByText(fr("checkout.shipping.regular.label"), { exact: true }).click();
    await expect.poll(() => regularRadio(page).isChecked()).toBe(true);
    await next(page);
    const before = await step3(page);
    expect(before.method).toBe("Regular");
    expect(before.shippingText).toContain(formatEuros(695, "fr"));
    expect(before.totalText).toContain(formatEuros(before.cents, "fr"));

    await page.reload();
    await waitForPageView(page, "cart");
    await next(page);
    // The radio is back on the customer's choice, not on Standard.
    await expect.poll(() => regularRadio(page).isChecked()).toBe(true);
    await next(page);
    expect(await step3(page)).toEqual(before);
    await screenshot(page, "checkout-step3-after-reload");

    await checkoutOf(page).getByRole("button", { name: fr("checkout.order.place"), exact: true }).click();
    const outcome = page.getByTestId("checkout-outcome");
    await outcome.getByTestId("placed-order").waitFor();
    const orderNr = /(\d{6,})/.exec(await outcome.getByRole("status").innerText())?.[1] ?? "";
    expect(orderNr).not.toBe("");
    expect(await placedOrder(orderNr)).toMatchObject({ shipping_method: "Regular", shipping_cents: 695, total_cents: before.cents });

    // Item 8: the lines, total, delivery address, payment and what happens next, in French.
    const confirmation = await outcome.innerText();
    expect(confirmation).toContain(DOUBLE_PUMP.name);
    expect(await outcome.getByTestId("placed-order-total").innerText()).toBe(formatEuros(before.cents, "fr"));
    expect(await outcome.getByTestId("placed-order-shipping").innerText()).toBe(`${fr("checkout.shipping.regular.label")} · ${formatEuros(695, "fr")}`);
    expect(confirmation).toContain(fr("checkout.order.delivered_to"));
    expect((await outcome.getByTestId("placed-order-address").innerText()).trim()).not.toBe("");
    expect(confirmation).toContain(fr("checkout.payment.method.cod"));
    expect(await outcome.getByTestId("placed-order-next").innerText()).toContain(fr("checkout.order.next_cod"));
    // The focus moved to the confirmation: the steps the customer was on are gone.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("checkout-outcome-title");
    await screenshot(page, "order-confirmation");
  });

  it("refuses a total that changed before the click, shows the new one on step 3 with the focus, and places it on the next click", async () => {
    await emptyLiveCart(shop, "nurse@example.fr");
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await addPump(page);
    await page.goto(shop.url("/cart"));
    await waitForPageView(page, "cart");
    await next(page);
    await next(page);
    const shown = await step3(page);
    const [{ part_no: partNo }] = (await runSql(shop, `SELECT part_no FROM products WHERE organisation_id = 'FR' AND ctn = '${DOUBLE_PUMP.ctn}'`)) as [{ part_no: string }];
    await runSql(shop, `UPDATE products SET price_cents = price_cents + 500 WHERE organisation_id = 'FR' AND part_no = '${partNo}'`);
    try {
      await checkoutOf(page).getByRole("button", { name: fr("checkout.order.place"), exact: true }).click();
      const failure = checkoutOf(page).getByTestId("checkout-failure");
      await failure.waitFor();
      expect(await failure.getAttribute("data-code")).toBe("orders.total_changed");
      expect(await failure.innerText()).toBe(fr("orders.total_changed", { total: formatEuros(shown.cents + 500, "fr"), confirmed: formatEuros(shown.cents, "fr") }));
      expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset["testid"])).toBe("checkout-failure");
      // The cart was priced again: step 3 now shows the total the server will charge.
      await expect.poll(async () => (await step3(page)).cents).toBe(shown.cents + 500);
      await screenshot(page, "checkout-total-changed");

      await checkoutOf(page).getByRole("button", { name: fr("checkout.order.place"), exact: true }).click();
      const outcome = page.getByTestId("checkout-outcome");
      await outcome.getByTestId("placed-order").waitFor();
      const orderNr = /(\d{6,})/.exec(await outcome.getByRole("status").innerText())?.[1] ?? "";
      expect(await placedOrder(orderNr)).toMatchObject({ total_cents: shown.cents + 500, status: "received" });
    } finally {
      await runSql(shop, `UPDATE products SET price_cents = price_cents - 500 WHERE organisation_id = 'FR' AND part_no = '${partNo}'`);
    }
  });
});
