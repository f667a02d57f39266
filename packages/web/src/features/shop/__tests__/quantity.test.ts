import { describe, expect, it } from "vitest";
import { quantityFromText } from "../quantity.ts";

describe("quantityFromText", () => {
  it("reads whole units within 1..max", () => {
    expect(quantityFromText("3", 10)).toBe(3);
    expect(quantityFromText("2.7", 10)).toBe(2);
    expect(quantityFromText("40", 10)).toBe(10);
  });

  it("counts empty, zero, negative or invalid text as one unit", () => {
    for (const text of ["", "0", "-4", "abc", "NaN"]) expect(quantityFromText(text, 10)).toBe(1);
  });
});
