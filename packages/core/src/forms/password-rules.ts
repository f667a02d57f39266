/*
 * What a new password must be (registration, reset, change), one rule for the server and the
 * web's strength meter (issue 11, item 13; NIST SP 800-63B 3.1.1.2): at least 8 characters,
 * at most 1024 (nobody makes the server hash a megabyte), not too easy to guess (a common
 * password or word of the shop's languages, or its own name: common-passwords.ts), and not the
 * user's own e-mail address or its local part.
 *
 * The common list is large, so it is not imported here: the caller says whether a password is
 * common (`isCommonPassword` of `@proshop/core/common-passwords`, which the web loads lazily).
 */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

export interface NewPasswordProblem {
  /** A message id of the catalogue, worded with `min` or `max`. */
  readonly code: "forms.validation.required" | "password.too_short" | "password.too_long" | "password.too_common" | "password.contains_email";
  readonly min?: number;
  readonly max?: number;
}

export interface NewPasswordContext {
  /** The account's e-mail address, when known. */
  readonly email?: string | undefined;
  /** True when the password is on the common list (the caller's lookup). */
  readonly isCommon: boolean;
}

/** True when the password is the e-mail address, its local part, or contains a local part of 4+ characters. */
const isFromEmail = (password: string, email: string | undefined): boolean => {
  const address = email?.trim().toLowerCase() ?? "";
  if (address === "") return false;
  const candidate = password.trim().toLowerCase();
  const local = address.split("@")[0] ?? "";
  return candidate === address || candidate === local || (local.length >= 4 && candidate.includes(local));
};

/** Why `password` cannot be a new password, or null when it can. */
export const newPasswordProblem = (password: string, context: NewPasswordContext): NewPasswordProblem | null => {
  const length = [...password].length;
  if (password.trim() === "") return { code: "forms.validation.required" };
  if (length < MIN_PASSWORD_LENGTH) return { code: "password.too_short", min: MIN_PASSWORD_LENGTH };
  if (length > MAX_PASSWORD_LENGTH) return { code: "password.too_long", max: MAX_PASSWORD_LENGTH };
  if (context.isCommon) return { code: "password.too_common" };
  if (isFromEmail(password, context.email)) return { code: "password.contains_email" };
  return null;
};
