import { Effect } from "effect";
import { HttpBody, type HttpServerRequest, HttpServerResponse } from "effect/http";
import { chooseEncoding, compressedBytes, compressOnce, isCompressible } from "./web-compression.ts";

/*
 * The API's answers, compressed with brotli or gzip as the client's Accept-Encoding prefers
 * (web-compression.ts's rules). WHY: `GET /admin/product` is 1.6 MB of JSON for a large market
 * and about a tenth of that compressed. An answer with an ETag (the catalogue) is compressed once
 * per version and kept; other answers are compressed as they go. Only bodies already in memory
 * are compressed (JSON, text), never a stream or an answer that is already encoded.
 */

/** Runs just before a response is sent (HttpEffect.appendPreResponseHandler). */
export const compressApiResponse = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse,
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const body = response.body;
  if (request.method === "HEAD" || body._tag !== "Uint8Array" || response.headers["content-encoding"] !== undefined) {
    return Effect.succeed(response);
  }
  if (!isCompressible(body.contentType, body.body.length)) return Effect.succeed(response);
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  const vary = HttpServerResponse.setHeader(response, "vary", "Accept-Encoding");
  if (encoding === undefined) return Effect.succeed(vary);
  const etag = response.headers["etag"];
  const path = request.url.split("?")[0] ?? "";
  return Effect.promise(() =>
    etag === undefined ? compressOnce(body.body, encoding) : compressedBytes(`api:${path}`, etag, encoding, async () => body.body),
  ).pipe(
    Effect.map((bytes) =>
      HttpServerResponse.setBody(HttpServerResponse.setHeader(vary, "content-encoding", encoding), HttpBody.uint8Array(bytes, body.contentType)),
    ),
  );
};
