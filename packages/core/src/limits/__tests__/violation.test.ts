import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { hasMessage, translator } from "../../i18n/catalogue.ts";
import { formatMoney } from "../../money.ts";
import { describeViolation, LIMIT_CODES, LIMIT_SCOPES, LIMIT_UNITS } from "../violation.ts";
import { LimitViolation } from "../violation-schema.ts";

const priceViolation: LimitViolation = {
  code: "max_order_price_reached",
  scope: "user",
  limit: 150_000,
  used: 123_450,
  requested: 40_000,
  remaining: 26_550,
  unit: "cents",
  fix: { id: "limits.fix.add_at_most_amount", params: { remaining: 26_550 } },
};

const unitsViolation: LimitViolation = {
  code: "max_per_order_reached",
  scope: "order",
  limit: 4,
  used: 3,
  requested: 2,
  remaining: 1,
  unit: "units",
  part_no: "SCF332",
  product_name: "Tire-lait électrique",
  fix: { id: "limits.fix.add_at_most_units", params: { remaining: 1 } },
};

const FIX_IDS = [
  "add_at_most_units",
  "no_more_units",
  "next_year_product",
  "remove_units",
  "add_at_most_amount",
  "no_more_amount",
  "remove_amount",
  "next_year",
  "add_paid_product",
  "none",
  "check_back_later",
  "download_from_product_page",
  "order_offline",
  "order_from_date",
  "remove_product",
  "remove_product_until",
  "bundle_complete",
  "remove_bundle_items",
];

describe("violation", () => {
  it("has a title and a detail for every limit code, and every fix and scope, in every locale", () => {
    for (const code of LIMIT_CODES) {
      expect(hasMessage(`limits.${code}.title`), code).toBe(true);
      expect(hasMessage(`limits.${code}.detail`), code).toBe(true);
    }
    for (const fix of FIX_IDS) expect(hasMessage(`limits.fix.${fix}`), fix).toBe(true);
    for (const scope of LIMIT_SCOPES) expect(hasMessage(`limits.scope.${scope}`), scope).toBe(true);
    for (const unit of LIMIT_UNITS) expect(hasMessage(`limits.requested.${unit}`), unit).toBe(true);
  });

  it("says what a refused change asked for, and nothing of the kind when the cart is only explained", () => {
    expect(describeViolation(translator("en"), unitsViolation, "en").detail).toMatch(/ This change asks for 2 more\.$/);
    expect(describeViolation(translator("fr"), priceViolation, "fr").detail).toMatch(/Cette modification ajouterait 400,00\s€\.$/);
    expect(describeViolation(translator("en"), { ...unitsViolation, requested: 0 }, "en").detail).not.toContain("This change");
  });

  it("writes amounts in cents as euros of the reader's locale", () => {
    const words = describeViolation(translator("fr"), priceViolation, "fr");
    expect(words.title).toBe("Montant maximal de commande atteint");
    expect(words.detail).toMatch(/1\s?500,00\s€/);
    expect(words.detail).toMatch(/1\s?234,50\s€/);
    expect(words.fix).toMatch(/265,50\s€/);
    expect(describeViolation(translator("en"), priceViolation, "en").fix).toContain("€265.50");
  });

  it("writes amounts in the market's currency when the caller names it (issue 35 item 20)", () => {
    const words = describeViolation(translator("en"), priceViolation, "en", "CHF");
    expect(words.detail).toContain(formatMoney(150_000, "en", "CHF"));
    expect(words.fix).toContain(formatMoney(26_550, "en", "CHF"));
    expect(words.fix).toContain("CHF");
    expect(`${words.detail} ${words.fix}`).not.toContain("€");
  });

  it("names the product and keeps counts as plain numbers", () => {
    const words = describeViolation(translator("nl"), unitsViolation, "nl");
    expect(words.title).toBe("Maximum per bestelling bereikt");
    expect(words.detail).toContain("Tire-lait électrique");
    expect(words.detail).toContain("maximaal 4 stuks");
    expect(words.fix).toBe("U kunt er nog maximaal 1 toevoegen.");
  });

  it("falls back to the part number when the product has no name", () => {
    const { product_name: _name, ...unnamed } = unitsViolation;
    expect(describeViolation(translator("es"), unnamed, "es").detail.startsWith("SCF332:")).toBe(true);
  });

  it("decodes the object the server sends back and names a bad field", () => {
    expect(Result.isSuccess(Schema.decodeUnknownResult(LimitViolation)(JSON.parse(JSON.stringify(unitsViolation))))).toBe(true);
    const bad = Schema.decodeUnknownResult(LimitViolation)({ ...unitsViolation, scope: "planet" });
    expect(Result.isFailure(bad) && String(bad.failure)).toContain('["scope"]');
  });

  it("writes the day a product becomes available as a long date of the reader's locale, in the fix (the detail does not repeat it)", () => {
    const notYet: LimitViolation = {
      code: "product_not_available_yet",
      scope: "product",
      limit: 0,
      used: 0,
      requested: 1,
      remaining: 0,
      unit: "units",
      part_no: "SCF900",
      product_name: "Coussin d'allaitement",
      fix: { id: "limits.fix.order_from_date", params: { date: "2027-03-01" } },
    };
    const fr = describeViolation(translator("fr"), notYet, "fr");
    expect(fr).toEqual({
      title: "Pas encore disponible",
      detail: "Coussin d'allaitement sortira prochainement.",
      fix: "Vous pourrez le commander à partir du 1 mars 2027.",
    });
    expect(describeViolation(translator("nl"), notYet, "nl").fix).toBe("U kunt het vanaf 1 maart 2027 bestellen.");
    expect(describeViolation(translator("es"), notYet, "es").fix).toBe("Podrá pedirlo a partir del 1 de marzo de 2027.");
    expect(describeViolation(translator("en"), notYet, "en").fix).toBe("You can order it from March 1, 2027.");
  });

  it("says how full a bundle is", () => {
    const full: LimitViolation = {
      code: "bundle_full",
      scope: "order",
      limit: 6,
      used: 6,
      requested: 1,
      remaining: 0,
      unit: "units",
      fix: { id: "limits.fix.bundle_complete", params: {} },
    };
    const words = describeViolation(translator("es"), full, "es");
    expect(words.title).toBe("Pack completo");
    expect(words.detail).toBe("Este pack admite como máximo 6 artículos y ya contiene 6. Este cambio pide 1 más.");
  });
});
