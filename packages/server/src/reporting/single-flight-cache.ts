/*
 * A small in-process cache whose entries live `ttlMs`, with a single flight per key: while a
 * key is being read, every other request for it waits for that same read instead of starting
 * its own. So however many visitors ask, a key is read at most once per period per process.
 * Bounded: past `maxEntries` the expired entries go, then the oldest.
 */

export interface SingleFlightCache<V> {
  /** The key's value: the kept one while fresh, else the read in flight, else a new read. */
  readonly get: (key: string) => Promise<V>;
  /** Forgets the key (a read in flight is not kept either), so the next `get` reads again. */
  readonly invalidate: (key: string) => void;
  /** Reads started so far (tests count them). */
  readonly reads: () => number;
}

interface Entry<V> {
  readonly value: Promise<V>;
  /** When the read settled (null while in flight). */
  settledAt: number | null;
}

export const singleFlightCache = <V>(options: {
  readonly read: (key: string) => Promise<V>;
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly now?: () => number;
}): SingleFlightCache<V> => {
  const { read, ttlMs, maxEntries, now = Date.now } = options;
  const entries = new Map<string, Entry<V>>();
  let reads = 0;

  const isFresh = (entry: Entry<V>, at: number) => entry.settledAt === null || at - entry.settledAt < ttlMs;

  const makeRoom = (at: number) => {
    if (entries.size < maxEntries) return;
    for (const [key, entry] of entries) if (!isFresh(entry, at)) entries.delete(key);
    // Still full of fresh entries: the oldest go (a Map keeps insertion order).
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  };

  const get = (key: string): Promise<V> => {
    const at = now();
    const known = entries.get(key);
    if (known !== undefined && isFresh(known, at)) return known.value;
    makeRoom(at);
    reads += 1;
    const value = read(key);
    const entry: Entry<V> = { value, settledAt: null };
    entries.set(key, entry);
    value.then(
      () => {
        entry.settledAt = now();
      },
      // A failed read is not kept: the next request tries again.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  };

  return {
    get,
    invalidate: (key) => {
      entries.delete(key);
    },
    reads: () => reads,
  };
};
