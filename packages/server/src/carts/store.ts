import { eq, sql } from "drizzle-orm";
import type { ShopQueryable } from "../db/client.ts";
import { audit, liveCarts, users } from "../db/schema.ts";

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

/** Live-cart actions of representatives kept in the audit table. */
export type LiveCartAuditAction = "live_cart.save" | "live_cart.read";

/**
 * Keeps a sales rep's or support agent's live-cart action in the audit table: saving a
 * company's cart, or reading one of a company that is not their own. Customers' own saves and
 * reads are not audited (the recording names who made each change).
 */
export const auditLiveCartAction = async (
  db: ShopQueryable,
  entry: { readonly userId: number; readonly action: LiveCartAuditAction; readonly custNo: string; readonly at: Date; readonly details?: Record<string, unknown> },
): Promise<void> => {
  await db.insert(audit).values({
    userId: entry.userId,
    action: entry.action,
    onBehalfCustNo: entry.custNo,
    at: entry.at,
    details: entry.details ?? {},
  });
};
