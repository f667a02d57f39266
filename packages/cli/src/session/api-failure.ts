import { ApiCallFailed, describeViolation, isApiErrorBody, LimitViolation, refusalDetailsIn, serverMessageIn, shopCurrency, type Translate } from "@proshop/core";
import { Schema } from "effect";
import { authFailure, CliFailure, refusedFailure, serverFailure, usageFailure } from "../errors.ts";

/*
 * A failed call of core's ApiClient, as the CLI reports it:
 * - no usable answer (server down, not the shop's API, a body that breaks the contract): 4;
 * - 401 (no session, expired token): 3, "log in again"; 403 (not allowed): 3;
 * - 400: the request was malformed, a usage error (2);
 * - 5xx: the server failed (4);
 * - any other refusal (404, 409, 422, 429...): a business rule said no (1), with the limit
 *   violation explained when the refusal carries one, its amounts in the market's currency.
 */

export const isApiCallFailed = (error: unknown): error is ApiCallFailed =>
  error instanceof ApiCallFailed || (typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === "ApiCallFailed");

const isViolation = Schema.is(LimitViolation);

/** The limit violation a refusal body carries (`{ error: { code, message, ...violation } }`), if any. */
export const violationIn = (body: unknown): LimitViolation | null => {
  if (!isApiErrorBody(body)) return null;
  const { message: _message, ...rest } = body.error;
  return isViolation(rest) ? rest : null;
};

/**
 * The currency a refusal names (the server's limit refusals name their market's), so a
 * violation reads in it even before the command learnt its market (issue 35 item 20).
 */
const currencyIn = (body: unknown): string | null => {
  const named = isApiErrorBody(body) ? body.error["currency"] : undefined;
  return typeof named === "string" ? shopCurrency({ currency: named }) : null;
};

export interface ApiFailureContext {
  readonly server?: string;
  /** For wording a violation: the translator and its locale. */
  readonly t?: Translate;
  readonly locale?: string;
  /** The market's currency when the command knows it; a refusal's own `currency` comes first, EUR without either. */
  readonly currency?: string | undefined;
}

export const failureFromApi = (error: ApiCallFailed, context: ApiFailureContext = {}): CliFailure => {
  const details = { status: error.status, server_code: error.messageId };
  const serverWords = serverMessageIn(error.body);
  const params = { ...refusalDetailsIn(error.body), server: context.server ?? "", detail: serverWords ?? error.messageId };
  if (error.status === null) return serverFailure("cli.server.unreachable", params, details);
  if (error.status === 401) {
    return error.messageId === "session.login.failed" || error.messageId === "session.login.too_many_attempts"
      ? authFailure(error.messageId, params, details)
      : authFailure("cli.auth.log_in_again", params, details);
  }
  if (error.status === 403) return authFailure(error.messageId, params, details);
  if (error.status >= 500) return serverFailure("cli.server.failed", params, details);
  if (error.status === 400) return usageFailure(error.messageId, params, details);
  const violation = violationIn(error.body);
  if (violation !== null && context.t !== undefined) {
    const words = describeViolation(context.t, violation, context.locale ?? "en", currencyIn(error.body) ?? context.currency);
    return refusedFailure(error.messageId, params, { ...details, violation }, [words.detail, words.fix]);
  }
  return refusedFailure(error.messageId, params, violation === null ? details : { ...details, violation });
};
