import { eq } from "drizzle-orm";
import { Clock, Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import {
  CurrentSession,
  customerNumberError,
  DEFAULT_LOCALE,
  emailFieldError,
  FormSender,
  prepareContact,
  REPORTING_LEVEL_CLAIM,
  REGISTER_EMAIL_NOT_UNIQUE,
  ShopApi,
  validateContact,
  type ContactQuestion,
  type Registration,
} from "@proshop/core";
import {
  companyAnswer,
  currentUserAnswer,
  isRepresentative,
  loadCompany,
  normaliseEmail,
} from "../auth/account.ts";
import { catalogueLanguage, listCategories } from "../db/catalogue.ts";
import { catalogueAnswer, recentScope, rememberScope } from "../db/catalogue-answers.ts";
import { matchesEtag } from "../etag.ts";
import { shopConfigFromRows } from "../db/mappers.ts";
import { mayServeCompany } from "../db/rep-companies.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { ServerConfig } from "../config.ts";
import { SigningKeys } from "../auth/secret.ts";
import { readInvitationToken } from "../auth/invitations.ts";
import { Db, type ShopDatabase } from "../db/client.ts";
import { companies, hostnames, organisations, users } from "../db/schema.ts";
import { recordAudit } from "../audit.ts";
import { refuse } from "../errors.ts";
import { Mail } from "../mail.ts";
import { questionMail, registrationMail } from "../mail-messages.ts";
import { hostnameOf, localDemoHosts } from "../links.ts";
import { invalidField, invalidFields, newPasswordFieldRefusal } from "./refusals.ts";
import { OrderRefused, refused } from "../orders/refusals.ts";
import { signedInAccount } from "./signed-in-account.ts";
import { noteCompany } from "../observability/request-log.ts";
import { endSessions } from "../auth/sessions.ts";
import { issueSessionToken } from "../auth/tokens.ts";
import { loadReportingAccount } from "../reporting/accounts.ts";
import { clientAddressOf } from "../client-address.ts";
import { CURRENT_PASSWORD_LIMIT, QUESTION_ADDRESS_LIMIT, REGISTER_ADDRESS_LIMIT } from "../auth/form-limits.ts";
import { clearSlots, type RateLimit } from "../auth/rate-limit.ts";
import { takeSlotOrRefuse } from "./too-many-requests.ts";
import { recordEvent } from "../events/record.ts";
import { marketSupport, marketSupportEmail } from "../market-support.ts";

const now = Clock.currentTimeMillis.pipe(Effect.map((millis) => new Date(millis)));

/**
 * Whose catalogue a catalogue call reads: the market of the company acted for (a customer's
 * own, or the office a representative chose), else the user's own market; in the language
 * asked for (`lang`), else the user's, as the market keeps it.
 */
const catalogueScope = (db: ShopDatabase, lang: string | undefined) =>
  Effect.gen(function* () {
    const { session, account } = yield* signedInAccount(db);
    const custNo = session.customerNumber;
    const acting = custNo === null ? null : yield* Effect.promise(() => loadCompany(db, custNo));
    const organisation = acting?.organisation ?? account.organisation;
    return {
      organisationId: organisation.id,
      language: catalogueLanguage(organisation, lang ?? account.user.language),
      custNo: acting?.company.custNo ?? null,
    };
  });

/** Postgres' unique_violation, from either driver. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * The market a registration belongs to: that of an existing company with its customer number;
 * else the market of the hostname it was sent to; else the market named by its country; else
 * the market of `localhost` (the shop's default).
 */
const registrationOrganisation = async (db: ShopDatabase, host: string, country: string): Promise<string | null> => {
  const byHostname = async (hostname: string) =>
    (await db.select({ id: hostnames.organisationId }).from(hostnames).where(eq(hostnames.hostname, hostname)).limit(1))[0]?.id;
  const byCountry = async (code: string) =>
    code === "" ? undefined : (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, code)).limit(1))[0]?.id;
  return (await byHostname(hostnameOf(host))) ?? (await byCountry(country.trim().toUpperCase())) ?? (await byHostname("localhost")) ?? null;
};

/** The market a hostname serves; an unknown one (an address, a proxy's name) is `localhost`'s, the shop's default. */
const hostnameOrganisation = async (db: ShopDatabase, host: string): Promise<string | null> => {
  const byHostname = async (hostname: string) =>
    (await db.select({ id: hostnames.organisationId }).from(hostnames).where(eq(hostnames.hostname, hostname)).limit(1))[0]?.id;
  return (await byHostname(hostnameOf(host))) ?? (await byHostname("localhost")) ?? null;
};

/** The registration as kept for the back office: everything but the password and the invitation token. */
const registrationRecord = (registration: Registration): Record<string, unknown> => {
  const { password: _password, invitation: _invitation, ...rest } = registration;
  return rest;
};

