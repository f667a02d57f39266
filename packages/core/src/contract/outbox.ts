import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { ADMIN_PREFIX } from "./admin.ts";
import { ApiRefusals } from "./errors.ts";
import { SessionAuthorization } from "./security.ts";

/*
 * The shop's e-mails as support staff read them (issue 12): every message the server wrote to
 * its outbox, delivered over SMTP or still waiting there, so support can tell a customer whether
 * a mail left, or why it failed. Support agents only, only the shop's mail of the markets they
 * serve (none to a reporting account), and never a link's secret (issue 32 item 3).
 */

/** pending: not sent yet (no mail server, or waiting for a retry); sent; failed: given up after the last try, or refused for good by the mail server. */
export const OUTBOX_MESSAGE_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxMessageStatus = (typeof OUTBOX_MESSAGE_STATUSES)[number];

/** Most messages one list answers. */
export const OUTBOX_LIST_MAX_LIMIT = 500;

/** One message without its body. */
export const OutboxMessageSummary = Schema.Struct({
  id: Schema.Int,
  /** What it is for: 'password_reset', 'registration', 'question'... */
  kind: Schema.String,
  to: Schema.String,
  subject: Schema.String,
  /** The market it belongs to ('FR'); null when none is known. */
  organisation: Schema.NullOr(Schema.String),
  status: Schema.Literals(OUTBOX_MESSAGE_STATUSES),
  /** Delivery tries so far. */
  attempts: Schema.Int,
  /** ISO 8601 times. */
  created_at: Schema.String,
  sent_at: Schema.NullOr(Schema.String),
  /** Why the last try failed (the mail server's answer). */
  last_error: Schema.NullOr(Schema.String),
});
export type OutboxMessageSummary = typeof OutboxMessageSummary.Type;

/** One message with its body, links included. */
export const OutboxMessage = Schema.Struct({
  ...OutboxMessageSummary.fields,
  text: Schema.String,
  html: Schema.NullOr(Schema.String),
});
export type OutboxMessage = typeof OutboxMessage.Type;

/** The newest messages first. */
export const OutboxList = Schema.Struct({ messages: Schema.Array(OutboxMessageSummary) });
export type OutboxList = typeof OutboxList.Type;

/** GET /admin/outbox?status=&to=&limit= */
export const OutboxListQuery = {
  status: Schema.optional(Schema.Literals(OUTBOX_MESSAGE_STATUSES)),
  /** Only messages to this address (compared without case). */
  to: Schema.optional(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(320))),
  limit: Schema.optional(
    Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(OUTBOX_LIST_MAX_LIMIT)),
  ),
};
export interface OutboxListFilter {
  readonly status?: OutboxMessageStatus;
  readonly to?: string;
  readonly limit?: number;
}

/**
 * Support agents only (403 `outbox.not_allowed` for anyone else); a message of a market the
 * agent does not serve, or none, answers 404 `outbox.not_found`, like an unknown id.
 */
export class OutboxApi extends HttpApiGroup.make("outbox")
  .add(
    HttpApiEndpoint.get("listOutbox", "/outbox", {
      query: OutboxListQuery,
      success: OutboxList,
      error: ApiRefusals,
    })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "The newest e-mails of the markets the support agent serves (at most `limit`, default 50)." })),
    HttpApiEndpoint.get("getOutboxMessage", "/outbox/:id", {
      params: { id: Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1)) },
      success: OutboxMessage,
      error: ApiRefusals,
    })
      .middleware(SessionAuthorization)
      .annotateMerge(OpenApi.annotations({ description: "One e-mail with its body; the token of every link (reset, invitation) reads [redacted]: only the recipient gets it, by mail." })),
  )
  .prefix(ADMIN_PREFIX)
  .annotateMerge(OpenApi.annotations({ title: "Outbox", description: "The shop's e-mails, for support staff (issue 12)." })) {}
