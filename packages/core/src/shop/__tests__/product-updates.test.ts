import { describe, expect, it } from "vitest";
import {
  applyProductUpdate,
  catalogueKeyOf,
  DEFAULT_STOCK,
  mergeStockAndPrices,
  mergeTranslations,
} from "../product-updates.ts";
import { makeProduct } from "./make-product.ts";

describe("product-updates", () => {
  const pump = makeProduct({ part_no: "A", SKUName: "Tire-lait", stock: 5, price: 10, price_in_cents: 1000, price_as_string: "10,00 €" });
  const teat = makeProduct({ part_no: "B", SKUName: "Tétine", stock: 7, price: 2, price_in_cents: 200, price_as_string: "2,00 €" });

  it("takes fresh stock and prices for known products and keeps their texts", () => {
    const fresh = [makeProduct({ part_no: "A", SKUName: "ignored", stock: 42, price: 11.5, price_in_cents: 1150, price_as_string: "11,50 €" })];
    const [updated, untouched] = mergeStockAndPrices([pump, teat], fresh);
    expect(updated).toMatchObject({ SKUName: "Tire-lait", stock: 42, price: 11.5, price_in_cents: 1150, price_as_string: "11,50 €" });
    expect(untouched).toBe(teat);
  });

  it("appends products unknown to the shop, marked incomplete", () => {
    const stranger = makeProduct({ part_no: "Z", stock: 3 });
    const result = mergeStockAndPrices([pump], [stranger]);
    expect(result).toHaveLength(2);
    expect(result[1]).toMatchObject({ part_no: "Z", stock: 3, incomplete: true });
    expect(result[0]?.incomplete).toBeUndefined();
  });

  it("keeps stock and prices when fresh translations arrive, in the translation feed's order", () => {
    const translated = [
      makeProduct({ part_no: "B", SKUName: "Speen", stock: 1, price: 99, price_in_cents: 9900, language: "nl" }),
      makeProduct({ part_no: "A", SKUName: "Borstkolf", stock: 1, price: 99, price_in_cents: 9900, language: "nl" }),
    ];
    const result = mergeTranslations([pump, teat], translated);
    expect(result.map((p) => [p.SKUName, p.stock, p.price_in_cents, p.language])).toEqual([
      ["Speen", 7, 200, "nl"],
      ["Borstkolf", 5, 1000, "nl"],
    ]);
  });

  it("gives products new to the shop the default stock of 99 on a translation update", () => {
    const result = mergeTranslations([pump], [makeProduct({ part_no: "N", stock: 0 })]);
    expect(result[0]?.stock).toBe(DEFAULT_STOCK);
    expect(DEFAULT_STOCK).toBe(99);
  });

  it("tells the same part apart inside different bundles", () => {
    const bundle = { package_skey: "S1", package_code: "C1", package_group: "A", WebPartNbr: "A", max_size: 4, active: true };
    const inBundle = makeProduct({ part_no: "A", bundle_info: bundle });
    const inOther = makeProduct({ part_no: "A", bundle_info: { ...bundle, package_code: "C2" } });
    expect(catalogueKeyOf(inBundle)).not.toBe(catalogueKeyOf(pump));
    expect(catalogueKeyOf(inBundle)).not.toBe(catalogueKeyOf(inOther));
    const result = mergeStockAndPrices([pump, inBundle], [{ ...inBundle, stock: 0 }]);
    expect(result.map((p) => p.stock)).toEqual([5, 0]);
  });

  it("dispatches on the kind of update", () => {
    const fresh = [makeProduct({ part_no: "A", stock: 1, SKUName: "New name" })];
    expect(applyProductUpdate([pump], "stockAndPrices", fresh)[0]).toMatchObject({ stock: 1, SKUName: "Tire-lait" });
    expect(applyProductUpdate([pump], "translations", fresh)[0]).toMatchObject({ stock: 5, SKUName: "New name" });
  });
});
