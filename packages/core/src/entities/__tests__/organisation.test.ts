import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Organisation, OrganisationOrId, sameEntityId } from "../organisation.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

const full = {
  id: 3,
  max_order_count_year: "4",
  maintenance_mode: "0",
  maintenance_title: "Travaux",
  maintenance_message: "<p>Bientôt de retour</p>",
  academy: "https://academy.example/fr",
  terms_of_use: "https://example/terms",
  privacy_notice: null,
};

describe("organisation", () => {
  it("decodes a full organisation, normalising numbers and flags", () => {
    const organisation = decodeOk(Organisation, full);
    expect(organisation.max_order_count_year).toBe(4);
    expect(organisation.maintenance_mode).toBe(false);
    expect(organisation.maintenance_title).toBe("Travaux");
    expect(organisation.privacy_notice).toBeNull();
  });

  it("needs only an id; maintenance is off by default", () => {
    expect(decodeOk(Organisation, { id: "eu" })).toEqual({ id: "eu", maintenance_mode: false });
  });

  it("accepts a bare id where an organisation is embedded", () => {
    const Holder = Schema.Struct({ organisation: OrganisationOrId });
    expect(decodeOk(Holder, { organisation: 9 }).organisation).toEqual({ id: 9, maintenance_mode: false });
    expect(decodeOk(Holder, { organisation: { id: 9, maintenance_mode: true } }).organisation.maintenance_mode).toBe(true);
  });

  it("names the bad field", () => {
    expectBadField(Organisation, "organisation", { ...full, max_order_count_year: "many" }, "max_order_count_year");
    expectBadField(Organisation, "organisation", { ...full, maintenance_mode: "sometimes" }, "maintenance_mode");
    expectBadField(Organisation, "organisation", { ...full, id: undefined }, "id");
  });

  it("compares ids across number and string", () => {
    expect(sameEntityId(7, "7")).toBe(true);
    expect(sameEntityId(7, 8)).toBe(false);
    expect(sameEntityId(null, null)).toBe(false);
    expect(sameEntityId(undefined, 7)).toBe(false);
  });
});
