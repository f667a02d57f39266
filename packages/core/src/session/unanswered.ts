/**
 * A call that got no answer at all (offline, the server unreachable, a time-out), as opposed to
 * an answer that refuses: core's ApiCallFailed and the web's first calls say so with `status:
 * null`; Effect's `timeout` fails with a TimeoutError. A session is not ended for it: the token
 * may be perfectly good, and a representative starting the app in a basement keeps it.
 */
export const isUnanswered = (failure: unknown): boolean => {
  if (typeof failure !== "object" || failure === null) return false;
  const { status, _tag } = failure as { readonly status?: unknown; readonly _tag?: unknown };
  return status === null || _tag === "TimeoutError";
};
