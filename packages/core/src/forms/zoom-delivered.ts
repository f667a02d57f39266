import type { ScannerType, ZoomDeliveredConsents, ZoomDeliveredProduct } from "../entities/zoom-delivered.ts";
import { normaliseZip, phoneFormatError, ZOOM_VALIDATION_MESSAGES, zipFormatError } from "../zoom-delivered/address-rules.ts";
import { hasVisibleScanId } from "../zoom-delivered/scan-ids.ts";
import { collectFieldErrors, requiredFieldError, emailFieldError, formText, trimEmail, VALIDATION_MESSAGES, type FieldErrors } from "./field-rules.ts";

/** The Zoom! Delivered order as the wizard holds it; `scanner` is "" until the user picks one. */
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
  /** The practice knowingly orders again for a scan already delivered (see the server's 409). */
  readonly replacement: boolean;
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
  replacement: false,
};

export const ZOOM_DELIVERED_ERROR_MESSAGE = "forms.zoom_delivered.error_message";

/**
 * Shortest postal code we accept where the country has no rule of its own, counting letters
 * and digits only. "Not too short" is not quantified by the spec: 4 is the shortest code in
 * the markets served (NL "1012 AB" has 6, BE has 4, FR/ES have 5), so anything shorter is a typo.
 */
export const ZIP_MIN_LENGTH = 4;

const zipError = (value: unknown, country: string): string | null => {
  const text = formText(value);
  if (text.trim() === "") return VALIDATION_MESSAGES.required;
  if (text.replace(/[^A-Za-z0-9]/g, "").length < ZIP_MIN_LENGTH) return VALIDATION_MESSAGES.zipTooShort;
  return zipFormatError(country, text);
};

const phoneError = (value: unknown, country: string): string | null => requiredFieldError(value) ?? phoneFormatError(country, formText(value));

/** A scan id of only spaces and invisible characters is as blank as an empty one (issue 32 item 13). */
const scanIdError = (value: unknown): string | null => (hasVisibleScanId(formText(value)) ? null : VALIDATION_MESSAGES.required);

const consentError = (given: boolean | undefined): string | null => (given === true ? null : VALIDATION_MESSAGES.consentRequired);

const productsError = (products: ReadonlyArray<ZoomDeliveredProduct> | undefined): string | null => {
  const chosen = (products ?? []).filter((product) => product.quantity > 0);
  if (chosen.length === 0) return VALIDATION_MESSAGES.productRequired;
  return new Set(chosen.map((product) => product.part_no)).size === chosen.length ? null : ZOOM_VALIDATION_MESSAGES.productRepeated;
};

/**
 * Zoom! Delivered (SPEC 5), the start and form steps: a product, first name, last name, zip
 * (not too short, and shaped as the `country`'s postal codes: FR/ES 5 digits, NL 4 digits and
 * 2 letters), street, number, city, state, scanner, patient scan id, valid e-mail, phone (a
 * number of the `country`), and both "informed" consents (practice and patient). Without a
 * country only the generic rules apply. Consent errors are reported on
 * `consents.practice_informed` / `consents.patient_informed`.
 */
export const validateZoomDelivered = (values: Partial<ZoomDeliveredValues>, country = ""): FieldErrors =>
  collectFieldErrors([
    ["products", productsError(values.products)],
    ["firstName", requiredFieldError(values.firstName)],
    ["lastName", requiredFieldError(values.lastName)],
    ["zip", zipError(values.zip, country)],
    ["street", requiredFieldError(values.street)],
    ["number", requiredFieldError(values.number)],
    ["city", requiredFieldError(values.city)],
    ["state", requiredFieldError(values.state)],
    ["scanner", requiredFieldError(values.scanner)],
    ["patientScanId", scanIdError(values.patientScanId)],
    ["email", emailFieldError(values.email)],
    ["phone", phoneError(values.phone, country)],
    ["consents.practice_informed", consentError(values.consents?.practice_informed)],
    ["consents.patient_informed", consentError(values.consents?.patient_informed)],
  ]);

/**
 * The summary step: the practice accepts the terms and the payment (net) terms and confirms the
 * information is correct, after reading it back. Required to place the order.
 */
export const validateZoomDeliveredConfirmation = (values: Partial<ZoomDeliveredValues>): FieldErrors =>
  collectFieldErrors([
    ["consents.terms", consentError(values.consents?.terms)],
    ["consents.net_terms", consentError(values.consents?.net_terms)],
    ["consents.info_correct", consentError(values.consents?.info_correct)],
  ]);

/** Everything an order needs before it is placed: what the server checks again, whatever the client did. */
export const validateZoomDeliveredOrder = (values: Partial<ZoomDeliveredValues>, country: string): FieldErrors => ({
  ...validateZoomDelivered(values, country),
  ...validateZoomDeliveredConfirmation(values),
});

/**
 * Before submitting: texts trimmed (the e-mail like on every other form), the postal code
 * written as the country writes it ("1012ab" -> "1012 AB").
 */
export const prepareZoomDelivered = (values: ZoomDeliveredValues, country = ""): ZoomDeliveredValues => ({
  ...values,
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  zip: normaliseZip(country, values.zip),
  street: values.street.trim(),
  number: values.number.trim(),
  city: values.city.trim(),
  state: values.state.trim(),
  patientScanId: values.patientScanId.trim(),
  email: trimEmail(values.email),
  phone: values.phone.trim(),
});
