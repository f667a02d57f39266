/**
 * Section 2, cart machine: core's own cart benchmark (packages/core/bench/cart.ts), imported and
 * run here so its rows join the one table: one event through the XState actor (goal: median
 * <= 10 µs) and full passes over a 500-line cart (recalculate, limits), reported as measured.
 */
import { benchCart as coreCartBench } from "../../../packages/core/bench/cart.ts";
import { formatMicros, type Row } from "../table.ts";
import type { SectionResult } from "./section.ts";

const SECTION = "2 cart";

export const benchCart = async (options: { readonly smoke: boolean }): Promise<SectionResult> => {
  const measured = await coreCartBench(options);
  const rows: Row[] = measured.map((row) => ({
    section: SECTION,
    figure: row.name,
    median: formatMicros(row.median_us),
    spread: `p95 ${formatMicros(row.p95_us)}, n=${row.rounds}`,
    goal: row.target_us === undefined ? "" : `<= ${formatMicros(row.target_us)}`,
    ratio: row.target_us === undefined ? "" : `median/goal ${(row.median_us / row.target_us).toFixed(2)}x`,
    verdict: row.target_us === undefined ? "info" : row.median_us <= row.target_us ? "met" : "MISSED",
  }));
  return { rows, notes: [] };
};
