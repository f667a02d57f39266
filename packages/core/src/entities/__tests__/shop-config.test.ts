import { describe, expect, it } from "vitest";
import { isProductionEnvironment, isShopInMaintenance, ShopConfig, shopConfigLanguages, shopCurrency } from "../shop-config.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

describe("shop-config", () => {
  it("decodes a config with one locale or several", () => {
    expect(decodeOk(ShopConfig, { id: 1, locale: "fr_FR" }).locale).toBe("fr_FR");
    expect(decodeOk(ShopConfig, { id: 1, locale: ["fr_FR", "nl_BE"], maintenance_mode: "1" }).maintenance_mode).toBe(true);
    expect(decodeOk(ShopConfig, { id: 1 }).maintenance_mode).toBe(false);
  });

  it("names the bad field", () => {
    expectBadField(ShopConfig, "shop config", { locale: "fr" }, "id");
    expectBadField(ShopConfig, "shop config", { id: 1, locale: ["fr", 3] }, "locale[1]");
    expectBadField(ShopConfig, "shop config", { id: 1, organisation: { id: 2, maintenance_mode: "on" } }, "organisation.maintenance_mode");
  });

  it("gives the languages as two-letter codes, in order, without duplicates", () => {
    expect(shopConfigLanguages({ locale: ["fr_FR", "fr_BE", "NL-be", "es"] })).toEqual(["fr", "nl", "es"]);
    expect(shopConfigLanguages({ locale: "es_ES" })).toEqual(["es"]);
    expect(shopConfigLanguages({ locale: null })).toEqual([]);
    expect(shopConfigLanguages({})).toEqual([]);
  });

  it("is in maintenance when the shop or its organisation is", () => {
    expect(isShopInMaintenance(decodeOk(ShopConfig, { id: 1 }))).toBe(false);
    expect(isShopInMaintenance(decodeOk(ShopConfig, { id: 1, maintenance_mode: true }))).toBe(true);
    expect(isShopInMaintenance(decodeOk(ShopConfig, { id: 1, organisation: { id: 2, maintenance_mode: 1 } }))).toBe(true);
  });

  it("treats a missing environment as production", () => {
    expect(isProductionEnvironment({})).toBe(true);
    expect(isProductionEnvironment({ environment: "Production" })).toBe(true);
    expect(isProductionEnvironment({ environment: "EU sample shop" })).toBe(false);
  });

  it("reads the shop's currency from the config, EUR when it names none or no valid code (SPEC 9)", () => {
    expect(shopCurrency({ currency: "CHF" })).toBe("CHF");
    expect(shopCurrency({ currency: " usd " })).toBe("USD");
    expect(shopCurrency({})).toBe("EUR");
    expect(shopCurrency(null)).toBe("EUR");
    expect(shopCurrency({ currency: "euro" })).toBe("EUR");
    expect(shopCurrency({ currency: "" })).toBe("EUR");
  });
});
