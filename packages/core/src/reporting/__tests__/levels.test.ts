import { describe, expect, it } from "vitest";
import { USER_LEVELS } from "../../entities/enums.ts";
import { allowedAreaMessageIds, grantableLevels, isUserLevel, levelAbilities, levelAllows, mayGrantLevel, REPORTING_AREAS } from "../levels.ts";

describe("levels", () => {
  it("follows the table of issue 14", () => {
    const table = USER_LEVELS.map(({ level }) => [level, levelAbilities(level).canLogIn, ...REPORTING_AREAS.map((area) => levelAllows(level, area))]);
    expect(table).toEqual([
      // level, log in, live, counts, reports, manage, companies
      [0, false, false, false, false, false, false],
      [1, true, true, true, true, false, false],
      [2, true, true, true, true, true, false],
      [3, true, true, true, false, false, false],
      [4, true, true, false, false, false, false],
      [5, true, true, true, true, true, true],
    ]);
    expect(USER_LEVELS.map(({ level }) => levelAbilities(level).reports)).toEqual(["none", "own", "company", "none", "none", "all"]);
  });

  it("lets an administrator give levels up to 2 and a super administrator any", () => {
    expect(grantableLevels(2)).toEqual([0, 1, 2]);
    expect(grantableLevels(5)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const level of [0, 1, 3, 4] as const) expect(grantableLevels(level)).toEqual([]);
    expect(mayGrantLevel(2, 3)).toBe(false);
    expect(mayGrantLevel(2, 2)).toBe(true);
  });

  it("names what a level allows", () => {
    expect(allowedAreaMessageIds(4)).toEqual(["reporting.area.live"]);
    expect(allowedAreaMessageIds(0)).toEqual([]);
    expect(isUserLevel(3)).toBe(true);
    expect(isUserLevel(6)).toBe(false);
    expect(isUserLevel("5")).toBe(false);
  });
});
