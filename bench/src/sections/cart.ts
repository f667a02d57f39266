/**
 * Section 2, cart machine: core's own cart benchmark (packages/core/bench/cart.ts), imported and
 * run here so its rows join the one table: one event through the XState actor and full passes
 * over a 500-line cart (recalculate, limits), reported as measured. Issue 18: an event's goal is
 * a ratio to the floor measured in the same run (a minimal XState machine, one assign per
 * event, measured in rounds interleaved with the cart's events): at most 3x on the 500-line
 * cart; the 10 µs of before stays beside it as information.
 */
import { benchCart as coreCartBench } from "../../../packages/core/bench/cart.ts";
import { formatMicros, formatRatio, type Row } from "../table.ts";
import type { SectionResult } from "./section.ts";

const SECTION = "2 cart";

export const benchCart = async (options: { readonly smoke: boolean }): Promise<SectionResult> => {
  const measured = await coreCartBench(options);
  const rows: Row[] = measured.map((row) => {
    const isEvent = row.target_us !== undefined;
    const judged = isEvent && /\b500 lines\b|\b50 lines\b/.test(row.name);
    // Measured in rounds interleaved with the floor's (core's bench).
    const ratio = row.floor_ratio ?? Number.NaN;
    return {
      section: SECTION,
      figure: row.name,
      median: formatMicros(row.median_us),
      spread: `p95 ${formatMicros(row.p95_us)}, n=${row.rounds}${isEvent ? `; ${(row.median_us / row.target_us!).toFixed(2)}x of the former 10 µs` : ""}`,
      goal: judged ? "<= 3x floor" : "",
      ratio: isEvent ? `cart/floor ${formatRatio(ratio)}` : "",
      verdict: judged ? (ratio <= 3 ? "met" : "MISSED") : "info",
    };
  });
  return { rows, notes: [] };
};
