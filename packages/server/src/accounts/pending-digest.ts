import { and, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  deliveryMarketOf,
  deliveryTimeZoneOf,
  pendingDigestSlot,
  translator,
  waitedFor,
  waitedForMessageId,
  type PendingDigestSlot,
} from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { organisations, outbox, users } from "../db/schema.ts";
import { accountsWhere, waiting } from "../handlers/accounts.ts";
import type { Log } from "../log.ts";

/*
 * The daily digest of accounts waiting for approval (issue 35 item 6): support no longer learns
 * of registrations only by polling `proshop accounts pending`. Each market's support address
 * gets, once a working day from 8:00 the market's time (core's `pendingDigestSlot`), the list of
 * accounts that registered before that 8:00 and still wait; no mail when none waits.
 *
 * Sent once, whatever the number of instances: every instance looks every few minutes, and each
 * look takes, per market, a transaction-scoped advisory lock, then adds the mail to the outbox
 * only when that day's digest is not there yet (the outbox row, dated at the slot's instant, is
 * the record that it was sent). Two instances looking at once are serialised by the lock; the
 * second finds the first's row. The outbox's job loop (claim-loop.ts) then delivers it once.
 * Why no job table of its own: a digest is one mail, and the outbox already is the job table
 * that delivers mail exactly once; a table would add a migration for the same guarantee.
 */

export const PENDING_DIGEST_KIND = "accounts_pending_digest";

/** A distinct advisory-lock space per market: `hashtext` of this prefix and the market id. */
const LOCK_PREFIX = "proshop.pending_digest:";

const DAY_MS = 86_400_000;

export interface PendingDigestOptions {
  /** The market's support address (its configuration's, else SUPPORT_EMAIL: market-support.ts). */
  readonly supportEmailOf: (market: string) => string | Promise<string>;
  /** Tests: called between the look for the day's digest and its insert (the window two instances race in). */
  readonly afterCheck?: () => Promise<void>;
}

/** One market's digest: its subject and text, worded in the market's first language. */
const digestMail = (
  market: string,
  language: string,
  accounts: Awaited<ReturnType<typeof accountsWhere>>,
  now: number,
): { readonly subject: string; readonly text: string } => {
  const t = translator(language);
  const lines = accounts.map((account) => {
    const waited = waitedFor(account.createdAt.getTime(), now);
    const licence = account.registration?.["license_number"];
    return t("supportTools.digest.line", {
      email: account.email,
      name: `${account.firstName} ${account.lastName}`.trim() || "-",
      company: account.companyName || "-",
      cust_no: account.custNo,
      licence: typeof licence === "string" && licence !== "" ? licence : "-",
      waited: t(waitedForMessageId(waited), { count: waited.count }),
    });
  });
  return {
    subject: t("supportTools.digest.subject", { count: accounts.length, market }),
    text: [t("supportTools.digest.intro", { market }), "", ...lines, "", t("supportTools.digest.closing"), ""].join("\n"),
  };
};

/** Adds the market's digest for `slot` unless it is there already or nothing waits; answers whether it did. */
const sendMarketDigest = async (
  db: ShopDatabase,
  market: string,
  language: string,
  slot: PendingDigestSlot,
  now: number,
  to: string,
  afterCheck: (() => Promise<void>) | undefined,
): Promise<boolean> => {
  // The accounts registered before the slot's 8:00: later ones wait for the next working day's
  // digest. Read before the transaction: PGlite's one connection is the transaction's meanwhile.
  const accounts = await accountsWhere(
    db,
    and(inArray(users.organisationId, [market]), waiting, isNull(users.refusedAt), lt(users.createdAt, new Date(slot.at))),
  );
  if (accounts.length === 0) return false;
  const mail = digestMail(market, language, accounts, now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${LOCK_PREFIX + market}))`);
    const [already] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, PENDING_DIGEST_KIND),
          eq(outbox.organisationId, market),
          gte(outbox.createdAt, new Date(slot.at)),
          lt(outbox.createdAt, new Date(slot.at + DAY_MS)),
        ),
      )
      .limit(1);
    if (already !== undefined) return false;
    await afterCheck?.();
    await tx.insert(outbox).values({
      toAddress: to,
      kind: PENDING_DIGEST_KIND,
      subject: mail.subject,
      bodyText: mail.text,
      organisationId: market,
      // Dated at the slot (not the insert): the day's record the next look reads, on any clock.
      createdAt: new Date(slot.at),
    });
    return true;
  });
};

/**
 * One look at every market at `now`: the digests due and not sent yet are added to the outbox.
 * Answers the markets mailed. Safe from any number of instances at once.
 */
export const sendPendingDigests = async (db: ShopDatabase, now: number, options: PendingDigestOptions): Promise<string[]> => {
  const markets = await db.select({ id: organisations.id, locales: organisations.locales, languages: organisations.languages }).from(organisations);
  const sent: string[] = [];
  for (const market of markets) {
    const slot = pendingDigestSlot(now, deliveryTimeZoneOf(deliveryMarketOf(market.id, market.locales[0] ?? null)));
    if (slot === null) continue;
    if (await sendMarketDigest(db, market.id, market.languages[0] ?? "en", slot, now, await options.supportEmailOf(market.id), options.afterCheck)) sent.push(market.id);
  }
  return sent;
};

export interface PendingDigests {
  /** One look now (tests, operators). */
  readonly runOnce: (now?: number) => Promise<string[]>;
  readonly stop: () => void;
}

/**
 * Looks every `intervalMs` (default 5 minutes) on this instance; the first look comes after one
 * interval, so a digest is mailed at most that long after 8:00 (or after a start past it).
 */
export const startPendingDigests = (
  options: PendingDigestOptions & { readonly db: ShopDatabase; readonly log: Log; readonly wakeMail: () => void; readonly intervalMs?: number },
): PendingDigests => {
  const runOnce = async (now: number = Date.now()) => {
    const sent = await sendPendingDigests(options.db, now, options);
    if (sent.length > 0) {
      options.log.info("pending accounts digest queued", { markets: sent.join(",") });
      options.wakeMail();
    }
    return sent;
  };
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => options.log.error("pending accounts digest failed", { error: error instanceof Error ? error.message : String(error) }));
  }, options.intervalMs ?? 5 * 60_000);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
};
