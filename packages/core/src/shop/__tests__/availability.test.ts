import { describe, expect, it } from "vitest";
import { isoDay, isYearlyMaximumReached, nextOrderAvailability } from "../availability.ts";
import { makeProduct } from "./make-product.ts";

describe("availability", () => {
  const today = "2026-11-22";

  it("allows ordering now when nothing holds the product back", () => {
    expect(nextOrderAvailability(makeProduct(), today)).toEqual({ kind: "now" });
    expect(nextOrderAvailability(makeProduct({ available_from: "2026-11-22" }), today)).toEqual({ kind: "now" });
    expect(nextOrderAvailability(makeProduct({ available_from: "2026-01-01T00:00:00Z" }), today)).toEqual({ kind: "now" });
  });

  it("gates the product until a later available_from date", () => {
    expect(nextOrderAvailability(makeProduct({ available_from: "2026-12-05T08:00:00Z" }), today)).toEqual({
      kind: "from_date",
      date: "2026-12-05",
    });
  });

  it("gates the product until next year once the yearly maximum is used up", () => {
    const used = makeProduct({ max_per_year: 12, ordered_this_year: 12 });
    expect(isYearlyMaximumReached(used)).toBe(true);
    expect(nextOrderAvailability(used, today)).toEqual({ kind: "next_year", year: 2027 });
    expect(isYearlyMaximumReached(makeProduct({ max_per_year: 12, ordered_this_year: 11 }))).toBe(false);
  });

  it("treats a missing, zero or negative yearly maximum as no limit", () => {
    for (const max of [null, undefined, 0, -1]) {
      expect(isYearlyMaximumReached(makeProduct({ max_per_year: max, ordered_this_year: 40 }))).toBe(false);
    }
  });

  it("takes the later gate when both hold", () => {
    const both = { max_per_year: 1, ordered_this_year: 1 };
    expect(nextOrderAvailability(makeProduct({ ...both, available_from: "2026-12-01" }), today)).toEqual({
      kind: "next_year",
      year: 2027,
    });
    expect(nextOrderAvailability(makeProduct({ ...both, available_from: "2027-03-01" }), today)).toEqual({
      kind: "from_date",
      date: "2027-03-01",
    });
  });

  it("formats a local date as YYYY-MM-DD", () => {
    expect(isoDay(new Date(2027, 0, 5, 23, 59))).toBe("2027-01-05");
  });
});
