import { Effect, Result, Schema, SchemaIssue } from "effect";

/**
 * A server answer that does not match its schema. `field` is the failing path written the way
 * a developer reads it (`products[3].price`, `orders[0].created`), or "" when the answer as a
 * whole is wrong (e.g. an HTML error page instead of JSON). `message` is the first problem in
 * English, for logs: users see a translated generic error, never this text.
 */
export class DecodeError extends Schema.TaggedError<DecodeError>()("DecodeError", {
  entity: Schema.String,
  field: Schema.String,
  message: Schema.String,
}) {}

const formatIssue = SchemaIssue.makeFormatterStandardSchemaV1();

type PathSegment = PropertyKey | { readonly key: PropertyKey };

/** `["products", 3, "price"]` -> `products[3].price`. */
export const formatFieldPath = (path: ReadonlyArray<PathSegment>): string =>
  path
    .map((segment) => (typeof segment === "object" ? segment.key : segment))
    .reduce<string>((text, key) => {
      if (typeof key === "number") return `${text}[${key}]`;
      const name = String(key);
      return text === "" ? name : `${text}.${name}`;
    }, "");

/** Turns Effect's schema issue into our DecodeError, naming the first failing field. */
export const decodeErrorOf = (entity: string, error: Schema.SchemaError): DecodeError => {
  const first = formatIssue(error.issue).issues[0];
  return new DecodeError({
    entity,
    field: formatFieldPath(first?.path ?? []),
    message: first?.message ?? error.message,
  });
};

/**
 * Decodes a server answer with an entity schema, as an Effect that fails with DecodeError.
 * Bad data never throws: it becomes a typed failure naming the entity and the field.
 *
 *   decodeServerAnswer(User, "user")(json) // Effect<User, DecodeError>
 */
export const decodeServerAnswer =
  <S extends Schema.ConstraintDecoder<unknown>>(schema: S, entity: string) =>
  (input: unknown): Effect.Effect<S["Type"], DecodeError> =>
    Effect.suspend(() => {
      const result = decodeServerAnswerResult(schema, entity)(input);
      return Result.isSuccess(result) ? Effect.succeed(result.success) : Effect.fail(result.failure);
    });

/** The synchronous variant of decodeServerAnswer, for reducers, selectors and tests. */
export const decodeServerAnswerResult =
  <S extends Schema.ConstraintDecoder<unknown>>(schema: S, entity: string) => {
    const decode = Schema.decodeUnknownResult(schema);
    return (input: unknown): Result.Result<S["Type"], DecodeError> => {
      try {
        return Result.mapError(decode(input), (error) => decodeErrorOf(entity, error));
      } catch (defect) {
        // A transformation that throws is a bug in a schema, but the promise stands: never crash.
        return Result.fail(new DecodeError({ entity, field: "", message: String(defect) }));
      }
    };
  };
