import { describe, expect, it } from "vitest";
import { formatDateTime, isKnownTimeZone } from "../dates.ts";

describe("formatDateTime", () => {
  const placed = "2026-03-14T09:05:00Z";

  it("writes the date for the locale, and the time when asked", () => {
    expect(formatDateTime(placed, "en-GB")).toBe("14 Mar 2026");
    expect(formatDateTime(placed, "fr")).toBe("14 mars 2026");
    expect(formatDateTime(Date.parse(placed), "nl")).toBe(formatDateTime(placed, "nl"));
    expect(formatDateTime(placed, "es", { withTime: true })).toMatch(/^14 mar 2026, \d{1,2}:\d{2}$/);
  });

  it("gives a value that is no date back as it came instead of throwing", () => {
    expect(formatDateTime("not a date", "fr")).toBe("not a date");
    expect(formatDateTime(Number.NaN, "fr", { withTime: true })).toBe("NaN");
  });
});

describe("isKnownTimeZone", () => {
  it("knows IANA zones, asked once or many times, and nothing else", () => {
    for (let round = 0; round < 3; round++) {
      expect(isKnownTimeZone("Europe/Amsterdam")).toBe(true);
      expect(isKnownTimeZone("UTC")).toBe(true);
      expect(isKnownTimeZone("Mars/Olympus_Mons")).toBe(false);
      expect(isKnownTimeZone("")).toBe(false);
      expect(isKnownTimeZone("   ")).toBe(false);
      expect(isKnownTimeZone(`Europe/${"x".repeat(70)}`)).toBe(false);
    }
  });

  it("answers the same after a flood of spellings of one zone", () => {
    const spellings = Array.from({ length: 1_500 }, (_, index) =>
      [..."europe/paris"].map((letter, at) => ((index >> at) & 1 ? letter.toUpperCase() : letter)).join(""),
    );
    for (const spelling of spellings) isKnownTimeZone(spelling);
    expect(isKnownTimeZone("Europe/Paris")).toBe(true);
    expect(isKnownTimeZone("Europe/Nowhere")).toBe(false);
  });
});
