import { Context, Effect, Layer, Ref } from "effect";
import { Storage, type StorageError } from "./storage.ts";

/** Storage key of the session token (SPEC 7: "the token is kept in local storage"). */
export const TOKEN_STORAGE_KEY = "token";

/**
 * Keeps the bearer token of the signed-in user. The API client reads it before every call;
 * the session machine sets it on login and clears it on logout.
 */
export class TokenStore extends Context.Service<
  TokenStore,
  {
    /** The current token, or `null` when nobody is signed in. */
    get(): Effect.Effect<string | null, StorageError>;
    set(token: string): Effect.Effect<void, StorageError>;
    clear(): Effect.Effect<void, StorageError>;
  }
>()("@proshop/core/services/TokenStore") {
  /** Production: the token lives in the adapter's `Storage` (localStorage on the web, a file in the CLI). */
  static readonly layer: Layer.Layer<TokenStore, never, Storage> = Layer.effect(TokenStore)(
    Effect.gen(function* () {
      const storage = yield* Storage;
      return TokenStore.of({
        get: Effect.fn("TokenStore.get")(function* () {
          const token = yield* storage.get(TOKEN_STORAGE_KEY);
          // An empty string is what some old sessions left behind: treat it as "no token".
          return token === null || token === "" ? null : token;
        }),
        set: Effect.fn("TokenStore.set")((token: string) => storage.set(TOKEN_STORAGE_KEY, token)),
        clear: Effect.fn("TokenStore.clear")(() => storage.remove(TOKEN_STORAGE_KEY)),
      });
    }),
  );

  /** Tests: the token in a `Ref`, optionally already signed in. */
  static readonly layerMemory = (initial: string | null = null): Layer.Layer<TokenStore> =>
    Layer.effect(TokenStore)(
      Effect.gen(function* () {
        const ref = yield* Ref.make(initial);
        return TokenStore.of({
          get: Effect.fn("TokenStore.get")(() => Ref.get(ref)),
          set: Effect.fn("TokenStore.set")((token: string) => Ref.set(ref, token)),
          clear: Effect.fn("TokenStore.clear")(() => Ref.set(ref, null)),
        });
      }),
    );
}
