import { Schema } from "effect";

/*
 * Shapes of the content service, a read-only headless CMS whose public API mirrors the common
 * "repository + refs + documents/search" design (SPEC 7). Only the fields the shop reads are
 * required; everything else a repository sends is tolerated.
 */

/** A published version of the content (`isMasterRef`) or a release / preview being prepared. */
export const ContentRef = Schema.Struct({
  id: Schema.String,
  ref: Schema.String,
  label: Schema.optional(Schema.String),
  isMasterRef: Schema.Boolean,
  scheduledAt: Schema.optional(Schema.NullOr(Schema.Number)),
});
export type ContentRef = typeof ContentRef.Type;

/** The repository root (`GET {endpoint}`): its refs, search forms and tags. */
export const ContentRepository = Schema.Struct({
  refs: Schema.Array(ContentRef),
  forms: Schema.Record(Schema.String, Schema.Unknown),
  tags: Schema.Array(Schema.String),
  languages: Schema.optional(Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String }))),
  /** Ref of the integration fields, passed along on searches when present. */
  integrationFieldsRef: Schema.optional(Schema.NullOr(Schema.String)),
});
export type ContentRepository = typeof ContentRepository.Type;

/** One document: FAQ entry, bundle description, page... Its fields live in `data`. */
export const ContentDocument = Schema.Struct({
  id: Schema.String,
  uid: Schema.optional(Schema.NullOr(Schema.String)),
  type: Schema.String,
  tags: Schema.Array(Schema.String),
  lang: Schema.String,
  url: Schema.optional(Schema.NullOr(Schema.String)),
  href: Schema.optional(Schema.String),
  first_publication_date: Schema.optional(Schema.NullOr(Schema.String)),
  last_publication_date: Schema.optional(Schema.NullOr(Schema.String)),
  alternate_languages: Schema.optional(
    Schema.Array(
      Schema.Struct({ id: Schema.String, uid: Schema.optional(Schema.NullOr(Schema.String)), type: Schema.String, lang: Schema.String }),
    ),
  ),
  data: Schema.Unknown,
});
export type ContentDocument = typeof ContentDocument.Type;

/** One page of `documents/search`. */
export const ContentSearchPage = Schema.Struct({
  page: Schema.Number,
  results_per_page: Schema.Number,
  results_size: Schema.Number,
  total_results_size: Schema.Number,
  total_pages: Schema.Number,
  next_page: Schema.NullOr(Schema.String),
  prev_page: Schema.NullOr(Schema.String),
  results: Schema.Array(ContentDocument),
});
export type ContentSearchPage = typeof ContentSearchPage.Type;
