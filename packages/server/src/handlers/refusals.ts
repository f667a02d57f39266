import { translator, type FieldErrors } from "@proshop/core";
import { refuse } from "../errors.ts";

/*
 * Refusals the admin and auth handlers share. Codes are core's message ids where core has
 * one, so clients translate them; `message` is the English text for logs and for clients
 * without a translation.
 */

const english = translator("en");

/** The English text of a message id (the id itself when core has no such message). */
export const englishText = (id: string): string => english(id);

/** 400 for a form that fails core's own validation: the first failing field, and all of them. */
export const invalidFields = (errors: FieldErrors) => {
  const [field, code] = Object.entries(errors)[0] ?? ["body", "forms.validation.required"];
  return refuse.badRequest(code, `Invalid ${field}: ${englishText(code)}`, { field, fields: errors });
};

/** 400 naming one field, with a server-side code. */
export const invalidField = (field: string, code: string, message: string, details: Readonly<Record<string, unknown>> = {}) =>
  refuse.badRequest(code, message, { ...details, field });
