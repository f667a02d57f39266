import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, type CreatedTestDatabase } from "../../__tests__/databases.ts";
import { openDatabase, type OpenedDatabase } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import { createLog } from "../../log.ts";
import { startJobLoop, type JobLoop, type JobLoopOptions } from "../claim-loop.ts";

/*
 * The job building block on a real table (the outbox) and both databases: several loops on one
 * database work on each row once, a crashed claim is taken over after its lease, a failing row
 * is retried after its backoff and given up after the last try.
 */

const quietLog = createLog({ sink: () => {} });
const table = { name: "outbox", doneStatus: "sent", doneAtColumn: "sent_at" } as const;

const queue = async (db: OpenedDatabase["db"], count: number): Promise<number[]> => {
  const rows = await db
    .insert(outbox)
    .values(Array.from({ length: count }, (_, index) => ({ toAddress: `r${index}@example.fr`, kind: "test", subject: `s${index}`, bodyText: "b" })))
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
};

const waitUntil = async (check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(testDatabases())("job claim loop ($name)", (database) => {
  let created: CreatedTestDatabase;
  let first: OpenedDatabase;
  /** A second connection pool to the same database: another instance (PGlite: the same one). */
  let second: OpenedDatabase;
  const loops: JobLoop[] = [];
  const start = <Loaded = undefined>(options: Partial<JobLoopOptions<Loaded>> & Pick<JobLoopOptions<Loaded>, "work">, db = first.db) => {
    const loop = startJobLoop<Loaded>({ name: "test", db, table, log: quietLog, pollIntervalMs: 20, ...options });
    loops.push(loop);
    return loop;
  };

  beforeAll(async () => {
    created = await database.create();
    first = await openDatabase(created.options);
    second = created.name === "postgres" ? await openDatabase(created.options) : first;
  });
  beforeEach(async () => {
    await Promise.all(loops.splice(0).map((loop) => loop.stop()));
    await first.db.delete(outbox);
  });
  afterAll(async () => {
    await Promise.all(loops.splice(0).map((loop) => loop.stop()));
    if (second !== first) await second.close();
    await first.close();
    await created.drop();
  });

  it("works on each row exactly once with four loops on two connection pools", async () => {
    const ids = await queue(first.db, 60);
    const worked: number[] = [];
    const work = async (id: number) => {
      worked.push(id);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    for (const db of [first.db, second.db, first.db, second.db]) start({ work, batchSize: 5 }, db);
    await waitUntil(async () => (await first.db.select().from(outbox).where(eq(outbox.status, "sent"))).length === ids.length);
    expect([...worked].sort((a, b) => a - b)).toEqual(ids);
    const rows = await first.db.select().from(outbox);
    expect(rows.every((row) => row.attempts === 1 && row.sentAt !== null && row.lockedUntil === null && row.claimToken === null)).toBe(true);
  });

  it("leaves a row under a live lease alone and takes over one whose lease ran out (a crashed instance)", async () => {
    const [held, abandoned] = await queue(first.db, 2);
    const future = new Date(Date.now() + 60_000);
    await first.db.update(outbox).set({ lockedUntil: future, claimToken: "other-instance", attempts: 1 }).where(eq(outbox.id, held!));
    await first.db
      .update(outbox)
      .set({ lockedUntil: new Date(Date.now() - 1000), claimToken: "dead-instance", attempts: 1 })
      .where(eq(outbox.id, abandoned!));
    const worked: number[] = [];
    const loop = start({ work: async (id) => void worked.push(id) });
    await waitUntil(async () => worked.length >= 1);
    expect(await loop.runOnce()).toBe(0);
    expect(worked).toEqual([abandoned]);
    const [row] = await first.db.select().from(outbox).where(eq(outbox.id, abandoned!));
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    const [still] = await first.db.select().from(outbox).where(eq(outbox.id, held!));
    expect(still).toMatchObject({ status: "pending", claimToken: "other-instance" });
  });

  it("retries a failing row after its backoff, then marks it failed after the last try", async () => {
    const [flaky, hopeless] = await queue(first.db, 2);
    const tries = new Map<number, number>();
    const delays: number[] = [];
    start({
      maxAttempts: 3,
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return 30;
      },
      work: async (id) => {
        const count = (tries.get(id) ?? 0) + 1;
        tries.set(id, count);
        if (id === hopeless || count < 2) throw new Error(`mailbox of x${id}@example.fr busy`);
      },
    });
    await waitUntil(async () => {
      const rows = await first.db.select().from(outbox);
      return rows.every((row) => row.status !== "pending");
    });
    const rows = new Map((await first.db.select().from(outbox)).map((row) => [row.id, row]));
    expect(rows.get(flaky!)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(rows.get(hopeless!)).toMatchObject({ status: "failed", attempts: 3 });
    expect(rows.get(hopeless!)?.lastError).toContain("busy");
    expect(tries.get(hopeless!)).toBe(3);
    expect(delays).toContain(1);
  });

  it("does not retry before the backoff has passed", async () => {
    const [id] = await queue(first.db, 1);
    let tries = 0;
    const loop = start({
      retryDelayMs: () => 60_000,
      work: async () => {
        tries += 1;
        throw new Error("down");
      },
    });
    await waitUntil(async () => tries === 1);
    expect(await loop.runOnce()).toBe(0);
    const [row] = await first.db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row?.status).toBe("pending");
    const [due] = await first.db.select({ later: sql<boolean>`${outbox.runAfter} > now() + interval '50 seconds'` }).from(outbox);
    expect(due?.later).toBe(true);
  });

  it("gives up a row whose last try died with its instance", async () => {
    const [id] = await queue(first.db, 1);
    await first.db.update(outbox).set({ attempts: 3, lockedUntil: new Date(Date.now() - 1000), claimToken: "dead" }).where(eq(outbox.id, id!));
    const loop = start({ maxAttempts: 3, work: async () => {} });
    await loop.runOnce();
    const [row] = await first.db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row).toMatchObject({ status: "failed", lastError: "the last try did not finish" });
  });

  it("keeps its lanes busy: a slow row does not hold the rows claimed after it, and never more than `concurrency` at once", async () => {
    const ids = await queue(first.db, 40);
    const slow = ids[0]!;
    let active = 0;
    let most = 0;
    const finished: number[] = [];
    start({
      batchSize: 8,
      concurrency: 4,
      work: async (id) => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, id === slow ? 1_500 : 5));
        active -= 1;
        finished.push(id);
      },
    });
    await waitUntil(async () => finished.length === ids.length);
    // Claimed in the first batch, the slow row finishes last: the other 39 went past it.
    expect(finished.at(-1)).toBe(slow);
    expect(most).toBe(4);
    // Rows are settled after their work returns (several in one statement): wait for the last ones.
    await expect
      .poll(async () => (await first.db.select().from(outbox)).every((row) => row.status === "sent" && row.attempts === 1 && row.claimToken === null))
      .toBe(true);
  });

  it("reads what the work needs with the claim, and settles rows that finish together each with its own columns and claim token", async () => {
    const ids = await queue(first.db, 12);
    const taken = ids[3]!;
    const read = new Map<number, string>();
    start({
      batchSize: 12,
      concurrency: 12,
      load: { columns: sql`claimed.subject AS subject_read, organisation.id AS organisation_read`, joins: sql`LEFT JOIN organisations organisation ON organisation.id = claimed.organisation_id` },
      work: async (id, _attempt, loaded: { subject_read: string; organisation_read: string | null }) => {
        read.set(id, loaded.subject_read);
        // Another instance took this row over meanwhile (its lease ran out): this claim may no longer settle it.
        if (id === taken) await first.db.update(outbox).set({ claimToken: "other-instance" }).where(eq(outbox.id, id));
        return { kind: id % 2 === 0 ? "even" : "odd" };
      },
    });
    await waitUntil(async () => (await first.db.select().from(outbox).where(eq(outbox.status, "sent"))).length === ids.length - 1);
    expect([...read.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect(ids.every((id, index) => read.get(id) === `s${index}`)).toBe(true);
    for (const row of await first.db.select().from(outbox)) {
      if (row.id === taken) expect(row).toMatchObject({ status: "pending", claimToken: "other-instance", kind: "test" });
      else expect(row).toMatchObject({ status: "sent", claimToken: null, kind: row.id % 2 === 0 ? "even" : "odd" });
    }
  });

  it("stops within its bound and waits for the row in hand", async () => {
    await queue(first.db, 1);
    let finished = false;
    const loop = start({
      work: async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        finished = true;
      },
    });
    await waitUntil(async () => (await first.db.select().from(outbox)).some((row) => row.claimToken !== null));
    const stopping = Date.now();
    await loop.stop(5_000);
    expect(finished).toBe(true);
    expect(Date.now() - stopping).toBeLessThan(2_000);
    const [row] = await first.db.select().from(outbox);
    expect(row?.status).toBe("sent");
  });
});
