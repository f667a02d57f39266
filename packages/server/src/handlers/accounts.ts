import { and, asc, eq, inArray, isNull, notExists, or, type SQL } from "drizzle-orm";
import { Clock, Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { emailFieldError, ShopApi, type LicenceState, type PendingAccount } from "@proshop/core";
import { normaliseEmail } from "../auth/account.ts";
import { issueInvitationToken } from "../auth/invitations.ts";
import { INVITATION_USER_LIMIT } from "../auth/mail-limits.ts";
import { SigningKeys } from "../auth/secret.ts";
import { recordAudit } from "../audit.ts";
import { ServerConfig } from "../config.ts";
import { Db, type ShopDatabase, type ShopQueryable } from "../db/client.ts";
import { companies, hostnames, organisations, reportingAccounts, users } from "../db/schema.ts";
import { mayServeCompany } from "../db/rep-companies.ts";
import { isRepresentative } from "../auth/account.ts";
import { refuse } from "../errors.ts";
import { publicOrigin } from "../links.ts";
import { Mail } from "../mail.ts";
import { accountApprovedMail, accountRefusedMail, invitationMail } from "../mail-messages.ts";
import { marketSupport } from "../market-support.ts";
import { invalidFields } from "./refusals.ts";
import { supportMarkets } from "./outbox.ts";
import { signedInAccount } from "./signed-in-account.ts";
import { recordEvent } from "../events/record.ts";
import { takeSlotOrRefuse } from "./too-many-requests.ts";

/*
 * The accounts calls (core's contract/accounts.ts). Support agents act on the accounts and
 * markets they serve only (their own market and those named for them in rep_companies, as for
 * the outbox); another market's account is not found, like an unknown one. Every decision is
 * a row of the audit table (who: the agent, when, what: the action and the account, why: the
 * reason), and the customer is e-mailed in their language through the outbox.
 */

const now = Clock.currentTimeMillis.pipe(Effect.map((millis) => new Date(millis)));

const LICENCE_STATE: Record<string, LicenceState> = { APPROVED: "valid", PENDING: "pending", INVALID: "invalid" };

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
  custNo: users.companyCustNo,
  companyName: companies.name,
  organisation: users.organisationId,
  registration: users.registration,
  licenseValid: companies.licenseValid,
  isValid: users.isValid,
  companyConfirmed: users.companyConfirmed,
  createdAt: users.createdAt,
};

type AccountRow = {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly language: string;
  readonly custNo: string;
  readonly companyName: string;
  readonly organisation: string;
  readonly registration: Record<string, unknown> | null;
  readonly licenseValid: string;
  readonly isValid: boolean;
  readonly companyConfirmed: boolean;
  readonly createdAt: Date;
};

const pendingAccount = (row: AccountRow): PendingAccount => {
  const licence = row.registration?.["license_number"];
  return {
    user_id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    language: row.language,
    cust_no: row.custNo,
    company_name: row.companyName,
    organisation: row.organisation,
    license_number: typeof licence === "string" ? licence : "",
    license_state: LICENCE_STATE[row.licenseValid] ?? "pending",
    approved: row.isValid,
    company_confirmed: row.companyConfirmed,
    registered_at: row.createdAt.toISOString(),
  };
};

/** Customers waiting: not approved or not confirmed in their company, and not refused. */
export const waiting = or(eq(users.isValid, false), eq(users.companyConfirmed, false));

/** Shop customers (never reporting accounts) matching `condition`, oldest first; the pending digest reads them too. */
export const accountsWhere = (db: ShopDatabase, condition: ReturnType<typeof and>) =>
  db
    .select(accountColumns)
    .from(users)
    .innerJoin(companies, eq(companies.custNo, users.companyCustNo))
    // Reporting accounts (issue 14) use the reporting area only: never shop accounts to approve.
    .where(and(eq(users.role, "customer"), notExists(db.select({ one: reportingAccounts.userId }).from(reportingAccounts).where(eq(reportingAccounts.userId, users.id))), condition))
    .orderBy(asc(users.createdAt), asc(users.id));

