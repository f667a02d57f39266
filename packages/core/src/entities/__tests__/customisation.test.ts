import { describe, expect, it } from "vitest";
import { Customization, defaultCustomization } from "../customisation.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

describe("customisation", () => {
  it("has defaults that decode and start in French, light, left-to-right", () => {
    const decoded = decodeOk(Customization, defaultCustomization);
    expect(decoded).toEqual(defaultCustomization);
    expect(decoded.locale).toBe("fr");
    expect(decoded.navType).toBe("light");
    expect(decoded.rtlLayout).toBe(false);
  });

  it("names the bad field of a stored customisation", () => {
    expectBadField(Customization, "customization", { ...defaultCustomization, navType: "sepia" }, "navType");
    expectBadField(Customization, "customization", { ...defaultCustomization, isOpen: "menu" }, "isOpen");
  });
});
