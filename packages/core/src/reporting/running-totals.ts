/*
 * Devices that report running totals (issue 36): many gates send "1,234 in so far" rather than
 * "3 since my last message". Such a total counts what it added to the device's previous total
 * (by seq, per kind): the first total sets a baseline and counts nothing, a total lower than
 * the previous one is a counter reset (it counts from zero), and a total arriving late is
 * placed by its seq, which changes what its successor counts. Whatever the order of arrival,
 * what is counted in the end is, over the totals sorted by seq, the sum of
 * `totalIncrement(previous, current)`, each increment in the hour of the total carrying it.
 */

/** The kinds a device sends as running totals, and the kind each one counts as. */
export const TOTAL_KINDS = ["enter_total", "leave_total"] as const;
export type TotalKind = (typeof TOTAL_KINDS)[number];
export const TOTAL_KIND_COUNTS = { enter_total: "enter", leave_total: "leave" } as const satisfies Record<TotalKind, string>;

/** A running total may reach what a 32-bit signed counter holds (what `reporting_events.count` stores). */
export const MAX_RUNNING_TOTAL = 2_147_483_647;

export const isTotalKind = (kind: string): kind is TotalKind => kind === "enter_total" || kind === "leave_total";

/** What `current` counts after `previous` (none: the baseline, nothing); lower is a reset, counted from zero. */
export const totalIncrement = (previous: number | undefined, current: number): number =>
  previous === undefined ? 0 : current >= previous ? current - previous : current;

/** One total of a device and kind, with whatever the caller keeps beside it (its hour, whether it counts). */
export interface RunningTotal<T> {
  readonly seq: number;
  readonly total: number;
  readonly data: T;
}

/** A change of what a total counts: `amount` more (or less) in the hour of `total`. */
export interface TotalChange<T> {
  readonly total: RunningTotal<T>;
  readonly amount: number;
}

const bySeq = <T>(a: RunningTotal<T>, b: RunningTotal<T>) => a.seq - b.seq;

/** Each total's increment over its predecessor in `sorted` (the first one counts nothing). */
const incrementsOf = <T>(sorted: ReadonlyArray<RunningTotal<T>>): Map<number, number> =>
  new Map(sorted.map((each, index) => [each.seq, totalIncrement(sorted[index - 1]?.total, each.total)]));

/**
 * What placing `arriving` among `known` (totals of one device and kind already counted) changes:
 * each new total's increment, and the difference for each known total whose predecessor it
 * became. A seq already known, or repeated in `arriving`, is a resend: nothing (the first stands).
 *
 * `known` need only hold the window the new totals fall in: from the predecessor of the lowest new
 * seq to the successor of the highest. A known total outside it keeps its predecessor, and the
 * first one of the window is judged the same (as a baseline) before and after, so changes nothing.
 * Changes of zero are left out.
 */
export const placeTotals = <T>(known: ReadonlyArray<RunningTotal<T>>, arriving: ReadonlyArray<RunningTotal<T>>): Array<TotalChange<T>> => {
  const seqs = new Set(known.map((each) => each.seq));
  const fresh = arriving.filter((each) => {
    if (seqs.has(each.seq)) return false;
    seqs.add(each.seq);
    return true;
  });
  if (fresh.length === 0) return [];
  const before = [...known].sort(bySeq);
  const after = [...before, ...fresh].sort(bySeq);
  const old = incrementsOf(before);
  const changes: Array<TotalChange<T>> = [];
  after.forEach((each, index) => {
    const amount = totalIncrement(after[index - 1]?.total, each.total) - (old.get(each.seq) ?? 0);
    if (amount !== 0) changes.push({ total: each, amount });
  });
  return changes;
};
