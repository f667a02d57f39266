import type { RateLimit } from "./rate-limit.ts";

/*
 * Calls that e-mail addresses the caller chooses (an invitation, a report sent now, a reporting
 * account created without a password, mailed the link to choose one). Per user, so a signed-in
 * account cannot use the shop to flood arbitrary mailboxes; and for the reporting area per
 * company too (issue 32 item 6), because a level-2 administrator creates users, administrators
 * included, and each fresh user brought a fresh per-user allowance: two of them queued 400 mails
 * in seconds. Creating accounts with a password is limited per company as well, so fresh users
 * cannot be minted without bound. Generous for real use (a few colleagues, a report re-sent
 * after a fix, a library's staff set up in one go).
 */

export const INVITATION_USER_LIMIT: RateLimit = { kind: "invitation.user", max: 10, windowSeconds: 60 * 60 };
export const REPORT_SEND_USER_LIMIT: RateLimit = { kind: "report_send.user", max: 10, windowSeconds: 60 * 60 };
/** Whichever of its users sends: "send now" of a company's reports. */
export const REPORT_SEND_COMPANY_LIMIT: RateLimit = { kind: "report_send.company", max: 20, windowSeconds: 60 * 60 };
/** Reporting accounts of one company mailed a link to choose their password, whoever creates them. */
export const PASSWORD_LINK_COMPANY_LIMIT: RateLimit = { kind: "password_link.company", max: 20, windowSeconds: 60 * 60 };
/**
 * New addresses for one company's reporting accounts, whoever gives them: accounts created with
 * a first password, and e-mail changes. Taken before the address is looked up, so asking
 * whether an address has an account elsewhere (a 409) costs the same (issue 32 item 15).
 */
export const ACCOUNT_ADDRESS_COMPANY_LIMIT: RateLimit = { kind: "reporting_address.company", max: 20, windowSeconds: 60 * 60 };
