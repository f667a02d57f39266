import { Schema } from "effect";

/*
 * Failures of the content service (SPEC 8). Each carries the message id the adapters show,
 * so the web and the CLI use the same words (`content.*` in i18n/messages/content.ts).
 */

/** 400: the search query (`q`, `orderings`...) was refused by the repository. */
export class ContentInvalidQuery extends Schema.TaggedError<ContentInvalidQuery>()("ContentInvalidQuery", {
  url: Schema.String,
  /** The repository's own explanation, when it sent one. */
  detail: Schema.optional(Schema.String),
}) {
  get messageId(): "content.invalid_query" {
    return "content.invalid_query";
  }
}

/** 401 or 403: missing, wrong or expired access token. */
export class ContentForbidden extends Schema.TaggedError<ContentForbidden>()("ContentForbidden", {
  url: Schema.String,
  status: Schema.Number,
  detail: Schema.optional(Schema.String),
}) {
  get messageId(): "content.forbidden" {
    return "content.forbidden";
  }
}

/** 404 whose body is not JSON: the endpoint does not point at a repository. */
export class ContentRepositoryNotFound extends Schema.TaggedError<ContentRepositoryNotFound>()(
  "ContentRepositoryNotFound",
  { url: Schema.String },
) {
  get messageId(): "content.repository_not_found" {
    return "content.repository_not_found";
  }
}

/**
 * Any other status, or a success whose body is not what the API promises:
 * "An invalid API response was returned".
 */
export class ContentInvalidResponse extends Schema.TaggedError<ContentInvalidResponse>()("ContentInvalidResponse", {
  url: Schema.String,
  status: Schema.Number,
}) {
  get messageId(): "content.invalid_response" {
    return "content.invalid_response";
  }
}

/** Still answered 429 after the client waited and retried `attempts` times. */
export class ContentRateLimited extends Schema.TaggedError<ContentRateLimited>()("ContentRateLimited", {
  url: Schema.String,
  attempts: Schema.Number,
}) {
  get messageId(): "content.rate_limited" {
    return "content.rate_limited";
  }
}

/** No answer at all (offline, DNS, CORS): the request never reached the repository. */
export class ContentUnreachable extends Schema.TaggedError<ContentUnreachable>()("ContentUnreachable", {
  url: Schema.String,
}) {
  get messageId(): "content.unreachable" {
    return "content.unreachable";
  }
}

/** The master ref, or the ref asked for by label or id, is not in the repository. */
export class ContentRefNotFound extends Schema.TaggedError<ContentRefNotFound>()("ContentRefNotFound", {
  /** What was looked for: `master`, or the label or id asked for. */
  wanted: Schema.String,
}) {
  get messageId(): "content.ref_not_found" {
    return "content.ref_not_found";
  }
}

/** A query that must return a document (by id, by uid, first) returned none. */
export class ContentNoDocuments extends Schema.TaggedError<ContentNoDocuments>()("ContentNoDocuments", {
  url: Schema.String,
}) {
  get messageId(): "content.no_documents" {
    return "content.no_documents";
  }
}

export type ContentError =
  | ContentInvalidQuery
  | ContentForbidden
  | ContentRepositoryNotFound
  | ContentInvalidResponse
  | ContentRateLimited
  | ContentUnreachable
  | ContentRefNotFound
  | ContentNoDocuments;
