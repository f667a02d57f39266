import { describe, expect, it } from "vitest";
import { quantityFromText } from "../quantity.ts";

describe("quantityFromText", () => {
  it("reads whole units, leaving the maximum to core (issue 33 item 6: 30 stays 30)", () => {
    expect(quantityFromText("3")).toBe(3);
    expect(quantityFromText("2.7")).toBe(2);
    expect(quantityFromText("30")).toBe(30);
  });

  it("counts empty, zero, negative or invalid text as one unit", () => {
    for (const text of ["", "0", "-4", "abc", "NaN"]) expect(quantityFromText(text)).toBe(1);
  });
});