/** The accounts a decision names, and the others waiting in the company it names by number. */
type Targets = { readonly rows: AccountRow[]; readonly others: AccountRow[] };

/** Most e-mails a "choose by e-mail" refusal names (the oldest first). */
const MAX_NAMED_CANDIDATES = 10;

/**
 * The accounts a decision is about, within the agent's markets: one by e-mail (in any state),
 * or by customer number the account that created the company, while it waits (issue 32 item
 * 11): the company's first account, confirmed in it (a registration that founds a company is,
 * issue 32 item 12; a stranger who registered into it is not). Approving a company thus never
 * approves whoever joined it; those accounts come back as `others`, to be named by e-mail.
 */
const targets = async (db: ShopDatabase, markets: readonly string[], account: string): Promise<Targets> => {
  const inMarkets = inArray(users.organisationId, [...markets]);
  if (account.includes("@")) return { rows: await accountsWhere(db, and(inMarkets, eq(users.email, normaliseEmail(account)))), others: [] };
  const custNo = account.trim();
  const waitingHere = await accountsWhere(db, and(inMarkets, eq(users.companyCustNo, custNo), waiting, isNull(users.refusedAt)));
  const [first] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyCustNo, custNo), eq(users.role, "customer")))
    .orderBy(asc(users.id))
    .limit(1);
  const isFounder = (row: AccountRow) => row.id === first?.id && row.companyConfirmed;
  return { rows: waitingHere.filter(isFounder), others: waitingHere.filter((row) => !isFounder(row)) };
};

/**
 * Decides one account if it is still in the state the decision is for (`still`), in the same
 * statement: of two decisions at once the second changes nothing (PostgreSQL re-reads the row
 * it waited for), so it sends no second e-mail and writes no second audit row.
 */
const decide = async (tx: ShopQueryable, id: number, still: SQL | undefined, set: Partial<typeof users.$inferInsert>): Promise<boolean> =>
  (await tx.update(users).set(set).where(and(eq(users.id, id), still)).returning({ id: users.id })).length > 0;

