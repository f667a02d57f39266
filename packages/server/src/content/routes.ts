import { timingSafeEqual } from "node:crypto";
import { Effect, Layer, Result } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import { requestOrigin } from "../links.ts";
import type { StoredContentDocument } from "./document.ts";
import { invalidAccessToken, refNotFound, type ContentFailure } from "./failures.ts";
import { masterRefOf, repositoryRoot } from "./repository.ts";
import { searchDocuments } from "./search.ts";
import { readSearchRequest } from "./search-request.ts";
import { ContentStore } from "./store.ts";

/** Where the content service answers (SPEC 7); core's `ContentClient` endpoint is `<origin>/content/api/v2`. */
export const CONTENT_API_PATH = "/content/api/v2";

export interface ContentServiceOptions {
  /**
   * When set (CONTENT_ACCESS_TOKEN), the repository is private: every call must carry it as
   * `access_token` (what core's client sends) or as `Authorization: Token <token>`; else 401.
   */
  readonly accessToken?: string | undefined;
}

const JSON_HEADERS = {
  // A read-only public API, like the one it mirrors: any origin may read it.
  "access-control-allow-origin": "*",
  // core's client keeps answers 5 s itself; a ref may stop existing when content is re-seeded.
  "cache-control": "no-cache",
};

const answer = (status: number, body: unknown) => HttpServerResponse.jsonUnsafe(body, { status, headers: JSON_HEADERS });
const refuse = (failure: ContentFailure) => answer(failure.status, failure.body);


const sameSecret = (given: string, expected: string): boolean => {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
};

const hasAccess = (options: ContentServiceOptions, url: URL, request: HttpServerRequest.HttpServerRequest): boolean => {
  if (options.accessToken === undefined) return true;
  const authorization = /^Token\s+(\S+)$/i.exec(request.headers["authorization"] ?? "")?.[1];
  const given = url.searchParams.get("access_token") ?? authorization;
  return given !== undefined && sameSecret(given, options.accessToken);
};

interface RequestContext {
  readonly url: URL;
  /** `http://host/content/api/v2` as the client reached it. */
  readonly apiBase: string;
  readonly documents: ReadonlyArray<StoredContentDocument>;
}

/** The GET routes of the content service, over the documents of `ContentStore`. */
export const contentRoutesWith = (options: ContentServiceOptions) =>
  HttpRouter.use((router) =>
    Effect.gen(function* () {
      const store = yield* ContentStore;

      /** Parses the URL, checks the token and reads the documents, then hands over. */
      const handle =
        (respond: (context: RequestContext) => HttpServerResponse.HttpServerResponse) =>
        (request: HttpServerRequest.HttpServerRequest) =>
          Effect.gen(function* () {
            // Absolute URLs of answers (form action, next_page, href) use the origin the client used.
            const origin = requestOrigin(request);
            const url = new URL(request.url, origin);
            if (!hasAccess(options, url, request)) return refuse(invalidAccessToken());
            const documents = yield* store.documents;
            return respond({ url, apiBase: `${origin}${CONTENT_API_PATH}`, documents });
          }).pipe(
            Effect.catchTag("ContentStoreError", (error) =>
              Effect.logError("content: the documents could not be read", error.cause).pipe(
                Effect.as(answer(500, { type: "api_error", message: "The content repository could not be read" })),
              ),
            ),
          );

      const root = handle(({ apiBase, documents }) =>
        answer(200, repositoryRoot(documents, { apiBase, accessTokenRequired: options.accessToken !== undefined })),
      );

      const search = handle(({ url, apiBase, documents }) => {
        const request = readSearchRequest(url.searchParams);
        if (Result.isFailure(request)) return refuse(request.failure);
        if (request.success.ref !== masterRefOf(documents)) return refuse(refNotFound(request.success.ref));
        return answer(200, searchDocuments(documents, request.success, { apiBase, requestUrl: url }));
      });

      // The router ignores a trailing slash: `/content/api/v2/` is the root too.
      yield* router.add("GET", CONTENT_API_PATH, root);
      yield* router.add("GET", `${CONTENT_API_PATH}/documents/search`, search);
      // Anything else under /content is no repository: a 404 whose body is not JSON, which
      // core's client reports as "repository not found" (SPEC 8).
      yield* router.add(
        "*",
        "/content/*",
        HttpServerResponse.text("Repository not found", { status: 404, headers: { "cache-control": "no-cache" } }),
      );
    }),
  );

/**
 * The content service as the server mounts it: documents from the database (`Db`), private
 * when `accessToken` is set (CONTENT_ACCESS_TOKEN, see config.ts).
 */
export const contentRoutes = (options: ContentServiceOptions) => contentRoutesWith(options).pipe(Layer.provide(ContentStore.layer));
