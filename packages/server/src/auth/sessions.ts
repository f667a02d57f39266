import { and, eq, lte, sql } from "drizzle-orm";
import type { ShopQueryable } from "../db/client.ts";
import { endedSessions, users } from "../db/schema.ts";
import { forgetSessionUser } from "./session-user-cache.ts";
import { CLOCK_TOLERANCE_SECONDS, type SessionClaims } from "./tokens.ts";

/*
 * Ending sessions (issue 11 item 3). A session token names its user's session generation; the
 * middleware accepts it only while the database holds the same number. Raising the number ends
 * every session of the user at once, on every instance sharing the database (within the 2 s a
 * session user is remembered, session-user-cache.ts; at once on the instance that raised it),
 * with no table of tokens to keep or clean. "Log out everywhere", a password change and a reset do it.
 *
 * Log-out ends one session only (issue 35 item 22: logging out of a practice's shared computer
 * must not log the nurse out of her phone): the token's own id (`jti`) is kept in
 * ended_sessions until the token has expired, and the middleware refuses it.
 */

/**
 * Ends the one session of a token's `claims` (log-out). A token from before sessions had an id
 * can only be ended with all the others, as it was then.
 */
export const endSession = async (db: ShopQueryable, claims: SessionClaims, now: Date): Promise<void> => {
  if (claims.sessionId === null) {
    await endSessions(db, claims.userId, { current: claims.generation });
    return;
  }
  const expiresAt = new Date((claims.expiresAt + CLOCK_TOLERANCE_SECONDS) * 1000);
  await db.insert(endedSessions).values({ sessionId: claims.sessionId, userId: claims.userId, expiresAt }).onConflictDoNothing();
  // The user's rows of tokens expired for sure are useless: each log-out sweeps its user's.
  await db.delete(endedSessions).where(and(eq(endedSessions.userId, claims.userId), lte(endedSessions.expiresAt, now)));
  forgetSessionUser(db, claims.userId);
};

/**
 * Ends every session of `userId` (only if its generation is still `current`, when given);
 * answers the new generation (for a fresh token), or null when nothing changed. Inside a
 * transaction, `server` is the server's database, whose remembered session users are kept by it.
 */
export const endSessions = async (
  db: ShopQueryable,
  userId: number,
  options: { readonly current?: number; readonly server?: object } = {},
): Promise<number | null> => {
  const current = options.current;
  const [row] = await db
    .update(users)
    .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(current === undefined ? eq(users.id, userId) : and(eq(users.id, userId), eq(users.sessionGeneration, current)))
    .returning({ generation: users.sessionGeneration });
  forgetSessionUser(options.server ?? db, userId);
  return row?.generation ?? null;
};
