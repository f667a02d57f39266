import { describe, expect, it } from "vitest";
import { Registration, registrationDefaults } from "../registration.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

describe("registration", () => {
  it("starts pending, active level, not subscribed, in the chosen language", () => {
    const defaults = decodeOk(Registration, registrationDefaults("nl"));
    expect(defaults.license_valid).toBe("PENDING");
    expect(defaults.userLevel).toBe(1);
    expect(defaults.newsletter).toBe("NOT_SUBSCRIBED");
    expect(defaults.language).toBe("nl");
  });

  it("carries the Dutch extras", () => {
    const dutch = {
      ...registrationDefaults("nl"),
      role: "Midwife",
      empType: "Freelance",
      source: "BOOK",
      discover: "Via een collega",
      IBCLC: true,
      school: "AVM Amsterdam",
      department: "Verloskunde",
      graduation_year: 2019,
      license_number_BIG: "19012345601",
      license_number_KCKZ: "K-1234",
    };
    const decoded = decodeOk(Registration, dutch);
    expect(decoded.license_number_BIG).toBe("19012345601");
    expect(decoded.source).toBe("BOOK");
  });

  it("names the bad field", () => {
    const base = registrationDefaults("fr");
    expectBadField(Registration, "registration", { ...base, role: "Astronaut" }, "role");
    expectBadField(Registration, "registration", { ...base, userLevel: 9 }, "userLevel");
    expectBadField(Registration, "registration", { ...base, graduation_year: 2019.5 }, "graduation_year");
    expectBadField(Registration, "registration", { ...base, language: "pt" }, "language");
  });
});
