import { Clock, Effect } from "effect";
import { HttpEffect, HttpServerResponse, type HttpServerRequest } from "effect/http";
import type { ApiTooManyRequests } from "@proshop/core";
import { takeSlot, type RateLimit } from "../auth/rate-limit.ts";
import type { ShopQueryable } from "../db/client.ts";
import { refuse } from "../errors.ts";
import type { MessageRefusalCode } from "../refusal-codes.ts";

/**
 * Refuses a call that went past a rate limit: 429 with `Retry-After` (seconds) and the wait in
 * the body (`retry_after_seconds`, and `retry_after_minutes` for the message's words).
 */
export const refuseTooManyRequests = (code: MessageRefusalCode, retryAfterSeconds: number, locale?: string): Effect.Effect<never, ApiTooManyRequests, HttpServerRequest.HttpServerRequest> =>
  Effect.gen(function* () {
    yield* HttpEffect.appendPreResponseHandler((_request, response) =>
      Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(retryAfterSeconds))),
    );
    const wait = { retry_after_seconds: retryAfterSeconds, retry_after_minutes: Math.ceil(retryAfterSeconds / 60) };
    return yield* refuse.tooManyRequests(code, wait, locale);
  });

/** Counts a call of `subject` against `limit`; past it, refuses the call (429 `code`, worded in `locale`). */
export const takeSlotOrRefuse = (db: ShopQueryable, limit: RateLimit, subject: string, code: MessageRefusalCode, locale?: string) =>
  Effect.gen(function* () {
    const now = new Date(yield* Clock.currentTimeMillis);
    const slot = yield* Effect.promise(() => takeSlot(db, limit, subject, now));
    if (slot.retryAfterSeconds > 0) return yield* refuseTooManyRequests(code, slot.retryAfterSeconds, locale);
  });
