import { Effect, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memoryKeyValueStore, readJson, Storage, writeJson, type SyncKeyValueStore } from "../storage.ts";

const Cart = Schema.Struct({ step: Schema.Number, code: Schema.NullOr(Schema.String) });

const withStore = <A, E>(store: SyncKeyValueStore, program: Effect.Effect<A, E, Storage>) =>
  Effect.runPromise(program.pipe(Effect.provide(Storage.layerFrom(store))));

describe("storage", () => {
  it("gets, sets and removes strings; a missing key is null", async () => {
    const store = memoryKeyValueStore({ kept: "1" });
    const result = await withStore(
      store,
      Effect.gen(function* () {
        const storage = yield* Storage;
        const missing = yield* storage.get("nothing");
        yield* storage.set("cart", "{}");
        yield* storage.remove("kept");
        return { missing, cart: yield* storage.get("cart") };
      }),
    );
    expect(result).toEqual({ missing: null, cart: "{}" });
    expect(store.entries()).toEqual({ cart: "{}" });
  });

  it("round-trips any value of a schema through JSON", async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ step: fc.integer(), code: fc.option(fc.string(), { nil: null }) }), async (cart) => {
        const read = await Effect.runPromise(
          Effect.gen(function* () {
            yield* writeJson("cart", Cart, cart);
            return yield* readJson("cart", Cart);
          }).pipe(Effect.provide(Storage.layerMemory())),
        );
        expect(read).toEqual(cart);
      }),
      { numRuns: 100 },
    );
  });

  it("ignores a stored value that is not JSON or not of the schema's shape", async () => {
    const read = (raw: string) =>
      withStore(memoryKeyValueStore({ cart: raw }), readJson("cart", Cart));
    expect(await read("{not json")).toBeNull();
    expect(await read('{"step":"two","code":null}')).toBeNull();
    expect(await read('{"step":2,"code":null}')).toEqual({ step: 2, code: null });
  });

  it("turns a store that throws (quota, disabled storage) into a StorageError", async () => {
    const broken: SyncKeyValueStore = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    const failures = await withStore(
      broken,
      Effect.gen(function* () {
        const storage = yield* Storage;
        return [yield* Effect.flip(storage.get("a")), yield* Effect.flip(storage.set("a", "b"))];
      }),
    );
    expect(failures.map((error) => [error._tag, error.operation, error.key])).toEqual([
      ["StorageError", "get", "a"],
      ["StorageError", "set", "a"],
    ]);
  });
});
