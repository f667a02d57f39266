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
  products: [{ part_no: "ZD-NITE-16", quantity: 1 }],
  consents: { practice_informed: true, patient_informed: true, terms: true, net_terms: false, info_correct: true },
};

describe("zoom-delivered", () => {
  it("decodes a patient delivery order", () => {
    expect(decodeOk(ZoomDeliveredOrder, order).products).toHaveLength(1);
  });

  it("names the bad field", () => {
    expectBadField(ZoomDeliveredOrder, "zoom delivered", { ...order, scanner: "fax" }, "scanner");
    expectBadField(ZoomDeliveredOrder, "zoom delivered", { ...order, products: [{ part_no: "x", quantity: 0 }] }, "products[0].quantity");
    expectBadField(ZoomDeliveredOrder, "zoom delivered", { ...order, consents: { ...order.consents, terms: "yes" } }, "consents.terms");
  });

  it("bounds every text and refuses a NUL character", () => {
    expectBadField(ZoomDeliveredOrder, "zoom delivered", { ...order, firstName: "x".repeat(101) }, "firstName");
    expectBadField(ZoomDeliveredOrder, "zoom delivered", { ...order, city: "Amster\u0000dam" }, "city");
    expectBadField(ZoomDeliveredOrder, "zoom delivered", { ...order, products: Array.from({ length: 5 }, (_, i) => ({ part_no: `P${i}`, quantity: 1 })) }, "products");
    expectBadField(ZoomDeliveredOrder, "zoom delivered", { ...order, products: [{ part_no: "x", quantity: 6 }] }, "products[0].quantity");
  });
});
