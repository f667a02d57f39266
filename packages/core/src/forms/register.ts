import { collectFieldErrors, requiredFieldError, emailFieldError, formText, trimEmail, VALIDATION_MESSAGES, type FieldErrors } from "./field-rules.ts";

/**
 * What the register form checks (SPEC 5). The other registration fields (name, address,
 * role, ...) are optional on the client: markets differ in what they ask, and the server
 * enforces its own rules.
 */
export interface RegisterCheckedValues {
  readonly cust_no: string;
  readonly email: string;
  readonly password: string;
  readonly repeatPassword: string;
  readonly agreeTerms: boolean;
}

export const REGISTER_SUCCESS_MESSAGE = "register.success_message";
export const REGISTER_ERROR_MESSAGE = "register.error_message";
/** The server's message id when the e-mail address already has an account. */
export const REGISTER_EMAIL_NOT_UNIQUE = "register.email_not_unique";

/** Customer numbers have 2 to 7 digits (SPEC 9). */
export const CUSTOMER_NUMBER_MIN_DIGITS = 2;
export const CUSTOMER_NUMBER_MAX_DIGITS = 7;

/** Customer number: required, digits only, 2 to 7 digits. Surrounding spaces are ignored. */
export const customerNumberError = (value: unknown): string | null => {
  const text = formText(value).trim();
  if (text === "") return VALIDATION_MESSAGES.required;
  if (!/^\d+$/.test(text)) return VALIDATION_MESSAGES.customerNumberDigits;
  return text.length < CUSTOMER_NUMBER_MIN_DIGITS || text.length > CUSTOMER_NUMBER_MAX_DIGITS
    ? VALIDATION_MESSAGES.customerNumberLength
    : null;
};

/**
 * Register: customer number (2-7 digits), e-mail (valid, after trimming), password, repeat
 * password (matching), and agreement to the terms.
 */
export const validateRegister = (values: Partial<RegisterCheckedValues>): FieldErrors =>
  collectFieldErrors([
    ["cust_no", customerNumberError(values.cust_no)],
    ["email", emailFieldError(values.email === undefined ? undefined : trimEmail(values.email))],
    ["password", requiredFieldError(values.password)],
    ["repeatPassword", requiredFieldError(values.repeatPassword)],
    ["repeatPassword", values.repeatPassword === values.password ? null : VALIDATION_MESSAGES.passwordMismatch],
    ["agreeTerms", values.agreeTerms === true ? null : VALIDATION_MESSAGES.termsRequired],
  ]);

/** Before registering: the e-mail and the customer number are trimmed (SPEC 5). */
export const prepareRegister = <V extends RegisterCheckedValues>(values: V): V => ({
  ...values,
  email: trimEmail(values.email),
  cust_no: values.cust_no.trim(),
});