export const AccountsHandlers = HttpApiBuilder.group(
  ShopApi,
  "accounts",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;
    const mail = yield* Mail;
    const keys = yield* SigningKeys;
    const config = yield* ServerConfig;

    /** The signed-in support agent and the markets they serve; 403 for anyone else. */
    const supportAgent = Effect.gen(function* () {
      const { account } = yield* signedInAccount(db);
      const markets = yield* Effect.promise(() => supportMarkets(db, account.user.id));
      if (markets === null) return yield* refuse.forbidden("accounts.not_allowed", {}, account.user.language);
      return { user: account.user, markets };
    });

    const alreadyDecided = (account: string, language: string) => Effect.fail(refuse.conflict("accounts.already_decided", { account }, language));

    /** The accounts to decide; 404 for none, 409 naming the candidates' e-mails when the number names none of them. */
    const found = ({ rows, others }: Targets, account: string, language: string) => {
      if (rows.length > 0) return Effect.succeed(rows);
      if (others.length === 0) return Effect.fail(refuse.notFound("accounts.not_found", { account }, language));
      const named = others.slice(0, MAX_NAMED_CANDIDATES).map((row) => row.email);
      const emails = `${named.join(", ")}${others.length > named.length ? ", …" : ""}`;
      return Effect.fail(refuse.conflict("accounts.choose_by_email", { field: "account", account, emails }, language));
    };

    return handlers
      .handle("listPendingAccounts", () =>
        Effect.gen(function* () {
          const agent = yield* supportAgent;
          const rows = yield* Effect.promise(() =>
            accountsWhere(db, and(inArray(users.organisationId, agent.markets), waiting, isNull(users.refusedAt))),
          );
          return { accounts: rows.map(pendingAccount) };
        }),
      )
      .handle("approveAccount", ({ payload }) =>
        Effect.gen(function* () {
          const agent = yield* supportAgent;
          const rows = yield* found(yield* Effect.promise(() => targets(db, agent.markets, payload.account)), payload.account, agent.user.language);
          const at = yield* now;
          const approved = yield* Effect.promise(() =>
            db.transaction(async (tx) => {
              const changed: AccountRow[] = [];
              for (const row of rows) {
                if (!(await decide(tx, row.id, waiting, { isValid: true, companyConfirmed: true, refusedAt: null, refusalReason: null, updatedAt: at }))) continue;
                changed.push(row);
                // Approving the account approves the licence it registered with (SPEC 4: ordering opens).
                await tx.update(companies).set({ licenseValid: "APPROVED" }).where(eq(companies.custNo, row.custNo));
                await recordAudit(tx, {
                  userId: agent.user.id,
                  action: "account.approve",
                  custNo: row.custNo,
                  at,
                  details: { user_id: row.id, email: row.email, licence_before: LICENCE_STATE[row.licenseValid] ?? row.licenseValid, approved_before: row.isValid, company_confirmed_before: row.companyConfirmed },
                });
                // Issue 34: account.approved with the approval, in its transaction.
                await recordEvent(tx, {
                  type: "account.approved",
                  market: row.organisation,
                  at,
                  data: { user_id: row.id, cust_no: row.custNo, email: row.email, approved_at: at.toISOString() },
                });
              }
              return changed;
            }),
          );
          if (approved.length === 0) return yield* alreadyDecided(payload.account, agent.user.language);
          for (const row of approved) {
            // With the account's market's support line (issue 35 item 18), as the contact page gives it.
            const support = yield* Effect.promise(() => marketSupport(db, row.organisation));
            yield* mail.send(accountApprovedMail(row, support));
          }
          return { accounts: approved.map((row) => pendingAccount({ ...row, isValid: true, companyConfirmed: true, licenseValid: "APPROVED" })) };
        }),
      )
      .handle("refuseAccount", ({ payload }) =>
        Effect.gen(function* () {
          const agent = yield* supportAgent;
          const reason = payload.reason.trim();
          if (reason === "") return yield* refuse.badRequest("accounts.reason_required", { field: "reason" }, agent.user.language);
          const rows = yield* found(yield* Effect.promise(() => targets(db, agent.markets, payload.account)), payload.account, agent.user.language);
          const at = yield* now;
          const refused = yield* Effect.promise(() =>
            db.transaction(async (tx) => {
              const changed: AccountRow[] = [];
              for (const row of rows) {
                if (!(await decide(tx, row.id, and(waiting, isNull(users.refusedAt)), { isValid: false, refusedAt: at, refusalReason: reason, updatedAt: at }))) continue;
                changed.push(row);
                // A new company waiting with its first user: its licence is refused too. An existing
                // (approved) company keeps its state: only this person's link was refused.
                await tx
                  .update(companies)
                  .set({ licenseValid: "INVALID" })
                  .where(and(eq(companies.custNo, row.custNo), eq(companies.licenseValid, "PENDING")));
                await recordAudit(tx, {
                  userId: agent.user.id,
                  action: "account.refuse",
                  custNo: row.custNo,
                  at,
                  details: { user_id: row.id, email: row.email, reason },
                });
              }
              return changed;
            }),
          );
          if (refused.length === 0) return yield* alreadyDecided(payload.account, agent.user.language);
          for (const row of refused) {
            const support = yield* Effect.promise(() => marketSupport(db, row.organisation));
            yield* mail.send(accountRefusedMail(row, reason, support));
          }
          return {
            accounts: refused.map((row) => pendingAccount({ ...row, isValid: false, licenseValid: row.licenseValid === "PENDING" ? "INVALID" : row.licenseValid })),
          };
        }),
      )
      .handle("setMaxOrderAmount", ({ payload }) =>
        Effect.gen(function* () {
          const agent = yield* supportAgent;
          const email = normaliseEmail(payload.email);
          const [user] = yield* Effect.promise(() =>
            db
              .select({ id: users.id, custNo: users.companyCustNo, before: users.maxOrderAmountCents })
              .from(users)
              .where(and(eq(users.email, email), inArray(users.organisationId, agent.markets)))
              .limit(1),
          );
          if (user === undefined) return yield* refuse.notFound("accounts.not_found", { account: email }, agent.user.language);
          const at = yield* now;
          const after = payload.max_order_amount_cents;
          yield* Effect.promise(() =>
            db.transaction(async (tx) => {
              await tx.update(users).set({ maxOrderAmountCents: after, updatedAt: at }).where(eq(users.id, user.id));
              await recordAudit(tx, {
                userId: agent.user.id,
                action: "account.max_order_amount",
                custNo: user.custNo,
                at,
                details: { user_id: user.id, email, before_cents: user.before, after_cents: after },
              });
            }),
          );
          return { email, max_order_amount_cents: after };
        }),
      )
      .handle("setMaintenance", ({ params, payload }) =>
        Effect.gen(function* () {
          const agent = yield* supportAgent;
          const organisation = params.organisation.toUpperCase();
          if (!agent.markets.includes(organisation)) {
            return yield* refuse.notFound("accounts.organisation_not_found", { organisation }, agent.user.language);
          }
          const at = yield* now;
          const [row] = yield* Effect.promise(() =>
            db.transaction(async (tx) => {
              const [before] = await tx
                .select({ mode: organisations.maintenanceMode, message: organisations.maintenanceMessage })
                .from(organisations)
                .where(eq(organisations.id, organisation));
              const updated = await tx
                .update(organisations)
                .set({
                  maintenanceMode: payload.maintenance_mode,
                  ...(payload.maintenance_message === undefined ? {} : { maintenanceMessage: payload.maintenance_message }),
                })
                .where(eq(organisations.id, organisation))
                .returning({ mode: organisations.maintenanceMode, message: organisations.maintenanceMessage });
              await recordAudit(tx, {
                userId: agent.user.id,
                action: "organisation.maintenance",
                custNo: null,
                at,
                details: { organisation, before: before ?? null, after: updated[0] ?? null },
              });
              return updated;
            }),
          );
          if (row === undefined) return yield* refuse.notFound("accounts.organisation_not_found", { organisation }, agent.user.language);
          return { organisation, maintenance_mode: row.mode, maintenance_message: row.message };
        }),
      )
      .handle("setHostMaintenance", ({ params, payload }) =>
        Effect.gen(function* () {
          const agent = yield* supportAgent;
          const hostname = params.hostname.toLowerCase();
          const [host] = yield* Effect.promise(() =>
            db.select({ organisation: hostnames.organisationId, mode: hostnames.maintenanceMode }).from(hostnames).where(eq(hostnames.hostname, hostname)).limit(1),
          );
          // Another market's host is not found, like an unknown one.
          if (host === undefined || !agent.markets.includes(host.organisation)) {
            return yield* refuse.notFound("supportTools.host_not_found", { hostname }, agent.user.language);
          }
          const at = yield* now;
          const texts = {
            ...(payload.maintenance_title === undefined ? {} : { maintenanceTitle: payload.maintenance_title }),
            ...(payload.maintenance_message === undefined ? {} : { maintenanceMessage: payload.maintenance_message }),
          };
          const row = yield* Effect.promise(() =>
            db.transaction(async (tx) => {
              const textColumns = { title: organisations.maintenanceTitle, message: organisations.maintenanceMessage };
              const [before] = await tx.select(textColumns).from(organisations).where(eq(organisations.id, host.organisation));
              await tx.update(hostnames).set({ maintenanceMode: payload.maintenance_mode }).where(eq(hostnames.hostname, hostname));
              // The host's page shows the market's title and message (SPEC 2): they are the market's texts.
              const [after] =
                Object.keys(texts).length === 0
                  ? [before]
                  : await tx.update(organisations).set(texts).where(eq(organisations.id, host.organisation)).returning(textColumns);
              await recordAudit(tx, {
                userId: agent.user.id,
                action: "hostname.maintenance",
                custNo: null,
                at,
                details: {
                  hostname,
                  organisation: host.organisation,
                  before: { mode: host.mode, ...(before ?? {}) },
                  after: { mode: payload.maintenance_mode, ...(after ?? {}) },
                },
              });
              return after;
            }),
          );
          return {
            hostname,
            organisation: host.organisation,
            maintenance_mode: payload.maintenance_mode,
            maintenance_title: row?.title ?? null,
            maintenance_message: row?.message ?? null,
          };
        }),
      )
      .handle("listCompanyUsers", ({ params }) =>
        Effect.gen(function* () {
          const { account } = yield* signedInAccount(db);
          const language = account.user.language;
          // Support and representatives who may serve the company only (the right to act for it).
          if (!isRepresentative(account.user)) return yield* refuse.forbidden("supportTools.company_users_not_allowed", {}, language);
          const custNo = params.cust_no.trim();
          const [company] = yield* Effect.promise(() => db.select({ custNo: companies.custNo }).from(companies).where(eq(companies.custNo, custNo)).limit(1));
          if (company === undefined) return yield* refuse.notFound("order_on_behalf.unknown_company", { cust_no: custNo }, language);
          if (!(yield* Effect.promise(() => mayServeCompany(db, account.user.id, custNo)))) {
            return yield* refuse.forbidden("order_on_behalf.company_not_allowed", { cust_no: custNo }, language);
          }
          const rows = yield* Effect.promise(() =>
            db
              .select({
                id: users.id,
                email: users.email,
                firstName: users.firstName,
                lastName: users.lastName,
                language: users.language,
                maxOrderAmountCents: users.maxOrderAmountCents,
              })
              .from(users)
              // The users who see the company's cart: approved and confirmed customers of it.
              .where(and(eq(users.companyCustNo, custNo), eq(users.role, "customer"), eq(users.isValid, true), eq(users.companyConfirmed, true)))
              .orderBy(asc(users.id)),
          );
          return {
            cust_no: custNo,
            users: rows.map((row) => ({
              user_id: row.id,
              email: row.email,
              first_name: row.firstName,
              last_name: row.lastName,
              language: row.language,
              max_order_amount_cents: row.maxOrderAmountCents,
            })),
          };
        }),
      )
      .handle("invite", ({ payload, request }) =>
        Effect.gen(function* () {
          const { account } = yield* signedInAccount(db);
          const inviter = account.user;
          // Only an approved customer whose own link to the company is confirmed vouches for a colleague.
          if (inviter.role !== "customer" || !inviter.isValid || !inviter.companyConfirmed) {
            return yield* refuse.forbidden("invitation.not_allowed", {}, inviter.language);
          }
          const email = normaliseEmail(payload.email);
          const emailError = emailFieldError(email);
          if (emailError !== null) return yield* invalidFields({ email: emailError });
          yield* takeSlotOrRefuse(db, INVITATION_USER_LIMIT, String(inviter.id), "invitation.too_many_requests", inviter.language);
          const at = yield* now;
          const token = yield* Effect.promise(() => issueInvitationToken(keys.session, { email, cust_no: account.company.custNo }, at));
          const origin = yield* Effect.promise(() => publicOrigin(db, config, request));
          const link = `${origin}/register?token=${encodeURIComponent(token)}`;
          yield* Effect.promise(() =>
            recordAudit(db, { userId: inviter.id, action: "invitation.send", custNo: account.company.custNo, at, details: { email } }),
          );
          yield* mail.send(
            invitationMail(
              {
                to: email,
                inviterName: `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email,
                language: inviter.language,
                custNo: account.company.custNo,
                company: account.company.name,
                organisation: account.organisation.id,
              },
              link,
            ),
          );
          return { success: true };
        }),
      );
  }),
);
