import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { INTEGRATION_KEY_PREFIX, INTEGRATION_SCOPES, type IntegrationKeyRecord, type IntegrationScope } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { integrationKeys, users } from "../db/schema.ts";

/*
 * Machine keys of the integration API (issue 34): `pik_` + 32 random bytes (base64url), shown
 * once; only the key's SHA-256 is stored.
 *
 * WHY a fast hash and not argon2 (which the shop uses for passwords): a password is guessable, so
 * its hash must be slow to try guesses against; a machine key is 256 random bits, which no amount
 * of guessing finds, fast hash or not. A plain SHA-256 also lets the key be found by an indexed
 * equality look-up on every call, where argon2 would cost tens of milliseconds of CPU per call
 * (and, salted, could not be looked up at all without the key's id beside it).
 */

/** A new key: the prefix and 32 random bytes. */
export const newIntegrationKey = (): string => `${INTEGRATION_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;

/** How a key is kept: its SHA-256, hex. */
export const integrationKeyHash = (key: string): string => createHash("sha256").update(key).digest("hex");

/** What `list` shows of a key: its first 8 characters after the prefix. */
const hintOf = (key: string): string => key.slice(0, INTEGRATION_KEY_PREFIX.length + 8);

/** How often `last_used_at` is written at most: every call would otherwise write a row. */
const LAST_USED_RESOLUTION_MS = 60_000;

type KeyRow = typeof integrationKeys.$inferSelect;

const isScope = (text: string): text is IntegrationScope => (INTEGRATION_SCOPES as ReadonlyArray<string>).includes(text);

const recordOf = (row: KeyRow, createdBy: string | null): IntegrationKeyRecord => ({
  id: row.id,
  market: row.organisationId,
  name: row.name,
  scopes: row.scopes.filter(isScope),
  hint: row.hint,
  created_at: row.createdAt.toISOString(),
  created_by: createdBy ?? "",
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

/** Creates a key of `market`; answers its record and the key (the only time it exists in clear). */
export const createIntegrationKey = async (
  db: ShopQueryable,
  input: { readonly market: string; readonly scopes: ReadonlyArray<IntegrationScope>; readonly name: string; readonly createdBy: number | null; readonly now: Date },
): Promise<IntegrationKeyRecord & { readonly key: string }> => {
  const key = newIntegrationKey();
  const [row] = await db
    .insert(integrationKeys)
    .values({
      organisationId: input.market,
      name: input.name,
      keyHash: integrationKeyHash(key),
      hint: hintOf(key),
      // Kept in core's order, once each.
      scopes: INTEGRATION_SCOPES.filter((scope) => input.scopes.includes(scope)),
      createdByUserId: input.createdBy,
      createdAt: input.now,
    })
    .returning();
  const [creator] = input.createdBy === null ? [] : await db.select({ email: users.email }).from(users).where(eq(users.id, input.createdBy));
  return { ...recordOf(row!, creator?.email ?? null), key };
};

const withCreator = (db: ShopQueryable) =>
  db.select({ key: integrationKeys, createdBy: users.email }).from(integrationKeys).leftJoin(users, eq(users.id, integrationKeys.createdByUserId));

/** The keys of `markets`, newest first. */
export const listIntegrationKeys = async (db: ShopQueryable, markets: ReadonlyArray<string>): Promise<IntegrationKeyRecord[]> => {
  if (markets.length === 0) return [];
  const rows = await withCreator(db)
    .where(inArray(integrationKeys.organisationId, [...markets]))
    .orderBy(desc(integrationKeys.createdAt), desc(integrationKeys.id));
  return rows.map((row) => recordOf(row.key, row.createdBy));
};

/** Revokes key `id` of one of `markets` (a revoked key stays revoked at its first time); null when there is none. */
export const revokeIntegrationKey = async (db: ShopQueryable, id: number, markets: ReadonlyArray<string>, now: Date): Promise<IntegrationKeyRecord | null> => {
  if (markets.length === 0) return null;
  const mine = and(eq(integrationKeys.id, id), inArray(integrationKeys.organisationId, [...markets]));
  await db.update(integrationKeys).set({ revokedAt: now }).where(and(mine, isNull(integrationKeys.revokedAt)));
  const [row] = await withCreator(db).where(mine);
  return row === undefined ? null : recordOf(row.key, row.createdBy);
};

/** The valid (not revoked) key `key` names, or null; notes its use (at most once a minute). */
export const findIntegrationKey = async (
  db: ShopQueryable,
  key: string,
  now: Date,
): Promise<{ readonly keyId: number; readonly market: string; readonly scopes: ReadonlyArray<IntegrationScope> } | null> => {
  if (!key.startsWith(INTEGRATION_KEY_PREFIX) || key.length > 200) return null;
  const [row] = await db
    .select({ id: integrationKeys.id, market: integrationKeys.organisationId, scopes: integrationKeys.scopes, lastUsedAt: integrationKeys.lastUsedAt })
    .from(integrationKeys)
    .where(and(eq(integrationKeys.keyHash, integrationKeyHash(key)), isNull(integrationKeys.revokedAt)))
    .limit(1);
  if (row === undefined) return null;
  if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // Conditional, so concurrent calls of one key write it once.
    await db
      .update(integrationKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(integrationKeys.id, row.id),
          or(isNull(integrationKeys.lastUsedAt), lt(integrationKeys.lastUsedAt, sql`${new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString()}::timestamptz`)),
        ),
      );
  }
  return { keyId: row.id, market: row.market, scopes: row.scopes.filter(isScope) };
};
