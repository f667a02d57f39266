import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { ADMIN_PREFIX } from "./admin.ts";
import { SuccessAnswer } from "./bodies.ts";
import { ApiRefusals, ApiTooManyRequests } from "./errors.ts";
import { SessionAuthorization } from "./security.ts";
import { checkedBody } from "./text.ts";

/*
 * Account approvals (issue 12, SPEC 4 "Accounts wait for approval") and company invitations
 * (issue 11): support agents of a market list the accounts waiting there, approve or refuse
 * them, set a user's maximum order amount and the market's maintenance mode; every decision
 * is audited. Another market's accounts are invisible (404 like an unknown one). A confirmed,
 * approved user invites a colleague into their company.
 */

/** The licence's state (SPEC 4): the company's `license_valid` APPROVED, PENDING, INVALID. */
export const LICENCE_STATES = ["pending", "valid", "invalid"] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];

/** One account waiting for support: not approved yet, or its link to an existing company unconfirmed. */
export const PendingAccount = Schema.Struct({
  user_id: Schema.Int,
  email: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  language: Schema.String,
  cust_no: Schema.String,
  company_name: Schema.String,
  organisation: Schema.String,
  /** The licence number given at registration ("" when none). */
  license_number: Schema.String,
  license_state: Schema.Literals(LICENCE_STATES),
  /** The account itself is approved (is_valid). */
  approved: Schema.Boolean,
  /** False: registered into an existing company, link not confirmed yet. */
  company_confirmed: Schema.Boolean,
  /** ISO 8601. */
  registered_at: Schema.String,
});
export type PendingAccount = typeof PendingAccount.Type;

export const PendingAccounts = Schema.Struct({ accounts: Schema.Array(PendingAccount) });
export type PendingAccounts = typeof PendingAccounts.Type;

const Text = (max: number) => Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max));

/** Who a decision is about: an e-mail address (one account) or a customer number (the account that created that company). */
export const AccountDecision = Schema.Struct({ account: Text(320) });
export type AccountDecision = typeof AccountDecision.Type;

export const AccountRefusal = Schema.Struct({ account: Text(320), reason: Text(2000) });
export type AccountRefusal = typeof AccountRefusal.Type;

/** The accounts a decision changed. */
export const AccountDecisionAnswer = Schema.Struct({ accounts: Schema.Array(PendingAccount) });
export type AccountDecisionAnswer = typeof AccountDecisionAnswer.Type;

/** A user's order price ceiling in cents; null removes it. */
export const MaxOrderAmountRequest = Schema.Struct({
  email: Text(320),
  max_order_amount_cents: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(2_000_000_000))),
});
export type MaxOrderAmountRequest = typeof MaxOrderAmountRequest.Type;

export const MaxOrderAmountAnswer = Schema.Struct({ email: Schema.String, max_order_amount_cents: Schema.NullOr(Schema.Int) });
export type MaxOrderAmountAnswer = typeof MaxOrderAmountAnswer.Type;

/** A market's maintenance: on or off, with the message shown (HTML, as the shop config carries it). */
export const MaintenanceRequest = Schema.Struct({
  maintenance_mode: Schema.Boolean,
  maintenance_message: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(10_000)))),
});
export type MaintenanceRequest = typeof MaintenanceRequest.Type;

export const MaintenanceAnswer = Schema.Struct({
  organisation: Schema.String,
  maintenance_mode: Schema.Boolean,
  maintenance_message: Schema.NullOr(Schema.String),
});
export type MaintenanceAnswer = typeof MaintenanceAnswer.Type;

/**
 * One user of a company, with what the cart rules need to judge the cart as that user sees it
 * (issue 35 item 1): support explains the verdict of each user, not its own.
 */
export const CompanyUser = Schema.Struct({
  user_id: Schema.Int,
  email: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  /** The user's language (fr, es, nl, en...). */
  language: Schema.String,
  /** The user's maximum order amount in cents; null: none. */
  max_order_amount_cents: Schema.NullOr(Schema.Int),
});
export type CompanyUser = typeof CompanyUser.Type;

export const CompanyUsers = Schema.Struct({ cust_no: Schema.String, users: Schema.Array(CompanyUser) });
export type CompanyUsers = typeof CompanyUsers.Type;

