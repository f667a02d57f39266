/*
 * Failed queries without their values. A database error's message quotes the value it choked
 * on ('invalid input syntax for type integer: "..."') and drizzle's wraps it with the query's
 * parameters, so a log line would carry e-mail addresses, passwords or a megabyte of text.
 * What the log keeps: the SQL text, the SQLSTATE code and the stack.
 */

interface DatabaseErrorFields {
  readonly code: string;
  readonly severity?: unknown;
  readonly routine?: unknown;
}

/** node-postgres and PGlite errors: a five-character SQLSTATE `code` and a `severity`. */
const isDatabaseError = (error: Error): error is Error & DatabaseErrorFields => {
  const code = (error as Partial<DatabaseErrorFields>).code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && "severity" in error;
};

/** drizzle's DrizzleQueryError: the SQL text and its parameters. */
const isQueryError = (error: Error): error is Error & { readonly query: string } =>
  typeof (error as { query?: unknown }).query === "string" && "params" in error;

/** `error` renamed and reworded, keeping the frames of its stack (the first lines repeat the old message). */
const reworded = (error: Error, message: string, cause: unknown): Error => {
  const copy = new Error(message, cause === undefined ? undefined : { cause });
  copy.name = error.name;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  copy.stack = [`${error.name}: ${message}`, ...frames].join("\n");
  return copy;
};

/** `value` with every database error in it (and in its causes) reduced to what may be logged. */
export const withoutQueryValues = (value: unknown, depth = 0): unknown => {
  if (!(value instanceof Error) || depth > 5) return value;
  const cause = (value as { cause?: unknown }).cause;
  const cleanCause = withoutQueryValues(cause, depth + 1);
  if (isDatabaseError(value)) {
    const routine = typeof value.routine === "string" ? ` in ${value.routine}` : "";
    return reworded(value, `database error ${value.code}${routine} (message not logged: it may quote values)`, undefined);
  }
  if (isQueryError(value)) return reworded(value, `Failed query: ${value.query}\nparams: [not logged]`, cleanCause);
  if (cleanCause !== cause) return reworded(value, value.message, cleanCause);
  return value;
};
