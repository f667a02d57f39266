import { describe, expect, it } from "vitest";
import { addressLimiter } from "../address-limiter.ts";

describe("address-limiter", () => {
  it("lets max calls per address and window through, then says how long to wait", () => {
    const limiter = addressLimiter({ max: 3, windowSeconds: 60 });
    expect([0, 1, 2].map((n) => limiter.take("192.0.2.1", 1_000 + n))).toEqual([0, 0, 0]);
    expect(limiter.take("192.0.2.1", 11_000)).toBe(50);
    expect(limiter.take("192.0.2.2", 11_000)).toBe(0);
    // The window ends: counted from zero again.
    expect(limiter.take("192.0.2.1", 61_000)).toBe(0);
  });

  it("never lets more than max calls of one address into one window, however they arrive", () => {
    const limiter = addressLimiter({ max: 5, windowSeconds: 60 });
    // A call every 100 ms for 3 minutes: 5 pass per 60 s window, each window from its first call.
    const passed = Array.from({ length: 1_800 }, (_, n) => n * 100).filter((at) => limiter.take("198.51.100.9", at) === 0);
    expect(passed).toEqual([0, 100, 200, 300, 400, 60_000, 60_100, 60_200, 60_300, 60_400, 120_000, 120_100, 120_200, 120_300, 120_400]);
  });

  it("keeps at most maxAddresses addresses", () => {
    const limiter = addressLimiter({ max: 1, windowSeconds: 60 }, 2);
    limiter.take("a", 0);
    limiter.take("b", 0);
    limiter.take("c", 0);
    // "a" was forgotten to make room: a new window.
    expect(limiter.take("a", 1)).toBe(0);
    expect(limiter.take("c", 1)).toBeGreaterThan(0);
  });
});
