import { and, desc, eq, inArray, isNotNull, notExists, sql, type SQL } from "drizzle-orm";
import { Clock, Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { ShopApi, type OutboxMessageSummary } from "@proshop/core";
import { Db, type ShopDatabase } from "../db/client.ts";
import { audit, outbox, repCompanies, reportingAccounts, users, type OutboxStatus } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { withoutLinkSecrets } from "../mail-messages.ts";
import { signedInAccount } from "./signed-in-account.ts";

/*
 * The outbox calls (core's contract/outbox.ts): support agents read the shop's e-mails of the
 * markets they serve (their own, and every market named for them in rep_companies), newest
 * first. Messages of another market, of none (scheduled reports), or to a reporting account (a
 * library's staff are no shop customers of support's) answer 404 like an unknown id. A body is
 * shown without its links' secrets (issue 32 item 3: a reset link read here took any account
 * over); reading one is kept in the audit table.
 */

const DEFAULT_LIMIT = 50;

/** The markets whose mail the user may read; null when the user is not a support agent. */
export const supportMarkets = async (db: ShopDatabase, userId: number): Promise<string[] | null> => {
  const [user] = await db.select({ role: users.role, organisation: users.organisationId }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.role !== "support") return null;
  const served = await db
    .select({ organisation: repCompanies.organisationId })
    .from(repCompanies)
    .where(and(eq(repCompanies.userId, userId), isNotNull(repCompanies.organisationId)));
  return [...new Set([user.organisation, ...served.flatMap((row) => (row.organisation === null ? [] : [row.organisation]))])];
};

/** The messages support may read: its markets' mail, none to a reporting account. */
const readableBy = (db: ShopDatabase, markets: ReadonlyArray<string>): SQL =>
  and(
    inArray(outbox.organisationId, [...markets]),
    notExists(
      db
        .select({ one: sql`1` })
        .from(reportingAccounts)
        .innerJoin(users, eq(users.id, reportingAccounts.userId))
        .where(eq(users.email, outbox.toAddress)),
    ),
  )!;

const supportAgent = (db: ShopDatabase) =>
  Effect.gen(function* () {
    const { account } = yield* signedInAccount(db);
    const markets = yield* Effect.promise(() => supportMarkets(db, account.user.id));
    if (markets === null) return yield* refuse.forbidden("outbox.not_allowed", {}, account.user.language);
    return { user: account.user, markets };
  });

const summaryColumns = {
  id: outbox.id,
  kind: outbox.kind,
  to: outbox.toAddress,
  subject: outbox.subject,
  organisation: outbox.organisationId,
  status: outbox.status,
  attempts: outbox.attempts,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  lastError: outbox.lastError,
};

interface SummaryRow {
  readonly id: number;
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly organisation: string | null;
  readonly status: string;
  readonly attempts: number;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
  readonly lastError: string | null;
}

const summaryOf = (row: SummaryRow): OutboxMessageSummary => ({
  id: row.id,
  kind: row.kind,
  to: row.to,
  subject: row.subject,
  organisation: row.organisation,
  status: row.status as OutboxStatus,
  attempts: row.attempts,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
  last_error: row.lastError,
});

export const OutboxHandlers = HttpApiBuilder.group(
  ShopApi,
  "outbox",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;
    return handlers
      .handle("listOutbox", ({ query }) =>
        Effect.gen(function* () {
          const { markets } = yield* supportAgent(db);
          const conditions: SQL[] = [readableBy(db, markets)];
          if (query.status !== undefined) conditions.push(eq(outbox.status, query.status));
          if (query.to !== undefined) conditions.push(sql`lower(${outbox.toAddress}) = ${query.to.trim().toLowerCase()}`);
          const rows = yield* Effect.promise(() =>
            db
              .select(summaryColumns)
              .from(outbox)
              .where(and(...conditions))
              .orderBy(desc(outbox.id))
              .limit(query.limit ?? DEFAULT_LIMIT),
          );
          return { messages: rows.map(summaryOf) };
        }),
      )
      .handle("getOutboxMessage", ({ params }) =>
        Effect.gen(function* () {
          const { user, markets } = yield* supportAgent(db);
          const [row] = yield* Effect.promise(() =>
            db
              .select({ ...summaryColumns, text: outbox.bodyText, html: outbox.bodyHtml })
              .from(outbox)
              .where(and(eq(outbox.id, params.id), readableBy(db, markets)))
              .limit(1),
          );
          if (row === undefined) return yield* refuse.notFound("outbox.not_found", { id: params.id }, user.language);
          const at = new Date(yield* Clock.currentTimeMillis);
          yield* Effect.promise(() =>
            db.insert(audit).values({ userId: user.id, action: "outbox.read", at, details: { outbox_id: row.id, kind: row.kind, organisation: row.organisation } }),
          );
          return { ...summaryOf(row), text: withoutLinkSecrets(row.text), html: row.html === null ? null : withoutLinkSecrets(row.html) };
        }),
      );
  }),
);
