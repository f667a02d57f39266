/*
 * Building blocks shared by the form validators. A validator returns FieldErrors: a map from
 * field name to a message id, empty when the form is valid. Only the first problem of a field
 * is reported, so the user fixes one thing at a time.
 */

export type FieldErrors = Readonly<Record<string, string>>;

/** Message ids of the validation failures (translated in i18n/messages/forms.ts). */
export const VALIDATION_MESSAGES = {
  required: "forms.validation.required",
  emailInvalid: "forms.validation.email_invalid",
  customerNumberDigits: "forms.validation.customer_number_digits",
  customerNumberLength: "forms.validation.customer_number_length",
  passwordMismatch: "forms.validation.password_mismatch",
  termsRequired: "forms.validation.terms_required",
  zipTooShort: "forms.validation.zip_too_short",
  consentRequired: "forms.validation.consent_required",
  productRequired: "forms.validation.product_required",
} as const;

/** True for missing values, whitespace-only text and empty lists. */
export const isBlankValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/**
 * A pragmatic e-mail check: one "@", no spaces, a dot in the domain and a top-level domain of
 * at least two letters. The server sends the real proof (the instruction e-mail).
 */
export const isValidEmail = (email: string): boolean =>
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/.test(email.trim());

/** E-mail addresses are trimmed before they are validated or sent (SPEC 5). */
export const trimEmail = (email: string): string => email.trim();

/** Collects errors field by field, keeping only the first message of each field. */
export const collectFieldErrors = (checks: ReadonlyArray<readonly [field: string, messageId: string | null]>): FieldErrors => {
  const errors: Record<string, string> = {};
  for (const [field, messageId] of checks) if (messageId !== null && errors[field] === undefined) errors[field] = messageId;
  return errors;
};

/** `required` when blank, otherwise null. */
export const requiredFieldError = (value: unknown): string | null => (isBlankValue(value) ? VALIDATION_MESSAGES.required : null);

/** `required` when blank, `email_invalid` when not an e-mail, otherwise null. */
export const emailFieldError = (value: unknown): string | null => {
  if (isBlankValue(value)) return VALIDATION_MESSAGES.required;
  return typeof value === "string" && isValidEmail(value) ? null : VALIDATION_MESSAGES.emailInvalid;
};

/** Text of a form value: strings as they are, anything else as "". */
export const formText = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/**
 * The message id of a field's label: `forms.fields.<snake_case name>`. Nested fields use their
 * last segment ("consents.patient_informed" -> forms.fields.patient_informed).
 */
export const formFieldLabelId = (field: string): string => {
  const name = field.split(".").pop() ?? field;
  return `forms.fields.${name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase()}`;
};
