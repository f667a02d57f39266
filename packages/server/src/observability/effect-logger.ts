import { Cause, Layer, Logger, References } from "effect";
import type { Log, LogLevel } from "../log.ts";
import { withoutQueryValues } from "./query-errors.ts";

/*
 * Effect's log calls (Effect.logInfo, logError...) written by the server's Log: one line each,
 * with the fiber's annotations as fields (the request id of the request being handled) and the
 * cause of a failure, pretty-printed (stack traces go to the log, never to a client).
 */

const LEVELS: Record<string, LogLevel> = { Fatal: "error", Error: "error", Warning: "warn", Warn: "warn", Info: "info", Debug: "debug", Trace: "debug" };

const text = (part: unknown): string => (typeof part === "string" ? part : part instanceof Error ? part.message : JSON.stringify(part) ?? String(part));

/** The cause with its database errors reduced to what may be logged (query-errors.ts). */
const loggable = <E>(cause: Cause.Cause<E>): Cause.Cause<unknown> =>
  Cause.fromReasons(
    cause.reasons.map((reason) =>
      Cause.isDieReason(reason) ? Cause.makeDieReason(withoutQueryValues(reason.defect)) : Cause.isFailReason(reason) ? Cause.makeFailReason(withoutQueryValues(reason.error)) : reason,
    ),
  );

export const effectLoggerLayer = (log: Log): Layer.Layer<never> =>
  Logger.layer([
    Logger.make(({ message, logLevel, cause, fiber }) => {
      const parts = Array.isArray(message) ? message : [message];
      const [first, ...rest] = parts;
      const fields: Record<string, unknown> = { ...fiber.getRef(References.CurrentLogAnnotations) };
      if (rest.length > 0) fields["detail"] = rest.map((part) => (Cause.isCause(part) ? Cause.pretty(loggable(part)) : text(part))).join(" ");
      if (cause.reasons.length > 0) fields["cause"] = Cause.pretty(loggable(cause));
      log.write(LEVELS[logLevel] ?? "info", text(first), fields);
    }),
  ]);
