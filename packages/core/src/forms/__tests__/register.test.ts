import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../field-rules.ts";
import { customerNumberError, prepareRegister, validateRegister } from "../register.ts";

const valid = { cust_no: "12345", email: "ana@clinica.es", password: "Secret-123", repeatPassword: "Secret-123", agreeTerms: true };

describe("register", () => {
  it("accepts a complete form", () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it("requires every checked field", () => {
    expect(validateRegister({})).toEqual({
      cust_no: VALIDATION_MESSAGES.required,
      email: VALIDATION_MESSAGES.required,
      password: VALIDATION_MESSAGES.required,
      repeatPassword: VALIDATION_MESSAGES.required,
      agreeTerms: VALIDATION_MESSAGES.termsRequired,
    });
  });

  it("wants a customer number of 2 to 7 digits only", () => {
    expect(customerNumberError("12")).toBeNull();
    expect(customerNumberError("1234567")).toBeNull();
    expect(customerNumberError(" 123 ")).toBeNull();
    expect(customerNumberError("1")).toBe(VALIDATION_MESSAGES.customerNumberLength);
    expect(customerNumberError("12345678")).toBe(VALIDATION_MESSAGES.customerNumberLength);
    expect(customerNumberError("12a45")).toBe(VALIDATION_MESSAGES.customerNumberDigits);
    expect(customerNumberError("-123")).toBe(VALIDATION_MESSAGES.customerNumberDigits);
    expect(customerNumberError("")).toBe(VALIDATION_MESSAGES.required);
  });

  it("accepts exactly the digit strings of length 2 to 7", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 12 }), (digits) => {
        const ok = digits.length >= 2 && digits.length <= 7;
        expect(customerNumberError(digits) === null).toBe(ok);
      }),
    );
  });

  it("checks the e-mail after trimming it", () => {
    expect(validateRegister({ ...valid, email: "  ana@clinica.es  " })).toEqual({});
    expect(validateRegister({ ...valid, email: "ana(at)clinica.es" })).toEqual({ email: VALIDATION_MESSAGES.emailInvalid });
    expect(prepareRegister({ ...valid, email: "  ana@clinica.es  ", cust_no: " 123 " })).toMatchObject({ email: "ana@clinica.es", cust_no: "123" });
  });

  it("needs the repeated password to match", () => {
    expect(validateRegister({ ...valid, repeatPassword: "Secret-124" })).toEqual({ repeatPassword: VALIDATION_MESSAGES.passwordMismatch });
  });

  it("needs agreement to the terms", () => {
    expect(validateRegister({ ...valid, agreeTerms: false })).toEqual({ agreeTerms: VALIDATION_MESSAGES.termsRequired });
  });

  it("keeps the other registration fields through prepare", () => {
    const prepared = prepareRegister({ ...valid, firstName: "Ana", email: " a@b.co" });
    expect(prepared.firstName).toBe("Ana");
  });
});
