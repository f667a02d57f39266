import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { emptyLiveCart } from "./harness/live-cart.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 33 item 15 in Chromium: the quick order's preview on the French shop counts in French
 * ("Ajouter 1 article au panier", "1 ajoutée, 0 ajoutée en partie, 0 refusée"), not
 * "Ajouter 1 articles" and "1 refusées".
 */
const shop = useShop();
const fr = t("fr");

describe("counted words", () => {
  it("agree with their numbers in the quick order's preview", async () => {
    await emptyLiveCart(shop, "nurse@example.fr");
    const page = await openAs(shop, "nurse@example.fr");
    await page.goto(shop.url("/quick-order"));
    await waitForPageView(page, "quick-order");
    const block = ["88430003\t1", "INCONNU-42\t2"].join("\n");
    await page.getByRole("textbox", { name: fr("quickOrder.paste.label") }).fill(block);
    await page.getByRole("button", { name: fr("quickOrder.paste.check"), exact: true }).click();
    const preview = page.getByTestId("quick-order-preview");
    await preview.waitFor();
    await expect.poll(() => preview.getByRole("status").innerText()).toBe("1 ajoutée, 0 ajoutée en partie, 1 refusée.");
    await expect.poll(() => page.getByTestId("quick-order-confirm").innerText()).toBe("Ajouter 1 article au panier");
    await screenshot(page, "quick-order-plurals");
  });
});
