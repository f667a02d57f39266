import { Schema } from "effect";

/**
 * A shop category as the admin API serves it (`GET /category`). Products point at it through
 * `category.{id, key, link}`, and the shop selects a category by any of the three.
 */
export const Category = Schema.Struct({
  id: Schema.Union([Schema.String, Schema.Number]),
  /** Stable code, e.g. `BREAST_PUMPS`; `PKG` is reserved for bundles. */
  key: Schema.String,
  /** URL segment used in `/c-p/{category}/{id}`. */
  link: Schema.String,
  name: Schema.String,
  /** Id of the parent category for sub-categories; absent or null for a top-level category. */
  parent: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Number]))),
  description: Schema.optional(Schema.NullOr(Schema.String)),
  image: Schema.optional(Schema.NullOr(Schema.String)),
  organisation: Schema.Struct({ id: Schema.Union([Schema.String, Schema.Number]) }),
  /** Position on the shop home; lower comes first. */
  sort_order: Schema.Number,
});
export type Category = typeof Category.Type;
