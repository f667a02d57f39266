import { asc } from "drizzle-orm";
import { Context, Data, Effect, Layer } from "effect";
import { Db } from "../db/client.ts";
import { contentDocuments } from "../db/schema.ts";
import type { StoredContentDocument } from "./document.ts";

/** The documents could not be read (database down): answered 500 without details. */
export class ContentStoreError extends Data.TaggedError("ContentStoreError")<{ readonly cause: unknown }> {}

/**
 * Where the content service reads its documents. It reads them all on every request and
 * evaluates the filter language in memory: the repository holds tens to hundreds of FAQ and
 * bundle texts, reading them is one indexed scan, and one evaluator then serves PGlite and
 * PostgreSQL alike with exactly the semantics core's client relies on. Nothing is cached, so
 * several instances on one database always agree (and agree on the master ref).
 */
export class ContentStore extends Context.Service<
  ContentStore,
  { readonly documents: Effect.Effect<ReadonlyArray<StoredContentDocument>, ContentStoreError> }
>()("@proshop/server/content/ContentStore") {
  /** Documents from the `content_documents` table. */
  static readonly layer: Layer.Layer<ContentStore, never, Db> = Layer.effect(ContentStore)(
    Effect.gen(function* () {
      const db = yield* Db;
      return ContentStore.of({
        documents: Effect.tryPromise({
          try: () => db.select().from(contentDocuments).orderBy(asc(contentDocuments.id)),
          catch: (cause) => new ContentStoreError({ cause }),
        }).pipe(
          Effect.map((rows) =>
            rows.map(
              (row): StoredContentDocument => ({
                id: row.id,
                uid: row.uid,
                type: row.type,
                lang: row.lang,
                tags: row.tags,
                data: row.data,
                firstPublicationDate: row.firstPublicationDate,
                lastPublicationDate: row.lastPublicationDate,
              }),
            ),
          ),
        ),
      });
    }),
  );

  /** A fixed set of documents (unit tests). */
  static readonly fromDocuments = (documents: ReadonlyArray<StoredContentDocument>): Layer.Layer<ContentStore> =>
    Layer.succeed(ContentStore, ContentStore.of({ documents: Effect.succeed(documents) }));
}
