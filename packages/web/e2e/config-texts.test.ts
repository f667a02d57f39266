import { supportContactLine, supportContactOf, translator, type Organisation } from "@proshop/core";
import { afterEach, describe, expect, it } from "vitest";
import { runSql } from "./harness/db.ts";
import { t } from "./harness/labels.ts";
import { waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 16: prices in the currency of the shop's configuration (SPEC 9), and the SPEC's own
 * texts where a customer meets them: the newsletter's frequency on the registration (8 a year,
 * 6 in Dutch), the support line's hours and "changes can take up to an hour" on the contact page.
 */
const shop = useShop();
const fr = t("fr");
const nl = t("nl");

afterEach(async () => {
  await runSql(shop, `UPDATE organisations SET currency = 'EUR' WHERE id = 'FR'`);
});

describe("configured currency and SPEC texts", () => {
  it("shows the catalogue's prices in the currency the shop's configuration names", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await page.goto(shop.url("/c-p"));
    await expect.poll(() => page.getByTestId("product-price").first().innerText()).toContain("€");

    await runSql(shop, `UPDATE organisations SET currency = 'CHF' WHERE id = 'FR'`);
    // The configuration is read when the tab starts; the server may answer it from a short cache.
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByTestId("product-price").first().innerText({ timeout: 10_000 });
      }, { timeout: 30_000, interval: 1_000 })
      .toContain("CHF");
    expect(await page.getByTestId("product-price").first().innerText()).not.toContain("€");
  });

  it("says how often the newsletter comes, per market", async () => {
    const french = await shop.open("/register");
    await waitForPageView(french, "register");
    await expect.poll(() => french.getByText(fr("web_forms.spec_texts.newsletter_frequency")).count()).toBe(1);
    const dutch = await shop.open("/register", { host: "nl.localhost" });
    await waitForPageView(dutch, "register");
    await expect.poll(() => dutch.getByText(nl("web_forms.spec_texts.newsletter_frequency")).count()).toBe(1);
    expect(nl("web_forms.spec_texts.newsletter_frequency")).toContain("6");
  });

  it("gives the support line's hours and the delay of configuration changes on the contact page", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await page.goto(shop.url("/contact"));
    await expect.poll(() => page.getByText(fr("web_forms.spec_texts.changes_delay")).count()).toBe(1);
    // The support line's hours are the market's own configuration (issue 35 item 18), said by core's sentence.
    const answer = (await (await fetch(`${shop.server().url}/admin/config_for_hostname/localhost`)).json()) as { organisation: Organisation };
    await expect.poll(() => page.getByTestId("support-contact").innerText()).toBe(supportContactLine(translator("fr"), "fr", supportContactOf(answer.organisation)));
  });
});
