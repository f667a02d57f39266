import { WRONG_SERVICES } from "../services/wrong-services.ts";

// The API client's text for a failed call without a usable body (SPEC 7) says nothing to a
// customer, so toasts treat it as "no server message" and show their default.

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" && value.trim() !== WRONG_SERVICES ? value.trim() : undefined;

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * A plain JavaScript error (a fetch that never reached the server, a bug) speaks to developers,
 * not customers: only tagged failures (`_tag`, as Effect's) and plain objects lend their message.
 */
const ownMessageOf = (failure: unknown): unknown =>
  failure instanceof Error && field(failure, "_tag") === undefined ? undefined : field(failure, "message");

/**
 * The human message a failed call brought back, if any. Failures reach machines in several
 * shapes (SPEC 7: "reject with the response body or the text Wrong Services"; Effect tagged
 * errors carry the body; our error body is `{ error: { code, message } }`), so look in the
 * usual places, nearest first, and give up quietly when none holds a non-empty string.
 */
export const serverMessageOf = (failure: unknown): string | undefined => {
  const candidates: ReadonlyArray<unknown> = [
    failure,
    field(field(failure, "error"), "message"),
    field(field(field(failure, "body"), "error"), "message"),
    field(field(failure, "body"), "message"),
    field(failure, "body"),
    ownMessageOf(failure),
    field(failure, "error"),
  ];
  for (const candidate of candidates) {
    const message = nonEmpty(candidate);
    if (message !== undefined) return message;
  }
  return undefined;
};
