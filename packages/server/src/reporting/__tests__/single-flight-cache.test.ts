import { describe, expect, it } from "vitest";
import { singleFlightCache } from "../single-flight-cache.ts";

/** A read whose answers the test releases, counting the reads per key. */
const controlledReads = () => {
  const pending: Array<{ readonly key: string; readonly settle: (value: string) => void; readonly fail: (error: Error) => void }> = [];
  const read = (key: string) =>
    new Promise<string>((resolve, reject) => {
      pending.push({ key, settle: resolve, fail: reject });
    });
  return { read, pending };
};

describe("single-flight-cache", () => {
  it("shares one read among concurrent requests for a key, and keeps its value for the period", async () => {
    let clock = 1_000;
    const { read, pending } = controlledReads();
    const cache = singleFlightCache({ read, ttlMs: 5_000, maxEntries: 10, now: () => clock });
    const waiting = Array.from({ length: 50 }, () => cache.get("centrale"));
    expect(cache.reads()).toBe(1);
    pending[0]!.settle("60 %");
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 50 }, () => "60 %"));
    clock += 4_999;
    expect(await cache.get("centrale")).toBe("60 %");
    expect(cache.reads()).toBe(1);
    // Period over: read again.
    clock += 1;
    const again = cache.get("centrale");
    expect(cache.reads()).toBe(2);
    pending[1]!.settle("70 %");
    expect(await again).toBe("70 %");
  });

  it("reads each key on its own", async () => {
    const { read, pending } = controlledReads();
    const cache = singleFlightCache({ read, ttlMs: 5_000, maxEntries: 10, now: () => 0 });
    const a = cache.get("a");
    const b = cache.get("b");
    expect(pending.map((entry) => entry.key)).toEqual(["a", "b"]);
    pending[0]!.settle("A");
    pending[1]!.settle("B");
    expect([await a, await b]).toEqual(["A", "B"]);
  });

  it("reads again at once after invalidate, and does not keep a failed read", async () => {
    const { read, pending } = controlledReads();
    const cache = singleFlightCache({ read, ttlMs: 5_000, maxEntries: 10, now: () => 0 });
    const first = cache.get("centrale");
    pending[0]!.settle("public");
    await first;
    cache.invalidate("centrale");
    const second = cache.get("centrale");
    expect(cache.reads()).toBe(2);
    pending[1]!.fail(new Error("database away"));
    await expect(second).rejects.toThrow("database away");
    const third = cache.get("centrale");
    expect(cache.reads()).toBe(3);
    pending[2]!.settle("private");
    expect(await third).toBe("private");
  });

  it("holds at most maxEntries keys", async () => {
    let reads = 0;
    const cache = singleFlightCache({ read: async (key) => `${key}:${++reads}`, ttlMs: 5_000, maxEntries: 3, now: () => 0 });
    for (const key of ["a", "b", "c", "d"]) await cache.get(key);
    // "a", the oldest, went to make room: it is read again.
    expect(await cache.get("d")).toBe("d:4");
    expect(await cache.get("a")).toBe("a:5");
  });
});
