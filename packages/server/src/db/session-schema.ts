/**
 * Sessions ended one by one (issue 35 item 22), re-exported by schema.ts so drizzle-kit
 * generates its migration with the rest.
 *
 * A session token names its session (`jti`). Log-out ends that session only: its id is kept
 * here until the token has expired for sure, and the middleware refuses it. "Log out
 * everywhere", a password change or a reset still raise the user's session generation
 * (users.session_generation), which ends every session at once without a row per token.
 */
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema.ts";

export const endedSessions = pgTable(
  "ended_sessions",
  {
    /** The token's `jti`: random, so it names one session of one user. */
    sessionId: text("session_id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** When the token expires (plus the clock tolerance): the row is useless after it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  // The session user's look-up reads a user's ended sessions still to refuse (auth/middleware.ts).
  (table) => [index("ended_sessions_user_idx").on(table.userId, table.expiresAt)],
);
