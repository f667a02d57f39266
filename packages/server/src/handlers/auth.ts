import { and, eq } from "drizzle-orm";
import { Clock, Effect, Scope } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { REPORTING_LEVEL_CLAIM, ShopApi } from "@proshop/core";
import { currentUserAnswer, loadAccountByEmail, normaliseEmail } from "../auth/account.ts";
import { readInvitationToken } from "../auth/invitations.ts";
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "../auth/passwords.ts";
import { admitLogin, isUnderAttack, loginSucceeded, type LoginAttempt } from "../auth/login-limit.ts";
import { consumeResetToken, createResetToken, RESET_TOKEN_TTL_SECONDS } from "../auth/reset-tokens.ts";
import { SigningKeys } from "../auth/secret.ts";
import { issueSessionToken, verifySessionToken } from "../auth/tokens.ts";
import { sessionUser } from "../auth/middleware.ts";
import { endSession, endSessions } from "../auth/sessions.ts";
import { clientAddressOf } from "../client-address.ts";
import { ServerConfig } from "../config.ts";
import { Db, type ShopQueryable } from "../db/client.ts";
import { loginQueue, PasswordChecksBusy, type PasswordLane } from "../auth/password-work.ts";
import { users } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { Mail } from "../mail.ts";
import { passwordResetMail } from "../mail-messages.ts";
import { newPasswordFieldRefusal } from "./refusals.ts";
import { newPasswordRefusal } from "../auth/password-policy.ts";
import { refuseTooManyRequests } from "./too-many-requests.ts";
import { FORGOT_ADDRESS_LIMIT, FORGOT_EMAIL_LIMIT } from "../auth/form-limits.ts";
import { retryAfterOf, takeSlot } from "../auth/rate-limit.ts";
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

