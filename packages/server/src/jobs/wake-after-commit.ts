/**
 * Wakes a job for rows written inside a transaction that commits a moment after the write: 20 ms
 * later, and once more 200 ms after the last signal for a slow commit. Under a stream of signals
 * the wakes are coalesced (at most one per 20 ms), so the job takes the rows by the handful
 * instead of one look per change, and never before the commit.
 */
export const wakeAfterCommit = (wake: () => void): { readonly signal: () => void; readonly cancel: () => void } => {
  let soon: NodeJS.Timeout | undefined;
  let late: NodeJS.Timeout | undefined;
  return {
    signal: () => {
      soon ??= setTimeout(() => {
        soon = undefined;
        wake();
      }, 20).unref();
      if (late !== undefined) late.refresh();
      else
        late = setTimeout(() => {
          late = undefined;
          wake();
        }, 200).unref();
    },
    cancel: () => {
      clearTimeout(soon);
      clearTimeout(late);
    },
  };
};
