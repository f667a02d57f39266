import { describe, expect, it } from "vitest";
import { ZoomDeliveredOrder } from "../zoom-delivered.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

const order = {
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
  products: [{ ctn: "DIS555/02", quantity: 1 }],
  consents: { practice_informed: true, patient_informed: true, terms: true, net_terms: false, info_correct: true },
};

describe("zoom-delivered", () => {
  it("decodes a patient delivery order", () => {
    expect(decodeOk(ZoomDeliveredOrder, order).products).toHaveLength(1);
  });

  it("names the bad field", () => {
    expectBadField(ZoomDeliveredOrder, "zoom delivered", { ...order, scanner: "fax" }, "scanner");
    expectBadField(ZoomDeliveredOrder, "zoom delivered", { ...order, products: [{ ctn: "x", quantity: 0 }] }, "products[0].quantity");
    expectBadField(ZoomDeliveredOrder, "zoom delivered", { ...order, consents: { ...order.consents, terms: "yes" } }, "consents.terms");
  });
});
