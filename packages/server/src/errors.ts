import { ByteSize, Cause, Effect, Option, SchemaIssue } from "effect";
import { HttpIncomingMessage, HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http";
import { HttpApiError } from "effect/http-api";
import type { Types } from "effect";
import {
  ApiBadRequest,
  ApiConflict,
  ApiForbidden,
  ApiNotFound,
  ApiPreconditionFailed,
  ApiTooManyRequests,
  ApiUnauthorized,
  ApiUnprocessable,
  FALLBACK_LOCALE,
  MAX_INGEST_BYTES,
  MAX_INVOICE_BYTES,
  MAX_LIVE_CART_BYTES,
  MAX_STOCK_BODY_BYTES,
  translator,
  type ApiErrorBody,
  type MessageParams,
} from "@proshop/core";
import type { MessageRefusalCode, RefusalCode } from "./refusal-codes.ts";
import { CurrentRequest, noteRoute } from "./observability/request-log.ts";
import { PasswordChecksBusy } from "./auth/password-work.ts";
import { isDatabaseUnavailable } from "./observability/query-errors.ts";

/*
 * Every refused request answers `{ error: { code, message, ...details } }` (core's
 * ApiErrorBody). Handlers fail with core's Api* errors (built with the helpers below) and the
 * contract encodes them. What never reaches a handler is mapped here, by one global router
 * middleware: undecodable requests (400 naming the field), bodies over 1 MB (413), unknown
 * paths (404) and defects (500 with a generic body: the cause goes to the server log only,
 * never a stack trace to the client).
 */

/** Largest request body accepted (SPEC-independent: no form or cart comes near it). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The body cap of a request: a cart recording (PUT /admin/cart), a device's batch (POST
 * /reporting/api/ingest), a stock update and an invoice of the integration API get their own.
 */
export const maxBodyBytesFor = (request: Pick<HttpServerRequest.HttpServerRequest, "method" | "url">): number => {
  if (request.method === "PUT" && /^\/admin\/cart\/?(\?|$)/.test(request.url)) return MAX_LIVE_CART_BYTES;
  if (request.method === "POST" && /^\/reporting\/api\/ingest\/?(\?|$)/.test(request.url)) return MAX_INGEST_BYTES;
  if (request.method === "PUT" && /^\/integration\/v1\/stock\/?(\?|$)/.test(request.url)) return MAX_STOCK_BODY_BYTES;
  if (request.method === "PUT" && /^\/integration\/v1\/orders\/[^/?]+\/invoice\/?(\?|$)/.test(request.url)) return MAX_INVOICE_BYTES;
  return MAX_BODY_BYTES;
};

type Details = Readonly<Record<string, unknown>>;
const detail = (code: RefusalCode, message: string, details: Details = {}) => ({ ...details, code, message });

/** The details that can fill a message's `{{placeholders}}`: texts and numbers. */
const messageParams = (details: Details): MessageParams =>
  Object.fromEntries(Object.entries(details).filter(([, value]) => typeof value === "string" || typeof value === "number")) as MessageParams;

/**
 * The words of a refusal: core's message `code` in `locale`, filled from the details. English
 * unless the caller knows the user's language (the order calls do): the contract's `message`
 * is for logs and for clients without a translation of `code`.
 */
export const refusalMessage = (code: MessageRefusalCode, details: Details = {}, locale: string = FALLBACK_LOCALE): string =>
  translator(locale)(code, messageParams(details));

const worded = (code: MessageRefusalCode, details?: Details, locale?: string) => detail(code, refusalMessage(code, details, locale), details);

/**
 * The refusals handlers fail with, by status. `code` is a message id of core's catalogue (see
 * refusal-codes.ts), which also gives the `message`; the details go into the body as they are.
 */
export const refuse = {
  badRequest: (code: MessageRefusalCode, details?: Details, locale?: string) => new ApiBadRequest({ error: worded(code, details, locale) }),
  unauthorized: (code: MessageRefusalCode, details?: Details, locale?: string) => new ApiUnauthorized({ error: worded(code, details, locale) }),
  forbidden: (code: MessageRefusalCode, details?: Details, locale?: string) => new ApiForbidden({ error: worded(code, details, locale) }),
  notFound: (code: MessageRefusalCode, details?: Details, locale?: string) => new ApiNotFound({ error: worded(code, details, locale) }),
  conflict: (code: MessageRefusalCode, details?: Details, locale?: string) => new ApiConflict({ error: worded(code, details, locale) }),
  unprocessable: (code: MessageRefusalCode, details?: Details, locale?: string) => new ApiUnprocessable({ error: worded(code, details, locale) }),
  tooManyRequests: (code: MessageRefusalCode, details?: Details, locale?: string) => new ApiTooManyRequests({ error: worded(code, details, locale) }),
  preconditionFailed: (code: MessageRefusalCode, details?: Details, locale?: string) => new ApiPreconditionFailed({ error: worded(code, details, locale) }),
};

/** Refusals whose words the caller wrote with core under other ids (limit violations, coupon failures). */
export const refuseWorded = {
  notFound: (code: RefusalCode, message: string, details?: Details) => new ApiNotFound({ error: detail(code, message, details) }),
  unprocessable: (code: RefusalCode, message: string, details?: Details) => new ApiUnprocessable({ error: detail(code, message, details) }),
};

/** An error body response outside the contract (the middleware below, unknown API paths). */
export const errorResponse = (status: number, code: MessageRefusalCode, details: Details = {}): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.jsonUnsafe({ error: worded(code, details) } satisfies ApiErrorBody, { status });

/** Where a decoding failure was found, as the client knows it. */
const LOCATIONS: Record<string, string> = { Payload: "body", Query: "query", Params: "path", Headers: "headers" };

interface FieldIssue {
  readonly field: string;
  readonly message: string;
}

/** The failing fields of a schema failure: dotted paths inside the location ("lines.0.quantity"). */
const fieldIssues = (location: string, issue: SchemaIssue.Issue): ReadonlyArray<FieldIssue> =>
  SchemaIssue.makeFormatterStandardSchemaV1()(issue).issues.map((entry) => {
    const path = (entry.path ?? []).map((segment) => String(typeof segment === "object" && segment !== null && "key" in segment ? segment.key : segment));
    return { field: path.length === 0 ? location : path.join("."), message: entry.message };
  });

/** 400 for a request the contract could not decode, naming the first failing field. */
export const invalidRequestResponse = (kind: string, cause: unknown): HttpServerResponse.HttpServerResponse => {
  const location = LOCATIONS[kind] ?? "request";
  const issues = SchemaIssue.isIssue((cause as { issue?: unknown } | undefined)?.issue)
    ? fieldIssues(location, (cause as { issue: SchemaIssue.Issue }).issue)
    : [{ field: location, message: "Invalid request" }];
  const first = issues[0] ?? { field: location, message: "Invalid request" };
  return errorResponse(400, "request.invalid", { field: first.field, location, issues });
};

export const tooLargeResponse = (maxBytes: number = MAX_BODY_BYTES): HttpServerResponse.HttpServerResponse =>
  errorResponse(413, "request.too_large", { max_bytes: maxBytes }).pipe(
    HttpServerResponse.setHeader("connection", "close"),
  );

/**
 * 503 with Retry-After: try again in a moment. The password queue is full (auth/password-work.ts),
 * the server is stopping, or its database is away.
 */
export const retryLaterResponse = (code: "server.busy" | "server.unavailable" | "server.stopping", retryAfterSeconds: number): HttpServerResponse.HttpServerResponse =>
  errorResponse(503, code, { retry_after_seconds: retryAfterSeconds }).pipe(HttpServerResponse.setHeader("retry-after", String(retryAfterSeconds)));

/** Retry-After of a request the database could not serve (dropped, unreachable, full, too slow). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 500 with the request's id, so what a client reports can be found in the log. */
const internalErrorResponse = (): Effect.Effect<HttpServerResponse.HttpServerResponse> =>
  Effect.serviceOption(CurrentRequest).pipe(
    Effect.map((facts) => errorResponse(500, "server.error", Option.isSome(facts) ? { request_id: facts.value.id } : {})),
  );

/** True when `error` or one of its causes is the body reader's "too many bytes" failure. */
const isBodyTooLarge = (error: unknown, depth = 0): boolean => {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  if (HttpApiError.HttpApiPayloadTooLarge.is(error)) return true;
  if ((error as { _tag?: unknown })._tag === "MaxBytesError") return true;
  return isBodyTooLarge((error as { cause?: unknown }).cause, depth + 1) || isBodyTooLarge((error as { reason?: unknown }).reason, depth + 1);
};

/** The response for a request whose handling failed with `cause` outside the contract. */
export const responseForCause = (cause: Cause.Cause<unknown>, maxBytes: number = MAX_BODY_BYTES): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const failures = [...cause.reasons.filter(Cause.isFailReason).map((reason) => reason.error), ...cause.reasons.filter(Cause.isDieReason).map((reason) => reason.defect)];
  for (const error of failures) {
    if (error instanceof PasswordChecksBusy) return Effect.succeed(retryLaterResponse("server.busy", error.retryAfterSeconds));
    if (isBodyTooLarge(error)) return Effect.succeed(tooLargeResponse(maxBytes));
    if (HttpApiError.HttpApiSchemaError.is(error) && error.kind in LOCATIONS) {
      return Effect.succeed(invalidRequestResponse(error.kind, error.cause));
    }
    if (HttpServerError.isHttpServerError(error)) {
      if (error.reason._tag === "RouteNotFound") return Effect.succeed(errorResponse(404, "request.not_found"));
      if (error.reason._tag === "RequestParseError") return Effect.succeed(errorResponse(400, "request.unreadable"));
    }
  }
  if (cause.reasons.length > 0 && cause.reasons.every(Cause.isInterruptReason)) return Effect.failCause(cause as Cause.Cause<never>);
  // The database is away, full or too slow (observability/query-errors.ts): a moment later it may not be.
  if (failures.some((error) => isDatabaseUnavailable(error))) {
    return Effect.logWarning("Request failed: the database is unavailable", cause).pipe(Effect.as(retryLaterResponse("server.unavailable", DATABASE_RETRY_AFTER_SECONDS)));
  }
  return Effect.logError("Request failed", cause).pipe(Effect.andThen(internalErrorResponse()));
};

