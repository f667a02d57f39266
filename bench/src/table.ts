/**
 * The one table of a bench run: every figure with its median, its spread, the goal, the
 * ratio it is judged by and a verdict. Rows are built by the sections; this file only measures
 * (medians and percentiles over rounds) and formats (console and Markdown).
 */

export type Verdict = "met" | "MISSED" | "info" | "skipped" | "n/a";

export interface Row {
  readonly section: string;
  readonly figure: string;
  /** Preformatted cells: a row may be a time, a rate, a size or a count. */
  readonly median: string;
  readonly spread: string;
  readonly goal: string;
  readonly ratio: string;
  readonly verdict: Verdict;
}

export interface Sample {
  readonly median: number;
  readonly p95: number;
  readonly p99: number;
  readonly min: number;
  readonly max: number;
  readonly count: number;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;

export const summarise = (values: readonly number[]): Sample => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length === 0 ? Number.NaN : sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return {
    median,
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
    count: sorted.length,
  };
};

/**
 * Times `fn` (synchronous) `rounds` times after `warmup` untimed calls; microseconds per call.
 * Between rounds nothing else runs, so the rounds measure the function and the GC it causes.
 */
export const timeSync = (
  fn: () => unknown,
  options: { readonly rounds: number; readonly warmup?: number; readonly budgetMs?: number; readonly minRounds?: number },
): Sample => {
  for (let i = 0; i < (options.warmup ?? Math.min(20, options.rounds)); i++) fn();
  const times: number[] = [];
  // A slow peer stops after its time budget (but not before `minRounds`), so one run stays short.
  const deadline = performance.now() + (options.budgetMs ?? Number.POSITIVE_INFINITY);
  for (let i = 0; i < options.rounds; i++) {
    const start = performance.now();
    fn();
    const end = performance.now();
    times.push((end - start) * 1000);
    if (end > deadline && i + 1 >= (options.minRounds ?? 10)) break;
  }
  return summarise(times);
};

/** The same for an asynchronous function, awaited one call at a time. */
export const timeAsync = async (fn: () => Promise<unknown>, options: { readonly rounds: number; readonly warmup?: number }): Promise<Sample> => {
  for (let i = 0; i < (options.warmup ?? Math.min(5, options.rounds)); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < options.rounds; i++) {
    const start = performance.now();
    await fn();
    times.push((performance.now() - start) * 1000);
  }
  return summarise(times);
};

/** Microseconds as the unit a reader takes in at a glance. */
export const formatMicros = (us: number): string => {
  if (!Number.isFinite(us)) return "-";
  if (us >= 1_000_000) return `${(us / 1_000_000).toFixed(2)} s`;
  if (us >= 1000) return `${(us / 1000).toFixed(us >= 100_000 ? 0 : 2)} ms`;
  return `${us.toFixed(us >= 100 ? 0 : 2)} µs`;
};

export const formatMillis = (ms: number): string => formatMicros(ms * 1000);

export const formatRatio = (ratio: number): string => (Number.isFinite(ratio) ? `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(2)}x` : "-");

export const formatCount = (n: number): string => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "-");

/** "p95 1.23 ms" for a time sample. */
export const spreadOf = (sample: Sample): string => `p95 ${formatMicros(sample.p95)}, n=${sample.count}`;

export const verdictOf = (met: boolean): Verdict => (met ? "met" : "MISSED");

/** A row for a timed figure; `goal_us` judges the median when given. */
export const timeRow = (section: string, figure: string, sample: Sample, extra: { goal_us?: number; ratio?: string; verdict?: Verdict; goal?: string } = {}): Row => ({
  section,
  figure,
  median: formatMicros(sample.median),
  spread: spreadOf(sample),
  goal: extra.goal ?? (extra.goal_us === undefined ? "" : `<= ${formatMicros(extra.goal_us)}`),
  ratio: extra.ratio ?? "",
  verdict: extra.verdict ?? (extra.goal_us === undefined ? "info" : verdictOf(sample.median <= extra.goal_us)),
});

/** A row that could not be measured on this machine (no PostgreSQL, no CLI yet...). */
export const skippedRow = (section: string, figure: string, why: string): Row => ({
  section,
  figure,
  median: "not available",
  spread: why,
  goal: "",
  ratio: "",
  verdict: "skipped",
});

const HEADER = ["section", "figure", "median", "spread", "goal", "ratio", "verdict"] as const;

const cells = (row: Row): string[] => [row.section, row.figure, row.median, row.spread, row.goal, row.ratio, row.verdict];

/** The table for a terminal: aligned columns. */
export const formatConsoleTable = (rows: readonly Row[]): string => {
  const lines = rows.map(cells);
  const widths = HEADER.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (line: readonly string[]) => line.map((cell, i) => cell.padEnd(widths[i]!)).join("  ").trimEnd();
  return [format(HEADER), format(widths.map((w) => "-".repeat(w))), ...lines.map(format)].join("\n");
};

/** The table for BENCHMARKS.md. */
export const formatMarkdownTable = (rows: readonly Row[]): string => {
  const escape = (cell: string) => cell.replaceAll("|", "\\|");
  return [
    `| ${HEADER.join(" | ")} |`,
    `|${HEADER.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${cells(row).map(escape).join(" | ")} |`),
  ].join("\n");
};
