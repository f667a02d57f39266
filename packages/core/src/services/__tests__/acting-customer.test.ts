import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { ActingCustomer } from "../acting-customer.ts";

describe("acting-customer", () => {
  it("starts with no office, remembers the one set and forgets it on clear", async () => {
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const acting = yield* ActingCustomer;
        const start = yield* acting.get();
        yield* acting.set("4711");
        const set = yield* acting.get();
        yield* acting.clear();
        return [start, set, yield* acting.get()];
      }).pipe(Effect.provide(ActingCustomer.layer)),
    );
    expect(seen).toEqual([null, "4711", null]);
  });

  it("can start with an office restored by the session", async () => {
    const value = await Effect.runPromise(
      Effect.flatMap(ActingCustomer, (acting) => acting.get()).pipe(Effect.provide(ActingCustomer.layerMemory("1234"))),
    );
    expect(value).toBe("1234");
  });
});
