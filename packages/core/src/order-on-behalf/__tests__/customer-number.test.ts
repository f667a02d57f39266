import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isValidCustomerNumber, normaliseCustomerNumber } from "../customer-number.ts";

describe("customer-number", () => {
  it("accepts 2 to 7 digits, leading zeros included", () => {
    for (const number of ["12", "0012", "1234567"]) expect(isValidCustomerNumber(number)).toBe(true);
  });

  it("refuses too short, too long, empty and non-digit numbers", () => {
    for (const number of ["", "1", "12345678", "12a4", "-123", "12.5", "１２３"]) expect(isValidCustomerNumber(number), number).toBe(false);
  });

  it("ignores spaces a paste brings along", () => {
    expect(normaliseCustomerNumber(" 12 345 ")).toBe("12345");
    expect(isValidCustomerNumber(" 12 345 ")).toBe(true);
  });

  it("agrees with the digit count for any string of digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/), (digits) => {
        expect(isValidCustomerNumber(digits)).toBe(digits.length >= 2 && digits.length <= 7);
      }),
    );
  });
});
