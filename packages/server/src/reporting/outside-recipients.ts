import { createHash } from "node:crypto";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { MAX_OUTSIDE_RECIPIENTS_PER_DAY } from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { rateLimits, reportingLocations, reportingReports, users } from "../db/schema.ts";

/*
 * A company's reports reach at most MAX_OUTSIDE_RECIPIENTS_PER_DAY distinct addresses outside
 * the company a day (issue 32 item 6: fresh users queued 400 mails to outside addresses in
 * seconds). "Outside": not the e-mail of one of the company's accounts, or of one created today
 * (an administrator can create an account for any address, so a fresh one proves nothing).
 *
 * Checked where recipients are chosen, when a report is created or its recipients change, under
 * the company's row lock: the day's set is every outside address the company's reports named at
 * any moment of the day (those they name now, those already kept for today) plus the new ones.
 * Report mail (sent now or nightly) goes only to a report's current recipients, so it never
 * reaches more than that set. A location's alert recipients (issue 36) are admitted the same way
 * and count in the same set: alert mail goes only to a location's current recipients. The set is kept in `rate_limits` (one row per company, UTC day and
 * address, as its SHA-256, so no address in clear), swept like every expired bucket.
 */

type Tx = Parameters<Parameters<ShopDatabase["transaction"]>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;

const hashOf = (address: string): string => createHash("sha256").update(address).digest("hex");

/** The addresses among `recipients` (lower-cased, once each) that are no day-old account of `custNo`. */
const outsideOf = async (tx: Tx, custNo: string, recipients: ReadonlyArray<string>, dayStart: Date): Promise<string[]> => {
  const addresses = [...new Set(recipients.map((address) => address.trim().toLowerCase()))];
  if (addresses.length === 0) return [];
  const accounts = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyCustNo, custNo), inArray(users.email, addresses), lt(users.createdAt, dayStart)));
  const inside = new Set(accounts.map((account) => account.email));
  return addresses.filter((address) => !inside.has(address));
};

/**
 * Lets the company's reports name `recipients` from now on, inside the caller's transaction,
 * which holds the company's row lock. Answers 0 and keeps the addresses for today, or the
 * seconds until the next UTC day when the new outside addresses would make more than the limit.
 */
export const admitRecipients = async (tx: Tx, custNo: string, recipients: ReadonlyArray<string>, now: Date): Promise<number> => {
  const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const prefix = `report_recipient.${custNo}.${dayStart.toISOString().slice(0, 10)}:`;
  const kept = await tx.select({ key: rateLimits.key }).from(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
  const named = [
    ...(await tx.select({ recipients: reportingReports.recipients }).from(reportingReports).where(eq(reportingReports.custNo, custNo))),
    ...(await tx.select({ recipients: reportingLocations.alertRecipients }).from(reportingLocations).where(eq(reportingLocations.custNo, custNo))),
  ];
  const today = new Set(kept.map((row) => row.key.slice(prefix.length)));
  for (const address of await outsideOf(tx, custNo, named.flatMap((row) => row.recipients), dayStart)) today.add(hashOf(address));
  const added = (await outsideOf(tx, custNo, recipients, dayStart)).map(hashOf).filter((hash) => !today.has(hash));
  const tomorrow = new Date(dayStart.getTime() + DAY_MS);
  if (added.length > 0 && today.size + added.length > MAX_OUTSIDE_RECIPIENTS_PER_DAY) {
    return Math.max(1, Math.ceil((tomorrow.getTime() - now.getTime()) / 1000));
  }
  const reached = [...today, ...added];
  if (reached.length > 0) {
    await tx
      .insert(rateLimits)
      .values(reached.map((hash) => ({ key: `${prefix}${hash}`, count: 1, resetAt: tomorrow })))
      .onConflictDoNothing();
  }
  return 0;
};
