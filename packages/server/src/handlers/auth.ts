import { eq } from "drizzle-orm";
import { Clock, Effect } from "effect";
import { HttpEffect, HttpServerResponse } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { REPORTING_LEVEL_CLAIM, ShopApi } from "@proshop/core";
import { currentUserAnswer, loadAccountByEmail, normaliseEmail } from "../auth/account.ts";
import { readInvitationToken } from "../auth/invitations.ts";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "../auth/passwords.ts";
import { admitLogin, loginSucceeded } from "../auth/login-limit.ts";
import { consumeResetToken, createResetToken, RESET_TOKEN_TTL_SECONDS } from "../auth/reset-tokens.ts";
import { SigningKeys } from "../auth/secret.ts";
import { issueSessionToken } from "../auth/tokens.ts";
import { clientAddressOf } from "../client-address.ts";
import { ServerConfig } from "../config.ts";
import { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { Mail } from "../mail.ts";
import { passwordResetMail } from "../mail-messages.ts";
import { newPasswordFieldRefusal } from "./refusals.ts";
import { publicOrigin } from "../links.ts";
import { loadReportingAccount } from "../reporting/accounts.ts";

/** Code of a refused log-in: core's message for it (same body for unknown e-mail and wrong password). */
export const LOGIN_FAILED = "session.login.failed";

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
    const clientAddress = clientAddressOf(config.trustProxy);

    return handlers
      .handle("login", ({ payload, request }) =>
        Effect.gen(function* () {
          const at = yield* now;
          const account = normaliseEmail(payload.email);
          const address = clientAddress(request);
          const attempt = { account, address, now: at };
          const admission = yield* Effect.promise(() => admitLogin(db, attempt));
          const retryAfter = admission.retryAfterSeconds;
          if (retryAfter > 0) {
            yield* HttpEffect.appendPreResponseHandler((_request, response) =>
              Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(retryAfter))),
            );
            return yield* refuse.tooManyRequests("session.login.too_many_attempts", {
              retry_after_seconds: retryAfter,
              retry_after_minutes: Math.ceil(retryAfter / 60),
            });
          }
          // An account under attack from elsewhere: slower, never locked (login-limit.ts).
          if (admission.slowDownMs > 0) yield* Effect.sleep(admission.slowDownMs);
          // Unknown e-mail or wrong password: the same scrypt work, the same answer.
          const found = yield* Effect.promise(() => loadAccountByEmail(db, account));
          const matches = yield* Effect.promise(() => verifyPassword(payload.password, found?.user.passwordHash ?? DUMMY_PASSWORD_HASH));
          if (found === null || !matches) return yield* refuse.unauthorized(LOGIN_FAILED);
          yield* Effect.promise(() => loginSucceeded(db, attempt));
          // A reporting account (issue 14): blocked (level 0) is told so; otherwise its token carries its level.
          const reporting = yield* Effect.promise(() => loadReportingAccount(db, found.user.id));
          if (reporting?.level === 0) return yield* refuse.forbidden("session.login.blocked", {}, reporting.language);
          const claims = reporting === null ? undefined : { [REPORTING_LEVEL_CLAIM]: reporting.level };
          const token = yield* Effect.promise(() => issueSessionToken(keys.session, found.user.id, at, claims));
          return { ...(yield* Effect.promise(() => currentUserAnswer(db, found, at))), auth: token };
        }),
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
          const userId = yield* Effect.promise(() =>
            db.transaction(async (tx) => {
              const owner = await consumeResetToken(tx, payload.token, at);
              if (owner !== null) await tx.update(users).set({ passwordHash: hash, updatedAt: at }).where(eq(users.id, owner));
              return owner;
            }),
          );
          if (userId === null) {
            return yield* refuse.badRequest("reset.token_invalid", { field: "token" });
          }
          return { success: true };
        }),
      );
  }),
);