/** A host's own maintenance (issue 35 item 7); its page shows the market's title and message (SPEC 2), set here too when given. */
export const HostMaintenanceRequest = Schema.Struct({
  maintenance_mode: Schema.Boolean,
  maintenance_title: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(500)))),
  maintenance_message: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(10_000)))),
});
export type HostMaintenanceRequest = typeof HostMaintenanceRequest.Type;

export const HostMaintenanceAnswer = Schema.Struct({
  hostname: Schema.String,
  organisation: Schema.String,
  maintenance_mode: Schema.Boolean,
  maintenance_title: Schema.NullOr(Schema.String),
  maintenance_message: Schema.NullOr(Schema.String),
});
export type HostMaintenanceAnswer = typeof HostMaintenanceAnswer.Type;

/** A colleague to invite into the caller's company. */
export const InvitationRequest = Schema.Struct({ email: Text(320) });
export type InvitationRequest = typeof InvitationRequest.Type;

export class AccountsApi extends HttpApiGroup.make("accounts")
  .add(
    HttpApiEndpoint.get("listPendingAccounts", "/accounts/pending", { success: PendingAccounts, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "Support agents: the accounts of their markets waiting for approval, oldest first." })),
    HttpApiEndpoint.post("approveAccount", "/accounts/approve", { payload: checkedBody(AccountDecision), success: AccountDecisionAnswer, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "Support agents: approve an account (e-mail), or by cust_no the account that created that company, never others who registered into it; audited, the customer is e-mailed. An account no longer waiting (decided meanwhile) answers 409 accounts.already_decided; a cust_no whose creating account is not waiting while others are answers 409 accounts.choose_by_email naming their e-mails (`emails`)." })),
    HttpApiEndpoint.post("refuseAccount", "/accounts/refuse", { payload: checkedBody(AccountRefusal), success: AccountDecisionAnswer, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "Support agents: refuse an account (e-mail, or by cust_no the account that created that company, as for approving) with a reason; audited, the customer is e-mailed the reason. An account already approved or refused answers 409 accounts.already_decided." })),
    HttpApiEndpoint.put("setMaxOrderAmount", "/accounts/max_order_amount", { payload: checkedBody(MaxOrderAmountRequest), success: MaxOrderAmountAnswer, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "Support agents: a user's maximum order amount (cents, null for none); audited." })),
    HttpApiEndpoint.put("setMaintenance", "/organisation/:organisation/maintenance", {
      params: { organisation: Schema.String.check(Schema.isPattern(/^[A-Za-z]{2}$/)) },
      payload: checkedBody(MaintenanceRequest),
      success: MaintenanceAnswer,
      error: ApiRefusals,
    })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "Support agents: a market's maintenance mode and message; audited." })),
    HttpApiEndpoint.put("setHostMaintenance", "/hostname/:hostname/maintenance", {
      params: { hostname: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9.-]{1,253}$/)) },
      payload: checkedBody(HostMaintenanceRequest),
      success: HostMaintenanceAnswer,
      error: ApiRefusals,
    })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "Support agents of the host's market: one hostname's shop-wide maintenance mode, and optionally the market's maintenance title and message its page shows; audited." })),
    HttpApiEndpoint.get("listCompanyUsers", "/company/:cust_no/users", {
      params: { cust_no: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(40)) },
      success: CompanyUsers,
      error: ApiRefusals,
    })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "Support agents and representatives who may serve the company: its approved users with their language and maximum order amount (to explain the cart as each sees it). Anyone else: 403; an unknown company: 404." })),
    HttpApiEndpoint.post("invite", "/invitation", { payload: checkedBody(InvitationRequest), success: SuccessAnswer, error: [...ApiRefusals, ApiTooManyRequests] })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "An approved, confirmed user invites a colleague into their company: the invitee registering through the e-mailed link is confirmed. 10 invitations per hour per user, then 429 with Retry-After." })),
  )
  .prefix(ADMIN_PREFIX)
  .annotateMerge(OpenApi.annotations({ title: "Accounts", description: "Approvals, limits, maintenance and invitations (issues 11, 12)." })) {}
