import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seriousViolations } from "./harness/axe.ts";
import { beginsWith, t } from "./harness/labels.ts";
import { fieldError, screenshot, waitForPageView } from "./harness/page.ts";
import { hasFocusWithin, isInView } from "./harness/eye.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Zoom! Delivered in Chromium, as the "done when" tells it: dentist@example.fr orders a
 * kit for a patient through the three steps and finds it in the order history; going back and
 * forth (buttons, edit links, the browser's own buttons) keeps every value; a refused submit
 * (the same scan again) shows why and orders it as a replacement; the whole wizard works with
 * the keyboard alone; axe finds nothing serious on any screen; nurse@example.fr never sees it.
 */
const shop = useShop();
const fr = t("fr");

const NIGHT_KIT = "Zoom! NiteWhite 10 % – kit de nuit";
const REFILL = "Zoom! NiteWhite 16 % – recharge";

const PATIENT = {
  "forms.fields.first_name": "Camille",
  "forms.fields.last_name": "Durand",
  "forms.fields.email": "camille.durand@example.fr",
  "forms.fields.phone": "06 12 34 56 78",
  "forms.fields.street": "rue Paul Bert",
  "forms.fields.number": "42",
  "forms.fields.zip": "69003",
  "forms.fields.city": "Lyon",
  "forms.fields.state": "Rhône",
  "forms.fields.patient_scan_id": "TR-E2E-0001",
} as const;

const field = (page: Page, labelId: string) => page.getByRole("textbox", { name: beginsWith(fr(labelId)) });
const button = (page: Page, labelId: string) => page.getByRole("button", { name: fr(labelId), exact: true });
const kit = (page: Page, name: string) => page.getByRole("checkbox", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
const tick = (page: Page, labelId: string) => page.getByRole("checkbox", { name: beginsWith(fr(labelId)) });
/** Ticks a box as a user does: a click on its label (Ark UI's input is visually hidden). */
const tickBox = (page: Page, labelId: string) => page.locator("label").filter({ hasText: beginsWith(fr(labelId)) }).click();

const expectNoSeriousViolation = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

/** Dentist on the wizard's start, reached through the navigation link. */
const openWizard = async (): Promise<Page> => {
  const page = await openAs(shop, "dentist@example.fr");
  await page.getByRole("navigation", { name: fr("web.app.main_navigation") }).getByRole("link", { name: fr("navigation.nav.zoom_delivered") }).click();
  await waitForPageView(page, "zoom-delivered");
  await page.getByTestId("zoom-kit").first().waitFor();
  return page;
};

const fillPatient = async (page: Page, overrides: Partial<Record<keyof typeof PATIENT, string>> = {}) => {
  for (const [labelId, value] of Object.entries({ ...PATIENT, ...overrides })) await field(page, labelId).fill(value);
  await page.getByTestId("select-scanner").click();
  await page.getByRole("option", { name: fr("zoomDelivered.scanner.trios") }).click();
  await tickBox(page, "forms.fields.practice_informed");
  await tickBox(page, "forms.fields.patient_informed");
};

const confirmAll = async (page: Page) => {
  for (const id of ["forms.fields.terms", "forms.fields.net_terms", "forms.fields.info_correct"]) await tickBox(page, id);
};

describe("Zoom! Delivered", () => {
  it("takes a practice through kit, patient and summary to its order number and order history, back and forth", async () => {
    const page = await openWizard();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Zoom! Delivered");
    await expect.poll(() => page.locator('[aria-current="step"]').innerText()).toContain(fr("zoomDelivered.steps.start"));
    // The seeded line: three kits and two refills (fixtures/src/seed/catalogue/zoom-kits.ts).
    await expect.poll(() => page.getByTestId("zoom-kit").count()).toBe(5);
    expect(await kit(page, "Zoom! DayWhite 6 % – recharge").isDisabled()).toBe(true);
    await expectNoSeriousViolation(page);
    await screenshot(page, "zoom-delivered-start");

    // No kit chosen: the start says so and stays.
    await button(page, "zoomDelivered.start.continue").click();
    await expect.poll(() => page.getByText(fr("forms.validation.product_required")).count()).toBe(1);
    expect(await kit(page, NIGHT_KIT).getAttribute("aria-invalid")).toBe("true");
    await kit(page, NIGHT_KIT).check();
    await button(page, "zoomDelivered.start.continue").click();
    await waitForPageView(page, "zoom-delivered_patient");

    // The form: nothing filled, every required field says so; a Dutch postal code is not a French one.
    await button(page, "zoomDelivered.form.continue").click();
    await expect.poll(() => fieldError(page, beginsWith(fr("forms.fields.first_name")))).toBe(fr("forms.validation.required"));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
    await expectNoSeriousViolation(page);
    await screenshot(page, "zoom-delivered-form-errors");
    await fillPatient(page, { "forms.fields.zip": "1012 AB" });
    await button(page, "zoomDelivered.form.continue").click();
    await expect.poll(() => fieldError(page, beginsWith(fr("forms.fields.zip")))).toBe(fr("zoomDelivered.validation.zip_five_digits"));
    await field(page, "forms.fields.zip").fill(PATIENT["forms.fields.zip"]);
    await screenshot(page, "zoom-delivered-form");

    // Back to the kit and forward again, with the browser's buttons and with the wizard's: the values stayed.
    await page.goBack();
    await waitForPageView(page, "zoom-delivered");
    expect(await kit(page, NIGHT_KIT).isChecked()).toBe(true);
    await page.goForward();
    await waitForPageView(page, "zoom-delivered_patient");
    await expect.poll(() => field(page, "forms.fields.last_name").inputValue()).toBe("Durand");
    await button(page, "zoomDelivered.form.back").click();
    await waitForPageView(page, "zoom-delivered");
    expect(await kit(page, NIGHT_KIT).isChecked()).toBe(true);
    await button(page, "zoomDelivered.start.continue").click();
    await waitForPageView(page, "zoom-delivered_patient");
    await expect.poll(() => field(page, "forms.fields.zip").inputValue()).toBe("69003");
    await button(page, "zoomDelivered.form.continue").click();
    await waitForPageView(page, "zoom-delivered_summary");

    // The summary reads everything back, with the practice billed and the patient's address.
    const main = page.getByRole("main");
    await expect.poll(() => main.innerText()).toContain("Camille Durand");
    const summary = await main.innerText();
    // The street line in the French order (issue 35 item 16): the number first.
    for (const text of [NIGHT_KIT, "169,00", "42 rue Paul Bert", "69003 Lyon", "TRIOS (3Shape), scan TR-E2E-0001", "Cabinet dentaire du Parc (100240)"]) {
      expect(summary).toContain(text);
    }
    await expectNoSeriousViolation(page);
    await screenshot(page, "zoom-delivered-summary");

    // An edit link goes back to the form; the browser's back button returns to the summary.
    await page.getByRole("link", { name: fr("zoomDelivered.summary.edit_address") }).click();
    await waitForPageView(page, "zoom-delivered_patient");
    expect(await field(page, "forms.fields.city").inputValue()).toBe("Lyon");
    await page.goBack();
    await waitForPageView(page, "zoom-delivered_summary");

    // Confirming needs the practice's three confirmations.
    await button(page, "zoomDelivered.summary.confirm").click();
    await expect.poll(() => fieldError(page, beginsWith(fr("forms.fields.terms")))).toBe(fr("forms.validation.consent_required"));
    await confirmAll(page);
    await button(page, "zoomDelivered.summary.confirm").click();
    await waitForPageView(page, "zoom-delivered_confirmation");
    const orderNr = await page.getByTestId("zoom-order-nr").getAttribute("data-order-nr");
    expect(orderNr).toMatch(/^\d+$/);
    await expectNoSeriousViolation(page);
    await screenshot(page, "zoom-delivered-confirmation");

    // Back from the confirmation: the order is placed, the wizard starts afresh.
    await page.goBack();
    await waitForPageView(page, "zoom-delivered");
    expect(await kit(page, NIGHT_KIT).isChecked()).toBe(false);

    await page.goto(shop.url("/profile/my-orders"));
    await waitForPageView(page, "profile_my-orders");
    const row = page.locator(`[data-testid="order-row"][data-order-nr="${orderNr}"]`);
    await expect.poll(() => row.innerText()).toContain(fr("webCart.orders.patient_delivery"));
    expect(await row.innerText()).toContain(fr("webCart.orders.patient", { name: "Camille Durand" }));
    await screenshot(page, "zoom-delivered-order-history");
  }, 120_000);

  it("shows a refused submit (the same scan again) with its date and orders it as a replacement", async () => {
    const page = await openWizard();
    const order = async (scan: string) => {
      await kit(page, REFILL).check();
      await button(page, "zoomDelivered.start.continue").click();
      await waitForPageView(page, "zoom-delivered_patient");
      await fillPatient(page, { "forms.fields.patient_scan_id": scan });
      await button(page, "zoomDelivered.form.continue").click();
      await waitForPageView(page, "zoom-delivered_summary");
      await confirmAll(page);
      await button(page, "zoomDelivered.summary.confirm").click();
    };
    // Its own scan on every try: a retry of this test must not find the first try's order.
    const scan = `TR-E2E-DUP-${Date.now()}`;
    await order(scan);
    await waitForPageView(page, "zoom-delivered_confirmation");
    const first = await page.getByTestId("zoom-order-nr").getAttribute("data-order-nr");
    await button(page, "zoomDelivered.done.another").click();
    await waitForPageView(page, "zoom-delivered");

    await order(scan.toLowerCase());
    const failure = page.getByTestId("zoom-failure");
    await failure.waitFor();
    expect(await failure.getAttribute("role")).toBe("alert");
    // The order button is at the foot of the summary, the refusal at its head: the refusal takes
    // the focus and comes into view, or the click seems to do nothing (issue 33 item 4).
    await expect.poll(() => hasFocusWithin(failure)).toBe(true);
    await expect.poll(() => isInView(failure)).toBe(true);
    expect(await failure.innerText()).toContain(`(commande ${first})`);
    expect(await failure.innerText()).toMatch(/le \d{1,2} \S+ \d{4}/);
    await expectNoSeriousViolation(page);
    await screenshot(page, "zoom-delivered-refused");

    await button(page, "zoomDelivered.failed.as_replacement").click();
    await expect.poll(() => page.getByRole("main").innerText()).toContain(fr("zoomDelivered.summary.replacement"));
    await button(page, "zoomDelivered.summary.confirm").click();
    await waitForPageView(page, "zoom-delivered_confirmation");
    expect(await page.getByTestId("zoom-order-nr").getAttribute("data-order-nr")).not.toBe(first);
  });

  it("puts every step's refusal where a phone's eye is: the field to fix focused, its message on screen", async () => {
    const page = await openAs(shop, "dentist@example.fr", { viewport: "mobile" });
    await page.goto(shop.url("/zoom-delivered"));
    await waitForPageView(page, "zoom-delivered");
    await page.getByTestId("zoom-kit").first().waitFor();

    // The start without a kit: the first kit is focused and "choose a kit" is on screen.
    await button(page, "zoomDelivered.start.continue").click();
    const noKit = page.getByText(fr("forms.validation.product_required"));
    await expect.poll(() => isInView(noKit)).toBe(true);
    expect(await hasFocusWithin(kit(page, NIGHT_KIT))).toBe(true);

    // The form with nothing filled in: the first field and its message.
    await kit(page, NIGHT_KIT).check();
    await button(page, "zoomDelivered.start.continue").click();
    await waitForPageView(page, "zoom-delivered_patient");
    await button(page, "zoomDelivered.form.continue").click();
    await expect.poll(() => hasFocusWithin(field(page, "forms.fields.first_name"))).toBe(true);
    await expect.poll(() => isInView(page.getByText(fr("forms.validation.required")).first())).toBe(true);

    // The summary without the practice's confirmations: the first one and its message.
    await fillPatient(page, { "forms.fields.patient_scan_id": "TR-E2E-PHONE" });
    await button(page, "zoomDelivered.form.continue").click();
    await waitForPageView(page, "zoom-delivered_summary");
    await button(page, "zoomDelivered.summary.confirm").click();
    await expect.poll(() => hasFocusWithin(tick(page, "forms.fields.terms"))).toBe(true);
    await expect.poll(() => isInView(page.getByText(fr("forms.validation.consent_required")).first())).toBe(true);
    await screenshot(page, "zoom-delivered-phone-consents");
  });

  it("orders a patient's kit again through the wizard: the kit chosen, the patient's fields empty (issue 33 item 11)", async () => {
    const page = await openWizard();
    await kit(page, REFILL).check();
    await button(page, "zoomDelivered.start.continue").click();
    await waitForPageView(page, "zoom-delivered_patient");
    await fillPatient(page, { "forms.fields.patient_scan_id": `TR-E2E-AGAIN-${Date.now()}` });
    await button(page, "zoomDelivered.form.continue").click();
    await waitForPageView(page, "zoom-delivered_summary");
    await confirmAll(page);
    await button(page, "zoomDelivered.summary.confirm").click();
    await waitForPageView(page, "zoom-delivered_confirmation");
    const orderNr = (await page.getByTestId("zoom-order-nr").getAttribute("data-order-nr")) ?? "";

    await page.goto(shop.url("/profile/my-orders"));
    await waitForPageView(page, "profile_my-orders");
    const row = page.locator(`[data-testid="order-row"][data-order-nr="${orderNr}"]`);
    await row.getByRole("button", { name: fr("webCart.orders.show_details", { order_nr: orderNr }) }).click();
    await row.getByRole("link", { name: fr("reorder.order_again_named", { order_nr: orderNr }) }).click();

    // Not quick order's "unknown reference" for every kit: the wizard, the same kit ticked, a new patient to fill in.
    await waitForPageView(page, "zoom-delivered");
    await page.getByTestId("zoom-kit").first().waitFor();
    await expect.poll(() => kit(page, REFILL).isChecked()).toBe(true);
    expect(await kit(page, NIGHT_KIT).isChecked()).toBe(false);
    await button(page, "zoomDelivered.start.continue").click();
    await waitForPageView(page, "zoom-delivered_patient");
    for (const labelId of Object.keys(PATIENT)) expect(await field(page, labelId).inputValue()).toBe("");
    await screenshot(page, "zoom-delivered-order-again");
  });

  it("sends one purchase event for a delivery, not again on a reload (issue 35 item 15)", async () => {
    const page = await openWizard();
    await kit(page, REFILL).check();
    await button(page, "zoomDelivered.start.continue").click();
    await waitForPageView(page, "zoom-delivered_patient");
    await fillPatient(page, { "forms.fields.patient_scan_id": `TR-E2E-PURCHASE-${Date.now()}` });
    await button(page, "zoomDelivered.form.continue").click();
    await waitForPageView(page, "zoom-delivered_summary");
    await confirmAll(page);
    await button(page, "zoomDelivered.summary.confirm").click();
    await waitForPageView(page, "zoom-delivered_confirmation");
    const orderNr = (await page.getByTestId("zoom-order-nr").getAttribute("data-order-nr")) ?? "";
    const purchases = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: Array<{ event?: string; ecommerce?: { transaction_id: string; currency: string; value: number; items: Array<{ item_name: string }> } }> }).dataLayer ?? [])
          .filter((entry) => entry.event === "purchase")
          .map((entry) => entry.ecommerce),
      );
    await expect.poll(() => purchases()).toHaveLength(1);
    const [purchase] = await purchases();
    expect(purchase).toMatchObject({ transaction_id: orderNr, currency: "EUR" });
    expect(purchase?.items.map((item) => item.item_name)).toEqual([REFILL]);
    expect(purchase?.value).toBeGreaterThan(0);

    // A reload (the browser's, or a revisit) sends nothing for the same order.
    await page.reload();
    await waitForPageView(page, /^zoom-delivered/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForTimeout(1500);
    expect(await purchases()).toEqual([]);
  });

  it("opens the terms in a new tab and the payment terms in a dialog, the labels still ticking their boxes (issue 35 item 16)", async () => {
    const page = await openWizard();
    await kit(page, REFILL).check();
    await button(page, "zoomDelivered.start.continue").click();
    await waitForPageView(page, "zoom-delivered_patient");
    await fillPatient(page, { "forms.fields.patient_scan_id": "TR-E2E-TERMS" });
    await button(page, "zoomDelivered.form.continue").click();
    await waitForPageView(page, "zoom-delivered_summary");

    const terms = page.getByRole("link", { name: fr("zoomDelivered.consents.terms_link") });
    expect(await terms.getAttribute("href")).toMatch(/^https:\/\//);
    expect(await terms.getAttribute("target")).toBe("_blank");
    expect((await terms.getAttribute("rel"))?.split(" ").sort()).toEqual(["noopener", "noreferrer"]);

    // The payment terms: a dialog that says who pays, closed with Escape, the focus back on its button.
    const netTermsButton = page.getByRole("button", { name: fr("zoomDelivered.consents.net_terms_link") });
    await netTermsButton.click();
    const dialog = page.getByRole("dialog", { name: fr("zoomDelivered.consents.net_terms_title") });
    await expect.poll(() => dialog.innerText()).toContain(fr("zoomDelivered.consents.net_terms_text"));
    await expectNoSeriousViolation(page);
    await screenshot(page, "zoom-delivered-net-terms");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => hasFocusWithin(netTermsButton)).toBe(true);
    expect(await tick(page, "forms.fields.net_terms").isChecked()).toBe(false);

    // A click on each label still ticks (and unticks) its box.
    for (const id of ["forms.fields.terms", "forms.fields.net_terms"]) {
      await tickBox(page, id);
      await expect.poll(() => tick(page, id).isChecked()).toBe(true);
      await tickBox(page, id);
      await expect.poll(() => tick(page, id).isChecked()).toBe(false);
    }
  });

  it("works with the keyboard alone", async () => {
    const page = await openWizard();
    const press = (key: string, times = 1) => Array.from({ length: times }).reduce<Promise<void>>((done) => done.then(() => page.keyboard.press(key)), Promise.resolve());
    /** Tabs until the focused element matches, at most `limit` times. */
    const tabTo = async (matches: () => Promise<boolean>, limit = 60) => {
      for (let i = 0; i < limit; i++) {
        if (await matches()) return;
        await press("Tab");
      }
      throw new Error("the element was never reached with Tab");
    };
    const focusedName = () => page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute("aria-label") ?? element?.getAttribute("name") ?? element?.textContent ?? "";
    });
    const focusedIs = (text: string) => async () => (await focusedName()).trim().startsWith(text);
    const isFocused = (locator: ReturnType<Page["locator"]>) => () => locator.evaluate((element) => element === document.activeElement);

    await tabTo(isFocused(kit(page, NIGHT_KIT)));
    await press("Space");
    await tabTo(focusedIs(fr("zoomDelivered.start.continue")));
    await press("Enter");
    await waitForPageView(page, "zoom-delivered_patient");

    for (const [labelId, value] of Object.entries({ ...PATIENT, "forms.fields.patient_scan_id": "TR-E2E-KEYS" })) {
      await tabTo(isFocused(field(page, labelId)));
      await page.keyboard.type(value);
    }
    await tabTo(isFocused(page.getByTestId("select-scanner")));
    await press("Enter");
    await page.getByRole("option", { name: fr("zoomDelivered.scanner.itero") }).waitFor();
    await press("ArrowDown");
    // As a user sees the highlight move before pressing Enter (on busy cores the list can lag the key).
    await page.locator('[role="option"][data-highlighted]').waitFor();
    await press("Enter");
    await expect.poll(() => page.getByTestId("select-scanner").innerText()).not.toContain(fr("web_forms.common.choose"));
    for (const id of ["forms.fields.practice_informed", "forms.fields.patient_informed"]) {
      await tabTo(isFocused(tick(page, id)));
      await press("Space");
    }
    await tabTo(focusedIs(fr("zoomDelivered.form.continue")));
    await press("Enter");
    await waitForPageView(page, "zoom-delivered_summary");

    for (const id of ["forms.fields.terms", "forms.fields.net_terms", "forms.fields.info_correct"]) {
      await tabTo(isFocused(tick(page, id)));
      await press("Space");
    }
    await tabTo(focusedIs(fr("zoomDelivered.summary.confirm")));
    await press("Enter");
    await waitForPageView(page, "zoom-delivered_confirmation");
    await expect.poll(() => page.getByTestId("zoom-order-nr").getAttribute("data-order-nr")).toMatch(/^\d+$/);
  });

  it("is not offered to a company that is not a Zoom! practice, and says so when opened", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    const nav = page.getByRole("navigation", { name: fr("web.app.main_navigation") });
    await nav.getByRole("link", { name: fr("navigation.nav.shop") }).waitFor();
    expect(await nav.getByRole("link", { name: fr("navigation.nav.zoom_delivered") }).count()).toBe(0);
    await page.goto(shop.url("/zoom-delivered/summary"));
    await waitForPageView(page, "zoom-delivered");
    await page.getByTestId("zoom-unavailable").waitFor();
    expect(await page.getByTestId("zoom-unavailable").innerText()).toContain(fr("zoomDelivered.not_eligible"));
    await expectNoSeriousViolation(page);
    await screenshot(page, "zoom-delivered-not-eligible");
  });

  it("never carries the wizard in the shop's pages: its code and words load when its address is opened", async () => {
    const page = await openAs(shop, "dentist@example.fr");
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.url());
    });
    await page.goto(shop.url("/"));
    await waitForPageView(page, "HOME");
    await page.getByRole("list", { name: fr("shop.categories.title") }).waitFor();
    const shopScripts = [...scripts];
    const shopSource = (await Promise.all(shopScripts.map((url) => page.evaluate((address) => fetch(address).then((r) => r.text()), url)))).join("\n");
    expect(shopSource).not.toContain("zoomDelivered.start.intro");
    expect(shopSource).not.toContain(fr("zoomDelivered.start.intro"));
    expect(shopSource).not.toContain("listZoomKits");
    await page.getByRole("navigation", { name: fr("web.app.main_navigation") }).getByRole("link", { name: fr("navigation.nav.zoom_delivered") }).click();
    await page.getByTestId("zoom-kit").first().waitFor();
    expect(scripts.length).toBeGreaterThan(shopScripts.length);
  });
});
