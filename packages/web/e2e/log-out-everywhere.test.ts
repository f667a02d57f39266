import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { PASSWORD, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Log-out ends this session only; "log out everywhere" on my account ends them all (issue 35
 * item 22): logging out of the practice's shared computer keeps the nurse logged in on her
 * phone; the button (keyboard only here) asks first, then logs out every device and says so.
 */
const shop = useShop();
const fr = t("fr");
const EMAIL = "nurse@example.fr";

/** The nurse's phone: a session of its own, through the API. */
const phoneSession = async (): Promise<string> => {
  const answer = await fetch(`${shop.server().url}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { auth: string }).auth;
};
const phoneStatus = async (token: string): Promise<number> =>
  (await fetch(`${shop.server().url}/admin/user/me`, { headers: { authorization: `Bearer ${token}` } })).status;

const openMyAccount = async (page: Page) => {
  await page.goto(shop.url("/profile/my-account"));
  await waitForPageView(page, "profile_my-account");
};
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

describe("log out everywhere", () => {
  it("logs the shared computer out without logging the phone or another browser out", async () => {
    const computer = await openAs(shop, EMAIL);
    const browser = await openAs(shop, EMAIL);
    const phone = await phoneSession();
    await waitForPageView(computer, "HOME");
    await computer.getByTestId("logout").click();
    await computer.getByTestId("logout").waitFor({ state: "detached" });
    expect(await phoneStatus(phone)).toBe(200);
    // The other browser is still logged in: its account page opens, after a reload too.
    await openMyAccount(browser);
    await browser.reload();
    await waitForPageView(browser, "profile_my-account");
  }, 120_000);

  it("asks, then ends every session from my account with the keyboard, and says so", async () => {
    const page = await openAs(shop, EMAIL);
    const other = await openAs(shop, EMAIL);
    // A tab whose session ended elsewhere learns it on its first calls, then loads the login chunk: slow on a busy machine.
    for (const tab of [page, other]) tab.setDefaultTimeout(60_000);
    const phone = await phoneSession();
    await openMyAccount(page);
    const section = page.getByTestId("log-out-everywhere");
    const open = section.getByRole("button", { name: fr("webCart.profile.everywhere_button") });

    // Escape hatch first: Cancel gives the focus back and ends nothing.
    await open.focus();
    await page.keyboard.press("Enter");
    await section.getByText(fr("webCart.profile.everywhere_confirm")).waitFor();
    expect(await focusedText(page)).toBe(fr("webCart.profile.everywhere_confirm_button"));
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe(fr("webCart.profile.everywhere_cancel"));
    await page.keyboard.press("Enter");
    await open.waitFor();
    expect(await focusedText(page)).toBe(fr("webCart.profile.everywhere_button"));
    expect(await phoneStatus(phone)).toBe(200);

    // Then for real: Space opens the question, Enter confirms.
    await page.keyboard.press("Space");
    await section.getByText(fr("webCart.profile.everywhere_confirm")).waitFor();
    await page.keyboard.press("Enter");
    await waitForPageView(page, "login");
    await page.getByText(fr("webCart.profile.everywhere_done")).waitFor();

    // Every session has ended: the phone's token is refused, the other browser is sent to log in.
    expect(await phoneStatus(phone)).toBe(401);
    // Its session ended while it was away: it starts logged out, on the login page (not "Loading" for ever).
    await other.goto(shop.url("/profile/my-account"));
    await waitForPageView(other, "login");
  }, 240_000);
});
