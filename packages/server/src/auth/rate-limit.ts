import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { ShopQueryable } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";

/*
 * Rate limits counted in the database (the server keeps nothing in memory, so every instance
 * sees the same counts). A call takes a slot in a bucket and reads the bucket's count in ONE
 * statement (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING`): PostgreSQL locks the row for
 * the update, so 150 concurrent calls get counts 1..150 and only the first `max` pass, whatever
 * the concurrency or the number of instances. Windows are fixed: a bucket's count starts again
 * from zero when its window ends, and calls refused meanwhile do not move that end, so a block
 * ends on time (Retry-After).
 */

/** One limit: at most `max` calls per `windowSeconds` per subject. `kind` names the bucket family. */
export interface RateLimit {
  readonly kind: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/** What taking a slot found. */
export interface Slot {
  /** Calls in this window, this one included. */
  readonly count: number;
  /** Seconds until the window ends and the subject may call again; 0 when this call is within the limit. */
  readonly retryAfterSeconds: number;
}

/** The bucket's key: the kind in clear (for operators), the subject hashed (bounded length, no e-mail in clear). */
const keyOf = (limit: RateLimit, subject: string): string => `${limit.kind}:${createHash("sha256").update(subject).digest("hex")}`;

/** Expired buckets are swept by roughly one call in SWEEP_EVERY (no job needed, any instance does it). */
const SWEEP_EVERY = 50;

/** Counts one call of `subject` against `limit` and says whether it is within the limit. */
export const takeSlot = async (db: ShopQueryable, limit: RateLimit, subject: string, now: Date): Promise<Slot> => {
  const at = now.toISOString();
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000).toISOString();
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(limit, subject), count: 1, resetAt: sql`${resetAt}::timestamptz` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN "rate_limits"."reset_at" <= ${at}::timestamptz THEN 1 ELSE "rate_limits"."count" + 1 END`,
        resetAt: sql`CASE WHEN "rate_limits"."reset_at" <= ${at}::timestamptz THEN excluded.reset_at ELSE "rate_limits"."reset_at" END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (Math.random() * SWEEP_EVERY < 1) await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  if (row === undefined || row.count <= limit.max) return { count: row?.count ?? 1, retryAfterSeconds: 0 };
  // A concurrent call may have opened the window with a `now` a moment later than this call's:
  // never more than the window itself is left ("try again in 61 minutes" for a 60-minute window).
  const left = Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000);
  return { count: row.count, retryAfterSeconds: Math.min(limit.windowSeconds, Math.max(1, left)) };
};

/** Gives a slot back (a call that turned out fine, e.g. a successful log-in, does not count). */
export const giveBackSlot = async (db: ShopQueryable, limit: RateLimit, subject: string): Promise<void> => {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest("rate_limits"."count" - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(limit, subject)));
};

/** Forgets a subject's count (its bucket starts afresh). */
export const clearSlots = async (db: ShopQueryable, limit: RateLimit, subject: string): Promise<void> => {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(limit, subject)));
};

/** Fills a subject's bucket to `count` until `resetAt` (tests: an attack already under way). */
export const setSlots = async (db: ShopQueryable, limit: RateLimit, subject: string, count: number, resetAt: Date): Promise<void> => {
  await db
    .insert(rateLimits)
    .values({ key: keyOf(limit, subject), count, resetAt })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count, resetAt } });
};

/** The largest wait of several slots (0 when all are within their limits). */
export const retryAfterOf = (...slots: ReadonlyArray<Slot>): number => Math.max(0, ...slots.map((slot) => slot.retryAfterSeconds));
