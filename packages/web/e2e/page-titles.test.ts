import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/* WCAG 2.4.2: every page names the tab after itself, in the interface's language. */
const shop = useShop();
const fr = t("fr");
const titled = (name: string) => `${name} · ${fr("web.app.name")}`;

describe("page titles", () => {
  it("gives each page its own translated title", async () => {
    const page = await shop.open("/login");
    await waitForPageView(page, "login");
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(titled(fr("session.login.title")));

    const logged = await openAs(shop, "nurse@example.fr");
    await waitForPageView(logged, "HOME");
    await expect.poll(() => logged.title(), { timeout: 15_000 }).toBe(titled(fr("web.pages.home")));
    const seen = new Set([await logged.title()]);
    for (const [path, label, id] of [
      ["/cart", "cart", "cart.title"],
      ["/profile/my-account", "profile_my-account", "web.pages.my_account"],
      ["/contact", "contact", "web.pages.contact"],
      ["/no-such/page/here", "no-such_page_here", "navigation.not_found.title"],
    ] as const) {
      await logged.goto(shop.url(path));
      await waitForPageView(logged, label);
      await expect.poll(() => logged.title(), { timeout: 15_000 }).toBe(titled(fr(id)));
      seen.add(await logged.title());
    }
    expect(seen.size).toBe(5);
  });
});