/**
 * The language a contact question is forwarded in, and the market whose support staff read it:
 * the signed-in sender's, else those of the shop (host name) it was sent from, else the shop's
 * default language and no market.
 */
const senderLanguage = async (
  db: ShopDatabase,
  userId: string | number | null,
  host: string,
): Promise<{ readonly language: string; readonly organisation: string | null }> => {
  if (userId !== null) {
    const [user] = await db.select({ language: users.language, organisation: users.organisationId }).from(users).where(eq(users.id, Number(userId))).limit(1);
    if (user !== undefined) return user;
  }
  const [shop] = await db
    .select({ locales: hostnames.locales, organisation: hostnames.organisationId })
    .from(hostnames)
    .where(eq(hostnames.hostname, hostnameOf(host)))
    .limit(1);
  return { language: shop?.locales[0] ?? DEFAULT_LOCALE, organisation: shop?.organisation ?? null };
};

/** The admin API of SPEC 7 (`/admin/...`). */
export const AdminHandlers = HttpApiBuilder.group(
  ShopApi,
  "admin",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;
    const config = yield* ServerConfig;
    const mail = yield* Mail;
    const keys = yield* SigningKeys;
    const clientAddress = clientAddressOf(config.trustProxy);
    /** Counts a public form from the caller's address; fails with 429 past `limit`. */
    const limitPerAddress = (limit: RateLimit, request: Parameters<typeof clientAddress>[0]) =>
      takeSlotOrRefuse(db, limit, clientAddress(request), "form.too_many_requests");

    return handlers
      .handle("getCurrentUser", () =>
        Effect.gen(function* () {
          const { account } = yield* signedInAccount(db);
          const at = yield* now;
          return yield* Effect.promise(() => currentUserAnswer(db, account, at));
        }),
      )
      .handle("changePassword", ({ payload }) =>
        Effect.gen(function* () {
          const { account } = yield* signedInAccount(db);
          if (payload.current_password === undefined) {
            return yield* invalidField("current_password", "forms.validation.required");
          }
          const current = payload.current_password;
          // Counted before the check, in one statement, like log-in (auth/rate-limit.ts).
          yield* takeSlotOrRefuse(db, CURRENT_PASSWORD_LIMIT, String(account.user.id), "account.too_many_attempts");
          if (!(yield* Effect.promise(() => verifyPassword(current, account.user.passwordHash)))) {
            return yield* refuse.forbidden("account.current_password_wrong", { field: "current_password" });
          }
          const refusal = newPasswordFieldRefusal(payload.password, account.user.email);
          if (refusal !== null) return yield* refusal;
          const hash = yield* Effect.promise(() => hashPassword(payload.password));
          const at = yield* now;
          // Every session ends (someone else may have known the old password); the caller gets a new one.
          const generation = yield* Effect.promise(() =>
            db.transaction(async (tx) => {
              await tx.update(users).set({ passwordHash: hash, updatedAt: at }).where(eq(users.id, account.user.id));
              return endSessions(tx, account.user.id, { server: db });
            }),
          );
          yield* Effect.promise(() => clearSlots(db, CURRENT_PASSWORD_LIMIT, String(account.user.id)));
          const reporting = yield* Effect.promise(() => loadReportingAccount(db, account.user.id));
          const claims = reporting === null ? undefined : { [REPORTING_LEVEL_CLAIM]: reporting.level };
          const auth = yield* Effect.promise(() => issueSessionToken(keys.session, account.user.id, at, claims, generation ?? 0));
          return { success: true, auth };
        }),
      )
      .handle("listProducts", ({ query, request }) =>
        Effect.gen(function* () {
          // Served from bytes built once per catalogue change (db/catalogue-answers.ts), with an ETag.
          const session = yield* CurrentSession;
          const scopeKey = `${session.userId}\u0000${session.customerNumber ?? ""}\u0000${query.lang ?? ""}`;
          const known = recentScope(db, scopeKey);
          const scope = known ?? (yield* catalogueScope(db, query.lang));
          if (known === undefined) rememberScope(db, scopeKey, scope);
          yield* noteCompany(scope.custNo);
          const at = yield* now;
          const answer = yield* Effect.promise(() => catalogueAnswer(db, scope, at));
          const headers = { etag: answer.etag, "cache-control": "private, no-cache" };
          if (matchesEtag(request.headers["if-none-match"], answer.etag)) return HttpServerResponse.empty({ status: 304, headers });
          return HttpServerResponse.uint8Array(answer.body, { contentType: "application/json", headers });
        }),
      )
      .handle("listCategories", ({ query }) =>
        Effect.gen(function* () {
          const scope = yield* catalogueScope(db, query.lang);
          return yield* Effect.promise(() => listCategories(db, scope));
        }),
      )
      .handle("getConfigForHostname", ({ params }) =>
        Effect.gen(function* () {
          const hostname = hostnameOf(params.hostname);
          const [row] = yield* Effect.promise(() =>
            db
              .select({ host: hostnames, organisation: organisations })
              .from(hostnames)
              .innerJoin(organisations, eq(organisations.id, hostnames.organisationId))
              .where(eq(hostnames.hostname, hostname))
              .limit(1),
          );
          if (row === undefined) {
            const known = yield* Effect.promise(() => db.select({ hostname: hostnames.hostname }).from(hostnames));
            return yield* refuse.notFound("config.hostname_unknown", { hostname, hosts: localDemoHosts(known.map((h) => h.hostname)) });
          }
          return shopConfigFromRows(row.host, row.organisation);
        }),
      )
      .handle("setOrderOnBehalf", ({ payload }) =>
        Effect.gen(function* () {
          const { account } = yield* signedInAccount(db);
          // The web shows these words in a toast: a representative's restored office can be refused.
          const locale = account.user.language;
          if (!isRepresentative(account.user)) {
            return yield* refuse.forbidden("order_on_behalf.not_allowed", {}, locale);
          }
          const custNo = payload.cust_no.trim();
          const target = yield* Effect.promise(() => loadCompany(db, custNo));
          if (target === null) {
            return yield* refuse.notFound("order_on_behalf.unknown_company", { cust_no: custNo }, locale);
          }
          if (!(yield* Effect.promise(() => mayServeCompany(db, account.user.id, custNo)))) {
            return yield* refuse.forbidden("order_on_behalf.company_not_allowed", { cust_no: custNo }, locale);
          }
          const at = yield* now;
          yield* Effect.promise(() =>
            recordAudit(db, {
              userId: account.user.id,
              action: "set_order_on_behalf",
              custNo,
              at,
              details: { organisation: target.organisation.id, company_name: target.company.name },
            }),
          );
          return { company: yield* Effect.promise(() => companyAnswer(db, target.company, target.organisation, at)) };
        }),
      )
      .handle("register", ({ payload, query, request }) =>
        Effect.gen(function* () {
          yield* limitPerAddress(REGISTER_ADDRESS_LIMIT, request);
          const sender = yield* FormSender;
          if (sender.kind !== "signed") {
            return yield* refuse.unauthorized("form.token_invalid", { reason: "session" });
          }
          const email = normaliseEmail(payload.email);
          if (sender.email !== email) {
            return yield* refuse.unauthorized("form.token_invalid", { reason: "email" });
          }
          const custNo = payload.cust_no.trim();
          const custNoError = customerNumberError(custNo);
          if (custNoError !== null) return yield* invalidFields({ cust_no: custNoError });
          const emailError = emailFieldError(email);
          if (emailError !== null) return yield* invalidFields({ email: emailError });
          const refusal = newPasswordFieldRefusal(payload.password, email);
          if (refusal !== null) return yield* refusal;

          const [taken] = yield* Effect.promise(() => db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1));
          if (taken !== undefined) {
            return yield* refuse.conflict(REGISTER_EMAIL_NOT_UNIQUE, { field: "email" });
          }
          const existing = yield* Effect.promise(() => loadCompany(db, custNo));
          // Joining an existing company (issue 11): never one of another market than this shop's,
          // and confirmed only through an invitation of a confirmed colleague (else by support).
          let companyConfirmed = existing === null;
          const shopMarket = yield* Effect.promise(() => hostnameOrganisation(db, request.headers["host"] ?? ""));
          const otherMarket = (market: string) =>
            shopMarket !== null && shopMarket !== market ? refuse.conflict("membership.other_market", { field: "cust_no", cust_no: custNo, market }) : null;
          const joinRefusal = existing === null ? null : otherMarket(existing.organisation.id);
          if (joinRefusal !== null) return yield* joinRefusal;
          if (payload.invitation !== undefined && payload.invitation !== "") {
            const at0 = yield* now;
            const invited = yield* Effect.promise(() => readInvitationToken(keys.session, payload.invitation ?? "", at0));
            if (invited === null || invited.email === undefined || normaliseEmail(invited.email) !== email || invited.cust_no !== custNo || existing === null) {
              return yield* refuse.badRequest("invitation.token_invalid", { field: "invitation" });
            }
            companyConfirmed = true;
          }
          const organisationId =
            existing?.organisation.id ?? (yield* Effect.promise(() => registrationOrganisation(db, request.headers["host"] ?? "", payload.country)));
          if (organisationId === null) return yield* Effect.die(new Error("No organisation serves localhost: the database is not seeded"));
          const hash = yield* Effect.promise(() => hashPassword(payload.password));
          const at = yield* now;

          const created = yield* Effect.tryPromise({
            try: () =>
              db.transaction(async (tx) => {
                let membership = { organisationId, confirmed: companyConfirmed };
                if (existing === null) {
                  // A new office waits for approval like its first user (SPEC 4).
                  const founded = await tx
                    .insert(companies)
                    .values({
                      custNo,
                      name: payload.company_name.trim() || `${payload.firstName} ${payload.lastName}`.trim(),
                      organisationId,
                      licenseValid: "PENDING",
                      address: `${payload.street_name} ${payload.house_number}`.trim(),
                      addressXtra: payload.address,
                      postalcode: payload.postalcode,
                      city: payload.city,
                      country: payload.country.trim().toUpperCase().slice(0, 2),
                    })
                    .onConflictDoNothing()
                    .returning({ custNo: companies.custNo });
                  // Another registration created it a moment ago (issue 32 item 12): the unique key
                  // lets one founder through; this one joins like any registration into an existing
                  // company, unconfirmed until support approves it.
                  if (founded.length === 0) {
                    const [company] = await tx.select({ organisationId: companies.organisationId }).from(companies).where(eq(companies.custNo, custNo));
                    const market = company?.organisationId ?? organisationId;
                    const refusal = otherMarket(market);
                    if (refusal !== null) refused(refusal);
                    membership = { organisationId: market, confirmed: false };
                  }
                }
                const [user] = await tx
                  .insert(users)
                  .values({
                    email,
                    passwordHash: hash,
                    firstName: payload.firstName.trim(),
                    lastName: payload.lastName.trim(),
                    phone: payload.phone.trim(),
                    role: "customer",
                    companyCustNo: custNo,
                    organisationId: membership.organisationId,
                    // Whatever the form says, a new account is not approved (SPEC 4).
                    isValid: false,
                    companyConfirmed: membership.confirmed,
                    language: payload.language,
                    registration: registrationRecord(payload),
                    createdAt: at,
                    updatedAt: at,
                  })
                  .returning({ id: users.id, companyConfirmed: users.companyConfirmed, organisationId: users.organisationId });
                // Issue 34: account.registered with the account, in its transaction.
                await recordEvent(tx, {
                  type: "account.registered",
                  market: membership.organisationId,
                  at,
                  data: {
                    user_id: user!.id,
                    cust_no: custNo,
                    email,
                    first_name: payload.firstName.trim(),
                    last_name: payload.lastName.trim(),
                    language: payload.language,
                    new_company: existing === null && membership.confirmed,
                    registered_at: at.toISOString(),
                  },
                });
                return user;
              }),
            catch: (error) => error,
          }).pipe(
            Effect.catch((error) =>
              error instanceof OrderRefused
                ? Effect.fail(error.refusal)
                : isUniqueViolation(error)
                  ? Effect.fail(refuse.conflict(REGISTER_EMAIL_NOT_UNIQUE, { field: "email" }))
                  : Effect.die(error),
            ),
          );
          if (query.send_mail === "1") {
            // The support contact of the market the account joined (issue 35 item 18), as the contact page gives it.
            const support = yield* Effect.promise(() => marketSupport(db, created?.organisationId ?? organisationId));
            yield* mail.send(registrationMail({ email, firstName: payload.firstName, language: payload.language }, custNo, support));
          }
          yield* Effect.logInfo(`registration: user ${created?.id ?? "?"} for company ${custNo}${created?.companyConfirmed === true ? "" : " (membership to confirm)"}`);
          return { success: true };
        }),
      )
      .handle("askQuestion", ({ payload, request }) =>
        Effect.gen(function* () {
          yield* limitPerAddress(QUESTION_ADDRESS_LIMIT, request);
          const sender = yield* FormSender;
          const question: ContactQuestion = { ...payload, email: prepareContact(payload).email };
          if (sender.kind === "signed" && sender.email !== normaliseEmail(question.email)) {
            return yield* refuse.unauthorized("form.token_invalid", { reason: "email" });
          }
          const errors = validateContact(question);
          if (Object.keys(errors).length > 0) return yield* invalidFields(errors);
          const { language, organisation } = yield* Effect.promise(() => senderLanguage(db, sender.userId, request.headers["host"] ?? ""));
          // To the market's own support address (its configuration), else the server's SUPPORT_EMAIL.
          const supportEmail = yield* Effect.promise(() => marketSupportEmail(db, organisation, config.supportEmail));
          yield* mail.send(questionMail(question, { userId: sender.userId, language, organisation }, supportEmail));
          return { success: true };
        }),
      );
  }),
);
