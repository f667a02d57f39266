import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numberComesFirst, streetLine } from "../street-line.ts";

describe("streetLine", () => {
  it("writes the address as each market's country does", () => {
    expect(streetLine("FR", "rue Victor Hugo", "14")).toBe("14 rue Victor Hugo");
    expect(streetLine("ES", "Calle Mayor", "14")).toBe("Calle Mayor 14");
    expect(streetLine("NL", "Dorpsstraat", "14")).toBe("Dorpsstraat 14");
    expect(streetLine("BE", "Rue de la Loi", "16")).toBe("Rue de la Loi 16");
  });

  it("reads the country in any case and with spaces around it", () => {
    expect(streetLine(" fr ", "rue Paul Bert", "42")).toBe("42 rue Paul Bert");
    expect(numberComesFirst("nl")).toBe(false);
  });

  it("leaves no stray space when a part is missing", () => {
    expect(streetLine("FR", "rue Paul Bert", "")).toBe("rue Paul Bert");
    expect(streetLine("ES", "  ", "14")).toBe("14");
    expect(streetLine("NL", "", "")).toBe("");
  });

  it("keeps both parts, once each, trimmed, in one of the two orders", () => {
    const part = fc.string({ maxLength: 20 }).filter((text) => text.trim() !== "" && !/\s/.test(text));
    fc.assert(
      fc.property(fc.constantFrom("FR", "ES", "NL", "BE", "GB", "DE"), part, part, (country, street, number) => {
        const line = streetLine(country, street, number);
        expect([`${number} ${street}`, `${street} ${number}`]).toContain(line);
        expect(line).toBe(numberComesFirst(country) ? `${number} ${street}` : `${street} ${number}`);
      }),
    );
  });
});
