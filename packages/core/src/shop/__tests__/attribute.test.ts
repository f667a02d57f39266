import { describe, expect, it } from "vitest";
import { attributeFilterOf, matchesAttribute } from "../attribute.ts";
import { makeProduct } from "./make-product.ts";

describe("attribute", () => {
  const sample = makeProduct({ promo: true, SKU: "BP-1", stock: 12, filters: ["Gratuit"] });

  it("matches text, number and boolean attributes compared as text", () => {
    expect(matchesAttribute(sample, { attribute: "promo", value: "true" })).toBe(true);
    expect(matchesAttribute(sample, { attribute: "SKU", value: "BP-1" })).toBe(true);
    expect(matchesAttribute(sample, { attribute: "stock", value: "12" })).toBe(true);
    expect(matchesAttribute(sample, { attribute: "stock", value: "13" })).toBe(false);
  });

  it("matches a list attribute when the list holds the value", () => {
    expect(matchesAttribute(sample, { attribute: "filters", value: "Gratuit" })).toBe(true);
    expect(matchesAttribute(sample, { attribute: "filters", value: "Sans BPA" })).toBe(false);
  });

  it("does not match unknown or object attributes, and matches all without a filter", () => {
    expect(matchesAttribute(sample, { attribute: "nope", value: "x" })).toBe(false);
    expect(matchesAttribute(sample, { attribute: "category", value: "1" })).toBe(false);
    expect(matchesAttribute(sample, null)).toBe(true);
  });

  it("builds a filter only when both the attribute and the value are set", () => {
    expect(attributeFilterOf("promo", "true")).toEqual({ attribute: "promo", value: "true" });
    expect(attributeFilterOf(null, "true")).toBeNull();
    expect(attributeFilterOf("promo", null)).toBeNull();
    expect(attributeFilterOf("", "x")).toBeNull();
  });
});
