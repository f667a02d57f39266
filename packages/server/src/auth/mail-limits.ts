import type { RateLimit } from "./rate-limit.ts";

/*
 * Calls that e-mail addresses the caller chooses (an invitation, a report sent now, a reporting
 * account created without a password, mailed the link to choose one): per user,
 * so a signed-in account cannot use the shop to flood arbitrary mailboxes. Generous for real
 * use (a few colleagues, a report re-sent after a fix).
 */

export const INVITATION_USER_LIMIT: RateLimit = { kind: "invitation.user", max: 10, windowSeconds: 60 * 60 };
export const REPORT_SEND_USER_LIMIT: RateLimit = { kind: "report_send.user", max: 10, windowSeconds: 60 * 60 };
/** Higher: an admin setting up a library creates its staff in one go. */
export const PASSWORD_LINK_USER_LIMIT: RateLimit = { kind: "password_link.user", max: 20, windowSeconds: 60 * 60 };
