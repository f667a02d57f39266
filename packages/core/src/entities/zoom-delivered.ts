import { Schema } from "effect";

/**
 * Intra-oral scanners whose scans the Zoom! Delivered service accepts. The spec names only
 * "scanner type"; these are the common brands, plus "other".
 */
export const SCANNER_TYPES = ["itero", "trios", "primescan", "medit", "carestream", "other"] as const;
export const ScannerType = Schema.Literals(SCANNER_TYPES);
export type ScannerType = typeof ScannerType.Type;

export const ZoomDeliveredProduct = Schema.Struct({
  ctn: Schema.String,
  quantity: Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0)),
});
export type ZoomDeliveredProduct = typeof ZoomDeliveredProduct.Type;

/** Consents ticked on the form; the two "informed" ones are required to submit (SPEC 5). */
export const ZoomDeliveredConsents = Schema.Struct({
  practice_informed: Schema.Boolean,
  patient_informed: Schema.Boolean,
  terms: Schema.Boolean,
  net_terms: Schema.Boolean,
  info_correct: Schema.Boolean,
});
export type ZoomDeliveredConsents = typeof ZoomDeliveredConsents.Type;

/** A Zoom! Delivered order: products shipped straight to a patient (SPEC 3). */
export const ZoomDeliveredOrder = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  /** Zip or postal code. */
  zip: Schema.String,
  /** Address line 1. */
  street: Schema.String,
  /** Address line 2: house number and addition. */
  number: Schema.String,
  city: Schema.String,
  /** State or province. */
  state: Schema.String,
  scanner: ScannerType,
  patientScanId: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  products: Schema.Array(ZoomDeliveredProduct),
  consents: ZoomDeliveredConsents,
});
export type ZoomDeliveredOrder = typeof ZoomDeliveredOrder.Type;
