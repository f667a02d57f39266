import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { CONTACT_SUCCESS_MESSAGE } from "@proshop/core";
import { hasFocusWithin, isInView } from "./harness/eye.ts";
import { escapeRegExp, t } from "./harness/labels.ts";
import { screenshot, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * The contact form's outcome where the eye is (issue 33 item 5): "Envoyer ma question" sits at
 * the foot of a long form; the thanks replace the form, and they (or a refusal) take the focus
 * and are on screen, on a desktop and on a phone, rather than a blank page scrolled down.
 */
const shop = useShop();
const fr = t("fr");

/** A field by its label, which ends with " *" when the field is required. */
const textbox = (page: Page, labelId: string) => page.getByRole("textbox", { name: new RegExp(`^${escapeRegExp(fr(labelId))}( \\*)?$`) });

const fillQuestion = async (page: Page) => {
  await textbox(page, "forms.fields.name").fill("Claire Martin");
  await textbox(page, "forms.fields.email").fill("claire.martin@example.fr");
  await textbox(page, "forms.fields.phone").fill("06 12 34 56 78");
  await page.getByTestId("select-question_type").click();
  await page.getByRole("option", { name: fr("forms.question_type.delivery") }).click();
  await textbox(page, "forms.fields.message").fill("Quand ma commande sera-t-elle livrée ?");
};

const openContact = async (viewport: "desktop" | "mobile"): Promise<Page> => {
  const page = await openAs(shop, "nurse@example.fr", { viewport });
  await page.goto(shop.url("/contact"));
  await waitForPageView(page, "contact");
  await page.getByTestId("contact-form").waitFor();
  return page;
};

describe("contact form", () => {
  for (const viewport of ["desktop", "mobile"] as const) {
    it(`shows the thanks where the form was, focused and on screen (${viewport})`, async () => {
      const page = await openContact(viewport);
      await fillQuestion(page);
      await page.getByTestId("contact-submit").click();
      const thanks = page.getByTestId("contact-success");
      await thanks.waitFor();
      expect(await thanks.innerText()).toContain(fr(CONTACT_SUCCESS_MESSAGE));
      await expect.poll(() => hasFocusWithin(thanks)).toBe(true);
      await expect.poll(() => isInView(thanks)).toBe(true);
      await screenshot(page, `contact-thanks-${viewport}`);
    });
  }

  it("puts a refused question's message in focus and on screen, above the form it was sent from", async () => {
    const page = await openContact("mobile");
    await page.route("**/admin/question", (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
    await fillQuestion(page);
    await page.getByTestId("contact-submit").click();
    const refusal = page.getByTestId("contact-error");
    await refusal.waitFor();
    await expect.poll(() => hasFocusWithin(refusal)).toBe(true);
    await expect.poll(() => isInView(refusal)).toBe(true);
  });
});
