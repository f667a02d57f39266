import { dictionary } from "@zxcvbn-ts/language-common";

/*
 * The most common passwords, from zxcvbn-ts's common dictionary (ranked by frequency in
 * leaked password sets). The first 10,000 are refused as new passwords (password-rules.ts).
 * Its own entry point (`@proshop/core/common-passwords`): the web loads it only on the forms
 * that choose a password.
 */

const COMMON_LIST_SIZE = 10_000;

const common = new Set(dictionary["passwords-common"].slice(0, COMMON_LIST_SIZE).map((entry) => entry.toLowerCase()));

/** True when `password` (ignoring case and surrounding spaces) is one of the 10,000 most common. */
export const isCommonPassword = (password: string): boolean => common.has(password.trim().toLowerCase());
