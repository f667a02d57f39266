import { USER_LEVELS, type UserLevel } from "../entities/enums.ts";

/*
 * What each reporting level may do (issue 14, SPEC 3 levels 0-5). The server checks these on
 * every call; the web shows only what they allow. Nothing else grants a level: a level is
 * stored by an administrator of the company (up to level 2) or a super administrator.
 *
 * | level | live | counts | reports | own company's locations, devices, users | all companies |
 * | 0 Blocked             | cannot log in                                                     |
 * | 1 Active              | yes | yes | own     | no                         | no  |
 * | 2 Administrator       | yes | yes | company | yes (users up to level 2)  | no  |
 * | 3 Counts only         | yes | yes | no      | no                         | no  |
 * | 4 Live counts         | yes | no  | no      | no                         | no  |
 * | 5 Super administrator | yes | yes | all     | yes, any company           | yes |
 */

/** What part of the area a call or a screen belongs to. */
export const REPORTING_AREAS = ["live", "counts", "reports", "manage", "companies"] as const;
export type ReportingArea = (typeof REPORTING_AREAS)[number];

export type ReportsScope = "none" | "own" | "company" | "all";

export interface LevelAbilities {
  readonly canLogIn: boolean;
  readonly live: boolean;
  readonly counts: boolean;
  readonly reports: ReportsScope;
  /** Locations, devices and users of the own company (every company for level 5). */
  readonly manage: boolean;
  /** Every company, markets and licences. */
  readonly companies: boolean;
}

const NONE: LevelAbilities = { canLogIn: false, live: false, counts: false, reports: "none", manage: false, companies: false };

const ABILITIES: Readonly<Record<UserLevel, LevelAbilities>> = {
  0: NONE,
  1: { ...NONE, canLogIn: true, live: true, counts: true, reports: "own" },
  2: { ...NONE, canLogIn: true, live: true, counts: true, reports: "company", manage: true },
  3: { ...NONE, canLogIn: true, live: true, counts: true },
  4: { ...NONE, canLogIn: true, live: true },
  5: { canLogIn: true, live: true, counts: true, reports: "all", manage: true, companies: true },
};

export const BLOCKED_LEVEL: UserLevel = 0;
export const SUPER_ADMIN_LEVEL: UserLevel = 5;
/** The highest level a company's administrator may give. */
export const COMPANY_ADMIN_MAX_GRANT: UserLevel = 2;

export const levelAbilities = (level: UserLevel): LevelAbilities => ABILITIES[level];

/** True for 0 to 5. */
export const isUserLevel = (value: unknown): value is UserLevel =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 5;

/** True when `level` may use `area`. */
export const levelAllows = (level: UserLevel, area: ReportingArea): boolean => {
  const abilities = ABILITIES[level];
  return area === "reports" ? abilities.reports !== "none" : abilities[area];
};

/** The levels `actor` may give, and may manage users of: 0-2 for an administrator, every level for a super administrator. */
export const grantableLevels = (actor: UserLevel): ReadonlyArray<UserLevel> =>
  actor === SUPER_ADMIN_LEVEL ? USER_LEVELS.map((entry) => entry.level) : ABILITIES[actor].manage ? [0, 1, 2] : [];

export const mayGrantLevel = (actor: UserLevel, level: UserLevel): boolean => grantableLevels(actor).includes(level);

/** Message ids of what a level allows, in table order (for refusals and the account screen). */
export const allowedAreaMessageIds = (level: UserLevel): ReadonlyArray<string> =>
  REPORTING_AREAS.filter((area) => levelAllows(level, area)).map((area) => `reporting.area.${area}`);

/** Message id of a level's name (forms.user_level.N, also used by the registration form's enum). */
export const userLevelMessageId = (level: UserLevel): string => `forms.user_level.${level}`;
