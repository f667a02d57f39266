import { eq } from "drizzle-orm";
import { isUserLevel, type UserLevel } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { reportingAccounts, users } from "../db/schema.ts";

/*
 * Reporting accounts: users with a level. The level is read from the database on every
 * reporting call (never trusted from the token), so lowering it to 0 blocks the account at once.
 */

export interface ReportingAccount {
  readonly userId: number;
  readonly level: UserLevel;
  /** The account's company (customer number). */
  readonly company: string;
  readonly language: string;
}

/** The user's reporting account, or null when the user has no level (a shop account). */
export const loadReportingAccount = async (db: ShopQueryable, userId: number): Promise<ReportingAccount | null> => {
  const [row] = await db
    .select({ level: reportingAccounts.level, company: users.companyCustNo, language: users.language })
    .from(reportingAccounts)
    .innerJoin(users, eq(users.id, reportingAccounts.userId))
    .where(eq(reportingAccounts.userId, userId))
    .limit(1);
  if (row === undefined || !isUserLevel(row.level)) return null;
  return { userId, level: row.level, company: row.company, language: row.language };
};
