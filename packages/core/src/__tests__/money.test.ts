import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatEuros, formatMoney, toCents, toEuros } from "../money.ts";

describe("money", () => {
  it("converts euros to integer cents without float drift", () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(-2.005)).toBe(-201);
    fc.assert(fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => toCents(toEuros(cents)) === cents));
  });

  it("formats EUR for each locale", () => {
    expect(formatEuros(123456, "fr").replace(/\s/g, " ")).toBe("1 234,56 €");
    expect(formatEuros(123456, "nl").replace(/\s/g, " ")).toBe("€ 1.234,56");
    expect(formatEuros(123456, "en")).toBe("€1,234.56");
    expect(formatEuros(999, "es").replace(/\s/g, " ")).toBe("9,99 €");
  });

  it("formats the shop's currency when it is another one", () => {
    expect(formatMoney(123456, "fr", "CHF").replace(/\s/g, " ")).toBe("1 234,56 CHF");
    expect(formatMoney(999, "en", "USD")).toBe("$9.99");
    expect(formatMoney(999, "en")).toBe(formatEuros(999, "en"));
  });
});
