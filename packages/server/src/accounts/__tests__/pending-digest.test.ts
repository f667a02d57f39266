import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { instantOfLocal, zonedParts } from "@proshop/core";
import { SEED_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/companies";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { DEFAULT_SUPPORT_EMAIL } from "../../config.ts";
import { outbox } from "../../db/schema.ts";
import { marketSupportEmail } from "../../market-support.ts";
import { PENDING_DIGEST_KIND, sendPendingDigests } from "../pending-digest.ts";

/*
 * Issue 35 item 6: each market's support address gets, once a working day from 8:00 its time,
 * the accounts waiting for approval (the seeded pending@example.fr in France), none when
 * nothing waits, and never twice for a day, even from two instances looking at once.
 */

const PARIS = "Europe/Paris";
const DAY_MS = 86_400_000;

/** `hour`:`minute` Paris time on the first day with weekday `weekday` (1 Monday ... 6 Saturday) at least a week from now. */
const parisTime = (weekday: number, hour: number, minute = 0): number => {
  for (let day = Date.now() + 7 * DAY_MS; ; day += DAY_MS) {
    const local = zonedParts(day, PARIS);
    if (local.weekday === weekday) return instantOfLocal({ year: local.year, month: local.month, day: local.day, hour, minute }, PARIS);
  }
};

describe.each(testDatabases())("the pending accounts' digest ($name)", (database) => {
  let server: RunningServer;
  useTestServer(database, (running) => ({ server } = running));

  const digests = () =>
    server.db.select().from(outbox).where(eq(outbox.kind, PENDING_DIGEST_KIND)).orderBy(outbox.id);
  // Each market's own support address, as the server's scheduler finds it.
  const options = { supportEmailOf: (market: string) => marketSupportEmail(server.db, market, DEFAULT_SUPPORT_EMAIL) };

  it("sends nothing before 8:00 nor at the weekend", async () => {
    expect(await sendPendingDigests(server.db, parisTime(1, 7, 59), options)).toEqual([]);
    expect(await sendPendingDigests(server.db, parisTime(6, 10), options)).toEqual([]);
    expect(await digests()).toEqual([]);
  });

  it("mails France's waiting account to the support address once, from two instances at once, and not the markets where none waits", async () => {
    const monday = parisTime(1, 8, 5);
    // Two instances' looks and the server's own scheduler, all at once; each pauses between its
    // look for the day's digest and its insert, so without the lock both would insert.
    const racing = { ...options, afterCheck: () => new Promise<void>((resolve) => setTimeout(resolve, 300)) };
    const sent = await Promise.all([
      sendPendingDigests(server.db, monday, racing),
      sendPendingDigests(server.db, monday, racing),
      server.pendingDigests.runOnce(monday),
    ]);
    expect(sent.flat()).toEqual(["FR"]);
    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    const franceSupport = await marketSupportEmail(server.db, "FR", DEFAULT_SUPPORT_EMAIL);
    // France's configuration names its own address (item 18): the digest goes there, not to SUPPORT_EMAIL.
    expect(franceSupport).not.toBe(DEFAULT_SUPPORT_EMAIL);
    expect(digest).toMatchObject({ toAddress: franceSupport, organisationId: "FR", status: "pending" });
    // In the market's language, with the account, its company and how long it has waited.
    expect(digest!.subject).toBe("1 compte en attente d’approbation (FR)");
    expect(digest!.bodyText).toContain("pending@example.fr");
    expect(digest!.bodyText).toContain(`(${CUST.frPending})`);
    expect(digest!.bodyText).toContain("20011223344");
    expect(digest!.bodyText).toMatch(/en attente depuis \d+ jours/);
    // Later the same day: nothing more.
    expect(await sendPendingDigests(server.db, monday + 6 * 3_600_000, options)).toEqual([]);
    expect(await digests()).toHaveLength(1);
  });

  it("sends the next working day's digest, and none once nothing waits", async () => {
    const tuesday = parisTime(2, 9);
    expect(await sendPendingDigests(server.db, tuesday, options)).toEqual(["FR"]);
    expect(await digests()).toHaveLength(2);
    await server.db.execute("UPDATE users SET is_valid = true, company_confirmed = true WHERE email = 'pending@example.fr'");
    expect(await sendPendingDigests(server.db, parisTime(3, 9), options)).toEqual([]);
    expect(await server.db.select().from(outbox).where(and(eq(outbox.kind, PENDING_DIGEST_KIND), eq(outbox.organisationId, "ES")))).toEqual([]);
  });
});
