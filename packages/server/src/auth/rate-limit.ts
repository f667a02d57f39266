import { and, desc, eq, gt, lt, or, type SQL } from "drizzle-orm";
import type { ShopQueryable } from "../db/client.ts";
import { loginAttempts } from "../db/schema.ts";

/*
 * Failed log-ins are counted in the database (the server keeps nothing in memory, so every
 * instance sees the same counts): at most MAX_FAILED_LOGINS per account and per client
 * address within LOGIN_WINDOW_SECONDS. Past that, log-in answers 429 with Retry-After until
 * the oldest counted failure leaves the window. Refused (429) attempts are not counted, so
 * the block ends on time; a successful log-in clears the account's failures.
 */

export const MAX_FAILED_LOGINS = 20;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);

/** Seconds until `condition`'s failures drop below the limit, or 0 when they are below it. */
const waitFor = async (db: ShopQueryable, condition: SQL, now: Date): Promise<number> => {
  const recent = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(condition, gt(loginAttempts.at, windowStart(now))))
    .orderBy(desc(loginAttempts.at))
    .limit(MAX_FAILED_LOGINS);
  const limiting = recent[MAX_FAILED_LOGINS - 1];
  if (limiting === undefined) return 0;
  const freeAt = limiting.at.getTime() + LOGIN_WINDOW_SECONDS * 1000;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
};

/**
 * How long this account and address must wait before trying again (seconds), or 0 when they
 * may try now. The account is the e-mail as typed, trimmed and lower-cased (known or not).
 */
export const loginRetryAfterSeconds = async (
  db: ShopQueryable,
  attempt: { readonly account: string; readonly address: string; readonly now: Date },
): Promise<number> => {
  const [byAccount, byAddress] = await Promise.all([
    waitFor(db, eq(loginAttempts.account, attempt.account), attempt.now),
    waitFor(db, eq(loginAttempts.address, attempt.address), attempt.now),
  ]);
  return Math.max(byAccount, byAddress);
};

/** Counts one failed log-in, and forgets this account's and address's failures that left the window. */
export const recordFailedLogin = async (
  db: ShopQueryable,
  attempt: { readonly account: string; readonly address: string; readonly now: Date },
): Promise<void> => {
  await db.insert(loginAttempts).values({ account: attempt.account, address: attempt.address, at: attempt.now });
  await db
    .delete(loginAttempts)
    .where(
      and(
        or(eq(loginAttempts.account, attempt.account), eq(loginAttempts.address, attempt.address)),
        lt(loginAttempts.at, windowStart(attempt.now)),
      ),
    );
};

/** After a successful log-in the account starts afresh (the address keeps its count). */
export const clearFailedLogins = async (db: ShopQueryable, account: string): Promise<void> => {
  await db.delete(loginAttempts).where(eq(loginAttempts.account, account));
};
