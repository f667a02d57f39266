import { ZOOM_PARTS } from "@proshop/fixtures/seed/catalogue/zoom-kits";

/** A French patient's Zoom! Delivered order, complete and valid; `overrides` replace its fields. */
export const frenchZoomOrder = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Camille",
  lastName: "Durand",
  zip: "69003",
  street: "rue Paul Bert",
  number: "42",
  city: "Lyon",
  state: "Rhône",
  scanner: "trios",
  patientScanId: "TR-2026-0001",
  email: "camille.durand@example.fr",
  phone: "06 12 34 56 78",
  products: [{ part_no: ZOOM_PARTS.nightWhite10, quantity: 1 }],
  consents: { practice_informed: true, patient_informed: true, terms: true, net_terms: true, info_correct: true },
  ...overrides,
});
