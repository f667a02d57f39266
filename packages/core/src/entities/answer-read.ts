/*
 * Small readers of server answers without Effect's Schema (issue 18): the web's first screens
 * read the session's first answers with them before the Effect chunk has arrived. Each reader
 * gives what the contract's client decodes (core's ApiClient decodes an answer with the
 * endpoint's schema as a JSON codec, `Schema.toCodecJson`): same accept/refuse, same decoded
 * value, extra keys dropped. Property tests hold each entity's reader to its schema
 * (__tests__/*-read.test.ts). Where the JSON codec differs from a plain decode it is said here.
 */

/** What a reader could not vouch for: the schema would refuse the answer. */
export const REFUSED: unique symbol = Symbol("refused");
export type Read<A> = A | typeof REFUSED;
export type Reader<A> = (value: unknown) => Read<A>;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export const string: Reader<string> = (value) => (typeof value === "string" ? value : REFUSED);
export const boolean: Reader<boolean> = (value) => (typeof value === "boolean" ? value : REFUSED);
export const nullOr =
  <A>(read: Reader<A>): Reader<A | null> =>
  (value) =>
    value === null ? null : read(value);

/**
 * `Schema.Number` as a JSON codec: a finite number, or the texts "NaN", "Infinity" and
 * "-Infinity" for the values JSON cannot spell (a bare non-finite number is refused).
 */
export const jsonNumber: Reader<number> = (value) => {
  if (typeof value === "number") return Number.isFinite(value) ? value : REFUSED;
  if (value === "NaN") return Number.NaN;
  if (value === "Infinity") return Number.POSITIVE_INFINITY;
  if (value === "-Infinity") return Number.NEGATIVE_INFINITY;
  return REFUSED;
};

/** `Schema.Number.check(Schema.isInt())`: a safe integer. */
export const jsonInt: Reader<number> = (value) => {
  const number = jsonNumber(value);
  return number !== REFUSED && Number.isSafeInteger(number) ? number : REFUSED;
};

/** lenient.ts's EntityId: a string or a (finite, as JSON) number, kept as sent. */
export const entityId: Reader<string | number> = (value) =>
  typeof value === "string" || (typeof value === "number" && Number.isFinite(value)) ? value : REFUSED;

const NUMERIC_TEXT = /^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;
/** lenient.ts's LenientNumber: a finite number, or a text spelling one. */
export const lenientNumber: Reader<number> = (value) => {
  const number = typeof value === "number" ? value : typeof value === "string" && NUMERIC_TEXT.test(value) ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : REFUSED;
};

/** lenient.ts's LenientInt (`isInt` is a safe integer). */
export const lenientInt: Reader<number> = (value) => {
  const number = lenientNumber(value);
  return number !== REFUSED && Number.isSafeInteger(number) ? number : REFUSED;
};

const TRUE_TEXTS: ReadonlyArray<string> = ["true", "1", "y", "yes"];
const FALSE_TEXTS: ReadonlyArray<string> = ["false", "0", "n", "no", ""];
/** lenient.ts's FlagDefaultFalse: missing or null is false, else a LenientBoolean. */
export const flagDefaultFalse: Reader<boolean> = (value) => {
  if (value === null || value === undefined) return false;
  if (typeof value === "boolean") return value;
  if (value === 0 || value === 1) return value === 1;
  if (typeof value === "string") {
    const text = value.trim().toLowerCase();
    if (TRUE_TEXTS.includes(text)) return true;
    if (FALSE_TEXTS.includes(text)) return false;
  }
  return REFUSED;
};

/** lenient.ts's LenientText: missing or null is "", a finite number its text. */
export const lenientText: Reader<string> = (value) => {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : REFUSED;
};

/** lenient.ts's LenientCode: a text or a finite number, as trimmed text. */
export const lenientCode: Reader<string> = (value) =>
  typeof value === "string" || (typeof value === "number" && Number.isFinite(value)) ? String(value).trim() : REFUSED;

/** `Schema.Array(item)`: a real array whose every item reads. */
export const arrayOf =
  <A>(read: Reader<A>): Reader<ReadonlyArray<A>> =>
  (value) => {
    if (!Array.isArray(value)) return REFUSED;
    const out: A[] = [];
    for (const item of value) {
      const read_ = read(item);
      if (read_ === REFUSED) return REFUSED;
      out.push(read_);
    }
    return out;
  };

/** `Schema.Record(Schema.String, Schema.String)`. */
export const stringRecord: Reader<Readonly<Record<string, string>>> = (value) => {
  if (!isRecord(value)) return REFUSED;
  const entries = Object.entries(value);
  for (const [, text] of entries) if (typeof text !== "string") return REFUSED;
  // fromEntries defines each key, "__proto__" included, as JSON.parse does.
  return Object.fromEntries(entries) as Record<string, string>;
};

/** How a struct's field is read: required, with its reader, or one of the optional kinds. */
export type Field =
  /** Required key: `read(value)`, the key absent read as undefined (defaults read it). */
  | { readonly kind: "required"; readonly read: Reader<unknown> }
  /**
   * `Schema.optional(X)`: absent stays absent; as a JSON codec a null is read as undefined
   * when X itself refuses null (`optional(Schema.Boolean)`), else by X.
   */
  | { readonly kind: "optional"; readonly read: Reader<unknown>; readonly nullable: boolean };

export const required = (read: Reader<unknown>): Field => ({ kind: "required", read });
export const optional = (read: Reader<unknown>): Field => ({ kind: "optional", read, nullable: false });
/** `Schema.optional(Schema.NullOr(X))`. */
export const optionalNullOr = (read: Reader<unknown>): Field => ({ kind: "optional", read: nullOr(read), nullable: true });

/** `Schema.Struct(fields)`: a record (not an array) whose every field reads; other keys dropped. */
export const struct =
  <A>(fields: Readonly<Record<string, Field>>): Reader<A> =>
  (value) => {
    if (!isRecord(value)) return REFUSED;
    const out: Record<string, unknown> = {};
    for (const key in fields) {
      const field = fields[key]!;
      const present = Object.hasOwn(value, key);
      const sent = present ? value[key] : undefined;
      if (field.kind === "optional") {
        if (!present) continue;
        if (sent === undefined || (sent === null && !field.nullable)) {
          out[key] = undefined;
          continue;
        }
      }
      const read = field.read(sent);
      if (read === REFUSED) return REFUSED;
      out[key] = read;
    }
    return out as A;
  };

/** organisation.ts's Organisation. */
export const organisation: Reader<Record<string, unknown>> = struct({
  id: required(entityId),
  max_order_count_year: optionalNullOr(lenientInt),
  maintenance_mode: required(flagDefaultFalse),
  maintenance_title: optionalNullOr(string),
  maintenance_message: optionalNullOr(string),
  academy: optionalNullOr(string),
  terms_of_use: optionalNullOr(string),
  privacy_notice: optionalNullOr(string),
  currency: optionalNullOr(string),
  support_phone: optionalNullOr(string),
  support_email: optionalNullOr(string),
  support_hours: optionalNullOr(string),
});

/** organisation.ts's OrganisationOrId: the organisation, or its bare id as one with only `id`. */
export const organisationOrId: Reader<Record<string, unknown>> = (value) => {
  const embedded = organisation(value);
  if (embedded !== REFUSED) return embedded;
  const id = entityId(value);
  return id === REFUSED ? REFUSED : { id, maintenance_mode: false };
};

/** The value, or null when the schema would refuse it. */
export const orNull = <A>(read: Read<A>): A | null => (read === REFUSED ? null : read);
