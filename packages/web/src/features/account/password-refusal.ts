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
