import { describe, expect, it } from "vitest";
import { hasMessage, translator } from "../../i18n/catalogue.ts";
import { footerLinks, mobileNavItems, navItems } from "../nav-items.ts";

describe("navigation messages", () => {
  it("has a message for every link, banner and shell text the navigation names", () => {
    const ids = [
      ...mobileNavItems({ isLoggedIn: true, isSalesRep: true, cartCount: 1 }).map((i) => i.messageId),
      ...navItems({ isLoggedIn: false, isSalesRep: false, cartCount: 0 }).map((i) => i.messageId),
      ...footerLinks({
        organisation: { terms_of_use: "t", privacy_notice: "p" },
        marketingUrl: "m",
        aboutUrl: "a",
        locale: "fr",
      }).map((l) => l.messageId),
      "navigation.footer.copyright",
      "navigation.banner.sales_rep_for",
      "navigation.banner.sales_rep_select_company",
      "navigation.banner.license_pending",
      "navigation.banner.yearly_maximum_reached",
      "navigation.maintenance.title",
      "navigation.maintenance.text",
      "navigation.maintenance.thank_you",
      "navigation.not_found.title",
      "navigation.not_found.go_home",
      "navigation.loading.default",
    ];
    for (const id of ids) expect(hasMessage(id), id).toBe(true);
  });

  it("fills the placeholders in every language", () => {
    for (const locale of ["fr", "es", "nl", "en"]) {
      const t = translator(locale);
      expect(t("navigation.footer.copyright", { year: 2026 })).toContain("2026");
      const banner = t("navigation.banner.sales_rep_for", { company: "Kraamzorg Noord", userId: 77 });
      expect(banner).toContain("Kraamzorg Noord");
      expect(banner).toContain("77");
    }
    expect(translator("fr")("navigation.loading.default")).toBe("Chargement...");
  });
});
