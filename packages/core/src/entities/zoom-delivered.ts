import { Schema } from "effect";
import { SCANNER_TYPES } from "../zoom-delivered/scanners.ts";

export const ScannerType = Schema.Literals(SCANNER_TYPES);
export type ScannerType = typeof ScannerType.Type;

/**
 * A bounded text of the Zoom! Delivered order: at most `max` characters and no NUL byte, so a
 * request can neither store megabytes nor smuggle a string terminator into the database.
 */
const ZoomText = (max: number) =>
  Schema.String.check(Schema.isMaxLength(max), Schema.isPattern(/^[^\u0000]*$/, { message: "must not contain a NUL character" }));

/** Most different products one patient delivery holds (a kit and its refills). */
export const ZOOM_MAX_PRODUCTS = 4;
/** Most units of one product in one patient delivery. */
export const ZOOM_MAX_QUANTITY = 5;

export const ZoomDeliveredProduct = Schema.Struct({
  part_no: ZoomText(64).check(Schema.isMinLength(1)),
  quantity: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: ZOOM_MAX_QUANTITY })),
});
export type ZoomDeliveredProduct = typeof ZoomDeliveredProduct.Type;

/** Consents ticked on the form (the two "informed" ones) and on the summary (terms, net terms, info correct). */
export const ZoomDeliveredConsents = Schema.Struct({
  practice_informed: Schema.Boolean,
  patient_informed: Schema.Boolean,
  terms: Schema.Boolean,
  net_terms: Schema.Boolean,
  info_correct: Schema.Boolean,
});
export type ZoomDeliveredConsents = typeof ZoomDeliveredConsents.Type;

/**
 * A Zoom! Delivered order: products shipped straight to a patient (SPEC 3), as the practice
 * sends it. Every text is bounded; what each field must hold (required, postal code and phone
 * of the country, e-mail) is core's `validateZoomDeliveredOrder`, which the server runs too.
 * `replacement`: the practice knowingly orders a kit again for a scan already delivered.
 */
export const ZoomDeliveredOrder = Schema.Struct({
  firstName: ZoomText(100),
  lastName: ZoomText(100),
  /** Zip or postal code. */
  zip: ZoomText(16),
  /** Address line 1. */
  street: ZoomText(200),
  /** Address line 2: house number and addition. */
  number: ZoomText(32),
  city: ZoomText(100),
  /** State or province. */
  state: ZoomText(100),
  scanner: ScannerType,
  patientScanId: ZoomText(64),
  email: ZoomText(254),
  phone: ZoomText(32),
  products: Schema.Array(ZoomDeliveredProduct).check(Schema.isMaxLength(ZOOM_MAX_PRODUCTS)),
  consents: ZoomDeliveredConsents,
  replacement: Schema.optional(Schema.Boolean),
});
export type ZoomDeliveredOrder = typeof ZoomDeliveredOrder.Type;
