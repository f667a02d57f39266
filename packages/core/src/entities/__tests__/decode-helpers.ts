import { Result, type Schema } from "effect";
import { expect } from "vitest";
import { decodeServerAnswerResult } from "../decode.ts";

/** Decodes and asserts success, returning the value. */
export const decodeOk = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, input: unknown): S["Type"] => {
  const result = decodeServerAnswerResult(schema, "test")(input);
  if (Result.isFailure(result)) throw new Error(`expected success, got ${result.failure.field}: ${result.failure.message}`);
  return result.success;
};

/** Decodes and asserts failure on exactly this field path; returns the message. */
export const expectBadField = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  entity: string,
  input: unknown,
  field: string,
): string => {
  const result = decodeServerAnswerResult(schema, entity)(input);
  expect(Result.isFailure(result), `expected ${entity}.${field} to fail`).toBe(true);
  if (Result.isSuccess(result)) return "";
  expect(result.failure.entity).toBe(entity);
  expect(result.failure.field).toBe(field);
  return result.failure.message;
};
