import { and, eq, sql } from "drizzle-orm";
import type { ShopQueryable } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { forgetSessionUser } from "./session-user-cache.ts";

/*
 * Ending sessions (issue 11 item 3). A session token names its user's session generation; the
 * middleware accepts it only while the database holds the same number. Raising the number ends
 * every session of the user at once, on every instance sharing the database (within the 2 s a
 * session user is remembered, session-user-cache.ts; at once on the instance that raised it),
 * with no table of tokens to keep or clean. Log-out, a password change and a reset do it.
 */

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
