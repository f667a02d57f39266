/*
 * A small memory of values looked up in the last moments, one per owner object (a database:
 * servers of different databases in one process, as in tests, never share; or a secret),
 * bounded in size: the oldest entry goes first. For look-ups a burst of calls repeats (who
 * calls, whose catalogue, a token's signature).
 */

export interface RecentPerDatabase<Key, Value> {
  /** The value remembered for `key` less than `maxAgeMs` ago, else undefined. */
  readonly recent: (db: object, key: Key, now?: number) => Value | undefined;
  /** Remembers a value just looked up, as of `now`. */
  readonly remember: (db: object, key: Key, value: Value, now?: number) => void;
  /** Forgets `key` (its value just changed). */
  readonly forget: (db: object, key: Key) => void;
}

export const recentPerDatabase = <Key, Value>(maxAgeMs: number, kept: number): RecentPerDatabase<Key, Value> => {
  const memories = new WeakMap<object, Map<Key, { readonly value: Value; readonly at: number }>>();
  const memoryOf = (db: object) => {
    let memory = memories.get(db);
    if (memory === undefined) memories.set(db, (memory = new Map()));
    return memory;
  };
  return {
    recent: (db, key, now = Date.now()) => {
      const known = memoryOf(db).get(key);
      return known !== undefined && now - known.at < maxAgeMs ? known.value : undefined;
    },
    remember: (db, key, value, now = Date.now()) => {
      const memory = memoryOf(db);
      memory.delete(key);
      if (memory.size >= kept) memory.delete(memory.keys().next().value!);
      memory.set(key, { value, at: now });
    },
    forget: (db, key) => {
      memoryOf(db).delete(key);
    },
  };
};
