import { Schema } from "effect";

/**
 * What a question is about; the support team routes it by this. The spec only says "question
 * type": these are the topics a B2B customer of a shop asks about.
 */
export const QUESTION_TYPES = ["order", "delivery", "product", "account", "invoice", "website", "other"] as const;
export const QuestionType = Schema.Literals(QUESTION_TYPES);
export type QuestionType = typeof QuestionType.Type;

export const CONTACT_PREFERENCES = ["email", "call"] as const;
export const ContactPreference = Schema.Literals(CONTACT_PREFERENCES);
export type ContactPreference = typeof ContactPreference.Type;

/** Payload of POST /question (SPEC 3 contact form). `company` is the office or company name. */
export const ContactQuestion = Schema.Struct({
  name: Schema.String,
  company: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  question_type: QuestionType,
  contact_preference: ContactPreference,
  message: Schema.String,
});
export type ContactQuestion = typeof ContactQuestion.Type;
