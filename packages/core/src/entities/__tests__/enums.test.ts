import { describe, expect, it } from "vitest";
import {
  COMMON_SOURCES,
  enumLabelId,
  isReportKindSupported,
  REPORT_KIND_INFO,
  REPORT_TRIGGERS,
  ROLES,
  SOURCES,
  sourcesForLocale,
  USER_LEVELS,
  userLevelLabel,
} from "../enums.ts";

describe("enums", () => {
  it("has the thirteen roles of the spec", () => {
    expect(ROLES).toHaveLength(13);
    expect(ROLES).toContain("Lactation specialist");
  });

  it("offers BOOK and EDUCATION only on the Dutch form", () => {
    expect(sourcesForLocale("nl_NL")).toEqual(SOURCES);
    expect(sourcesForLocale("fr")).toEqual(COMMON_SOURCES);
    expect(sourcesForLocale("fr")).not.toContain("BOOK");
    expect(sourcesForLocale("nl")).toContain("EDUCATION");
  });

  it("labels user levels 0 to 5", () => {
    expect(USER_LEVELS.map((level) => level.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(userLevelLabel(0)).toBe("Blocked");
    expect(userLevelLabel(5)).toBe("Super administrator");
  });

  it("marks exactly two selfcheck report kinds as not supported", () => {
    const unsupported = REPORT_KIND_INFO.filter((info) => !info.supported);
    expect(unsupported).toHaveLength(2);
    expect(unsupported.every((info) => info.family === "selfcheck")).toBe(true);
    expect(isReportKindSupported("SELFCHECK_PAYMENT")).toBe(false);
    expect(isReportKindSupported("PEOPLECOUNTER_ENTER")).toBe(true);
  });

  it("has weekday triggers 0 (Sunday) to 6 (Saturday) plus D, M, Y and ad hoc", () => {
    expect(REPORT_TRIGGERS).toEqual([0, 1, 2, 3, 4, 5, 6, "D", "M", "Y", "adhoc"]);
  });

  it("builds label message ids from values", () => {
    expect(enumLabelId("role", "Pediatric nurse")).toBe("forms.role.pediatric_nurse");
    expect(enumLabelId("employment_type", "Employed in a public clinics")).toBe("forms.employment_type.employed_in_a_public_clinics");
    expect(enumLabelId("source", "PERSON_LUNCH_LEARN")).toBe("forms.source.person_lunch_learn");
    expect(enumLabelId("user_level", 3)).toBe("forms.user_level.3");
  });
});
