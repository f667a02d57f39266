/*
 * The server's log: one JSON object per line on stdout (`LOG_FORMAT=json`, the default), or a
 * short coloured-free line for a person at a terminal (`LOG_FORMAT=pretty`).
 *
 * WHY a scrubber: log lines are kept and shipped to places with weaker access rules than the
 * database, so no e-mail address, token or SQL parameter may reach them. Call sites log ids;
 * the scrubber is the net under them for text that comes from elsewhere (an error message
 * that quotes an address, an SMTP server's answer).
 */

import { withoutQueryValues } from "./observability/query-errors.ts";

export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFormat = "json" | "pretty";
export type LogFields = Readonly<Record<string, unknown>>;

export interface Log {
  readonly debug: (message: string, fields?: LogFields) => void;
  readonly info: (message: string, fields?: LogFields) => void;
  readonly warn: (message: string, fields?: LogFields) => void;
  readonly error: (message: string, fields?: LogFields) => void;
  /** Writes one line at `level` (the Effect logger's entry point). */
  readonly write: (level: LogLevel, message: string, fields?: LogFields) => void;
}

const RANKS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
// JWTs and other long opaque secrets: a bearer token, a reset token in a URL.
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const TOKEN_PARAM = /([?&](?:token|access_token|code)=)[^&\s"]+/gi;

// A failed query's error message lists its parameters (drizzle: "Failed query: ...\nparams: ...").
const SQL_PARAMS = /(\bparams: )[^\n]*/g;
/** Longer texts are cut: a megabyte value must not become a megabyte log line. */
const MAX_TEXT = 4000;

/** `text` without e-mail addresses, tokens and SQL parameters, at most MAX_TEXT characters. */
export const scrub = (text: string): string =>
  (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…[cut]` : text)
    .replace(EMAIL, "[email]")
    .replace(JWT, "[token]")
    .replace(TOKEN_PARAM, "$1[token]")
    .replace(SQL_PARAMS, "$1[not logged]");

const scrubValue = (value: unknown, depth = 0): unknown => {
  if (typeof value === "string") return scrub(value);
  if (value instanceof Error) {
    const error = withoutQueryValues(value) as Error;
    return { name: error.name, message: scrub(error.message), ...(error.stack === undefined ? {} : { stack: scrub(error.stack) }) };
  }
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]));
};

const prettyValue = (value: unknown): string =>
  typeof value === "string" ? (/[\s"=]/.test(value) ? JSON.stringify(value) : value) : JSON.stringify(value);

export interface LogOptions {
  readonly format?: LogFormat;
  /** Lines below this level are dropped (tests: "warn"). */
  readonly level?: LogLevel;
  /** Where lines go (default: stdout); tests collect them. */
  readonly sink?: (line: string) => void;
  /** Clock of the `time` field (tests). */
  readonly now?: () => Date;
}

export const createLog = (options: LogOptions = {}): Log => {
  const format = options.format ?? "json";
  const minimum = RANKS[options.level ?? "info"];
  const sink = options.sink ?? ((line: string) => process.stdout.write(`${line}\n`));
  const now = options.now ?? (() => new Date());
  const write = (level: LogLevel, message: string, fields: LogFields = {}) => {
    if (RANKS[level] < minimum) return;
    const time = now().toISOString();
    const clean = scrubValue(fields) as Record<string, unknown>;
    if (format === "pretty") {
      const pairs = Object.entries(clean)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${key}=${prettyValue(value)}`);
      sink([time.slice(11, 23), level.toUpperCase().padEnd(5), scrub(message), ...pairs].join(" "));
      return;
    }
    sink(JSON.stringify({ time, level, msg: scrub(message), ...clean }));
  };
  return {
    write,
    debug: (message, fields) => write("debug", message, fields),
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields) => write("error", message, fields),
  };
};

/** A log that writes nothing (helpers used outside a server). */
export const silentLog: Log = createLog({ sink: () => {} });
