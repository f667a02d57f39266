import type { FieldErrors } from "@proshop/core";
import { newPasswordRefusal } from "../auth/password-policy.ts";
import { refuse } from "../errors.ts";
import { isMessageRefusalCode, type MessageRefusalCode } from "../refusal-codes.ts";

/*
 * Refusals of a form's fields, shared by the admin and auth handlers. Codes are core's message
 * ids (its validators' or the server's own), so clients translate them.
 */

/** 400 naming one field, with the code of what is wrong with it. */
export const invalidField = (field: string, code: MessageRefusalCode, details: Readonly<Record<string, unknown>> = {}) =>
  refuse.badRequest(code, { ...details, field });

/** 400 for a form that fails core's own validation: the first failing field, and all of them. */
export const invalidFields = (errors: FieldErrors) => {
  const [field, id] = Object.entries(errors)[0] ?? ["body", "forms.validation.required"];
  // core's validators answer VALIDATION_MESSAGES ids, all listed; anything else is reported as such.
  return invalidField(field, isMessageRefusalCode(id) ? id : "request.invalid", { fields: errors });
};

/** 400 on `password` when it cannot be a new password for `email`'s account (auth/password-policy.ts), or null. */
export const newPasswordFieldRefusal = (password: string, email?: string) => {
  const refusal = newPasswordRefusal(password, email);
  if (refusal === null) return null;
  const { code, ...limits } = refusal;
  return invalidField("password", code, limits);
};
