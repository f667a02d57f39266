import { sql } from "drizzle-orm";
import { integer, text, timestamp } from "drizzle-orm/pg-core";

/*
 * The columns that make a table's rows jobs for `startJobLoop` (claim-loop.ts). Spread them into
 * a pgTable, together with an `id` integer primary key:
 *
 *   export const outbox = pgTable("outbox", { id: ..., ...jobColumns(), ...their own columns });
 *
 * A row is due while `status` is 'pending', `run_after` has passed and no live lease holds it
 * (`locked_until` null or past).
 */

/** What a job row's `status` may be: waiting or retrying, done (the table names it, e.g. 'sent'), or given up. */
export const JOB_PENDING = "pending";
export const JOB_FAILED = "failed";

export const jobColumns = () => ({
  status: text("status").notNull().default(JOB_PENDING),
  /** Tries started so far (a claim counts one). */
  attempts: integer("attempts").notNull().default(0),
  /** Not before this time: the backoff after a failed try. */
  runAfter: timestamp("run_after", { withTimezone: true }).notNull().default(sql`now()`),
  /** The lease of the instance working on it; past or null means free to claim. */
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  /** Random id of the claim holding the lease: only its holder may settle the row. */
  claimToken: text("claim_token"),
  /** The last try's failure, for support staff (never logged). */
  lastError: text("last_error"),
});
