import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, type SQL } from "drizzle-orm";
import { Clock, Effect } from "effect";
import { HttpServerRequest } from "effect/http";
import {
  isUserLevel,
  REPORTING_LEVEL_CLAIM,
  reportingUserProblems,
  type ReportingUserCreate,
  type ReportingUserRecord,
  type ReportingUserUpdate,
  type ReportingUserUpdated,
  type UserLevel,
} from "@proshop/core";
import { normaliseEmail } from "../auth/account.ts";
import { CURRENT_PASSWORD_LIMIT } from "../auth/form-limits.ts";
import { ACCOUNT_ADDRESS_COMPANY_LIMIT, PASSWORD_LINK_COMPANY_LIMIT } from "../auth/mail-limits.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { clearSlots } from "../auth/rate-limit.ts";
import { createResetToken, RESET_TOKEN_TTL_SECONDS } from "../auth/reset-tokens.ts";
import { SigningKeys } from "../auth/secret.ts";
import { endSessions } from "../auth/sessions.ts";
import { issueSessionToken } from "../auth/tokens.ts";
import { ServerConfig } from "../config.ts";
import type { ShopDatabase } from "../db/client.ts";
import { companies, reportingAccounts, users } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { invalidField, invalidFields, newPasswordFieldRefusal } from "../handlers/refusals.ts";
import { takeSlotOrRefuse } from "../handlers/too-many-requests.ts";
import { publicOrigin } from "../links.ts";
import { Mail } from "../mail.ts";
import { passwordResetMail } from "../mail-messages.ts";
import type { ReportingAccount } from "./accounts.ts";
import { checkGrant, checkManagedLevel, listedCompany, seesCompany } from "./access.ts";
import { targetCompany } from "./locations.ts";

/*
 * Reporting accounts: users of the shop's `users` table with a level in `reporting_accounts`.
 * An administrator (level 2) manages the accounts of levels 0, 1, 3 and 4 of their company (core's
 * manageableLevels); a super administrator any account. Nobody changes their own level or deletes their own account. A
 * new account without a first password is e-mailed a link to choose one. As in the shop, one's
 * own password or e-mail changes only with the current password, and a new password (one's own
 * or set by an administrator) ends every session of the account (issue 32 item 5).
 *
 * Addresses (issue 32 item 15): one log-in serves shop and reporting accounts (log-in and reset
 * go by e-mail), so an address is one account, and a used one cannot be given again: 409
 * `email_taken`, the same whoever uses it. Separate namespaces would make one address two
 * accounts behind one log-in form. What the 409 tells (the address has an account somewhere)
 * costs one of the company's new addresses of the hour, taken before the look-up.
 */

const now = Clock.currentTimeMillis.pipe(Effect.map((millis) => new Date(millis)));

interface UserRow {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly level: number;
  readonly company: string;
  readonly language: string;
  readonly createdAt: Date;
}

const userRecord = (row: UserRow): ReportingUserRecord => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  level: (isUserLevel(row.level) ? row.level : 0) as UserLevel,
  company: row.company,
  language: row.language,
  created_at: row.createdAt.toISOString(),
});

const selectUsers = (db: ShopDatabase, where: SQL | undefined) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      level: reportingAccounts.level,
      company: users.companyCustNo,
      language: users.language,
      createdAt: users.createdAt,
    })
    .from(reportingAccounts)
    .innerJoin(users, eq(users.id, reportingAccounts.userId))
    .where(where)
    .orderBy(asc(users.companyCustNo), asc(users.email));

/** A reporting account the caller may see, else 404. */
const visibleUser = (db: ShopDatabase, account: ReportingAccount, id: number) =>
  Effect.gen(function* () {
    const [found] = yield* Effect.promise(() => selectUsers(db, eq(users.id, id)).limit(1));
    if (found === undefined || !seesCompany(account, found.company)) return yield* refuse.notFound("reporting.not_found.user", { id }, account.language);
    return found;
  });

