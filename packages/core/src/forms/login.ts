import { collectFieldErrors, requiredFieldError, type FieldErrors } from "./field-rules.ts";

/** The login form: a username or an e-mail address, and a password. */
export interface LoginValues {
  readonly username: string;
  readonly password: string;
}

export const initialLoginValues: LoginValues = { username: "", password: "" };

/** Message shown when the server refuses the login and sends no message id of its own. */
export const LOGIN_ERROR_MESSAGE = "forms.login.error_message";

/** Login: username or e-mail required; password required (SPEC 5). */
export const validateLogin = (values: Partial<LoginValues>): FieldErrors =>
  collectFieldErrors([
    ["username", requiredFieldError(values.username)],
    ["password", requiredFieldError(values.password)],
  ]);

/** The username is trimmed before it is sent (it is often an e-mail address); the password is not. */
export const prepareLogin = (values: LoginValues): LoginValues => ({ ...values, username: values.username.trim() });
