import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { ShopQueryable } from "../db/client.ts";
import { passwordResets } from "../db/schema.ts";

/*
 * Password reset tokens: 32 random bytes sent by e-mail, of which only the SHA-256 is stored
 * (a leaked table cannot reset anyone). Single use, one hour, and asking again retires the
 * tokens sent before.
 */

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

/** A new reset token for `userId` (earlier unused ones stop working). */
export const createResetToken = async (db: ShopQueryable, userId: number, now: Date): Promise<string> => {
  const token = randomBytes(32).toString("base64url");
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
};

/**
 * Uses up `token`: the user it was sent to, or null when it is unknown, used or expired. One
 * conditional UPDATE, so two concurrent resets with one token cannot both succeed.
 */
export const consumeResetToken = async (db: ShopQueryable, token: string, now: Date): Promise<number | null> => {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
};