export const listUsers = (db: ShopDatabase, account: ReportingAccount, requested: string | undefined) =>
  Effect.gen(function* () {
    const company = yield* listedCompany(account, requested);
    const rows = yield* Effect.promise(() => selectUsers(db, company === null ? isNotNull(users.id) : eq(users.companyCustNo, company)));
    return rows.map(userRecord);
  });

export const getUser = (db: ShopDatabase, account: ReportingAccount, id: number) => visibleUser(db, account, id).pipe(Effect.map(userRecord));

const emailTaken = (db: ShopDatabase, email: string, except?: number) =>
  Effect.promise(async () => {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return taken !== undefined && taken.id !== except;
  });

/** Checks a first or new password against the server's policy (400 naming `password`). */
const checkPassword = (password: string | undefined, email: string) => {
  const refusal = password === undefined ? null : newPasswordFieldRefusal(password, email);
  return refusal === null ? Effect.void : Effect.fail(refusal);
};

export const createUser = (db: ShopDatabase, account: ReportingAccount, payload: ReportingUserCreate) =>
  Effect.gen(function* () {
    const company = yield* targetCompany(db, account, payload.company);
    yield* checkGrant(account, payload.level);
    const email = normaliseEmail(payload.email);
    const problems = reportingUserProblems({ email });
    if (Object.keys(problems).length > 0) return yield* invalidFields(problems);
    yield* checkPassword(payload.password, email);
    // Per company, whoever creates them (fresh administrators must not multiply the allowance),
    // and before the address is looked up (a 409 tells the address has an account elsewhere).
    if (payload.password === undefined) {
      yield* takeSlotOrRefuse(db, PASSWORD_LINK_COMPANY_LIMIT, company, "reporting.account.too_many_links", account.language);
    } else {
      yield* takeSlotOrRefuse(db, ACCOUNT_ADDRESS_COMPANY_LIMIT, company, "reporting.account.too_many_created", account.language);
    }
    if (yield* emailTaken(db, email)) return yield* refuse.conflict("reporting.conflict.email_taken", { field: "email" }, account.language);
    // Without a first password the account gets an unusable one until its owner picks theirs.
    const hash = yield* Effect.promise(() => hashPassword(payload.password ?? randomBytes(32).toString("base64url")));
    const at = yield* now;
    const [organisation] = yield* Effect.promise(() => db.select({ id: companies.organisationId }).from(companies).where(eq(companies.custNo, company)).limit(1));
    const language = payload.language ?? account.language;
    const id = yield* Effect.promise(() =>
      db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email,
            passwordHash: hash,
            firstName: payload.first_name?.trim() ?? "",
            lastName: payload.last_name?.trim() ?? "",
            role: "customer",
            companyCustNo: company,
            organisationId: organisation!.id,
            isValid: false,
            language,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: users.id });
        await tx.insert(reportingAccounts).values({ userId: user!.id, level: payload.level, updatedAt: at });
        return user!.id;
      }),
    );
    if (payload.password === undefined) yield* sendPasswordLink(db, { id, email, firstName: payload.first_name ?? "", language });
    return userRecord({ id, email, firstName: payload.first_name?.trim() ?? "", lastName: payload.last_name?.trim() ?? "", level: payload.level, company, language, createdAt: at });
  });

/** E-mails a new account the link to choose its password (the shop's reset page). */
const sendPasswordLink = (db: ShopDatabase, user: { readonly id: number; readonly email: string; readonly firstName: string; readonly language: string }) =>
  Effect.gen(function* () {
    const config = yield* ServerConfig;
    const mail = yield* Mail;
    const request = yield* HttpServerRequest.HttpServerRequest;
    const token = yield* Effect.promise(() => createResetToken(db, user.id, new Date()));
    const origin = yield* Effect.promise(() => publicOrigin(db, config, request));
    yield* mail.send(passwordResetMail(user, `${origin}/reset-password?token=${encodeURIComponent(token)}`, RESET_TOKEN_TTL_SECONDS / 60));
  });

/**
 * The caller's current password, before their own password or e-mail changes: counted before it
 * is checked, in the shop's PUT /admin/user/me bucket (10 wrong per user per 15 minutes, then
 * 429), so a token left in a browser is not enough to take the account over.
 */
