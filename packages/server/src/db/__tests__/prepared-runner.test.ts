import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../__tests__/databases.ts";
import type { OpenedDatabase, ShopQueryable } from "../client.ts";
import { runnerOf } from "../prepared-runner.ts";
import { companies, orderLines, orders, users } from "../schema.ts";

/*
 * The runner of built-once statements answers exactly what drizzle's own `execute` answers for
 * the same prepared query and values, on both drivers and inside a transaction: decoded rows
 * (dates, JSON, sql<> expressions, left joins), a write's driver result, and the same error.
 */

const clientOf = (db: ShopQueryable): unknown => (db as unknown as { session: { client: unknown } }).session.client;

/** drizzle's answer and the runner's, for one prepared query run on `db`'s connection. */
const bothAnswers = async (db: ShopQueryable, prepared: { execute(values: Record<string, unknown>): Promise<unknown> }, values: Record<string, unknown>) => {
  const drizzleAnswer = await prepared.execute(values);
  const runnerAnswer = await runnerOf(prepared)(clientOf(db), values);
  return { drizzleAnswer, runnerAnswer };
};

describe.each(testDatabases())("prepared-runner ($name)", (database) => {
  let opened: OpenedDatabase;
  let placed: { id: number; custNo: string };

  beforeAll(async () => {
    opened = await database.open({ seed: true });
    const [order] = await opened.db
      .select({ id: orders.id, custNo: orders.custNo })
      .from(orders)
      .where(sql`${orders.submittedAt} IS NOT NULL AND ${orders.shippingAddress} IS NOT NULL`)
      .orderBy(asc(orders.id))
      .limit(1);
    placed = order!;
  }, 120_000);
  afterAll(() => opened.close());

  it("decodes rows as drizzle does: columns, dates, JSON, sql<> expressions and a left join", async () => {
    const prepared = opened.db
      .select({
        id: orders.id,
        orderNr: orders.orderNr,
        onBehalf: orders.onBehalf,
        submittedAt: orders.submittedAt,
        shippingAddress: orders.shippingAddress,
        lines: sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(Number),
        firstPart: orderLines.partNo,
        bundle: orderLines.bundleInfo,
      })
      .from(orders)
      .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orders.custNo, sql.placeholder("custNo")))
      .orderBy(asc(orders.id), asc(orderLines.lineNo))
      .prepare("runner_test_select");
    const { drizzleAnswer, runnerAnswer } = await bothAnswers(opened.db, prepared, { custNo: placed.custNo });
    expect(runnerAnswer).toEqual(drizzleAnswer);
    const rows = runnerAnswer as Array<{ submittedAt: unknown; lines: unknown }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.find((row) => row.submittedAt !== null)?.submittedAt).toBeInstanceOf(Date);
    expect(typeof rows[0]!.lines).toBe("number");
  });

  it("nests selected objects as drizzle does: whole joined tables, and a left join's missing row as null", async () => {
    const prepared = opened.db
      .select({
        order: { id: orders.id, orderNr: orders.orderNr },
        line: { partNo: orderLines.partNo, quantity: orderLines.quantity },
        company: companies,
        user: users,
      })
      .from(orders)
      .innerJoin(companies, eq(companies.custNo, orders.custNo))
      .leftJoin(users, eq(users.id, orders.placedByUserId))
      .leftJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.partNo, sql.placeholder("part"))))
      .where(eq(orders.custNo, sql.placeholder("custNo")))
      .orderBy(asc(orders.id))
      .prepare("runner_test_nested");
    const missing = await bothAnswers(opened.db, prepared, { custNo: placed.custNo, part: "no such part" });
    expect(missing.runnerAnswer).toEqual(missing.drizzleAnswer);
    const rows = missing.runnerAnswer as Array<{ line: unknown; company: { custNo: string } }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.line === null && row.company.custNo === placed.custNo)).toBe(true);
    const [line] = await opened.db.select({ partNo: orderLines.partNo }).from(orderLines).where(eq(orderLines.orderId, placed.id)).limit(1);
    const { drizzleAnswer, runnerAnswer } = await bothAnswers(opened.db, prepared, { custNo: placed.custNo, part: line!.partNo });
    expect(runnerAnswer).toEqual(drizzleAnswer);
    expect((runnerAnswer as Array<{ line: unknown }>).some((row) => row.line !== null)).toBe(true);
  });

  it("encodes placeholder values with their column (JSON, dates) and answers a write's returning rows, in a transaction", async () => {
    const at = new Date("2026-11-26T12:34:56.000Z");
    await opened.db.transaction(async (tx) => {
      const prepared = tx
        .update(orders)
        .set({ submitResponse: sql.placeholder("answer") as never, updatedAt: sql.placeholder("at") as never })
        .where(eq(orders.id, sql.placeholder("id")))
        .returning({ id: orders.id, submitResponse: orders.submitResponse, updatedAt: orders.updatedAt })
        .prepare("runner_test_update");
      // A JSON array: sent as is, the driver would write it as a PostgreSQL array, not JSON.
      const values = { id: placed.id, answer: [{ order_nr: "x", total: 1 }], at };
      const { drizzleAnswer, runnerAnswer } = await bothAnswers(tx, prepared, values);
      expect(runnerAnswer).toEqual(drizzleAnswer);
      expect(runnerAnswer).toEqual([{ id: placed.id, submitResponse: [{ order_nr: "x", total: 1 }], updatedAt: at }]);
      tx.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Error && error.message.includes("Rollback"))) throw error;
    });
  });

  it("answers the driver's whole result for a statement without fields, and wraps a failure as drizzle does", async () => {
    const statement = opened.db
      .update(users)
      .set({ updatedAt: sql`updated_at` })
      .where(eq(users.id, sql.placeholder("id")))
      .prepare("runner_test_raw");
    const { drizzleAnswer, runnerAnswer } = await bothAnswers(opened.db, statement, { id: -1 });
    expect(Object.keys(runnerAnswer as object).sort()).toEqual(Object.keys(drizzleAnswer as object).sort());
    expect((runnerAnswer as { rows: unknown[] }).rows).toEqual((drizzleAnswer as { rows: unknown[] }).rows);

    const duplicate = opened.db
      .insert(orders)
      // No kind, status or totals: the database refuses the row whatever the order number.
      .values({ orderNr: sql.placeholder("orderNr"), organisationId: "FR", custNo: placed.custNo } as never)
      .prepare("runner_test_duplicate");
    const [existing] = await opened.db.select({ orderNr: orders.orderNr }).from(orders).where(eq(orders.id, placed.id));
    const failures = await Promise.all([
      duplicate.execute({ orderNr: existing!.orderNr }).catch((error: unknown) => error),
      runnerOf(duplicate)(clientOf(opened.db), { orderNr: existing!.orderNr }).catch((error: unknown) => error),
    ]);
    // The database's refusal (a missing column value here), wrapped by both alike.
    const codes = failures.map((failure) => {
      expect((failure as Error).constructor.name).toBe("DrizzleQueryError");
      return ((failure as Error).cause as { code?: string }).code;
    });
    expect(codes[0]).toMatch(/^23/);
    expect(codes[1]).toBe(codes[0]);
    await expect(runnerOf(statement)(clientOf(opened.db), {})).rejects.toThrow('No value for placeholder "id"');
  });
});
