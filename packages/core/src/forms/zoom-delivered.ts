import type { ScannerType, ZoomDeliveredConsents, ZoomDeliveredProduct } from "../entities/zoom-delivered.ts";
import { collectFieldErrors, requiredFieldError, emailFieldError, formText, trimEmail, VALIDATION_MESSAGES, type FieldErrors } from "./field-rules.ts";

/** The Zoom! Delivered form; `scanner` is "" until the user picks one. */
export interface ZoomDeliveredValues {
  readonly products: ReadonlyArray<ZoomDeliveredProduct>;
  readonly firstName: string;
  readonly lastName: string;
  readonly zip: string;
  readonly street: string;
  readonly number: string;
  readonly city: string;
  readonly state: string;
  readonly scanner: ScannerType | "";
  readonly patientScanId: string;
  readonly email: string;
  readonly phone: string;
  readonly consents: ZoomDeliveredConsents;
}

export const initialZoomDeliveredValues: ZoomDeliveredValues = {
  products: [],
  firstName: "",
  lastName: "",
  zip: "",
  street: "",
  number: "",
  city: "",
  state: "",
  scanner: "",
  patientScanId: "",
  email: "",
  phone: "",
  consents: { practice_informed: false, patient_informed: false, terms: false, net_terms: false, info_correct: false },
};

export const ZOOM_DELIVERED_ERROR_MESSAGE = "forms.zoom_delivered.error_message";

/**
 * Shortest postal code we accept, counting letters and digits only. "Not too short" is not
 * quantified by the spec: 4 is the shortest code in the markets served (NL "1012 AB" has 6,
 * BE and many others have 4, FR/ES/US have 5), so anything shorter is a typo.
 */
export const ZIP_MIN_LENGTH = 4;

const zipError = (value: unknown): string | null => {
  const text = formText(value);
  if (text.trim() === "") return VALIDATION_MESSAGES.required;
  return text.replace(/[^A-Za-z0-9]/g, "").length < ZIP_MIN_LENGTH ? VALIDATION_MESSAGES.zipTooShort : null;
};

const consentError = (given: boolean | undefined): string | null => (given === true ? null : VALIDATION_MESSAGES.consentRequired);

/**
 * Zoom! Delivered (SPEC 5): a product, first name, last name, zip (not too short), street,
 * number, city, state, scanner, patient scan id, valid e-mail, phone, and both "informed"
 * consents (practice and patient). Terms, net terms and "info correct" are confirmed on the
 * summary step and are not part of this form's validation, as the spec lists only the two.
 * Consent errors are reported on `consents.practice_informed` / `consents.patient_informed`.
 */
export const validateZoomDelivered = (values: Partial<ZoomDeliveredValues>): FieldErrors =>
  collectFieldErrors([
    ["products", (values.products ?? []).some((product) => product.quantity > 0) ? null : VALIDATION_MESSAGES.productRequired],
    ["firstName", requiredFieldError(values.firstName)],
    ["lastName", requiredFieldError(values.lastName)],
    ["zip", zipError(values.zip)],
    ["street", requiredFieldError(values.street)],
    ["number", requiredFieldError(values.number)],
    ["city", requiredFieldError(values.city)],
    ["state", requiredFieldError(values.state)],
    ["scanner", requiredFieldError(values.scanner)],
    ["patientScanId", requiredFieldError(values.patientScanId)],
    ["email", emailFieldError(values.email)],
    ["phone", requiredFieldError(values.phone)],
    ["consents.practice_informed", consentError(values.consents?.practice_informed)],
    ["consents.patient_informed", consentError(values.consents?.patient_informed)],
  ]);

/** Before submitting: the e-mail is trimmed, like on every other form. */
export const prepareZoomDelivered = (values: ZoomDeliveredValues): ZoomDeliveredValues => ({
  ...values,
  email: trimEmail(values.email),
});
