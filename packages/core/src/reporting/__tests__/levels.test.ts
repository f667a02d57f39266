import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { USER_LEVELS, type UserLevel } from "../../entities/enums.ts";
import { allowedAreaMessageIds, isUserLevel, levelAbilities, levelAllows, manageableLevels, mayManageLevel, REPORTING_AREAS, SUPER_ADMIN_LEVEL } from "../levels.ts";

const level = fc.constantFrom(...USER_LEVELS.map((entry) => entry.level));
const REPORTS_RANK = { none: 0, own: 1, company: 2, all: 3 } as const;
/** True when `narrow` may do nothing that `wide` may not. */
const within = (narrow: UserLevel, wide: UserLevel): boolean => {
  const [a, b] = [levelAbilities(narrow), levelAbilities(wide)];
  return (
    (!a.canLogIn || b.canLogIn) &&
    REPORTING_AREAS.every((area) => area === "reports" || !levelAllows(narrow, area) || levelAllows(wide, area)) &&
    REPORTS_RANK[a.reports] <= REPORTS_RANK[b.reports]
  );
};

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

  it("lets an administrator manage levels 0, 1, 3 and 4, and a super administrator any (issue 35 item 8)", () => {
    expect(manageableLevels(2)).toEqual([0, 1, 3, 4]);
    expect(manageableLevels(5)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const reader of [0, 1, 3, 4] as const) expect(manageableLevels(reader)).toEqual([]);
    expect(mayManageLevel(2, 4)).toBe(true);
    expect(mayManageLevel(2, 3)).toBe(true);
    expect(mayManageLevel(2, 2)).toBe(false);
    expect(mayManageLevel(2, 5)).toBe(false);
  });

  it("never lets anyone below the super administrator make an account that may do more than, or as much managing as, the reader", () => {
    fc.assert(
      fc.property(level, level, (reader, target) => {
        if (reader === SUPER_ADMIN_LEVEL) {
          expect(mayManageLevel(reader, target)).toBe(true);
          return;
        }
        // A company's administrator manages exactly the levels within its own that manage nobody.
        const expected = levelAbilities(reader).manage && within(target, reader) && !levelAbilities(target).manage;
        expect(mayManageLevel(reader, target)).toBe(expected);
        if (mayManageLevel(reader, target)) expect(levelAllows(target, "companies")).toBe(false);
      }),
    );
  });

  it("names what a level allows", () => {
    expect(allowedAreaMessageIds(4)).toEqual(["reporting.area.live"]);
    expect(allowedAreaMessageIds(0)).toEqual([]);
    expect(isUserLevel(3)).toBe(true);
    expect(isUserLevel(6)).toBe(false);
    expect(isUserLevel("5")).toBe(false);
  });
});
