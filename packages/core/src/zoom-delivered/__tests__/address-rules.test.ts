import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseZip, phoneFormatError, ZOOM_VALIDATION_MESSAGES, zipFormatError } from "../address-rules.ts";

describe("address-rules", () => {
  it("accepts every 5-digit postal code in France and Spain, and nothing shorter or longer", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,7}$/), fc.constantFrom("FR", "ES"), (zip, country) => {
        expect(zipFormatError(country, zip)).toBe(zip.length === 5 ? null : ZOOM_VALIDATION_MESSAGES.zipFiveDigits);
      }),
    );
  });

  it("writes a Dutch postal code as 4 digits, a space and 2 capitals, whatever way it was typed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.stringMatching(/^[a-zA-Z]{2}$/), fc.constantFrom("", " ", "  "), (digits, letters, gap) => {
        const written = normaliseZip("NL", ` ${digits}${gap}${letters} `);
        expect(written).toBe(`${digits} ${letters.toUpperCase()}`);
        expect(normaliseZip("NL", written)).toBe(written);
        expect(zipFormatError("NL", written)).toBeNull();
      }),
    );
    expect(zipFormatError("NL", "0123 AB")).toBe(ZOOM_VALIDATION_MESSAGES.zipDutch);
  });

  it("knows the national and international phone numbers of each market", () => {
    expect(phoneFormatError("FR", "06.12.34.56.78")).toBeNull();
    expect(phoneFormatError("FR", "0033 6 12 34 56 78")).toBeNull();
    expect(phoneFormatError("FR", "06 12 34 56")).toBe(ZOOM_VALIDATION_MESSAGES.phoneFrance);
    expect(phoneFormatError("ES", "+34 912 345 678")).toBeNull();
    expect(phoneFormatError("ES", "512 345 678")).toBe(ZOOM_VALIDATION_MESSAGES.phoneSpain);
    expect(phoneFormatError("NL", "(020) 123 4567")).toBeNull();
    expect(phoneFormatError("NL", "+31 20 123 456")).toBe(ZOOM_VALIDATION_MESSAGES.phoneNetherlands);
    expect(phoneFormatError("BE", "+32 2 123 45 67")).toBeNull();
    expect(phoneFormatError("DE", "+49 30 1234567")).toBeNull();
    expect(phoneFormatError("DE", "call me")).toBe(ZOOM_VALIDATION_MESSAGES.phoneInvalid);
  });
});
