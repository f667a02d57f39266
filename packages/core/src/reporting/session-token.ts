import type { UserLevel } from "../entities/enums.ts";
import { tokenClaims } from "../session/token-claims.ts";
import { isUserLevel } from "./levels.ts";

/*
 * The session token of a reporting account carries its level (claim `level`). Clients read it,
 * unverified, only to choose where to go: a reporting account is sent to /reporting instead of
 * the shop before any call. The server never trusts it: it reads the level from the database
 * on every call.
 */

/** The claim of the session token that carries the reporting level. */
export const REPORTING_LEVEL_CLAIM = "level";

/** Where the reporting area lives in the web app. */
export const REPORTING_PATH = "/reporting";

/** The reporting level a session token claims, or null (a shop account, or not a token). */
export const reportingLevelOfToken = (token: string | null | undefined): UserLevel | null => {
  const level = tokenClaims(token)?.[REPORTING_LEVEL_CLAIM];
  return isUserLevel(level) ? level : null;
};

/** True for /reporting and the paths under it. */
export const isReportingPath = (path: string): boolean => path === REPORTING_PATH || path.startsWith(`${REPORTING_PATH}/`) || path.startsWith(`${REPORTING_PATH}?`);
