/** Timing helpers shared by the core benchmarks: medians and p95 over repeated rounds. */
export interface BenchRow {
  readonly name: string;
  readonly median_us: number;
  readonly p95_us: number;
  readonly rounds: number;
  /** The goal from the issue, in microseconds, when there is one. */
  readonly target_us?: number;
  /** Median over interleaved rounds of this figure's time over the floor's in the same round. */
  readonly floor_ratio?: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

/** The median of unsorted values. */
export const medianOf = (values: readonly number[]): number => percentile([...values].sort((a, b) => a - b), 0.5);

/** One timed call of `fn`, in microseconds. */
export const timeOnce = (fn: () => void): number => {
  const start = performance.now();
  fn();
  return (performance.now() - start) * 1000;
};

/** A row from timed calls (microseconds each). */
export const rowOf = (name: string, times: readonly number[], extra: Pick<BenchRow, "target_us" | "floor_ratio"> = {}): BenchRow => {
  const sorted = [...times].sort((a, b) => a - b);
  return { name, median_us: percentile(sorted, 0.5), p95_us: percentile(sorted, 0.95), rounds: sorted.length, ...extra };
};

/** Runs `fn` a few times to warm up, then `rounds` timed times; reports microseconds per call. */
export const measure = (name: string, fn: () => void, options: { rounds: number; warmup?: number; target_us?: number }): BenchRow => {
  for (let i = 0; i < (options.warmup ?? Math.min(50, options.rounds)); i++) fn();
  const times = Array.from({ length: options.rounds }, () => timeOnce(fn));
  return rowOf(name, times, options.target_us === undefined ? {} : { target_us: options.target_us });
};

const fmt = (us: number): string => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(2)} µs`);

/** Prints rows as an aligned table; a row over its target is marked, never failed. */
export const printTable = (rows: readonly BenchRow[]): void => {
  const lines = rows.map((row) => [
    row.name,
    fmt(row.median_us),
    fmt(row.p95_us),
    String(row.rounds),
    row.target_us === undefined ? "" : `${fmt(row.target_us)} ${row.median_us <= row.target_us ? "met" : "MISSED"}`,
  ]);
  const header = ["benchmark", "median", "p95", "rounds", "target"];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
};
