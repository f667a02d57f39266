import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Customization, defaultCustomization } from "../customisation.ts";
import { CUSTOMIZATION_FIELD_CHECKS } from "../customisation-values.ts";
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
  it("checks each field without Schema as the schema does", () => {
    const samples: unknown[] = ["fr", "", "light", "dark", "sepia", 0, 8, -3, 1.5, Number.NaN, true, false, null, undefined, [], ["a", "b"], ["a", 1], {}, "8"];
    for (const key of Object.keys(Customization.fields) as (keyof Customization)[]) {
      const field = Customization.fields[key] as unknown as Schema.Codec<unknown>;
      for (const sample of samples) expect(CUSTOMIZATION_FIELD_CHECKS[key](sample), `${key}: ${String(sample)}`).toBe(Schema.is(field)(sample));
    }
  });
});
