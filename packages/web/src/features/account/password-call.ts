import { TokenStore } from "@proshop/core";
import { Effect } from "effect";
import type { BrowserRuntime } from "../../app/runtime.ts";

/** Why the server refused a password change: a message id of core's catalogue and its params. */
export interface PasswordRefusal {
  readonly id: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** The form field the refusal is about, when the server names one. */
  readonly field: "currentPassword" | "password" | null;
}

export const PASSWORD_FAILED_MESSAGE_ID = "webCart.profile.password_failed";

/** Reads a refusal body `{ error: { code, message, field?, min?, max? } }` into our message. */
export const passwordRefusalOf = (body: unknown): PasswordRefusal => {
  const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error !== "object" || error === null) return { id: PASSWORD_FAILED_MESSAGE_ID, params: {}, field: null };
  const record = error as Record<string, unknown>;
  const code = typeof record["code"] === "string" ? record["code"] : "";
  const params: Record<string, string | number> = {};
  for (const key of ["min", "max"]) {
    const value = record[key];
    if (typeof value === "number") params[key] = value;
  }
  const known = /^(account|password|forms\.validation)\./.test(code);
  const field = code.startsWith("account.current_password") || record["field"] === "current_password" ? "currentPassword" : code.startsWith("password.") ? "password" : null;
  return { id: known ? code : PASSWORD_FAILED_MESSAGE_ID, params, field };
};

/**
 * PUT /admin/user/me with the current password (contract `PasswordChangeRequest`).
 * WHY its own call: the ApiClient committed today sends only the new password; the server needs
 * both. Swap for `ApiClient.changePassword(password, current)` once that lands in core.
 * Rejects with a `PasswordRefusal`; `onUnauthorized` is told about a 401 (session over).
 */
export const changePassword = async (
  runtime: BrowserRuntime,
  body: { readonly password: string; readonly current_password: string },
  onUnauthorized: () => void,
): Promise<void> => {
  const token = await runtime.runPromise(TokenStore.use((tokens) => tokens.get()).pipe(Effect.orElseSucceed(() => null)));
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}/admin/user/me`, {
      method: "PUT",
      headers: { Accept: "application/json", "Content-Type": "application/json", ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
  } catch {
    throw { id: PASSWORD_FAILED_MESSAGE_ID, params: {}, field: null } satisfies PasswordRefusal;
  }
  if (response.ok) {
    // The change ended every session, this one included: keep the new token it answers.
    const answer: unknown = await response.json().catch(() => null);
    const auth = typeof answer === "object" && answer !== null ? (answer as { auth?: unknown }).auth : undefined;
    if (typeof auth === "string" && auth !== "") {
      await runtime.runPromise(TokenStore.use((tokens) => tokens.set(auth)).pipe(Effect.orElseSucceed(() => undefined)));
    }
    return;
  }
  if (response.status === 401) onUnauthorized();
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the generic message.
  }
  throw passwordRefusalOf(parsed);
};
