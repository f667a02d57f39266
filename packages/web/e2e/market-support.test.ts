import { STATIC_SHOP_LINKS, supportContactLine, supportContactOf, translator, withLocale, type Organisation } from "@proshop/core";
import { describe, expect, it } from "vitest";
import { waitForPageView } from "./harness/page.ts";
import { useShop, type ShopHost } from "./harness/shop.ts";

/*
 * Issue 35 item 18: each market's support phone, e-mail and hours come from its configuration
 * (the organisation in GET /admin/config_for_hostname), and the contact page and the FAQ say the
 * same sentence as the CLI and the e-mails (core's supportContactLine). SPEC 1's consumer and
 * sales pages are linked beside them, with the reader's language in their address.
 */
const shop = useShop();

const organisationOf = async (host: ShopHost): Promise<Organisation> => {
  const answer = (await (await fetch(`${shop.server().url}/admin/config_for_hostname/${host}`)).json()) as { organisation: Organisation };
  return answer.organisation;
};

describe("the market's support contact", () => {
  it("gives Belgium's own line, address and hours on the contact page, in French and then in Dutch", async () => {
    const [belgium, france] = await Promise.all([organisationOf("be.localhost"), organisationOf("localhost")]);
    expect(belgium.support_email).not.toBe(france.support_email);
    const page = await shop.open("/contact", { host: "be.localhost" });
    await waitForPageView(page, "contact");
    const line = page.getByTestId("support-contact");
    await expect.poll(() => line.innerText(), { timeout: 15_000 }).toBe(supportContactLine(translator("fr"), "fr", supportContactOf(belgium)));
    expect(await line.innerText()).toContain(belgium.support_phone!);
    expect(await page.getByTestId("consumer-link").getAttribute("href")).toBe(withLocale(STATIC_SHOP_LINKS.consumerUrl, "fr"));
    expect(await page.getByTestId("sales-link").getAttribute("href")).toBe(withLocale(STATIC_SHOP_LINKS.salesUrl, "fr"));

    await page.getByTestId("footer-languages").getByRole("button", { name: "Nederlands" }).click();
    await expect.poll(() => line.innerText(), { timeout: 15_000 }).toBe(supportContactLine(translator("nl"), "nl", supportContactOf(belgium)));
    expect(await page.getByTestId("sales-link").getAttribute("href")).toBe(withLocale(STATIC_SHOP_LINKS.salesUrl, "nl"));
  });

  it("gives the Dutch market's own contact under the FAQ", async () => {
    const netherlands = await organisationOf("nl.localhost");
    const page = await shop.open("/faq/", { host: "nl.localhost" });
    await waitForPageView(page, "faq");
    await expect
      .poll(() => page.getByTestId("support-contact").innerText(), { timeout: 15_000 })
      .toBe(supportContactLine(translator("nl"), "nl", supportContactOf(netherlands)));
    expect(await page.getByTestId("support-contact").innerText()).toContain(netherlands.support_email!);
  });
});
