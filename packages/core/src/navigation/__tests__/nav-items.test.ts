import { describe, expect, it } from "vitest";
import {
  badgeLabel,
  cartItemCount,
  environmentBadge,
  footerCopyright,
  footerLinks,
  mobileNavItems,
  navItems,
  professionalsLink,
  withLocale,
} from "../nav-items.ts";

describe("nav-items", () => {
  it("shows a logged-in customer the shop, quick order, FAQ, contact, account and cart with its badge", () => {
    const items = navItems({ isLoggedIn: true, isSalesRep: false, cartCount: 3 });
    expect(items.map((i) => [i.id, i.path])).toEqual([
      ["shop", "/"],
      ["quickOrder", "/quick-order"],
      ["faq", "/faq/"],
      ["contact", "/contact"],
      ["account", "/profile/my-account"],
      ["cart", "/cart"],
    ]);
    expect(items.find((i) => i.id === "cart")?.badge).toBe("3");
  });

  it("adds order on behalf for sales reps", () => {
    const items = navItems({ isLoggedIn: true, isSalesRep: true, cartCount: 0 });
    expect(items.map((i) => i.id)).toContain("orderOnBehalf");
    expect(items.find((i) => i.id === "orderOnBehalf")?.path).toBe("/order-on-behalf");
    expect(items.find((i) => i.id === "cart")?.badge).toBeUndefined();
  });

  it("adds Zoom! Delivered for Zoom! practices only", () => {
    expect(navItems({ isLoggedIn: true, isSalesRep: false, cartCount: 0 }).map((i) => i.id)).not.toContain("zoomDelivered");
    const items = navItems({ isLoggedIn: true, isSalesRep: false, cartCount: 0, zoomDelivered: true });
    expect(items.map((i) => [i.id, i.path]).slice(0, 3)).toEqual([["shop", "/"], ["quickOrder", "/quick-order"], ["zoomDelivered", "/zoom-delivered"]]);
    expect(navItems({ isLoggedIn: false, isSalesRep: false, cartCount: 0, zoomDelivered: true }).map((i) => i.id)).not.toContain("zoomDelivered");
  });

  it("shows a visitor only Login and the FAQ about logging in", () => {
    expect(navItems({ isLoggedIn: false, isSalesRep: true, cartCount: 5 }).map((i) => [i.id, i.path])).toEqual([
      ["login", "/login"],
      ["faq", "/faq/authentication"],
    ]);
  });

  it("adds log out to the mobile menu when logged in", () => {
    expect(mobileNavItems({ isLoggedIn: true, isSalesRep: false, cartCount: 0 }).at(-1)).toMatchObject({ id: "logout", path: null });
    expect(mobileNavItems({ isLoggedIn: false, isSalesRep: false, cartCount: 0 }).some((i) => i.id === "logout")).toBe(false);
  });

  it("counts cart items and caps the badge at 99+", () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 5 }, { quantity: -1 }])).toBe(7);
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(99)).toBe("99");
    expect(badgeLabel(100)).toBe("99+");
  });

  it("builds footer links, filling the locale and leaving out links that are not configured", () => {
    const links = footerLinks({
      organisation: { terms_of_use: "https://example.com/{locale}/terms", privacy_notice: null },
      marketingUrl: "https://example.com/{locale}/marketing",
      aboutUrl: " ",
      locale: "fr",
    });
    expect(links.map((l) => [l.id, l.href])).toEqual([
      ["contact", "/contact"],
      ["faq", "/faq/"],
      ["terms", "https://example.com/fr/terms"],
      ["marketing", "https://example.com/fr/marketing"],
    ]);
    expect(footerCopyright(2026)).toEqual({ id: "navigation.footer.copyright", params: { year: 2026 } });
  });

  it("links professionals to the organisation's academy when it has one", () => {
    expect(professionalsLink({ academy: "https://academy.example", professionalUrl: "https://x/{locale}", locale: "nl" })).toBe(
      "https://academy.example",
    );
    expect(professionalsLink({ academy: null, professionalUrl: "https://x/{locale}/pro", locale: "nl" })).toBe("https://x/nl/pro");
    expect(withLocale("a/{locale}/b/{locale}", "es")).toBe("a/es/b/es");
  });

  it("shows the environment badge outside production only", () => {
    expect(environmentBadge({ environment: "staging" })).toEqual({ label: "staging", path: "/c-p/" });
    expect(environmentBadge({ environment: "production" })).toBeNull();
    expect(environmentBadge({ environment: null })).toBeNull();
    expect(environmentBadge({ environment: "" })).toBeNull();
  });
});
