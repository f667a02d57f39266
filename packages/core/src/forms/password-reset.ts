import { collectFieldErrors, emailFieldError, requiredFieldError, trimEmail, VALIDATION_MESSAGES, type FieldErrors } from "./field-rules.ts";

/*
 * The two forms of a forgotten password: asking for a reset link (POST /auth/forgot) and
 * choosing the new password with the link's token (POST /auth/reset).
 */

export interface ForgotPasswordValues {
  readonly email: string;
}

export const initialForgotPasswordValues: ForgotPasswordValues = { email: "" };

/** Shown after POST /auth/forgot succeeds; the server answers the same for unknown addresses. */
export const FORGOT_SUCCESS_MESSAGE = "web_forms.forgot.success";
export const FORGOT_ERROR_MESSAGE = "web_forms.forgot.error";

export const validateForgotPassword = (values: Partial<ForgotPasswordValues>): FieldErrors =>
  collectFieldErrors([["email", emailFieldError(values.email === undefined ? undefined : trimEmail(values.email))]]);

export const prepareForgotPassword = (values: ForgotPasswordValues): ForgotPasswordValues => ({ email: trimEmail(values.email) });

export interface ResetPasswordValues {
  readonly password: string;
  readonly repeatPassword: string;
}

export const initialResetPasswordValues: ResetPasswordValues = { password: "", repeatPassword: "" };

export const RESET_SUCCESS_MESSAGE = "web_forms.reset.success";
export const RESET_ERROR_MESSAGE = "web_forms.reset.error";

/** New password required, repeated identically. */
export const validateResetPassword = (values: Partial<ResetPasswordValues>): FieldErrors =>
  collectFieldErrors([
    ["password", requiredFieldError(values.password)],
    ["repeatPassword", requiredFieldError(values.repeatPassword)],
    ["repeatPassword", values.repeatPassword === values.password ? null : VALIDATION_MESSAGES.passwordMismatch],
  ]);

/** The token of a reset link (`/reset-password?token=...`), or null when the link lost it. */
export const resetTokenFromSearch = (search: string): string | null => {
  const token = new URLSearchParams(search).get("token")?.trim() ?? "";
  return token === "" ? null : token;
};
