import { describe, expect, it } from "vitest";
import { initialContactValues, prepareContact, validateContact } from "../contact.ts";
import { VALIDATION_MESSAGES } from "../field-rules.ts";

const valid = {
  ...initialContactValues,
  name: "Ana Ruiz",
  company: "Clínica Ruiz",
  email: "ana@clinica.es",
  phone: "+34 600 000 000",
  question_type: "order" as const,
  message: "¿Dónde está mi pedido?",
};

describe("contact", () => {
  it("accepts a complete question", () => {
    expect(validateContact(valid)).toEqual({});
  });

  it("requires name, company, e-mail, phone, question type and message", () => {
    expect(Object.keys(validateContact(initialContactValues)).sort()).toEqual(
      ["company", "email", "message", "name", "phone", "question_type"].sort(),
    );
  });

  it("requires a valid e-mail", () => {
    expect(validateContact({ ...valid, email: "ana@" })).toEqual({ email: VALIDATION_MESSAGES.emailInvalid });
  });

  it("trims the e-mail before the question is submitted", () => {
    expect(prepareContact({ ...valid, email: " ana@clinica.es\t" }).email).toBe("ana@clinica.es");
  });
});
