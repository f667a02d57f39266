import type { UserLevel } from "../entities/enums.ts";
import { levelAllows, type ReportingArea } from "./levels.ts";
import { REPORTING_PATH } from "./session-token.ts";

/*
 * The reporting area's screens and who sees them: the level decides what is shown (and the
 * server refuses the rest anyway). Level 4 (live counts) lands on the full-screen kiosk.
 */

export const REPORTING_SCREENS = [
  { id: "dashboard", path: "", area: "counts" },
  { id: "counts", path: "/counts", area: "counts" },
  { id: "reports", path: "/reports", area: "reports" },
  { id: "locations", path: "/locations", area: "manage" },
  { id: "devices", path: "/devices", area: "manage" },
  { id: "users", path: "/users", area: "manage" },
  { id: "companies", path: "/companies", area: "companies" },
  { id: "kiosk", path: "/kiosk", area: "live" },
] as const satisfies ReadonlyArray<{ readonly id: string; readonly path: string; readonly area: ReportingArea }>;

export type ReportingScreen = (typeof REPORTING_SCREENS)[number]["id"];

/** The full path of a screen (`/reporting/counts`). */
export const reportingScreenPath = (screen: ReportingScreen): string =>
  `${REPORTING_PATH}${REPORTING_SCREENS.find((entry) => entry.id === screen)!.path}`;

/** True when `level` may open `screen`. */
export const mayOpenReportingScreen = (level: UserLevel, screen: ReportingScreen): boolean =>
  levelAllows(level, REPORTING_SCREENS.find((entry) => entry.id === screen)!.area);

/** The screens a level sees in its navigation, in order. */
export const reportingScreensFor = (level: UserLevel): ReadonlyArray<ReportingScreen> =>
  REPORTING_SCREENS.filter((entry) => levelAllows(level, entry.area)).map((entry) => entry.id);

/** Where a level lands: the dashboard, or the kiosk for live counts only. */
export const reportingHomeOf = (level: UserLevel): ReportingScreen => (levelAllows(level, "counts") ? "dashboard" : "kiosk");
