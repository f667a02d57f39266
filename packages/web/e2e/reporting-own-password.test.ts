import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { t } from "./harness/labels.ts";
import { PASSWORD, waitForPageView } from "./harness/page.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Issue 32 item 5 in Chromium: an administrator changing their own password on the users
 * screen is asked for the current one (the server requires it), and stays signed in after the
 * change, which ended every other session (the new token the server answers is kept).
 */
const shop = useShop();
const fr = t("fr");
const nl = t("nl");

const openUsersAs = async (email: string, password = PASSWORD): Promise<Page> => {
  const page = await shop.open("/reporting/users");
  await page.getByLabel(fr("reporting.web.login.email"), { exact: true }).fill(email);
  await page.getByLabel(fr("reporting.web.login.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: fr("reporting.web.login.submit"), exact: true }).click();
  await waitForPageView(page, "reporting_users");
  return page;
};

const editButton = (page: Page, email: string) => page.getByRole("button", { name: nl("reporting.web.list.edit_named", { name: email }) });

describe("a reporting administrator's own password", () => {
  it("asks for the current password only on one's own record", async () => {
    const page = await openUsersAs(REPORTING_EMAILS.nlAdmin);
    await editButton(page, REPORTING_EMAILS.librarian).click();
    await page.getByRole("heading", { name: nl("reporting.web.users.edit", { name: REPORTING_EMAILS.librarian }) }).waitFor();
    expect(await page.getByLabel(nl("reporting.fields.current_password"), { exact: true }).count()).toBe(0);
  });

  it("refuses the change without the right current password, then makes it and stays signed in", async () => {
    const page = await openUsersAs(REPORTING_EMAILS.nlAdmin);
    await editButton(page, REPORTING_EMAILS.nlAdmin).click();
    await page.getByRole("heading", { name: nl("reporting.web.users.edit", { name: REPORTING_EMAILS.nlAdmin }) }).waitFor();
    const current = page.getByLabel(nl("reporting.fields.current_password"), { exact: true });
    await page.getByLabel(nl("reporting.fields.password"), { exact: true }).fill("een-nieuw-bibliotheekgeheim-8");
    const save = page.getByRole("button", { name: nl("reporting.web.list.save"), exact: true });
    await save.click();
    await expect.poll(() => page.getByRole("alert").innerText()).toContain(nl("forms.validation.required"));
    await current.fill("niet-mijn-wachtwoord-1");
    await save.click();
    await expect.poll(() => page.getByRole("alert").innerText()).toContain(nl("account.current_password_wrong"));
    await current.fill(PASSWORD);
    await save.click();
    await page.getByRole("heading", { name: nl("reporting.web.users.edit", { name: REPORTING_EMAILS.nlAdmin }) }).waitFor({ state: "detached" });
    // Still signed in, after a reload too: the browser keeps the token the change answered.
    await page.reload();
    await waitForPageView(page, "reporting_users");
    await editButton(page, REPORTING_EMAILS.librarian).waitFor();
    // The new password is the one that logs in now.
    const again = await openUsersAs(REPORTING_EMAILS.nlAdmin, "een-nieuw-bibliotheekgeheim-8");
    await editButton(again, REPORTING_EMAILS.librarian).waitFor();
  });
});
