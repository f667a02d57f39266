import { SIGNED_REQUEST_TTL_SECONDS } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { takeSlot, type RateLimit } from "./rate-limit.ts";

/*
 * Limits of the public forms (issue 11 item 8): anyone may send them, so each is bounded per
 * client address (client-address.ts), forgot-password per e-mail too, and a form's signed
 * request token is good for one call only.
 */

/** Forgot-password: per e-mail as typed, known or not (so a 429 tells nothing about accounts). */
export const FORGOT_EMAIL_LIMIT: RateLimit = { kind: "forgot.email", max: 5, windowSeconds: 60 * 60 };
export const FORGOT_ADDRESS_LIMIT: RateLimit = { kind: "forgot.address", max: 20, windowSeconds: 15 * 60 };
export const REGISTER_ADDRESS_LIMIT: RateLimit = { kind: "register.address", max: 10, windowSeconds: 60 * 60 };
export const QUESTION_ADDRESS_LIMIT: RateLimit = { kind: "question.address", max: 10, windowSeconds: 60 * 60 };

/**
 * A used form token is remembered (its hash, as a bucket of one) until it has expired for sure:
 * its own lifetime plus the clock skew a token may have.
 */
const FORM_TOKEN_SKEW_SECONDS = 60;

/** Marks a signed form token used; false when it already was (a replay). */
export const useFormToken = async (db: ShopQueryable, token: string, expiresAtSeconds: number, now: Date): Promise<boolean> => {
  const remaining = Math.max(1, Math.min(SIGNED_REQUEST_TTL_SECONDS, expiresAtSeconds - Math.floor(now.getTime() / 1000)));
  const limit: RateLimit = { kind: "form.token", max: 1, windowSeconds: remaining + FORM_TOKEN_SKEW_SECONDS };
  return (await takeSlot(db, limit, token, now)).retryAfterSeconds === 0;
};

/**
 * `PUT /admin/user/me` with a wrong current password (issue 11 item 9): a stolen token must not
 * guess its way to the password. Per user (the token's), like the log-in's per-account pair.
 */
export const CURRENT_PASSWORD_LIMIT: RateLimit = { kind: "password_change.user", max: 10, windowSeconds: 15 * 60 };
