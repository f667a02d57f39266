/*
 * What the server accepts as a new password (registration, reset, change). The forms only
 * require one (SPEC 5); the server adds a floor so an account cannot be protected by "1",
 * and a ceiling so nobody makes scrypt hash a megabyte.
 */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

export interface PasswordRefusal {
  /** A message id of core's catalogue, worded with `min` or `max`. */
  readonly code: "forms.validation.required" | "password.too_short" | "password.too_long";
  readonly min?: number;
  readonly max?: number;
}

/** Why `password` cannot be a new password, or null when it can. */
export const newPasswordRefusal = (password: string): PasswordRefusal | null => {
  const length = [...password].length;
  if (password.trim() === "") return { code: "forms.validation.required" };
  if (length < MIN_PASSWORD_LENGTH) return { code: "password.too_short", min: MIN_PASSWORD_LENGTH };
  if (length > MAX_PASSWORD_LENGTH) return { code: "password.too_long", max: MAX_PASSWORD_LENGTH };
  return null;
};
