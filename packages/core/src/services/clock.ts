import { Clock, Effect, Layer } from "effect";
import { TestClock } from "effect/testing";

/*
 * Time, the Effect way. We deliberately do NOT define our own Clock service: Effect's `Clock`
 * is already a service (a `Context.Reference` with the live clock as default, so production
 * needs no layer at all), and it is the clock that `Effect.sleep`, `Schedule`, `Cache` time-outs
 * and `DateTime.now` use. A home-made service would give services a second, disagreeing notion
 * of time: the content client's retry-after wait, its 500 ms page pause and its 5000 ms cache
 * would still run on Effect's clock. `TestClock` replaces that one clock in tests, fixes "now"
 * and lets a test move time forward without waiting.
 *
 * Rules never read the clock: they take `now` as an argument. Machines get it from an actor
 * slot the adapter fills with `actorFromEffect(runtime, () => currentClockDate)` (runtime.ts),
 * or as input from the adapter.
 */

/** Milliseconds since the epoch, from the clock in context (live, or `TestClock` in tests). */
export const currentClockMillis: Effect.Effect<number> = Clock.currentTimeMillis;

/** The current time as a `Date`, from the clock in context. */
export const currentClockDate: Effect.Effect<Date> = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms));

/**
 * Test layer: a `TestClock` standing still at `at` until the test calls `TestClock.adjust`.
 * Sleeps wait for the test to move time, so nothing ever waits for real time.
 */
export const fixedClockLayer = (at: Date | number) =>
  Layer.effectDiscard(TestClock.setTime(typeof at === "number" ? at : at.getTime())).pipe(
    Layer.provideMerge(TestClock.layer()),
  );
