/** A function whose calls are delayed until `delayMs` passed without another call. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Runs the pending call now (Enter in the search box should not wait). */
  flush(): void;
  /** Drops the pending call (the component unmounts). */
  cancel(): void;
}

/**
 * Debounces `run`: only the last call of a burst runs, `delayMs` after it. WHY here and not in
 * core: it is a timing concern of the browser's screens (one `shop.search` per pause in typing,
 * one write of the stored cart per burst of changes), not a shop rule.
 */
export const debounce = <A extends unknown[]>(run: (...args: A) => void, delayMs: number): Debounced<A> => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const fire = (): void => {
    timer = null;
    const args = pending;
    pending = null;
    if (args !== null) run(...args);
  };
  const debounced = (...args: A): void => {
    pending = args;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(fire, delayMs);
  };
  debounced.flush = (): void => {
    if (timer !== null) clearTimeout(timer);
    fire();
  };
  debounced.cancel = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return debounced;
};
