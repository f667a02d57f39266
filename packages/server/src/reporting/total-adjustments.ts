import { sql } from "drizzle-orm";
import { isTotalKind, placeTotals, TOTAL_KIND_COUNTS, TOTAL_KINDS, type RunningTotal } from "@proshop/core";
import type { ShopTransaction } from "../db/client.ts";

/*
 * Running totals at ingest (issue 36): a batch's `enter_total` / `leave_total` events are stored
 * in `reporting_events` like any event (`count` = the total), and what they change in the counts
 * is added to the rollups' `enter` / `leave` columns. What a total counts depends on its
 * neighbours by seq (core's placeTotals), so the batch reads them inside its transaction, after
 * locking the device's row: two batches of one device never place totals over each other.
 * Ordinary batches never come here.
 */

/** An amount to add to a kind's rollup in the hour of `at`; negative when a late total took part of its successor's. */
export interface CountAdjustment {
  readonly at: string;
  readonly kind: (typeof TOTAL_KIND_COUNTS)[keyof typeof TOTAL_KIND_COUNTS];
  readonly count: number;
}

/** A new event of the batch, as the ingest statement stores it. */
interface FreshEvent {
  readonly seq: number;
  readonly at: string;
  readonly kind: string;
  readonly count: number;
  readonly counted: boolean;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `'enter_total', 'leave_total'`: the total kinds, core's constants (never input). */
export const TOTAL_KIND_LIST = sql.raw(TOTAL_KINDS.map((kind) => `'${kind}'`).join(", "));

/**
 * Stored events of the device from the predecessor (same kind) of the lowest new seq to the
 * successor of the highest: that kind's totals there are placeTotals' window, and any event there
 * with a new total's seq makes it a resend (which the insert skips).
 */
const storedAround = async (tx: ShopTransaction, deviceId: number, kind: string, low: number, high: number) =>
  rowsOf<{ seq: string | number; kind: string; count: number; counted: boolean; at_ms: number }>(
    await tx.execute(sql`
      SELECT seq, kind, count, counted, date_part('epoch', at) * 1000 AS at_ms FROM reporting_events
      WHERE device_id = ${deviceId}
        AND seq >= coalesce((SELECT max(seq) FROM reporting_events WHERE device_id = ${deviceId} AND kind = ${kind} AND seq < ${low}), ${low})
        AND seq <= coalesce((SELECT min(seq) FROM reporting_events WHERE device_id = ${deviceId} AND kind = ${kind} AND seq > ${high}), ${high})`),
  );

/** What the batch's new totals add to (or move within) the rollups; call inside the batch's transaction. */
export const totalAdjustments = async (tx: ShopTransaction, deviceId: number, fresh: ReadonlyArray<FreshEvent>): Promise<CountAdjustment[]> => {
  await tx.execute(sql`SELECT 1 FROM reporting_devices WHERE id = ${deviceId} FOR UPDATE`);
  const adjustments: CountAdjustment[] = [];
  for (const kind of TOTAL_KINDS) {
    const arriving = fresh.filter((event) => event.kind === kind);
    if (arriving.length === 0) continue;
    const seqs = arriving.map((event) => event.seq);
    const stored = await storedAround(tx, deviceId, kind, Math.min(...seqs), Math.max(...seqs));
    const taken = new Set(stored.map((row) => Number(row.seq)));
    const known: Array<RunningTotal<{ at: string; counted: boolean }>> = stored
      .filter((row) => row.kind === kind)
      .map((row) => ({ seq: Number(row.seq), total: row.count, data: { at: new Date(Number(row.at_ms)).toISOString(), counted: row.counted } }));
    const placed = arriving
      .filter((event) => !taken.has(event.seq))
      .map((event) => ({ seq: event.seq, total: event.count, data: { at: event.at, counted: event.counted } }));
    for (const { total, amount } of placeTotals(known, placed)) {
      if (total.data.counted) adjustments.push({ at: total.data.at, kind: TOTAL_KIND_COUNTS[kind], count: amount });
    }
  }
  return adjustments;
};

export const hasTotals = (events: ReadonlyArray<{ readonly kind: string }>): boolean => events.some((event) => isTotalKind(event.kind));
