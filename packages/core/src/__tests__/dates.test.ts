import { describe, expect, it } from "vitest";
import { formatDateTime } from "../dates.ts";

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
