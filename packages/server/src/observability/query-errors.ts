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

/*
 * Failures that mean "the database cannot serve now", not "this request is wrong" (issue 32,
 * faults 18, 20-22): the answer is 503 with Retry-After, and readiness hears of them.
 */

/**
 * SQLSTATE classes and codes of an unavailable database: connection exceptions (08), a full
 * disk or memory or too many connections (53), an administrator or crash shutdown and a
 * database starting (57P01-57P03), a cancelled statement (57014: statement_timeout), system
 * and I/O errors (58), a read-only standby (25006).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|58)|^(57P01|57P02|57P03|57014|25006)$/;

/** Node's socket failures on the way to the database. */
const UNAVAILABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** node-postgres' and pg-pool's own words for a lost, slow or closed connection (they carry no code). */
const UNAVAILABLE_DRIVER_MESSAGES = [
  "Connection terminated",
  "Query read timeout",
  "timeout exceeded when trying to connect",
  "is not queryable",
  "Cannot use a pool after calling end on the pool",
  "PGlite is closed",
];

/** True when `error` (or one of its causes) says the database is away, full, too slow or stopping. */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_SOCKET_CODES.has(code) || (isDatabaseError(error) && UNAVAILABLE_SQLSTATE.test(code)))) return true;
  // Not drizzle's wrapper: its message quotes the query's values, which a client chooses.
  if (!isQueryError(error) && UNAVAILABLE_DRIVER_MESSAGES.some((words) => error.message.includes(words))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
};

/** True when `error` (or one of its causes) is the database's full disk (53100), so writes fail until space is freed. */
export const isDiskFull = (error: unknown, depth = 0): boolean => {
  if (!(error instanceof Error) || depth > 5) return false;
  if (isDatabaseError(error) && error.code === "53100") return true;
  return isDiskFull((error as { cause?: unknown }).cause, depth + 1);
};
