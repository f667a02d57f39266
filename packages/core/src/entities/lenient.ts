import { Effect, Schema, SchemaGetter } from "effect";

/*
 * Lenient primitives for server answers.
 *
 * The admin API is an older PHP/JS backend in spirit: numbers sometimes arrive as strings
 * ("12", "12.50"), booleans as "true"/"1"/1, and empty text fields as null. We accept exactly
 * those spellings and normalise them, so the rest of core sees one type per field. Anything
 * else (e.g. "abc" for a number, "yes" for a boolean) is still a decode error naming the
 * field: leniency is about spelling, never about guessing.
 */

/** Ids are numbers in some tables and strings (UUIDs, part numbers) in others; kept as sent. */
export const EntityId = Schema.Union([Schema.String, Schema.Number]);
export type EntityId = typeof EntityId.Type;

const NUMERIC_TEXT = /^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

/** A finite number, or a string spelling one ("12", " 12.5 "). The empty string is rejected. */
export const LenientNumber = Schema.Union([
  Schema.Finite,
  Schema.String.check(Schema.isPattern(NUMERIC_TEXT, { expected: "a number or a numeric string" })).pipe(
    Schema.decodeTo(Schema.Finite, {
      decode: SchemaGetter.transform((text: string) => Number(text)),
      encode: SchemaGetter.transform((value: number) => String(value)),
    }),
  ),
]);

/** An integer, or a string spelling one ("3"). */
export const LenientInt = LenientNumber.check(Schema.isInt());

const TRUE_TEXTS = ["true", "1", "y", "yes"] as const;
const FALSE_TEXTS = ["false", "0", "n", "no", ""] as const;
const BOOLEAN_TEXTS = [...TRUE_TEXTS, ...FALSE_TEXTS] as const;

/**
 * A boolean, or one of the spellings servers use for it: 1/0, "1"/"0", "true"/"false",
 * "Y"/"N", "yes"/"no" (any case), and "" for false. Other values are decode errors.
 */
export const LenientBoolean = Schema.Union([
  Schema.Boolean,
  Schema.Literals([0, 1]).pipe(
    Schema.decodeTo(Schema.Boolean, {
      decode: SchemaGetter.transform((bit: 0 | 1) => bit === 1),
      encode: SchemaGetter.transform((flag: boolean) => (flag ? 1 : 0)),
    }),
  ),
  Schema.String.check(
    Schema.makeFilter((text: string) => (BOOLEAN_TEXTS as ReadonlyArray<string>).includes(text.trim().toLowerCase()), {
      expected: 'a boolean ("true", "false", "1", "0", "Y", "N")',
    }),
  ).pipe(
    Schema.decodeTo(Schema.Boolean, {
      decode: SchemaGetter.transform((text: string) => (TRUE_TEXTS as ReadonlyArray<string>).includes(text.trim().toLowerCase())),
      encode: SchemaGetter.transform((flag: boolean) => (flag ? "true" : "false")),
    }),
  ),
]);

/** A boolean that defaults to false when the key is missing, null or undefined. */
export const FlagDefaultFalse = Schema.NullOr(LenientBoolean).pipe(
  Schema.decodeTo(Schema.Boolean, {
    decode: SchemaGetter.transform((flag: boolean | null) => flag ?? false),
    encode: SchemaGetter.transform((flag: boolean) => flag),
  }),
  Schema.withDecodingDefaultType(Effect.succeed(false)),
);

/**
 * Free text where servers send null for "empty" and numbers for codes (postal codes, customer
 * numbers). Normalised to a string; missing or null becomes "".
 */
export const LenientText = Schema.Union([Schema.String, Schema.Finite, Schema.Null]).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((value: string | number | null) => (value === null ? "" : String(value))),
    encode: SchemaGetter.transform((text: string) => text),
  }),
  Schema.withDecodingDefaultType(Effect.succeed("")),
);

/** Optional text that stays null when absent (titles, links: "not set" differs from ""). */
export const OptionalText = Schema.optional(Schema.NullOr(Schema.String));

/** A required code that servers send as text or as a number (customer numbers): kept as text. */
export const LenientCode = Schema.Union([Schema.String, Schema.Finite]).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((value: string | number) => String(value).trim()),
    encode: SchemaGetter.transform((text: string) => text),
  }),
);
