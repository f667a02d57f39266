import { eq, sql } from "drizzle-orm";
import { Clock, Effect, Layer, Redacted } from "effect";
import { HttpServerRequest } from "effect/http";
import {
  ApiForbidden,
  ApiUnauthorized,
  CUSTOMER_NUMBER_HEADER,
  CurrentSession,
  FormAuthorization,
  FormSender,
  REPORTING_PATH,
  SessionAuthorization,
  verifyRequestToken,
} from "@proshop/core";
import { Db, type ShopDatabase } from "../db/client.ts";
import { preparedOnce } from "../db/prepared.ts";
import { endedSessions, reportingAccounts, users } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import type { UserRow } from "../db/mappers.ts";
import { mayServeCompany } from "../db/rep-companies.ts";
import { isRepresentative } from "./account.ts";
import { membershipAllows } from "./membership.ts";
import { SigningKeys } from "./secret.ts";
import { recentSessionUser, rememberSessionUser } from "./session-user-cache.ts";
import { verifySessionToken } from "./tokens.ts";
import { useFormToken } from "./form-limits.ts";

/*
 * Implementations of core's two security middlewares. Both are stateless: the token says who
 * calls, the database says what they may do.
 */

const sessionExpired = () => refuse.unauthorized("session.expired");

type SessionUser = Pick<UserRow, "id" | "role" | "companyCustNo" | "email" | "companyConfirmed" | "sessionGeneration"> & {
  /** The user has a reporting level (issue 14): such an account is for the reporting area only. */
  readonly reporting: boolean;
  /** Ids of this user's sessions ended by log-out and not yet expired (auth/sessions.ts). */
  readonly endedSessions: ReadonlyArray<string>;
};

