import { collectFieldErrors, requiredFieldError, VALIDATION_MESSAGES, type FieldErrors } from "./field-rules.ts";

/** The "change password" form of the profile (my account). */
export interface ChangePasswordValues {
  readonly currentPassword: string;
  readonly password: string;
  readonly repeatPassword: string;
}

export const initialChangePasswordValues: ChangePasswordValues = { currentPassword: "", password: "", repeatPassword: "" };

/**
 * Change password: the current password is required (the server refuses a change without it,
 * so a token left in a browser cannot take the account over), the new one is required and
 * repeated identically. Length is the server's policy (`password.too_short`), not the form's.
 */
export const validateChangePassword = (values: Partial<ChangePasswordValues>): FieldErrors =>
  collectFieldErrors([
    ["currentPassword", requiredFieldError(values.currentPassword)],
    ["password", requiredFieldError(values.password)],
    ["repeatPassword", requiredFieldError(values.repeatPassword)],
    ["repeatPassword", values.repeatPassword === values.password ? null : VALIDATION_MESSAGES.passwordMismatch],
  ]);

/** The body of PUT /admin/user/me (contract `PasswordChangeRequest`). Passwords are sent as typed. */
export const prepareChangePassword = (values: ChangePasswordValues): { readonly password: string; readonly current_password: string } => ({
  password: values.password,
  current_password: values.currentPassword,
});
