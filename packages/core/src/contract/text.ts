import { Schema } from "effect";

/*
 * What any text in a request body may be (issue 11): bounded, without NUL, without control
 * characters other than tab and newline. PostgreSQL refuses a NUL byte and an index
 * row has a size limit, so without these rules a crafted value is a 500 rather than a 400. The
 * rules run on the whole decoded body (`checkedBody`), so every string field of every request
 * is bounded, including the ones whose schema names no maximum of its own.
 */

/** Longest text any request field may carry when its schema names no tighter maximum. */
export const MAX_TEXT_LENGTH = 10_000;
/** Longest e-mail address (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** Longest password a request may carry: core's password rule says it (forms/password-rules.ts). */
export { MAX_PASSWORD_LENGTH } from "../forms/password-rules.ts";

/**
 * C0 control characters but tab and newline (and the carriage return of a CRLF line break),
 * and the C1 ones (U+0080-U+009F, issue 32 item 14: CSI U+009B starts the same sequences as
 * ESC [): stored texts are printed later in a support agent's terminal (issue 11 item 7),
 * where escape sequences clear the screen or fake messages.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u0080-\u009f]/;

/** Why `text` may not be stored, or undefined when it may. */
export const textProblem = (text: string, max: number = MAX_TEXT_LENGTH): string | undefined => {
  if (text.length > max) return `at most ${max} characters`;
  if (text.includes("\u0000")) return "must not contain NUL characters";
  if (CONTROL.test(text)) return "must not contain control characters (only tab and newline)";
  return undefined;
};

type Path = ReadonlyArray<PropertyKey>;

const problems = (value: unknown, path: Path, found: Array<Schema.FilterIssue>, depth: number): void => {
  if (found.length > 0 || depth > 32) return;
  if (typeof value === "string") {
    const problem = textProblem(value);
    if (problem !== undefined) found.push({ path, issue: problem });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => problems(item, [...path, index], found, depth + 1));
    return;
  }
  // Any record, class instances included (some entities decode to classes); not dates or bytes.
  if (value !== null && typeof value === "object" && !(value instanceof Date) && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key, 200);
      if (keyProblem !== undefined) found.push({ path: [...path, key], issue: `property name: ${keyProblem}` });
      problems(item, [...path, key], found, depth + 1);
    }
  }
};

/** The first text of `value` (a decoded body) that breaks the rules, with its path. */
export const firstTextProblem = (value: unknown): Schema.FilterIssue | undefined => {
  const found: Array<Schema.FilterIssue> = [];
  problems(value, [], found, 0);
  return found[0];
};

/**
 * A request body schema whose every string follows the text rules; a refusal names the field
 * ("lines.0.part_no"). Used on every `payload` of the contract.
 */
export const checkedBody = <S extends Schema.Top>(schema: S): S["Rebuild"] =>
  schema.check(Schema.makeFilter((body: S["Type"]) => firstTextProblem(body), { expected: "texts without NUL characters, of bounded length" }));

/** A text field with an explicit maximum (shown in the OpenAPI document) and no NUL. */
export const boundedText = (max: number) =>
  Schema.String.check(
    Schema.isMaxLength(max),
    Schema.makeFilter((text: string) => !text.includes("\u0000") || "must not contain NUL characters"),
  );
