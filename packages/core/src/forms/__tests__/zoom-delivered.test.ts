import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../field-rules.ts";
import { initialZoomDeliveredValues, prepareZoomDelivered, validateZoomDelivered, type ZoomDeliveredValues } from "../zoom-delivered.ts";

const valid: ZoomDeliveredValues = {
  products: [{ ctn: "DIS555/02", quantity: 1 }],
  firstName: "Jan",
  lastName: "Jansen",
  zip: "1012 AB",
  street: "Damrak",
  number: "1",
  city: "Amsterdam",
  state: "Noord-Holland",
  scanner: "itero",
  patientScanId: "SCAN-778",
  email: "jan@example.nl",
  phone: "0612345678",
  consents: { practice_informed: true, patient_informed: true, terms: false, net_terms: false, info_correct: false },
};

describe("zoom-delivered", () => {
  it("accepts a complete order with both inform consents", () => {
    expect(validateZoomDelivered(valid)).toEqual({});
  });

  it("requires every listed field on an empty form", () => {
    expect(Object.keys(validateZoomDelivered(initialZoomDeliveredValues)).sort()).toEqual(
      [
        "products", "firstName", "lastName", "zip", "street", "number", "city", "state", "scanner",
        "patientScanId", "email", "phone", "consents.practice_informed", "consents.patient_informed",
      ].sort(),
    );
  });

  it("refuses a zip that is too short", () => {
    expect(validateZoomDelivered({ ...valid, zip: "10 1" })).toEqual({ zip: VALIDATION_MESSAGES.zipTooShort });
    expect(validateZoomDelivered({ ...valid, zip: "1000" })).toEqual({});
  });

  it("needs a product with a positive quantity", () => {
    expect(validateZoomDelivered({ ...valid, products: [{ ctn: "x", quantity: 0 }] })).toEqual({ products: VALIDATION_MESSAGES.productRequired });
  });

  it("needs both inform consents", () => {
    const consents = { ...valid.consents, patient_informed: false };
    expect(validateZoomDelivered({ ...valid, consents })).toEqual({ "consents.patient_informed": VALIDATION_MESSAGES.consentRequired });
  });

  it("requires a valid e-mail and trims it", () => {
    expect(validateZoomDelivered({ ...valid, email: "jan" })).toEqual({ email: VALIDATION_MESSAGES.emailInvalid });
    expect(prepareZoomDelivered({ ...valid, email: " jan@example.nl " }).email).toBe("jan@example.nl");
  });
});
