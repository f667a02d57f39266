/*
 * A group commit: calls that arrive while an earlier call is running (or in the same turn of
 * the event loop) are made together, as one call for the whole wave. The claim loop settles
 * its finished rows this way: one UPDATE for the rows that finished together instead of one
 * per row, with no timer and no wait for a row that finishes alone.
 */

interface Waiting<T> {
  readonly item: T;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/** Answers a function whose calls are gathered into waves; each wave is one call of `run`, and each caller hears how its wave went. */
export const groupedCalls = <T>(run: (items: ReadonlyArray<T>) => Promise<void>): ((item: T) => Promise<void>) => {
  let waiting: Array<Waiting<T>> = [];
  let draining = false;
  const drain = async () => {
    while (waiting.length > 0) {
      const wave = waiting;
      waiting = [];
      try {
        await run(wave.map((entry) => entry.item));
        for (const entry of wave) entry.resolve();
      } catch (error) {
        for (const entry of wave) entry.reject(error);
      }
    }
    draining = false;
  };
  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (draining) return;
      draining = true;
      // After this turn's I/O callbacks: answers that came in together settle together.
      setImmediate(() => void drain());
    });
};
