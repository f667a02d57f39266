import { describe, expect, it } from "vitest";
import { ZOOM_VALIDATION_MESSAGES } from "../../zoom-delivered/address-rules.ts";
import { VALIDATION_MESSAGES } from "../field-rules.ts";
import {
  initialZoomDeliveredValues,
  prepareZoomDelivered,
  validateZoomDelivered,
  validateZoomDeliveredConfirmation,
  validateZoomDeliveredOrder,
  type ZoomDeliveredValues,
} from "../zoom-delivered.ts";

const valid: ZoomDeliveredValues = {
  products: [{ part_no: "ZD-NITE-16", quantity: 1 }],
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
  replacement: false,
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
    expect(validateZoomDelivered({ ...valid, products: [{ part_no: "x", quantity: 0 }] })).toEqual({ products: VALIDATION_MESSAGES.productRequired });
  });

  it("needs both inform consents", () => {
    const consents = { ...valid.consents, patient_informed: false };
    expect(validateZoomDelivered({ ...valid, consents })).toEqual({ "consents.patient_informed": VALIDATION_MESSAGES.consentRequired });
  });

  it("requires a valid e-mail and trims it", () => {
    expect(validateZoomDelivered({ ...valid, email: "jan" })).toEqual({ email: VALIDATION_MESSAGES.emailInvalid });
    expect(prepareZoomDelivered({ ...valid, email: " jan@example.nl " }).email).toBe("jan@example.nl");
  });

  it("checks the postal code and phone as the patient's country writes them", () => {
    const france = { ...valid, zip: "75014", phone: "01 45 67 89 10" };
    expect(validateZoomDelivered(france, "FR")).toEqual({});
    expect(validateZoomDelivered({ ...france, phone: "+33 6 12 34 56 78" }, "FR")).toEqual({});
    expect(validateZoomDelivered({ ...france, zip: "7501" }, "FR")).toEqual({ zip: ZOOM_VALIDATION_MESSAGES.zipFiveDigits });
    expect(validateZoomDelivered({ ...france, zip: "1012 AB" }, "FR")).toEqual({ zip: ZOOM_VALIDATION_MESSAGES.zipFiveDigits });
    expect(validateZoomDelivered({ ...france, phone: "12345" }, "FR")).toEqual({ phone: ZOOM_VALIDATION_MESSAGES.phoneFrance });
    expect(validateZoomDelivered({ ...valid, zip: "28006", phone: "612 345 678" }, "ES")).toEqual({});
    expect(validateZoomDelivered({ ...valid, zip: "28006", phone: "012345678" }, "ES")).toEqual({ phone: ZOOM_VALIDATION_MESSAGES.phoneSpain });
    expect(validateZoomDelivered({ ...valid, zip: "1012ab" }, "NL")).toEqual({});
    expect(validateZoomDelivered({ ...valid, zip: "10123" }, "NL")).toEqual({ zip: ZOOM_VALIDATION_MESSAGES.zipDutch });
    expect(validateZoomDelivered({ ...valid, phone: "+31 6 1234 5678" }, "NL")).toEqual({});
    expect(validateZoomDelivered({ ...valid, phone: "06 1234 567" }, "NL")).toEqual({ phone: ZOOM_VALIDATION_MESSAGES.phoneNetherlands });
  });

  it("refuses a product chosen twice", () => {
    const twice = [{ part_no: "A", quantity: 1 }, { part_no: "A", quantity: 1 }];
    expect(validateZoomDelivered({ ...valid, products: twice })).toEqual({ products: ZOOM_VALIDATION_MESSAGES.productRepeated });
  });

  it("needs the terms, the net terms and the confirmation on the summary, and all of it to order", () => {
    expect(Object.keys(validateZoomDeliveredConfirmation(valid)).sort()).toEqual(["consents.info_correct", "consents.net_terms", "consents.terms"]);
    const confirmed = { ...valid, consents: { practice_informed: true, patient_informed: true, terms: true, net_terms: true, info_correct: true } };
    expect(validateZoomDeliveredConfirmation(confirmed)).toEqual({});
    expect(validateZoomDeliveredOrder(confirmed, "NL")).toEqual({});
    expect(Object.keys(validateZoomDeliveredOrder({ ...confirmed, city: " ", consents: { ...confirmed.consents, terms: false } }, "NL")).sort()).toEqual(["city", "consents.terms"]);
  });

  it("writes the postal code as the country does and trims every text", () => {
    const prepared = prepareZoomDelivered({ ...valid, zip: " 1012ab ", firstName: " Jan ", patientScanId: " SCAN-778 " }, "NL");
    expect(prepared).toMatchObject({ zip: "1012 AB", firstName: "Jan", patientScanId: "SCAN-778" });
  });
});
