import type { ContactPreference, QuestionType } from "../entities/contact.ts";
import { collectFieldErrors, requiredFieldError, emailFieldError, trimEmail, type FieldErrors } from "./field-rules.ts";

/** The contact form; `question_type` is "" until the user picks one. */
export interface ContactValues {
  readonly name: string;
  readonly company: string;
  readonly email: string;
  readonly phone: string;
  readonly question_type: QuestionType | "";
  readonly contact_preference: ContactPreference;
  readonly message: string;
}

/** E-mail is the default way back: it works across time zones and leaves a written trace. */
export const initialContactValues: ContactValues = {
  name: "",
  company: "",
  email: "",
  phone: "",
  question_type: "",
  contact_preference: "email",
  message: "",
};

export const CONTACT_SUCCESS_MESSAGE = "contact.success_message";
export const CONTACT_ERROR_MESSAGE = "contact.error_message";

/** Contact: name, company, e-mail (valid), phone, message and question type required (SPEC 5). */
export const validateContact = (values: Partial<ContactValues>): FieldErrors =>
  collectFieldErrors([
    ["name", requiredFieldError(values.name)],
    ["company", requiredFieldError(values.company)],
    ["email", emailFieldError(values.email)],
    ["phone", requiredFieldError(values.phone)],
    ["question_type", requiredFieldError(values.question_type)],
    ["message", requiredFieldError(values.message)],
  ]);

/** Before a question is submitted the e-mail is trimmed (SPEC 5). */
export const prepareContact = (values: ContactValues): ContactValues => ({ ...values, email: trimEmail(values.email) });
