import { describe, expect, it } from "vitest";
import { ContactQuestion, QUESTION_TYPES } from "../contact.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

const question = {
  name: "Ana Ruiz",
  company: "Clínica Ruiz",
  email: "ana@clinica.es",
  phone: "+34 600 000 000",
  question_type: "delivery",
  contact_preference: "call",
  message: "¿Cuándo llega mi pedido?",
};

describe("contact", () => {
  it("decodes a question with every question type", () => {
    for (const question_type of QUESTION_TYPES) expect(decodeOk(ContactQuestion, { ...question, question_type }).question_type).toBe(question_type);
  });

  it("names the bad field", () => {
    expectBadField(ContactQuestion, "question", { ...question, contact_preference: "fax" }, "contact_preference");
    expectBadField(ContactQuestion, "question", { ...question, message: undefined }, "message");
  });
});
