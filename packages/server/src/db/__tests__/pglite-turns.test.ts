import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takingTurns } from "../pglite-turns.ts";

/*
 * PGlite behind takingTurns: statements in arrival order, the event loop turning between any
 * two of them (a request waiting on a timer or a socket is not held up by a queue of
 * statements), transactions whole, a failing statement not blocking the ones after it.
 */

describe("takingTurns (PGlite)", () => {
  let raw: PGlite;
  let client: PGlite;

  beforeAll(async () => {
    raw = await PGlite.create();
    client = takingTurns(raw);
  });
  afterAll(() => raw.close());

  /** Counts turns of the event loop until stopped. */
  const loopTurns = () => {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns += 1;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    return { now: () => turns, stop: () => void (running = false) };
  };

  it("answers in arrival order, and the event loop turns between statements", async () => {
    const loop = loopTurns();
    const finished: Array<{ n: number; turn: number }> = [];
    await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        client.query<{ n: number }>("SELECT $1::int AS n", [n]).then((result) => finished.push({ n: result.rows[0]!.n, turn: loop.now() })),
      ),
    );
    loop.stop();
    expect(finished.map((entry) => entry.n)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    // Unqueued, PGlite hands its connection on in microtasks: all 30 answers in one turn.
    expect(new Set(finished.map((entry) => entry.turn)).size).toBeGreaterThanOrEqual(25);
  });

  it("runs a transaction whole: a statement sent meanwhile waits for its commit", async () => {
    await client.exec("CREATE TABLE turns_items (n int)");
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("INSERT INTO turns_items VALUES (1)");
      await held;
      await tx.query("INSERT INTO turns_items VALUES (2)");
    });
    const counted = client.query<{ count: number }>("SELECT count(*)::int AS count FROM turns_items");
    // The transaction holds the connection across event-loop turns; then the count sees both rows.
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseTransaction();
    await transaction;
    expect((await counted).rows[0]!.count).toBe(2);
  });

  it("a failing statement is answered with its error and the next one still runs", async () => {
    const failing = client.query("SELECT * FROM no_such_table");
    const next = client.query<{ one: number }>("SELECT 1 AS one");
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect((await next).rows[0]!.one).toBe(1);
  });

  it("keeps PGlite's other calls working on the instance (private fields)", async () => {
    expect(client).toBeInstanceOf(PGlite);
    expect(client.ready).toBe(true);
    expect((await client.describeQuery("SELECT 1::int AS one")).resultFields[0]!.name).toBe("one");
  });
});
