// Types only: the enums module defines schemas, and the web's first load (area.ts) reads levels here.
import type { UserLevel } from "../entities/enums.ts";

/*
 * What each reporting level may do (issue 14, SPEC 3 levels 0-5). The server checks these on
 * every call; the web shows only what they allow. Nothing else grants a level: a level is
 * stored by an administrator of the company (levels 0, 1, 3 and 4, see manageableLevels) or a
 * super administrator.
 *
 * | level | live | counts | reports | own company's locations, devices, users | all companies |
 * | 0 Blocked             | cannot log in                                                     |
 * | 1 Active              | yes | yes | own     | no                         | no  |
 * | 2 Administrator       | yes | yes | company | yes (users of 0, 1, 3, 4)  | no  |
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
/**
 * The levels a company's administrator manages (issue 35 item 8): 3 and 4 are narrower than 1
 * and 2, not above them, so a library sets up its own kiosk and counts-only staff. Levels 2 and 5
 * manage other accounts, so only a super administrator gives them or changes such an account.
 */
const COMPANY_ADMIN_MANAGES: ReadonlyArray<UserLevel> = [0, 1, 3, 4];
const ALL_LEVELS = Object.keys(ABILITIES).map(Number) as ReadonlyArray<UserLevel>;

export const levelAbilities = (level: UserLevel): LevelAbilities => ABILITIES[level];

/** True for 0 to 5. */
export const isUserLevel = (value: unknown): value is UserLevel =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 5;

/** True when `level` may use `area`. */
export const levelAllows = (level: UserLevel, area: ReportingArea): boolean => {
  const abilities = ABILITIES[level];
  return area === "reports" ? abilities.reports !== "none" : abilities[area];
};

/**
 * Which levels `reader` may manage: give to an account, and create, edit or delete an account of
 * (another company's accounts stay out of reach whatever their level). 0, 1, 3 and 4 for a
 * company's administrator, every level for a super administrator, none for anyone else. The
 * server checks every user call with it, and the web's level select offers exactly these.
 */
export const manageableLevels = (reader: UserLevel): ReadonlyArray<UserLevel> =>
  reader === SUPER_ADMIN_LEVEL ? ALL_LEVELS : ABILITIES[reader].manage ? COMPANY_ADMIN_MANAGES : [];

export const mayManageLevel = (reader: UserLevel, level: UserLevel): boolean => manageableLevels(reader).includes(level);

/** Message ids of what a level allows, in table order (for refusals and the account screen). */
export const allowedAreaMessageIds = (level: UserLevel): ReadonlyArray<string> =>
  REPORTING_AREAS.filter((area) => levelAllows(level, area)).map((area) => `reporting.area.${area}`);

/** Message id of a level's name (forms.user_level.N, also used by the registration form's enum). */
export const userLevelMessageId = (level: UserLevel): string => `forms.user_level.${level}`;
