import { Effect } from "effect";
import { HttpEffect, HttpServerResponse } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { isPublicSlug, PUBLIC_OCCUPANCY_MAX_AGE_SECONDS, ShopApi } from "@proshop/core";
import { clientAddressOf } from "../client-address.ts";
import { ServerConfig } from "../config.ts";
import { Db } from "../db/client.ts";
import { refuse } from "../errors.ts";
import { refuseTooManyRequests } from "../handlers/too-many-requests.ts";
import { publicOccupancyOf } from "./public-occupancy.ts";

/*
 * GET /reporting/api/public/{slug} (issue 36): a public location's occupancy for anyone, a
 * library's own website included. CORS is open (any origin may read it, GET only, no
 * credentials); every answer, 404 and 429 too, carries the CORS header so a page can tell them
 * apart. Answers may be kept PUBLIC_OCCUPANCY_MAX_AGE_SECONDS, as long as the server keeps them.
 */

/** The headers of every public answer. */
export const PUBLIC_CORS_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET",
};

const cacheControlOf = (status: number): string => (status === 429 ? "no-store" : `public, max-age=${PUBLIC_OCCUPANCY_MAX_AGE_SECONDS}`);

export const ReportingPublicHandlers = HttpApiBuilder.group(
  ShopApi,
  "reportingPublic",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;
    const config = yield* ServerConfig;
    const clientAddress = clientAddressOf(config.trustProxy);
    const { cache, limiter } = publicOccupancyOf(db);

    return handlers.handle("getPublicOccupancy", ({ params, request }) =>
      Effect.gen(function* () {
        yield* HttpEffect.appendPreResponseHandler((_request, response) =>
          Effect.succeed(HttpServerResponse.setHeaders(response, { ...PUBLIC_CORS_HEADERS, "cache-control": cacheControlOf(response.status) })),
        );
        const retryAfter = limiter.take(clientAddress(request));
        if (retryAfter > 0) return yield* refuseTooManyRequests("publicPage.too_many_requests", retryAfter);
        // A text that cannot be a slug is not looked up: the same 404 as an unknown one.
        const entry = isPublicSlug(params.slug) ? yield* Effect.promise(() => cache.get(params.slug)) : null;
        if (entry === null || !entry.public) return yield* refuse.notFound("publicPage.not_found");
        return entry.answer;
      }),
    );
  }),
);
