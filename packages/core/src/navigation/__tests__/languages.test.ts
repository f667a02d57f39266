import { describe, expect, it } from "vitest";
import { effectiveLanguage, languageSwitcher, showsLanguageColumn } from "../languages.ts";

describe("languages", () => {
  it("reads locales from a list, keeping the first two characters of each", () => {
    expect(languageSwitcher(["fr_FR", "nl_BE", "FR_be"]).languages).toEqual(["fr", "nl"]);
  });

  it("reads a single locale string, or a comma-separated one", () => {
    expect(languageSwitcher("es_ES").languages).toEqual(["es"]);
    expect(languageSwitcher("fr_BE, nl_BE").languages).toEqual(["fr", "nl"]);
  });

  it("hides the switcher below two languages and auto-selects the only one", () => {
    expect(languageSwitcher("nl_NL")).toEqual({ languages: ["nl"], visible: false, autoSelected: "nl" });
    expect(languageSwitcher(null)).toEqual({ languages: [], visible: false, autoSelected: null });
    expect(languageSwitcher(["fr", "es"])).toEqual({ languages: ["fr", "es"], visible: true, autoSelected: null });
  });

  it("shows the footer language column only with more than one locale", () => {
    expect(showsLanguageColumn(languageSwitcher(["fr", "nl"]))).toBe(true);
    expect(showsLanguageColumn(languageSwitcher("fr"))).toBe(false);
  });

  it("picks the language to use", () => {
    expect(effectiveLanguage("fr", languageSwitcher("nl_BE"))).toBe("nl");
    expect(effectiveLanguage("nl-BE", languageSwitcher(["fr_BE", "nl_BE"]))).toBe("nl");
    expect(effectiveLanguage("es", languageSwitcher(["fr_BE", "nl_BE"]))).toBe("fr");
    expect(effectiveLanguage("es", languageSwitcher([]))).toBe("es");
  });
});