/** Runs a log-in's work in its turn of the log-in queue's `lane` (auth/password-work.ts); 503 when the lane is full. */
const admitted = <A, E, R>(lane: PasswordLane, work: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.acquireUseRelease(
    Effect.promise(() => loginQueue.acquire(lane)),
    () => work,
    (release) => Effect.sync(release),
  );

/** Rolls a reset back when the new password is the account's own e-mail address. */
class PasswordFromEmail extends Error {}

/** How long forgot-password's work waits after the answer (see the handler). */
const FORGOT_WORK_DELAY_MS = 20;

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
    // Work done after answering (forgot-password's mail) ends with the server.
    const serverScope = yield* Scope.Scope;
    /**
     * The claims of the bearer token when its session is still live (a session already ended
     * cannot end sessions again), else null. The log-out calls have no security middleware: an
     * expired token must still be able to log out.
     */
    const liveSession = (authorization: string | undefined, at: Date) =>
      Effect.gen(function* () {
        const token = /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1]?.trim() ?? "";
        if (token === "") return null;
        const claims = yield* Effect.promise(() => verifySessionToken(keys.session, token, at));
        if (claims === null) return null;
        return (yield* sessionUser(db, keys.session, token)) === null ? null : claims;
      });

    return handlers
      .handle("login", ({ payload, request }) =>
        Effect.gen(function* () {
          const at = yield* now;
          const attempt: LoginAttempt = { account: normaliseEmail(payload.email), address: clientAddress(request), now: at };
          // Unknown e-mail or wrong password: the same argon2id work, the same answer.
          const logIn = Effect.gen(function* () {
            const found = yield* Effect.promise(() => loadAccountByEmail(db, attempt.account));
            const matches = yield* Effect.promise(() => verifyPassword(payload.password, found?.user.passwordHash ?? DUMMY_PASSWORD_HASH));
            if (found === null || !matches) return yield* refuse.unauthorized(LOGIN_FAILED);
            // A reporting account (issue 14) carries its level in its token. A blocked one (level 0)
            // gets a wrong password's refusal, and its attempt counts as one: a guesser must not
            // learn that the password was right (issue 32 item 16).
            const reporting = yield* Effect.promise(() => loadReportingAccount(db, found.user.id));
            if (reporting?.level === 0) return yield* refuse.unauthorized(LOGIN_FAILED);
            yield* Effect.promise(() => loginSucceeded(db, attempt));
            yield* Effect.promise(() => upgradeHash(db, found.user, payload.password));
            const claims = reporting === null ? undefined : { [REPORTING_LEVEL_CLAIM]: reporting.level };
            const token = yield* Effect.promise(() => issueSessionToken(keys.session, found.user.id, at, claims, found.user.sessionGeneration));
            return { ...(yield* Effect.promise(() => currentUserAnswer(db, found, at))), auth: token };
          });
          const outcome = yield* admitted(
            isUnderAttack(attempt.account, at) ? "slowed" : "usual",
            Effect.gen(function* () {
              const admission = yield* Effect.promise(() => admitLogin(db, attempt));
              if (admission.retryAfterSeconds > 0) return yield* refuseTooManyRequests("session.login.too_many_attempts", admission.retryAfterSeconds);
              if (admission.slowDownMs > 0) return { slowDownMs: admission.slowDownMs, answer: null };
              return { slowDownMs: 0, answer: yield* logIn };
            }),
          );
          if (outcome.answer !== null) return outcome.answer;
          // An account under attack from elsewhere: slower, never locked (login-limit.ts). The
          // wait holds no turn, and the check waits behind every other account's log-in.
          yield* Effect.sleep(outcome.slowDownMs);
          return yield* admitted("slowed", logIn);
        }),
      )
      .handle("logout", ({ request }) =>
        Effect.gen(function* () {
          const at = yield* now;
          const session = yield* liveSession(request.headers["authorization"], at);
          // This session only: the user's other devices stay logged in (auth/sessions.ts).
          if (session !== null) yield* Effect.promise(() => endSession(db, session, at));
          return { success: true };
        }),
      )
      .handle("logoutEverywhere", ({ request }) =>
        Effect.gen(function* () {
          const session = yield* liveSession(request.headers["authorization"], yield* now);
          if (session === null) return yield* refuse.unauthorized("session.expired");
          yield* Effect.promise(() => endSessions(db, session.userId, { current: session.generation }));
          return { success: true };
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
          // Limited per address, then per e-mail as typed (known or not, so a 429 reveals nothing).
          const at = yield* now;
          const byAddress = yield* Effect.promise(() => takeSlot(db, FORGOT_ADDRESS_LIMIT, clientAddress(request), at));
          const byEmail =
            byAddress.retryAfterSeconds > 0 ? byAddress : yield* Effect.promise(() => takeSlot(db, FORGOT_EMAIL_LIMIT, normaliseEmail(payload.email), at));
          const retryAfter = retryAfterOf(byAddress, byEmail);
          if (retryAfter > 0) return yield* refuseTooManyRequests("reset.too_many_requests", retryAfter);
          // Always the same answer, in the same time, known address or not (no account
          // enumeration): the look-up and the mail run after the answer, in the server's scope.
          const origin = yield* Effect.promise(() => publicOrigin(db, config, request));
          const email = payload.email;
          yield* Effect.forkIn(
            Effect.gen(function* () {
              // Let the answer leave first: PGlite runs queries on the server's own thread.
              yield* Effect.sleep(FORGOT_WORK_DELAY_MS);
              const found = yield* Effect.promise(() => loadAccountByEmail(db, email));
              if (found === null) return;
              const token = yield* Effect.promise(() => createResetToken(db, found.user.id, at));
              const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
              yield* mail.send(passwordResetMail(found.user, link, RESET_TOKEN_TTL_SECONDS / 60));
            }).pipe(Effect.catchCause((cause) => Effect.logError("forgot-password: the reset mail could not be queued", cause))),
            serverScope,
          );
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
                // A reset is what a user does when someone else may know the password: every session ends.
                await endSessions(tx, owner, { server: db });
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
