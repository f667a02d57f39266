import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { memoryKeyValueStore, Storage } from "../storage.ts";
import { TOKEN_STORAGE_KEY, TokenStore } from "../token-store.ts";

const lifecycle = Effect.gen(function* () {
  const tokens = yield* TokenStore;
  const before = yield* tokens.get();
  yield* tokens.set("abc");
  const during = yield* tokens.get();
  yield* tokens.clear();
  return [before, during, yield* tokens.get()];
});

describe("token-store", () => {
  it("keeps the token in memory for tests", async () => {
    expect(await Effect.runPromise(lifecycle.pipe(Effect.provide(TokenStore.layerMemory())))).toEqual([null, "abc", null]);
    const signedIn = await Effect.runPromise(Effect.flatMap(TokenStore, (tokens) => tokens.get()).pipe(Effect.provide(TokenStore.layerMemory("t0"))));
    expect(signedIn).toBe("t0");
  });

  it("keeps the token in the adapter's storage under 'token'", async () => {
    const store = memoryKeyValueStore({ [TOKEN_STORAGE_KEY]: "from-last-visit" });
    const layer = TokenStore.layer.pipe(Layer.provide(Storage.layerFrom(store)));
    const [first] = await Effect.runPromise(lifecycle.pipe(Effect.provide(layer)));
    expect(first).toBe("from-last-visit");
    expect(store.entries()).toEqual({});
    await Effect.runPromise(Effect.flatMap(TokenStore, (tokens) => tokens.set("next")).pipe(Effect.provide(layer)));
    expect(store.entries()).toEqual({ token: "next" });
  });

  it("treats an empty stored token as signed out", async () => {
    const layer = TokenStore.layer.pipe(Layer.provide(Storage.layerMemory({ token: "" })));
    expect(await Effect.runPromise(Effect.flatMap(TokenStore, (tokens) => tokens.get()).pipe(Effect.provide(layer)))).toBeNull();
  });
});
