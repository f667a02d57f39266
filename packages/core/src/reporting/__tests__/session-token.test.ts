import { describe, expect, it } from "vitest";
import { isReportingPath, reportingLevelOfToken } from "../session-token.ts";

const tokenWith = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.sig`;

describe("session-token", () => {
  it("reads the level a session token claims, or null", () => {
    expect(reportingLevelOfToken(tokenWith({ sub: "4", level: 4 }))).toBe(4);
    expect(reportingLevelOfToken(tokenWith({ sub: "4", level: 0 }))).toBe(0);
    expect(reportingLevelOfToken(tokenWith({ sub: "4" }))).toBeNull();
    expect(reportingLevelOfToken(tokenWith({ level: "5" }))).toBeNull();
    expect(reportingLevelOfToken("not a token")).toBeNull();
    expect(reportingLevelOfToken(null)).toBeNull();
  });

  it("knows the reporting paths", () => {
    expect(isReportingPath("/reporting")).toBe(true);
    expect(isReportingPath("/reporting/counts")).toBe(true);
    expect(isReportingPath("/reportingx")).toBe(false);
    expect(isReportingPath("/")).toBe(false);
  });
});
