import { isCommonPassword } from "@proshop/core/common-passwords";
import { newPasswordProblem, type NewPasswordProblem } from "@proshop/core";

/*
 * What the server accepts as a new password (registration, reset, change): core's rule
 * (forms/password-rules.ts, the one the web's strength meter follows) with the common list,
 * which the server loads at once (the web loads it lazily).
 */

/** Why `password` cannot be a new password for the account of `email`, or null when it can. */
export const newPasswordRefusal = (password: string, email?: string): NewPasswordProblem | null =>
  newPasswordProblem(password, { email, isCommon: isCommonPassword(password) });