const checkCurrentPassword = (db: ShopDatabase, account: ReportingAccount, given: string | undefined) =>
  Effect.gen(function* () {
    if (given === undefined) return yield* invalidField("current_password", "forms.validation.required");
    const subject = String(account.userId);
    yield* takeSlotOrRefuse(db, CURRENT_PASSWORD_LIMIT, subject, "account.too_many_attempts", account.language);
    const [user] = yield* Effect.promise(() => db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, account.userId)).limit(1));
    if (user === undefined || !(yield* Effect.promise(() => verifyPassword(given, user.passwordHash)))) {
      return yield* refuse.forbidden("account.current_password_wrong", { field: "current_password" }, account.language);
    }
    yield* Effect.promise(() => clearSlots(db, CURRENT_PASSWORD_LIMIT, subject));
  });

export const updateUser = (db: ShopDatabase, account: ReportingAccount, id: number, payload: ReportingUserUpdate) =>
  Effect.gen(function* () {
    const found = yield* visibleUser(db, account, id);
    if (id === account.userId && payload.level !== undefined && payload.level !== found.level) {
      return yield* refuse.forbidden("reporting.level.own", { field: "level" }, account.language);
    }
    if (id !== account.userId) yield* checkManagedLevel(account, found.level as UserLevel);
    if (payload.level !== undefined && payload.level !== found.level) yield* checkGrant(account, payload.level);
    const email = payload.email === undefined ? found.email : normaliseEmail(payload.email);
    const problems = reportingUserProblems({ email });
    if (Object.keys(problems).length > 0) return yield* invalidFields(problems);
    yield* checkPassword(payload.password, email);
    const own = id === account.userId;
    if (own && (payload.password !== undefined || email !== found.email)) yield* checkCurrentPassword(db, account, payload.current_password);
    if (email !== found.email) {
      yield* takeSlotOrRefuse(db, ACCOUNT_ADDRESS_COMPANY_LIMIT, found.company, "reporting.account.too_many_created", account.language);
      if (yield* emailTaken(db, email, id)) return yield* refuse.conflict("reporting.conflict.email_taken", { field: "email" }, account.language);
    }
    const hash = payload.password === undefined ? undefined : yield* Effect.promise(() => hashPassword(payload.password!));
    const at = yield* now;
    const generation = yield* Effect.promise(() =>
      db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            email,
            ...(payload.first_name === undefined ? {} : { firstName: payload.first_name.trim() }),
            ...(payload.last_name === undefined ? {} : { lastName: payload.last_name.trim() }),
            ...(payload.language === undefined ? {} : { language: payload.language }),
            ...(hash === undefined ? {} : { passwordHash: hash }),
            updatedAt: at,
          })
          .where(eq(users.id, id));
        if (payload.level !== undefined) await tx.update(reportingAccounts).set({ level: payload.level, updatedAt: at }).where(eq(reportingAccounts.userId, id));
        // Whoever knew the old password is signed out everywhere, as after the shop's change or reset.
        return hash === undefined ? null : endSessions(tx, id, { server: db });
      }),
    );
    const record: ReportingUserUpdated = userRecord(yield* visibleUser(db, account, id));
    if (!own || generation === null) return record;
    // The device that changed its own password stays signed in with a token of the new generation.
    const keys = yield* SigningKeys;
    const auth = yield* Effect.promise(() => issueSessionToken(keys.session, id, at, { [REPORTING_LEVEL_CLAIM]: record.level }, generation));
    return { ...record, auth };
  });

export const deleteUser = (db: ShopDatabase, account: ReportingAccount, id: number) =>
  Effect.gen(function* () {
    const found = yield* visibleUser(db, account, id);
    if (id === account.userId) return yield* refuse.forbidden("reporting.level.own", {}, account.language);
    yield* checkManagedLevel(account, found.level as UserLevel);
    yield* Effect.promise(() => db.delete(users).where(and(eq(users.id, id))));
  });
