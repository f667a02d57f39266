import { Context, Effect, Layer, Schema } from "effect";

/** A key-value store could not be read or written (quota exceeded, storage disabled, unwritable file). */
export class StorageError extends Schema.TaggedError<StorageError>()("StorageError", {
  key: Schema.String,
  operation: Schema.Literals(["get", "set", "remove"]),
  cause: Schema.Defect(),
}) {}

/**
 * The synchronous key-value shape shared by the browser's `localStorage`, a `Map`-backed
 * memory store and the CLI's file store. Declared structurally so core never depends on
 * DOM types.
 */
export interface SyncKeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Key-value persistence for the adapters: the web gives it `localStorage`, the CLI a file.
 * Values are strings (JSON in practice); `readJson` / `writeJson` add schema decoding.
 */
export class Storage extends Context.Service<
  Storage,
  {
    /** The stored string, or `null` when the key was never set. */
    get(key: string): Effect.Effect<string | null, StorageError>;
    set(key: string, value: string): Effect.Effect<void, StorageError>;
    remove(key: string): Effect.Effect<void, StorageError>;
  }
>()("@proshop/core/services/Storage") {
  /** Storage over any `getItem`/`setItem`/`removeItem` store; exceptions become `StorageError`s. */
  static readonly layerFrom = (store: SyncKeyValueStore): Layer.Layer<Storage> =>
    Layer.succeed(Storage)(makeStorage(store));

  /** In-memory storage for tests and for runs that should leave nothing behind. */
  static readonly layerMemory = (initial: Readonly<Record<string, string>> = {}): Layer.Layer<Storage> =>
    Layer.sync(Storage)(() => makeStorage(memoryKeyValueStore(initial)));
}

const makeStorage = (store: SyncKeyValueStore): Storage["Service"] =>
  Storage.of({
    get: Effect.fn("Storage.get")((key: string) =>
      Effect.try({
        try: () => store.getItem(key),
        catch: (cause) => new StorageError({ key, operation: "get", cause }),
      }),
    ),
    set: Effect.fn("Storage.set")((key: string, value: string) =>
      Effect.try({
        try: () => store.setItem(key, value),
        catch: (cause) => new StorageError({ key, operation: "set", cause }),
      }),
    ),
    remove: Effect.fn("Storage.remove")((key: string) =>
      Effect.try({
        try: () => store.removeItem(key),
        catch: (cause) => new StorageError({ key, operation: "remove", cause }),
      }),
    ),
  });

/** A `SyncKeyValueStore` kept in a `Map`; exported so adapters and tests can inspect what was written. */
export const memoryKeyValueStore = (initial: Readonly<Record<string, string>> = {}): SyncKeyValueStore & {
  readonly entries: () => Record<string, string>;
} => {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    entries: () => Object.fromEntries(map),
  };
};

/**
 * Reads a JSON value and decodes it with a schema. A missing key, unparsable JSON or a value
 * of the wrong shape all give `null`: persisted state from an older version must never stop
 * the shop from starting, it is simply ignored.
 */
export const readJson = <A, I>(key: string, schema: Schema.Codec<A, I>): Effect.Effect<A | null, StorageError, Storage> =>
  Effect.gen(function* () {
    const raw = yield* (yield* Storage).get(key);
    if (raw === null) return null;
    return yield* Schema.decodeUnknownEffect(Schema.fromJsonString(schema))(raw).pipe(
      Effect.catchTag("SchemaError", () => Effect.succeed(null)),
    );
  }).pipe(Effect.withSpan("Storage.readJson"));

/** Encodes a value with its schema and stores it as a JSON string. */
export const writeJson = <A, I>(key: string, schema: Schema.Codec<A, I>, value: A): Effect.Effect<void, StorageError, Storage> =>
  Effect.gen(function* () {
    const encoded = yield* Schema.encodeEffect(schema)(value).pipe(Effect.orDie);
    yield* (yield* Storage).set(key, JSON.stringify(encoded));
  }).pipe(Effect.withSpan("Storage.writeJson"));