/**
 * Turns the framework's bare answers on API paths into error bodies: 415 "Unsupported
 * content-type" text, and empty 4xx from effect's own HttpApiError classes.
 */
const withErrorBody = (request: HttpServerRequest.HttpServerRequest, response: HttpServerResponse.HttpServerResponse): HttpServerResponse.HttpServerResponse => {
  if (response.status < 400 || !/^\/(admin|auth|reporting\/api|integration)(\/|$|\?)/.test(request.url)) return response;
  const contentType = response.headers["content-type"] ?? "";
  if (contentType.includes("json")) return response;
  if (response.status === 415) return errorResponse(415, "request.unsupported_media_type");
  if (response.body._tag === "Empty") return errorResponse(response.status, "request.refused", { status: response.status });
  return response;
};

/** Where a URL carries a NUL byte ("path" or "query"): PostgreSQL refuses it, so no handler may see one. */
const nulInUrl = (url: string): "path" | "query" | undefined => {
  const mark = url.indexOf("?");
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? undefined : url.slice(mark + 1);
  const hasNul = (part: string) => /%00/i.test(part) || part.includes("\u0000");
  if (hasNul(path)) return "path";
  if (query !== undefined && hasNul(query)) return "query";
  return undefined;
};

/**
 * The global middleware: refuses declared oversized bodies before reading them, caps the
 * bytes read from undeclared (chunked) ones, and maps whatever escaped the contract to an
 * error body.
 */
export const ErrorBodies = HttpRouter.middleware(
  (app) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest;
      const maxBytes = maxBodyBytesFor(request);
      const declared = Number(request.headers["content-length"] ?? "0");
      if (Number.isFinite(declared) && declared > maxBytes) return tooLargeResponse(maxBytes);
      const nul = nulInUrl(request.url);
      if (nul !== undefined) return errorResponse(400, "request.invalid", { field: nul, location: nul, issues: [{ field: nul, message: "must not contain NUL characters" }] });
      return yield* app.pipe(
        // While the router's context is still the fiber's: the route template for the request log.
        Effect.onExit(() => noteRoute),
        Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(maxBytes)),
        Effect.map((response) => withErrorBody(request, response)),
        Effect.catchCause((cause) => responseForCause(cause, maxBytes)),
      );
    }).pipe(Effect.catchCause((cause) => responseForCause(cause))) as Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled, HttpServerRequest.HttpServerRequest>,
  { global: true },
);