/** The session user with the reporting flag in one statement, built once (db/prepared.ts): every call of a page runs it. */
const readSessionUser = preparedOnce((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      companyCustNo: users.companyCustNo,
      email: users.email,
      companyConfirmed: users.companyConfirmed,
      sessionGeneration: users.sessionGeneration,
      reporting: sql<boolean>`exists (select 1 from ${reportingAccounts} where ${reportingAccounts.userId} = ${users.id})`,
      // Per user, not per token, so the remembered session user (session-user-cache.ts) serves every token of the user.
      endedSessions: sql<string[]>`array(select ${endedSessions.sessionId} from ${endedSessions} where ${endedSessions.userId} = ${users.id} and ${endedSessions.expiresAt} > now())`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("session_user"),
);

/** The user a session token names, or null for a bad, expired or orphaned token. */
export const sessionUser = (db: ShopDatabase, key: Uint8Array, token: string): Effect.Effect<SessionUser | null> =>
  Effect.gen(function* () {
    const now = new Date(yield* Clock.currentTimeMillis);
    const claims = yield* Effect.promise(() => verifySessionToken(key, token, now));
    if (claims === null) return null;
    // A token of an earlier generation, or of a session logged out, belongs to a session that ended (auth/sessions.ts).
    const live = (user: SessionUser): SessionUser | null =>
      user.sessionGeneration === claims.generation && (claims.sessionId === null || !user.endedSessions.includes(claims.sessionId)) ? user : null;
    const known = recentSessionUser<SessionUser>(db, claims.userId);
    if (known !== undefined) return live(known);
    const [row] = yield* Effect.promise(() => readSessionUser(db, { userId: claims.userId }));
    if (row === undefined) return null;
    const user: SessionUser = { ...row, endedSessions: Array.isArray(row.endedSessions) ? row.endedSessions : [] };
    rememberSessionUser(db, claims.userId, user);
    return live(user);
  });

/**
 * The company a call acts for. Without `X-Customer-Number`: a customer's own company; null
 * for a sales rep or support agent, who must choose one (POST /set_order_on_behalf, then the
 * header) before ordering. With the header: only representatives, and only for a company they
 * may serve; anyone else gets 403.
 */
export const actingCustomerNumber = (
  db: ShopDatabase,
  user: SessionUser,
  header: string | undefined,
): Effect.Effect<string | null, ApiForbidden> =>
  Effect.gen(function* () {
    const requested = header?.trim() ?? "";
    if (requested === "") return isRepresentative(user) ? null : user.companyCustNo;
    if (!isRepresentative(user)) {
      return yield* refuse.forbidden("order_on_behalf.not_allowed", { header: CUSTOMER_NUMBER_HEADER });
    }
    if (!(yield* Effect.promise(() => mayServeCompany(db, user.id, requested)))) {
      return yield* refuse.forbidden("order_on_behalf.company_not_allowed", { cust_no: requested });
    }
    return requested;
  });

/** SessionAuthorization: a valid session token of an existing user; provides CurrentSession. */
export const SessionAuthorizationLive = Layer.effect(SessionAuthorization)(
  Effect.gen(function* () {
    const db = yield* Db;
    const keys = yield* SigningKeys;
    return SessionAuthorization.of({
      sessionToken: (httpEffect, { credential, endpoint }) =>
        Effect.gen(function* () {
          const user = yield* sessionUser(db, keys.session, Redacted.value(credential));
          if (user === null) return yield* sessionExpired();
          // Reporting accounts (issue 14) use the reporting area only, never the shop.
          if (user.reporting) {
            return yield* refuse.forbidden("reporting.account.reporting_only", { path: REPORTING_PATH });
          }
          // An unconfirmed member of a company sees only their profile and the catalogue (membership.ts).
          if (!membershipAllows(user, endpoint.identifier)) {
            return yield* refuse.forbidden("membership.unconfirmed", { cust_no: user.companyCustNo });
          }
          const request = yield* HttpServerRequest.HttpServerRequest;
          const customerNumber = yield* actingCustomerNumber(db, user, request.headers[CUSTOMER_NUMBER_HEADER.toLowerCase()]);
          return yield* Effect.provideService(httpEffect, CurrentSession, { userId: user.id, customerNumber });
        }),
    });
  }),
);

const formTokenInvalid = (reason: string): ApiUnauthorized =>
  refuse.unauthorized("form.token_invalid", { reason });

/**
 * FormAuthorization: the session token of a signed-in user, or a signed request token (core's
 * verifyRequestToken: HS256 over the exact body bytes, five minutes) for anyone. Provides
 * FormSender; the handlers decide which kinds they accept (registration: signed only).
 */
export const FormAuthorizationLive = Layer.effect(FormAuthorization)(
  Effect.gen(function* () {
    const db = yield* Db;
    const keys = yield* SigningKeys;
    return FormAuthorization.of({
      formToken: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const token = Redacted.value(credential);
          if (token === "") return yield* formTokenInvalid("missing");
          const user = yield* sessionUser(db, keys.session, token);
          if (user !== null) {
            return yield* Effect.provideService(httpEffect, FormSender, { kind: "session", userId: user.id, email: user.email });
          }
          const request = yield* HttpServerRequest.HttpServerRequest;
          // The body is read once and cached by the request, so the contract decodes the same bytes.
          const body = new Uint8Array(yield* Effect.orDie(request.arrayBuffer));
          const nowMillis = yield* Clock.currentTimeMillis;
          const claims = yield* verifyRequestToken({ token, secret: keys.form, body, nowMillis }).pipe(
            Effect.mapError((invalid) => formTokenInvalid(invalid.reason)),
          );
          // Single use: the same token and body sent again (a replay, a double click) is refused.
          if (!(yield* Effect.promise(() => useFormToken(db, token, claims.exp, new Date(nowMillis))))) {
            return yield* refuse.unauthorized("form.token_used", { reason: "used" });
          }
          return yield* Effect.provideService(httpEffect, FormSender, { kind: "signed", userId: null, email: claims.email });
        }),
    });
  }),
);
