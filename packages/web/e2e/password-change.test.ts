import { describe, expect, it } from "vitest";
import { beginsWith, loginLabels, t } from "./harness/labels.ts";
import { fieldError, PASSWORD, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Changing one's password on "my account" (PUT /admin/user/me through core's ApiClient): a
 * wrong current password is refused on its field; the right one changes it, the tab stays
 * signed in (it keeps the new token the server answers), and the new password logs in.
 */
const shop = useShop();
const fr = t("fr");
const NEW_PASSWORD = "another-demo-secret-1";

describe("password change", () => {
  it("refuses a wrong current password on its field, then changes it and logs in with the new one", async () => {
    const page = await openAs(shop, "nurse@example.fr");
    await waitForPageView(page, "HOME");
    await page.goto(shop.url("/profile/my-account"));
    await waitForPageView(page, "profile_my-account");
    const form = page.getByTestId("change-password-form");
    const fill = async (current: string) => {
      await form.getByLabel(beginsWith(fr("webCart.profile.current_password"))).fill(current);
      await form.getByLabel(beginsWith(fr("webCart.profile.new_password"))).fill(NEW_PASSWORD);
      await form.getByLabel(beginsWith(fr("webCart.profile.repeat_password"))).fill(NEW_PASSWORD);
      await form.getByRole("button", { name: fr("webCart.profile.password_submit") }).click();
    };

    await fill("not-my-password");
    await expect.poll(() => fieldError(page, beginsWith(fr("webCart.profile.current_password"))), { timeout: 15_000 }).toBe(
      fr("account.current_password_wrong"),
    );

    await fill(PASSWORD);
    await form.getByTestId("password-changed").waitFor();
    // Still signed in with the token the change answered: a reload stays on my account.
    await page.reload();
    await waitForPageView(page, "profile_my-account");

    const labels = loginLabels("fr");
    const again = await shop.open("/login");
    await waitForPageView(again, "login");
    await again.getByLabel(labels.email, { exact: true }).fill("nurse@example.fr");
    await again.getByLabel(labels.password, { exact: true }).fill(NEW_PASSWORD);
    await again.getByRole("button", { name: labels.submit, exact: true }).click();
    await waitForPageView(again, "HOME");
  }, 120_000);
});
