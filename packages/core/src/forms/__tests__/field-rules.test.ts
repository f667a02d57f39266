import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { collectFieldErrors, isBlankValue, isValidEmail, requiredFieldError, emailFieldError, trimEmail, VALIDATION_MESSAGES } from "../field-rules.ts";

describe("field-rules", () => {
  it("treats missing, whitespace-only and empty lists as blank", () => {
    for (const value of [undefined, null, "", "   ", []]) expect(isBlankValue(value)).toBe(true);
    for (const value of ["a", 0, false, [1]]) expect(isBlankValue(value)).toBe(false);
  });

  it("accepts ordinary e-mail addresses and refuses malformed ones", () => {
    for (const email of ["ana@clinica.es", "jan.de.vries@zorg.nl", "m+shop@sage-femme.fr", " padded@mail.com "])
      expect(isValidEmail(email), email).toBe(true);
    for (const email of ["", "ana", "ana@", "@clinica.es", "ana@clinica", "ana @clinica.es", "ana@@clinica.es", "ana@clinica.e"])
      expect(isValidEmail(email), email).toBe(false);
  });

  it("trims e-mail addresses", () => {
    expect(trimEmail("  ana@clinica.es \n")).toBe("ana@clinica.es");
  });

  it("gives required then invalid for e-mails", () => {
    expect(emailFieldError("")).toBe(VALIDATION_MESSAGES.required);
    expect(emailFieldError("nope")).toBe(VALIDATION_MESSAGES.emailInvalid);
    expect(emailFieldError("a@b.co")).toBeNull();
    expect(requiredFieldError(" ")).toBe(VALIDATION_MESSAGES.required);
  });

  it("keeps only the first error of a field", () => {
    expect(collectFieldErrors([["a", "first"], ["a", "second"], ["b", null]])).toEqual({ a: "first" });
  });

  it("never accepts an address with whitespace inside (leading and trailing spaces are trimmed)", () => {
    const part = fc.string({ unit: fc.constantFrom(..."abz09.!_-+"), minLength: 1 });
    fc.assert(
      fc.property(part, part, (left, right) => {
        expect(isValidEmail(`${left} ${right}@mail.com`)).toBe(false);
      }),
    );
  });
});
