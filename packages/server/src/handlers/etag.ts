import { Effect } from "effect";
import { HttpEffect, HttpServerResponse } from "effect/http";

/** Adds a version to the answer as its ETag (the value a later PUT names in If-Match), refused or not. */
export const withEtag = (etag: string) =>
  HttpEffect.appendPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.setHeader(response, "etag", etag)));
