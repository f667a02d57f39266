/*
 * The schemas of what the limit rules read besides the cart, apart from the rules (limits.ts,
 * which re-exports their types) so that the cart machine, and a file replay, do not load Effect's
 * Schema (issue 18).
 */

import { Schema } from "effect";

/**
 * The limits and availability of one product as the catalogue knows them (a `ShopProduct`
 * fits). An absent availability field counts as "nothing against it", as in `ShopProduct`.
 */
export const CartProductLimits = Schema.Struct({
  SKUName: Schema.optional(Schema.String),
  max_order_amount: Schema.optional(Schema.NullOr(Schema.Number)),
  max_per_order: Schema.optional(Schema.NullOr(Schema.Number)),
  max_per_year: Schema.optional(Schema.NullOr(Schema.Number)),
  ordered_this_year: Schema.optional(Schema.Number),
  stock: Schema.optional(Schema.Number),
  online: Schema.optional(Schema.Boolean),
  download_only: Schema.optional(Schema.Boolean),
  available_from: Schema.optional(Schema.NullOr(Schema.String)),
  incomplete: Schema.optional(Schema.Boolean),
});
export type CartProductLimits = typeof CartProductLimits.Type;

/**
 * What the limit rules need besides the cart. Everything is optional so the web can start with
 * `{}` and the server can pass what it trusts:
 * - `max_order_amount`: the user's max order amount in cents; when a number, it is used instead
 *   of the cart's `max` (which a client could have edited).
 * - `products`: limits and availability by part_no; when a product is listed, its entry
 *   replaces the snapshot the cart line took when it was added (so after a product update the
 *   cart is judged on the fresh catalogue).
 * - `company_orders_this_year` / `max_order_count_year`: the company's orders created this
 *   calendar year and the organisation's yearly maximum.
 * - `license_refused`: set (with the company's name) when the company ordered for has had its
 *   licence refused: no add is allowed (cart/add-block.ts).
 * - `today`: the day (`YYYY-MM-DD`) `available_from` dates are judged on. The cart machine
 *   sets it from its clock, the server from its own; rules never read the clock. Without it,
 *   dates are not checked.
 */
export const CartLimitContext = Schema.Struct({
  max_order_amount: Schema.optional(Schema.NullOr(Schema.Number)),
  products: Schema.optional(Schema.Record(Schema.String, CartProductLimits)),
  company_orders_this_year: Schema.optional(Schema.Number),
  max_order_count_year: Schema.optional(Schema.NullOr(Schema.Number)),
  license_refused: Schema.optional(Schema.Struct({ company: Schema.String })),
  today: Schema.optional(Schema.String),
});
export type CartLimitContext = typeof CartLimitContext.Type;
