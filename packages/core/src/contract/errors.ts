import { Schema } from "effect";

/**
 * What a refused request says: a stable `code` that is a message id (e.g.
 * `forms.register.email_taken`), an English `message` for logs and for clients that have no
 * translation, and any details the refusal needs (`field`, `max`...).
 */
export const ApiErrorDetail = Schema.StructWithRest(Schema.Struct({ code: Schema.String, message: Schema.String }), [
  Schema.Record(Schema.String, Schema.Unknown),
]);
export type ApiErrorDetail = typeof ApiErrorDetail.Type;

/** The body of every refused request: `{ error: { code, message, ...details } }`. */
export const ApiErrorBody = Schema.Struct({ error: ApiErrorDetail });
export type ApiErrorBody = typeof ApiErrorBody.Type;

/*
 * One error class per status, all with the ApiErrorBody shape, so a server handler says which
 * refusal it means (`new ApiConflict({ error: { code, message } })`) and the status follows.
 * Plain `Schema.Error` classes rather than tagged ones: the body on the wire stays exactly
 * `{ error: {...} }`, with no `_tag` for clients to ignore.
 */

/** 400: the request is malformed or fails validation. */
export class ApiBadRequest extends Schema.Error<ApiBadRequest>("ApiBadRequest")(
  { error: ApiErrorDetail },
  { httpApiStatus: 400 },
) {}

/** 401: no token, or a token that is invalid or expired ("your session has expired"). */
export class ApiUnauthorized extends Schema.Error<ApiUnauthorized>("ApiUnauthorized")(
  { error: ApiErrorDetail },
  { httpApiStatus: 401 },
) {}

/** 403: signed in, but not allowed (e.g. order on behalf by someone who is not a sales rep). */
export class ApiForbidden extends Schema.Error<ApiForbidden>("ApiForbidden")(
  { error: ApiErrorDetail },
  { httpApiStatus: 403 },
) {}

/** 404: no such user, hostname, customer number... */
export class ApiNotFound extends Schema.Error<ApiNotFound>("ApiNotFound")({ error: ApiErrorDetail }, { httpApiStatus: 404 }) {}

/** 409: conflicts with what exists (an e-mail address already registered). */
export class ApiConflict extends Schema.Error<ApiConflict>("ApiConflict")({ error: ApiErrorDetail }, { httpApiStatus: 409 }) {}

/** 422: well-formed but refused by a business rule (account not approved, limits reached). */
export class ApiUnprocessable extends Schema.Error<ApiUnprocessable>("ApiUnprocessable")(
  { error: ApiErrorDetail },
  { httpApiStatus: 422 },
) {}

/**
 * 429: too many attempts (failed log-ins per account or per address). The server adds a
 * `Retry-After` header and `retry_after_seconds` in the body. Only the calls that count
 * attempts declare it.
 */
export class ApiTooManyRequests extends Schema.Error<ApiTooManyRequests>("ApiTooManyRequests")(
  { error: ApiErrorDetail },
  { httpApiStatus: 429 },
) {}

/**
 * 503: the server is too busy for this call right now (its password checks are queued and the
 * queue is full); a `Retry-After` header says when to try again.
 */
export class ApiServiceUnavailable extends Schema.Error<ApiServiceUnavailable>("ApiServiceUnavailable")(
  { error: ApiErrorDetail },
  { httpApiStatus: 503 },
) {}

/** The refusals any call may answer with; endpoints declare them all so the OpenAPI document lists them. */
export const ApiRefusals = [ApiBadRequest, ApiUnauthorized, ApiForbidden, ApiNotFound, ApiConflict, ApiUnprocessable] as const;
export type ApiRefusal = InstanceType<(typeof ApiRefusals)[number]>;

/** True when a value has the ApiErrorBody shape (for clients reading a refused call's body). */
export const isApiErrorBody: (value: unknown) => value is ApiErrorBody = Schema.is(ApiErrorBody);
