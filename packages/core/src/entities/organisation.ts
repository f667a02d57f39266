import { Schema, SchemaGetter } from "effect";
import { EntityId, FlagDefaultFalse, LenientInt, OptionalText } from "./lenient.ts";

/**
 * An organisation (a market or brand site) as the admin API serves it. Only `id` is required:
 * the other fields are settings an administrator may leave empty.
 */
export const Organisation = Schema.Struct({
  id: EntityId,
  /** Orders a company may place per calendar year; null or absent means no limit. */
  max_order_count_year: Schema.optional(Schema.NullOr(LenientInt)),
  maintenance_mode: FlagDefaultFalse,
  maintenance_title: OptionalText,
  /** Rich text (HTML) shown on the maintenance page. */
  maintenance_message: OptionalText,
  /** Link of the professionals' academy in the top bar, when the organisation has one. */
  academy: OptionalText,
  terms_of_use: OptionalText,
  privacy_notice: OptionalText,
  /** ISO 4217 code of the market's prices (SPEC 9); read it with `shopCurrency`. */
  currency: OptionalText,
  /** The market's support line (SPEC 1's {phone}), shown on the contact page, the FAQ, the CLI and the e-mails. */
  support_phone: OptionalText,
  /** The market's support address (SPEC 1's {email}); contact questions go there. */
  support_email: OptionalText,
  /** When the support line answers, "HH:MM-HH:MM" on working days, market time (`supportHoursOf`). */
  support_hours: OptionalText,
});
export type Organisation = typeof Organisation.Type;

/**
 * Some answers embed the organisation, others only its id. Both decode to an Organisation
 * (a bare id gives one with only `id` and the defaults), so callers never branch on the shape.
 */
export const OrganisationOrId = Schema.Union([
  Organisation,
  EntityId.pipe(
    Schema.decodeTo(Organisation, {
      decode: SchemaGetter.transform((id: EntityId) => ({ id })),
      encode: SchemaGetter.transform((organisation: typeof Organisation.Encoded) => organisation.id),
    }),
  ),
]);

/** Ids compare loosely: 7 and "7" name the same organisation. */
export const sameEntityId = (a: EntityId | null | undefined, b: EntityId | null | undefined): boolean =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
