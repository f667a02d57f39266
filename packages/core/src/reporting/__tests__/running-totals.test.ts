import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placeTotals, totalIncrement, type RunningTotal } from "../running-totals.ts";
import { propertySeed } from "./seed.ts";

const seed = propertySeed("reporting running totals");

const total = (seq: number, value: number): RunningTotal<null> => ({ seq, total: value, data: null });

/** The known totals the server reads for a batch: from the predecessor of its lowest seq to the successor of its highest. */
const windowOf = (stored: ReadonlyArray<RunningTotal<null>>, arriving: ReadonlyArray<RunningTotal<null>>) => {
  const low = Math.min(...arriving.map((each) => each.seq));
  const high = Math.max(...arriving.map((each) => each.seq));
  const before = stored.filter((each) => each.seq < low).map((each) => each.seq);
  const after = stored.filter((each) => each.seq > high).map((each) => each.seq);
  const from = before.length === 0 ? low : Math.max(...before);
  const to = after.length === 0 ? high : Math.min(...after);
  return stored.filter((each) => each.seq >= from && each.seq <= to);
};

/** A device's store: totals received so far, and what each one counts, batch after batch. */
const ingestAll = (batches: ReadonlyArray<ReadonlyArray<RunningTotal<null>>>, windowed: boolean) => {
  const stored: Array<RunningTotal<null>> = [];
  const counted = new Map<number, number>();
  for (const batch of batches) {
    if (batch.length === 0) continue;
    const changes = placeTotals(windowed ? windowOf(stored, batch) : stored, batch);
    for (const { total: changed, amount } of changes) counted.set(changed.seq, (counted.get(changed.seq) ?? 0) + amount);
    for (const each of batch) if (!stored.some((known) => known.seq === each.seq)) stored.push(each);
    // After every batch, each total counts its increment over its predecessor among those received.
    const sorted = [...stored].sort((a, b) => a.seq - b.seq);
    sorted.forEach((each, index) => expect(counted.get(each.seq) ?? 0).toBe(totalIncrement(sorted[index - 1]?.total, each.total)));
  }
  return counted;
};

describe("running totals", () => {
  it("counts nothing for the baseline, then the increments", () => {
    expect(totalIncrement(undefined, 1_234)).toBe(0);
    expect(totalIncrement(1_234, 1_240)).toBe(6);
    expect(totalIncrement(1_240, 1_240)).toBe(0);
  });

  it("reads a lower total as a reset counted from zero", () => {
    expect(totalIncrement(1_240, 3)).toBe(3);
    expect(totalIncrement(1_240, 0)).toBe(0);
  });

  it("places a late total by seq, moving part of its successor's increment to it", () => {
    const known = [total(1, 100), total(3, 130)];
    expect(placeTotals(known, [total(2, 110)]).map(({ total: each, amount }) => [each.seq, amount])).toEqual([
      [2, 10],
      [3, -10],
    ]);
    // A late total before the first one becomes the baseline; the old first now counts from it.
    expect(placeTotals(known, [total(0, 90)]).map(({ total: each, amount }) => [each.seq, amount])).toEqual([[1, 10]]);
    // Late, and higher than its successor: the successor is a reset after it.
    expect(placeTotals(known, [total(2, 150)]).map(({ total: each, amount }) => [each.seq, amount])).toEqual([
      [2, 50],
      [3, 100],
    ]);
  });

  it("changes nothing for a resend, in the same batch or later", () => {
    expect(placeTotals([total(1, 100)], [total(1, 100)])).toEqual([]);
    expect(placeTotals([total(1, 100)], [total(2, 105), total(2, 105)]).map(({ amount }) => amount)).toEqual([5]);
  });

  it("counts the increments however they are split into totals with resets and resends, in any order and batches (property)", () => {
    const step = fc.record({ increment: fc.nat({ max: 60 }), reset: fc.boolean(), gap: fc.integer({ min: 1, max: 3 }) });
    const stream = fc.record({ baseline: fc.nat({ max: 1_000 }), steps: fc.array(step, { maxLength: 40 }) });
    const scenario = stream.chain(({ baseline, steps }) => {
      // The device's totals: a reset restarts its counter, so the total is what was counted since.
      let seq = 0;
      let running = baseline;
      const sent = [{ ...total(seq, baseline), increment: 0 }];
      for (const { increment, reset, gap } of steps) {
        seq += gap;
        // A reset shows only when the new total is lower than the last (else it reads as more people).
        running = reset && increment < running ? increment : running + increment;
        sent.push({ ...total(seq, running), increment });
      }
      // Some totals sent again (a device resends after a network failure), everything in any order.
      const arrivals = fc
        .subarray(sent, { maxLength: Math.min(8, sent.length) })
        .chain((resent) => fc.shuffledSubarray([...sent, ...resent], { minLength: sent.length + resent.length }));
      return fc.record({
        sent: fc.constant(sent),
        arrivals,
        cuts: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 10 }),
        windowed: fc.boolean(),
      });
    });
    fc.assert(
      fc.property(scenario, ({ sent, arrivals, cuts, windowed }) => {
        const batches: Array<Array<RunningTotal<null>>> = [];
        for (let start = 0, index = 0; start < arrivals.length; index++) {
          const size = cuts[index % cuts.length]!;
          batches.push(arrivals.slice(start, start + size).map(({ seq, total: value }) => total(seq, value)));
          start += size;
        }
        const counted = ingestAll(batches, windowed);
        for (const each of sent) expect(counted.get(each.seq) ?? 0).toBe(each.increment);
        const sum = [...counted.values()].reduce((all, amount) => all + amount, 0);
        expect(sum).toBe(sent.reduce((all, each) => all + each.increment, 0));
      }),
      { seed, numRuns: 300 },
    );
  });
});
