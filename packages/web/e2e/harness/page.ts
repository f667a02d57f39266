/// <reference types="node" />
import { join } from "node:path";
import type { Page } from "playwright-core";
import { SCREENSHOTS } from "./paths.ts";

/*
 * What every scenario does with a page. Screens are told apart by the page-view label the app
 * puts on `document.body.dataset.pageView` (core's `pageViewLabel`), not by their markup, so
 * the tests do not break when a screen's layout changes.
 */

/** The seeded accounts' password (README). */
export const PASSWORD = "proshop-demo";

export const pageView = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => document.body.dataset["pageView"]);

/** Waits until the app shows the route labelled `label` (`HOME`, `login`, `CAT:...`, `profile_my-orders`). */
export const waitForPageView = async (page: Page, label: string | RegExp): Promise<void> => {
  const source = typeof label === "string" ? { text: label } : { pattern: label.source, flags: label.flags };
  try {
    await page.waitForFunction((wanted) => {
      const current = document.body.dataset["pageView"] ?? "";
      return "text" in wanted ? current === wanted.text : new RegExp(wanted.pattern, wanted.flags).test(current);
    }, source);
  } catch (error) {
    // Say where the app was instead, which is what one needs to know to fix it.
    const current = await pageView(page).catch(() => "(page closed)");
    const text = await page.locator("body").innerText().catch(() => "");
    throw new Error(
      `Waited for page view ${String(label)}, the app shows ${String(current)} at ${page.url()}: ${text.replace(/\s+/g, " ").slice(0, 300)}`,
      { cause: error },
    );
  }
};

/** Full-page screenshot into packages/web/screenshots (git-ignored), for review. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  // Animations and the caret would make two runs' pictures differ for nothing.
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: "disabled", caret: "hide" });
};

/** Logs in through the login page (the page must be on /login) and waits to leave it. */
export const logIn = async (page: Page, email: string, labels: { email: string; password: string; submit: string }) => {
  await waitForPageView(page, "login");
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
  await page.waitForFunction(() => document.body.dataset["pageView"] !== "login");
};

/**
 * The accessibility contract of an invalid field: `aria-invalid="true"` and the text of the
 * elements its `aria-describedby` names (the error message), or null when it is valid.
 */
export const fieldError = async (page: Page, label: string | RegExp): Promise<string | null> => {
  const field = typeof label === "string" ? page.getByLabel(label, { exact: true }) : page.getByLabel(label);
  if ((await field.getAttribute("aria-invalid")) !== "true") return null;
  const ids = (await field.getAttribute("aria-describedby"))?.split(/\s+/).filter((id) => id !== "") ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(" ");
};
