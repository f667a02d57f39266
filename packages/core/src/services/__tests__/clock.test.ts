import { Effect, Fiber } from "effect";
import { TestClock } from "effect/testing";
import { describe, expect, it } from "vitest";
import { currentClockDate, currentClockMillis, fixedClockLayer } from "../clock.ts";

describe("clock", () => {
  it("reads the live clock by default", async () => {
    const before = Date.now();
    const now = await Effect.runPromise(currentClockMillis);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("stands still at a fixed time in tests until the test moves it", async () => {
    const at = new Date("2026-12-31T23:59:30Z");
    const dates = await Effect.runPromise(
      Effect.gen(function* () {
        const first = yield* currentClockDate;
        const second = yield* currentClockDate;
        yield* TestClock.adjust("1 minute");
        return [first, second, yield* currentClockDate].map((date) => date.toISOString());
      }).pipe(Effect.provide(fixedClockLayer(at))),
    );
    expect(dates).toEqual(["2026-12-31T23:59:30.000Z", "2026-12-31T23:59:30.000Z", "2027-01-01T00:00:30.000Z"]);
  });

  it("lets sleeps finish without waiting for real time", async () => {
    const woke = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(Effect.as(Effect.sleep("1 hour"), "woke"));
        yield* TestClock.adjust("1 hour");
        return yield* Fiber.join(fiber);
      }).pipe(Effect.provide(fixedClockLayer(0))),
    );
    expect(woke).toBe("woke");
  });
});
