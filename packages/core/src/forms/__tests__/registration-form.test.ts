import { describe, expect, it } from "vitest";
import {
  GRADUATION_YEAR_INVALID,
  graduationYearError,
  initialRegisterFormValues,
  invitationTokenFromSearch,
  registerFormPrefill,
  registrationFromForm,
  registrationLanguageFor,
  validateRegisterForm,
  type RegisterFormValues,
} from "../registration-form.ts";
import { VALIDATION_MESSAGES } from "../field-rules.ts";

const filled = (locale: string, changes: Partial<RegisterFormValues> = {}): RegisterFormValues => ({
  ...initialRegisterFormValues(locale),
  cust_no: " 100234 ",
  email: "  Nurse@Example.fr ",
  password: "long-enough-1",
  repeatPassword: "long-enough-1",
  agreeTerms: true,
  firstName: " Anne ",
  role: "Midwife",
  ...changes,
});

describe("register form", () => {
  it("refuses a one-digit customer number (SPEC 9: 2 to 7 digits)", () => {
    expect(validateRegisterForm(filled("fr", { cust_no: "7" }), "fr")).toEqual({ cust_no: VALIDATION_MESSAGES.customerNumberLength });
    expect(validateRegisterForm(filled("fr"), "fr")).toEqual({});
  });

  it("checks the graduation year on the Dutch form only", () => {
    expect(validateRegisterForm(filled("nl", { graduation_year: "15" }), "nl")).toEqual({ graduation_year: GRADUATION_YEAR_INVALID });
    expect(validateRegisterForm(filled("fr", { graduation_year: "15" }), "fr")).toEqual({});
    expect(graduationYearError("", 2026)).toBeNull();
    expect(graduationYearError("2015", 2026)).toBeNull();
    expect(graduationYearError("2090", 2026)).toBe(GRADUATION_YEAR_INVALID);
  });

  it("builds the payload: trimmed, defaults of a pending account, unpicked selects left out, no Dutch extras outside NL", () => {
    const payload = registrationFromForm(filled("fr"), "fr");
    expect(payload).toMatchObject({
      cust_no: "100234",
      email: "Nurse@Example.fr",
      firstName: "Anne",
      role: "Midwife",
      newsletter: "NOT_SUBSCRIBED",
      license_valid: "PENDING",
      language: "fr",
      country: "FR",
      userLevel: 1,
    });
    expect(payload).not.toHaveProperty("empType");
    expect(payload).not.toHaveProperty("license_number_BIG");
    expect(payload).not.toHaveProperty("repeatPassword");
  });

  it("sends the Dutch extras on the Dutch form, the year as a number", () => {
    const payload = registrationFromForm(
      filled("nl", { IBCLC: true, graduation_year: "2012", license_number_BIG: " 123 ", newsletter: true, source: "BOOK" }),
      "nl",
    );
    expect(payload).toMatchObject({ IBCLC: true, graduation_year: 2012, license_number_BIG: "123", newsletter: "SUBSCRIBED", source: "BOOK", language: "nl" });
  });

  it("picks an e-mail language the server knows: Spain's shop picks Spanish (issue 35 item 21)", () => {
    expect(registrationLanguageFor("nl")).toBe("nl");
    expect(registrationLanguageFor("es")).toBe("es");
  });

  it("fills in the non-blank fields of an invitation, and reads its token from the link", () => {
    expect(registerFormPrefill({ email: " anne@example.nl ", firstName: "", cust_no: "100500" })).toEqual({ email: "anne@example.nl", cust_no: "100500" });
    expect(invitationTokenFromSearch("?token=a.b.c")).toBe("a.b.c");
    expect(invitationTokenFromSearch("?x=1")).toBeNull();
  });
});
