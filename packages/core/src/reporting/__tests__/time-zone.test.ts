import { describe, expect, it } from "vitest";
import {
  instantOfLocal,
  isWholeHourTimeZone,
  localDate,
  localIsoString,
  offsetMinutesAt,
  startOfLocalDate,
  startOfLocalDay,
  zonedParts,
} from "../time-zone.ts";

const AMS = "Europe/Amsterdam";
const at = (iso: string) => Date.parse(iso);

describe("time-zone", () => {
  it("knows a zone's offset in winter and summer", () => {
    expect(offsetMinutesAt(AMS, at("2025-01-15T12:00:00Z"))).toBe(60);
    expect(offsetMinutesAt(AMS, at("2025-07-15T12:00:00Z"))).toBe(120);
    expect(offsetMinutesAt("America/New_York", at("2025-01-15T12:00:00Z"))).toBe(-300);
    expect(offsetMinutesAt("UTC", at("2025-07-15T12:00:00Z"))).toBe(0);
  });

  it("switches offset exactly at the change", () => {
    // Spring 2025: 01:00 UTC, 02:00 local becomes 03:00.
    expect(offsetMinutesAt(AMS, at("2025-03-30T00:59:59Z"))).toBe(60);
    expect(offsetMinutesAt(AMS, at("2025-03-30T01:00:00Z"))).toBe(120);
    expect(offsetMinutesAt(AMS, at("2025-10-26T00:59:59Z"))).toBe(120);
    expect(offsetMinutesAt(AMS, at("2025-10-26T01:00:00Z"))).toBe(60);
  });

  it("gives the local parts, date and ISO text of an instant", () => {
    expect(zonedParts(at("2025-03-30T01:30:00Z"), AMS)).toEqual({ year: 2025, month: 3, day: 30, hour: 3, minute: 30, second: 0, weekday: 0 });
    expect(localDate(at("2025-06-30T22:30:00Z"), AMS)).toBe("2025-07-01");
    expect(localIsoString(at("2025-03-30T01:00:00Z"), AMS)).toBe("2025-03-30T03:00:00+02:00");
    expect(localIsoString(at("2025-01-01T00:00:00Z"), "America/New_York")).toBe("2024-12-31T19:00:00-05:00");
  });

  it("finds the instant of a local time, moving a skipped time forward and taking the first of a repeated one", () => {
    expect(instantOfLocal({ year: 2025, month: 1, day: 1 }, AMS)).toBe(at("2024-12-31T23:00:00Z"));
    expect(instantOfLocal({ year: 2025, month: 3, day: 30, hour: 2, minute: 30 }, AMS)).toBe(at("2025-03-30T01:30:00Z"));
    expect(localIsoString(instantOfLocal({ year: 2025, month: 3, day: 30, hour: 2, minute: 30 }, AMS), AMS)).toBe("2025-03-30T03:30:00+02:00");
    expect(instantOfLocal({ year: 2025, month: 10, day: 26, hour: 2, minute: 30 }, AMS)).toBe(at("2025-10-26T00:30:00Z"));
  });

  it("finds the start of a local day on change days", () => {
    expect(startOfLocalDate("2025-03-30", AMS)).toBe(at("2025-03-29T23:00:00Z"));
    expect(startOfLocalDate("2025-03-31", AMS)).toBe(at("2025-03-30T22:00:00Z"));
    expect(startOfLocalDay(at("2025-10-26T23:30:00Z"), AMS)).toBe(at("2025-10-26T23:00:00Z"));
    expect(startOfLocalDay(at("2025-10-26T22:30:00Z"), AMS)).toBe(at("2025-10-25T22:00:00Z"));
  });

  it("accepts zones with whole-hour offsets only", () => {
    expect(isWholeHourTimeZone(AMS)).toBe(true);
    expect(isWholeHourTimeZone("Europe/Paris")).toBe(true);
    expect(isWholeHourTimeZone("UTC")).toBe(true);
    expect(isWholeHourTimeZone("Asia/Kolkata")).toBe(false);
    expect(isWholeHourTimeZone("Australia/Lord_Howe")).toBe(false);
    expect(isWholeHourTimeZone("Mars/Olympus")).toBe(false);
    expect(isWholeHourTimeZone("")).toBe(false);
  });
});
