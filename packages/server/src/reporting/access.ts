import { Effect } from "effect";
import {
  allowedAreaMessageIds,
  CurrentReportingUser,
  levelAllows,
  manageableLevels,
  SUPER_ADMIN_LEVEL,
  translator,
  userLevelMessageId,
  type ApiForbidden,
  type ReportingArea,
  type UserLevel,
} from "@proshop/core";
import { refuse } from "../errors.ts";
import type { ReportingAccount } from "./accounts.ts";

/*
 * Who may do what in the reporting API: the level's areas (core's table) and the company
 * scope. Another company's record is always 404, never 403, so a call never tells which exist.
 */

/** The words of a level for a refusal: its name and what it allows, in the caller's language. */
const levelWords = (account: ReportingAccount) => {
  const t = translator(account.language);
  return {
    level: account.level,
    level_name: t(userLevelMessageId(account.level)),
    allowed: allowedAreaMessageIds(account.level).map((id) => t(id)).join(", "),
  };
};

/** 403 naming what the caller's level allows. */
export const levelRefusal = (account: ReportingAccount): ApiForbidden =>
  refuse.forbidden("reporting.level.forbidden", levelWords(account), account.language);

/** The calling account, once its level allows `area` (else 403 naming what it allows). */
export const callerFor = (area: ReportingArea) =>
  Effect.gen(function* () {
    const account = yield* CurrentReportingUser;
    if (!levelAllows(account.level, area)) return yield* levelRefusal(account);
    return account;
  });

export const isSuperAdmin = (account: ReportingAccount): boolean => account.level === SUPER_ADMIN_LEVEL;

/** True when the caller may see records of `company`: its own, or any for a super administrator. */
export const seesCompany = (account: ReportingAccount, company: string): boolean => isSuperAdmin(account) || account.company === company;

/**
 * The company a list call reads: the caller's own; a super administrator's `?company=` or
 * every company (null). Another company asked for by anyone else is 404.
 */
export const listedCompany = (account: ReportingAccount, requested: string | undefined) => {
  if (isSuperAdmin(account)) return Effect.succeed(requested ?? null);
  if (requested !== undefined && requested !== account.company) return Effect.fail(refuse.notFound("reporting.not_found.company", {}, account.language));
  return Effect.succeed(account.company);
};

/** 403 unless the caller may give `level` (core's manageableLevels: 0, 1, 3, 4 for an administrator, any for a super administrator). */
export const checkGrant = (account: ReportingAccount, level: UserLevel, field = "level") => {
  const levels = manageableLevels(account.level);
  if (levels.includes(level)) return Effect.void;
  const t = translator(account.language);
  return Effect.fail(
    refuse.forbidden("reporting.level.grant", { field, levels: levels.map((each) => `${each} ${t(userLevelMessageId(each))}`).join(", ") }, account.language),
  );
};

/** 403 unless the caller may manage an account of `level`. */
export const checkManagedLevel = (account: ReportingAccount, level: UserLevel) =>
  manageableLevels(account.level).includes(level)
    ? Effect.void
    : Effect.fail(refuse.forbidden("reporting.level.out_of_reach", { level_name: translator(account.language)(userLevelMessageId(level)) }, account.language));
