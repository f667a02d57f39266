import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { ShopQueryable } from "../db/client.ts";
import { liveCarts, users } from "../db/schema.ts";

/*
 * The live_carts table: one row per company holding its latest cart recording (already
 * checked by the handler, stored in its JSON form). Last write wins.
 */

export interface StoredLiveCart {
  readonly custNo: string;
  /** The recording as JSON (the contract's encoded form). */
  readonly recording: unknown;
  readonly eventCount: number;
  readonly updatedAt: Date;
  /** E-mail of who stored it; null when that account was deleted since. */
  readonly updatedBy: string | null;
}

export interface LiveCartWrite {
  readonly custNo: string;
  readonly recording: Record<string, unknown>;
  readonly eventCount: number;
  readonly userId: number;
  readonly at: Date;
}

/** Replaces the company's live cart with this one (an upsert: concurrent writes never fail, the last one stays). */
export const saveLiveCart = async (db: ShopQueryable, write: LiveCartWrite): Promise<void> => {
  await db
    .insert(liveCarts)
    .values({ custNo: write.custNo, recording: write.recording, eventCount: write.eventCount, updatedAt: write.at, updatedBy: write.userId })
    .onConflictDoUpdate({
      target: liveCarts.custNo,
      set: {
        recording: sql`excluded.recording`,
        eventCount: sql`excluded.event_count`,
        updatedAt: sql`excluded.updated_at`,
        updatedBy: sql`excluded.updated_by`,
      },
    });
};

/** The company's live cart, or null when it has none. */
export const loadLiveCart = async (db: ShopQueryable, custNo: string): Promise<StoredLiveCart | null> => {
  const [row] = await db
    .select({
      custNo: liveCarts.custNo,
      recording: liveCarts.recording,
      eventCount: liveCarts.eventCount,
      updatedAt: liveCarts.updatedAt,
      updatedBy: users.email,
    })
    .from(liveCarts)
    .leftJoin(users, eq(users.id, liveCarts.updatedBy))
    .where(eq(liveCarts.custNo, custNo))
    .limit(1);
  return row ?? null;
};

/**
 * The version of a stored live cart as a strong ETag (issue 11, item 6): a hash of what is
 * stored (the recording as the database gives it back, and when it was written), so any write
 * changes it and no column or migration is needed. `"0"` is "no cart yet".
 */
export const liveCartEtag = (stored: Pick<StoredLiveCart, "recording" | "updatedAt"> | null): string =>
  stored === null
    ? '"0"'
    : `"${createHash("sha256").update(JSON.stringify(stored.recording)).update(stored.updatedAt.toISOString()).digest("base64url").slice(0, 27)}"`;

/** The company's live cart, its row locked until the transaction ends (a PUT's check-then-write). */
export const lockLiveCart = async (tx: ShopQueryable, custNo: string): Promise<StoredLiveCart | null> => {
  const [row] = await tx
    .select({ custNo: liveCarts.custNo, recording: liveCarts.recording, eventCount: liveCarts.eventCount, updatedAt: liveCarts.updatedAt, updatedBy: sql<string | null>`null` })
    .from(liveCarts)
    .where(eq(liveCarts.custNo, custNo))
    .for("update")
    .limit(1);
  return row ?? null;
};

/** Inserts the company's first live cart; false when another one was stored meanwhile. */
export const insertFirstLiveCart = async (db: ShopQueryable, write: LiveCartWrite): Promise<boolean> => {
  const inserted = await db
    .insert(liveCarts)
    .values({ custNo: write.custNo, recording: write.recording, eventCount: write.eventCount, updatedAt: write.at, updatedBy: write.userId })
    .onConflictDoNothing()
    .returning({ custNo: liveCarts.custNo });
  return inserted.length > 0;
};
