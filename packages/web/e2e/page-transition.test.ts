import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { t } from "./harness/labels.ts";
import { waitForPageView } from "./harness/page.ts";
import { useShop } from "./harness/shop.ts";

/*
 * SPEC 9: a 0.4 s transition between routes, none under prefers-reduced-motion, and none on
 * the first load (the first screen shows at once). Chromium's animation clock is slowed a
 * hundredfold (DevTools protocol) so a 400 ms animation is still running when the test looks.
 */
const shop = useShop();
const fr = t("fr");

const slowAnimations = async (page: Page) => {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Animation.enable");
  await devtools.send("Animation.setPlaybackRate", { playbackRate: 0.01 });
};

/** The durations of the animations running on the route container. */
const routeAnimations = (page: Page) =>
  page.getByTestId("route-container").evaluate((element) =>
    element.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().duration)),
  );

const goToForgotPassword = async (page: Page) => {
  await page.getByRole("link", { name: fr("web.login.forgot") }).click();
  await waitForPageView(page, "forgot");
};

describe("page transitions", () => {
  it("animates the new route for 400 ms, not the first page", async () => {
    const page = await shop.open("/login");
    await slowAnimations(page);
    await waitForPageView(page, "login");
    expect(await routeAnimations(page)).toEqual([]);

    await goToForgotPassword(page);
    expect(await routeAnimations(page)).toEqual([400]);
  });

  it("does not animate under prefers-reduced-motion", async () => {
    const page = await shop.open("/login");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await slowAnimations(page);
    await waitForPageView(page, "login");

    await goToForgotPassword(page);
    expect(await routeAnimations(page)).toEqual([]);
  });
});
