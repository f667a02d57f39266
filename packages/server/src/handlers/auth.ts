import { and, eq } from "drizzle-orm";
import { Clock, Effect, Option } from "effect";
import { HttpEffect, HttpServerResponse } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { REPORTING_LEVEL_CLAIM, ShopApi } from "@proshop/core";
import { currentUserAnswer, loadAccountByEmail, normaliseEmail } from "../auth/account.ts";
import { readInvitationToken } from "../auth/invitations.ts";
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "../auth/passwords.ts";
import { clearFailedLogins, loginRetryAfterSeconds, recordFailedLogin } from "../auth/rate-limit.ts";
import { consumeResetToken, createResetToken, RESET_TOKEN_TTL_SECONDS } from "../auth/reset-tokens.ts";
import { SigningKeys } from "../auth/secret.ts";
import { issueSessionToken } from "../auth/tokens.ts";
import { ServerConfig } from "../config.ts";
import { Db, type ShopQueryable } from "../db/client.ts";
import { loginQueue, PasswordChecksBusy } from "../auth/password-work.ts";
import { users } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { Mail } from "../mail.ts";
import { passwordResetMail } from "../mail-messages.ts";
import { newPasswordFieldRefusal } from "./refusals.ts";
import { newPasswordRefusal } from "../auth/password-policy.ts";
import { publicOrigin } from "../links.ts";
import { loadReportingAccount } from "../reporting/accounts.ts";

/** Code of a refused log-in: core's message for it (same body for unknown e-mail and wrong password). */
export const LOGIN_FAILED = "session.login.failed";

/**
 * Replaces a hash of older parameters (or the scrypt format) now that the password is known.
 * Only over the hash just checked, so a password changed meanwhile stays; skipped when the
 * password queue is full (the next log-in does it).
 */
const upgradeHash = async (db: ShopQueryable, user: { readonly id: number; readonly passwordHash: string }, password: string): Promise<void> => {
  if (!needsRehash(user.passwordHash)) return;
  const fresh = await hashPassword(password).catch((error: unknown) => {
    if (error instanceof PasswordChecksBusy) return null;
    throw error;
  });
  if (fresh === null) return;
  await db.update(users).set({ passwordHash: fresh }).where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
};

/** Runs a log-in in its turn of the log-in queue (auth/password-work.ts); 503 when the queue is full. */
const admitted = <A, E, R>(login: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.acquireUseRelease(
    Effect.promise(() => loginQueue.acquire()),
    () => login,
    (release) => Effect.sync(release),
  );

/** Rolls a reset back when the new password is the account's own e-mail address. */
class PasswordFromEmail extends Error {}

const now = Clock.currentTimeMillis.pipe(Effect.map((millis) => new Date(millis)));

/**
 * The auth API of SPEC 7 (`/auth/...`): log in, prefill, forgot and reset password. None of
 * these calls has a session.
 */
export const AuthHandlers = HttpApiBuilder.group(
  ShopApi,
  "auth",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;
    const keys = yield* SigningKeys;
    const config = yield* ServerConfig;
    const mail = yield* Mail;

    return handlers
      .handle("login", ({ payload, request }) =>
        admitted(Effect.gen(function* () {
          const at = yield* now;
          const account = normaliseEmail(payload.email);
          const address = Option.getOrElse(request.remoteAddress, () => "unknown");
          const retryAfter = yield* Effect.promise(() => loginRetryAfterSeconds(db, { account, address, now: at }));
          if (retryAfter > 0) {
            yield* HttpEffect.appendPreResponseHandler((_request, response) =>
              Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(retryAfter))),
            );
            return yield* refuse.tooManyRequests("session.login.too_many_attempts", {
              retry_after_seconds: retryAfter,
              retry_after_minutes: Math.ceil(retryAfter / 60),
            });
          }
          // Unknown e-mail or wrong password: the same argon2id work, the same answer.
          const found = yield* Effect.promise(() => loadAccountByEmail(db, account));
          const matches = yield* Effect.promise(() => verifyPassword(payload.password, found?.user.passwordHash ?? DUMMY_PASSWORD_HASH));
          if (found === null || !matches) {
            yield* Effect.promise(() => recordFailedLogin(db, { account, address, now: at }));
            return yield* refuse.unauthorized(LOGIN_FAILED);
          }
          yield* Effect.promise(() => clearFailedLogins(db, account));
          yield* Effect.promise(() => upgradeHash(db, found.user, payload.password));
          // A reporting account (issue 14): blocked (level 0) is told so; otherwise its token carries its level.
          const reporting = yield* Effect.promise(() => loadReportingAccount(db, found.user.id));
          if (reporting?.level === 0) return yield* refuse.forbidden("session.login.blocked", {}, reporting.language);
          const claims = reporting === null ? undefined : { [REPORTING_LEVEL_CLAIM]: reporting.level };
          const token = yield* Effect.promise(() => issueSessionToken(keys.session, found.user.id, at, claims));
          return { ...(yield* Effect.promise(() => currentUserAnswer(db, found, at))), auth: token };
        })),
      )
      .handle("prefill", ({ payload }) =>
        Effect.gen(function* () {
          const at = yield* now;
          const prefill = yield* Effect.promise(() => readInvitationToken(keys.session, payload.token, at));
          if (prefill === null) return yield* refuse.unauthorized("prefill.token_invalid");
          return prefill;
        }),
      )
      .handle("forgotPassword", ({ payload, request }) =>
        Effect.gen(function* () {
          // Always the same answer, known address or not: no account enumeration.
          const found = yield* Effect.promise(() => loadAccountByEmail(db, payload.email));
          if (found !== null) {
            const at = yield* now;
            const token = yield* Effect.promise(() => createResetToken(db, found.user.id, at));
            const origin = yield* Effect.promise(() => publicOrigin(db, config, request));
            const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
            yield* mail.send(passwordResetMail(found.user, link, RESET_TOKEN_TTL_SECONDS / 60));
          }
          return { success: true };
        }),
      )
      .handle("resetPassword", ({ payload }) =>
        Effect.gen(function* () {
          const refusal = newPasswordFieldRefusal(payload.password);
          if (refusal !== null) return yield* refusal;
          const hash = yield* Effect.promise(() => hashPassword(payload.password));
          const at = yield* now;
          const outcome = yield* Effect.promise(() =>
            db
              .transaction(async (tx) => {
                const owner = await consumeResetToken(tx, payload.token, at);
                if (owner === null) return "token_invalid" as const;
                const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, owner));
                // The owner's own e-mail is known only now: refusing rolls the token's use back.
                if (newPasswordRefusal(payload.password, user?.email) !== null) throw new PasswordFromEmail();
                await tx.update(users).set({ passwordHash: hash, updatedAt: at }).where(eq(users.id, owner));
                return "reset" as const;
              })
              .catch((error: unknown) => {
                if (error instanceof PasswordFromEmail) return "password_refused" as const;
                throw error;
              }),
          );
          if (outcome === "token_invalid") return yield* refuse.badRequest("reset.token_invalid", { field: "token" });
          if (outcome === "password_refused") return yield* refuse.badRequest("password.contains_email", { field: "password" });
          return { success: true };
        }),
      );
  }),
);
