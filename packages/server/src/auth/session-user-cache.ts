import { recentPerDatabase } from "../db/recent-per-database.ts";

/*
 * Session users read in the last moments, so a burst of calls with one token (a shop page loads
 * products, categories, config and cart at once; a Monday-morning rush) costs one look-up.
 *
 * Why it is safe: the columns kept (id, role, company, e-mail) never change through this server's
 * API, and tokens are checked on every call, except `company_confirmed`, which support's approval
 * only ever turns on (opening access a moment late is harmless), and the session generation (log-out,
 * password change or reset): the instance that raises it forgets its entry at once, other instances
 * see it within MAX_AGE_MS, like a row changed or deleted directly in the database.
 */

/** How long a looked-up user is trusted before it is read again. */
export const SESSION_USER_MAX_AGE_MS = 2_000;

const sessionUsers = recentPerDatabase<number, unknown>(SESSION_USER_MAX_AGE_MS, 10_000);

/** The user of `userId` read less than SESSION_USER_MAX_AGE_MS ago, else undefined. */
export const recentSessionUser = <User>(db: object, userId: number, now: number = Date.now()): User | undefined =>
  sessionUsers.recent(db, userId, now) as User | undefined;

/** Keeps a user just read (never a missing one: a deleted user's next call reads again). */
export const rememberSessionUser = (db: object, userId: number, user: unknown, now: number = Date.now()): void =>
  sessionUsers.remember(db, userId, user, now);

/** Forgets a user whose sessions just ended (auth/sessions.ts). */
export const forgetSessionUser = (db: object, userId: number): void => sessionUsers.forget(db, userId);
