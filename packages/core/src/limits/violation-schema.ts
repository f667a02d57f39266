/*
 * The schemas of a limit violation, apart from its rules and words (violation.ts, which
 * re-exports their types) so that a first screen showing a violation, and a file replay, do not
 * load Effect's Schema (issue 18).
 */

import { Schema } from "effect";
import { LIMIT_CODES, LIMIT_SCOPES, LIMIT_UNITS } from "./limit-codes.ts";

export const LimitCode = Schema.Literals(LIMIT_CODES);
export type LimitCode = typeof LimitCode.Type;

export const LimitScope = Schema.Literals(LIMIT_SCOPES);
export type LimitScope = typeof LimitScope.Type;

export const LimitUnit = Schema.Literals(LIMIT_UNITS);
export type LimitUnit = typeof LimitUnit.Type;

/** What would fix it, as a message id and its parameters (raw numbers: amounts in cents). */
export const LimitFix = Schema.Struct({
  id: Schema.String,
  params: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])),
});
export type LimitFix = typeof LimitFix.Type;

/**
 * A limit that a cart change ran into, or that the cart currently breaks. It explains itself,
 * and the same object feeds the web's snackbar, the CLI's output and the server's refusal
 * (`{ error: { code, message, ...violation } }`).
 *
 * - `limit`: the ceiling (for `free_items_need_paid_items`: the paid units required, 1; for the
 *   `product_*` codes: 0, none of the product can be ordered now; for `bundle_full`: the
 *   bundle's `max_size`).
 * - `used`: what already counts against it before the change (for a standing violation: now;
 *   for `product_*`: the units of that line; for `bundle_full`: the units in the bundle).
 * - `requested`: what the change asked to add on top of `used` (0 for a standing violation).
 * - `remaining`: what can still be added, `max(0, limit - used)` (for
 *   `free_items_need_paid_items`: the paid units still needed).
 * - `fix.params.date` (`product_not_available_yet`): the `YYYY-MM-DD` from which it can be ordered.
 */
export const LimitViolation = Schema.Struct({
  code: LimitCode,
  scope: LimitScope,
  limit: Schema.Number,
  used: Schema.Number,
  requested: Schema.Number,
  remaining: Schema.Number,
  unit: LimitUnit,
  part_no: Schema.optional(Schema.String),
  product_name: Schema.optional(Schema.String),
  fix: LimitFix,
});
export type LimitViolation = typeof LimitViolation.Type;
