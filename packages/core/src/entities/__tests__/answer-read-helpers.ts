import fc from "fast-check";
import { Result, Schema } from "effect";

/**
 * What core's ApiClient gets for an answer: the contract's client decodes a JSON body with the
 * endpoint's schema as a JSON codec (`Schema.toCodecJson`), the reference of the plain readers.
 */
export const byClientDecode = <S extends Schema.Top>(schema: S) => {
  const decode = Schema.decodeUnknownResult(Schema.toCodecJson(schema) as unknown as Schema.Codec<S["Type"], unknown>);
  return (answer: unknown): S["Type"] | null => {
    const result = decode(answer);
    return Result.isSuccess(result) ? result.success : null;
  };
};

/** Any JSON scalar a server could send (JSON.parse gives ±Infinity for 1e400, never NaN). */
export const anyScalar = fc.oneof(
  fc.constantFrom<unknown>(
    null, true, false, 0, -0, 1, 2, -1, 1.5, 2 ** 60, 1e300, Infinity, -Infinity,
    "", "1", "0", "true", "FALSE", " yes ", "n", "on", "12", " 3 ", "1e2", "1e400", "2.5", "abc", "NaN", "Infinity", "-Infinity", "Y", "N",
  ),
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Any JSON value, shallow. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: anyScalar },
  { weight: 1, arbitrary: fc.array(anyScalar, { maxLength: 2 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("id", "a", "__proto__", "key"), anyScalar, { maxKeys: 2 }) },
);

const ABSENT = Symbol("absent");

/**
 * An answer object: each key mostly one of its usual spellings (`good`), sometimes any JSON value,
 * sometimes absent (rarely for the keys the schema requires), plus an extra key now and then.
 */
export const answerOf = (spec: Readonly<Record<string, { readonly good: fc.Arbitrary<unknown>; readonly required?: boolean }>>) =>
  fc
    .record({
      ...Object.fromEntries(
        Object.entries(spec).map(([key, { good, required }]) => [
          key,
          fc.oneof(
            { weight: 40, arbitrary: good },
            { weight: 1, arbitrary: anyJson },
            { weight: required === true ? 1 : 12, arbitrary: fc.constant<unknown>(ABSENT) },
          ),
        ]),
      ),
      extra: fc.oneof({ weight: 3, arbitrary: fc.constant<unknown>(ABSENT) }, { weight: 1, arbitrary: anyJson }),
    })
    .map((answer) => Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== ABSENT)));

export const goodId = fc.oneof(fc.integer({ min: -5, max: 99999 }), fc.string({ maxLength: 5 }), fc.constantFrom("7", 7));
export const goodText = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom("", "fr", "APPROVED"));
export const goodNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom("NaN", "Infinity", "-Infinity", 0, -0));
export const goodFlag = fc.constantFrom<unknown>(true, false, 0, 1, "1", "0", "true", "False", " Y ", "n", "", null, "yes", "no");
export const goodLenientText = fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constantFrom<unknown>(null, 1.5, "1234 AB"));
export const goodLenientNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom<unknown>("12", " 12.5 ", "1e2", "abc", "", ".5", "-3"));
export const orNullArb = <A>(arbitrary: fc.Arbitrary<A>) => fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });

export const goodOrganisation = fc.oneof(
  goodId,
  answerOf({
    id: { good: goodId, required: true },
    max_order_count_year: { good: fc.oneof(fc.integer(), fc.constantFrom<unknown>(null, "4", "2.5", 1e20, "1e2")) },
    maintenance_mode: { good: goodFlag },
    maintenance_title: { good: orNullArb(goodText) },
    maintenance_message: { good: orNullArb(goodText) },
    academy: { good: orNullArb(goodText) },
    terms_of_use: { good: orNullArb(goodText) },
    privacy_notice: { good: orNullArb(goodText) },
  }),
);
